"""Friday rules fidelity: one or more tests per ruling F1-F17 of docs/rulings.md.

Every test fixes the exact position with a scenario (piles top first) and asserts the real
behaviour: life, piles, totals, the legal action set, the phase and the result.
Card reminders: R01 2, R02-R04 1, R05-R12 0, R13 0 (+2 life), R14-R18 -1; knowledge values
and abilities as in data/friday-cards.json; A01/A02 highest = 0, A03 -1 life, A04 stop,
A05 -1, A06/A07 -2, A08 -3, A09 -2 life, A10 -4, A11 -5.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop import ConfigError, IllegalAction
from tabletop.rulesets.friday.cards import AGING_CARDS, CARDS, HAZARD_CARDS, PIRATE_CARDS

from .helpers import card, fight, fight_view, ids, legal, pirate_fight, play, scenario, top_first

ROBINSON_IDS = [f"R{i:02}" for i in range(1, 19)]


def new_game(level: int = 1, seed: int = 0, **options):
    """A standard game (no scenario) at ``level``."""
    return tabletop.make("friday", level=level, **options).new_game(seed=seed)


def added_aging(state) -> list[str]:
    """The aging cards shuffled into Robinson's starting stack (F3)."""
    return [c for c in ids(state.stack) if c.startswith("A")]


# --- F1 source order -----------------------------------------------------------------------


def test_f1_japanese_text_decides_paid_draws_may_follow_a_stop():
    """F1: seed 001 says 'after stopping, the fight is resolved'; the primary Japanese text
    (seed 000: 'choose whether to draw additional cards or to succumb') lets paid draws follow."""
    s = fight("H25", ["R01", "R02", "R03"])
    play(s, "draw", "stop")
    assert s.phase == "fight"
    assert legal(s) == {"pay", "end"}
    play(s, "pay")
    assert ids(s.right) == ["R02"]
    assert s.life == 19


def test_f1_both_texts_send_fight_cards_to_robinsons_discard_win_or_lose():
    """F1: seed 001's 'corresponding discard pile' is read with seed 000: Robinson's discard."""
    lost = fight("H25", ["R02", "R05"], life=10)
    play(lost, "draw", "stop", "end", "done")
    won = fight("H11", ["R02", "R05"], life=10)
    play(won, "draw", "stop", "end")
    assert set(ids(lost.discard)) == {"R02"}
    assert set(ids(won.discard)) == {"R02", "H11"}


# --- F2 setup ------------------------------------------------------------------------------


def test_f2_robinsons_18_cards_are_shuffled():
    """F2: the 18 starting cards, shuffled (the order depends on the seed)."""
    orders = set()
    for seed in range(5):
        s = new_game(seed=seed)
        assert sorted(ids(s.stack)) == ROBINSON_IDS
        orders.add(tuple(s.stack))
    assert len(orders) == 5


def test_f2_hazards_are_shuffled_and_two_are_offered_first():
    """F2/F10: 30 hazards shuffled; the game opens by offering the top two."""
    offers = set()
    for seed in range(5):
        s = new_game(seed=seed)
        assert s.phase == "hazard"
        assert len(s.offer) == 2
        assert sorted(s.hazard_stack + s.offer) == sorted(HAZARD_CARDS)
        assert s.hazard_discard == []
        offers.add(tuple(s.offer))
    assert len(offers) == 5


def test_f2_aging_pile_is_normal_cards_on_top_of_difficult_cards():
    """F2: aging = normal pile (shuffled) on top of the difficult pile (shuffled)."""
    tops = set()
    for seed in range(10):
        s = new_game(seed=seed)
        # stored bottom first: 3 difficult cards at the bottom, 7 normal cards on top
        assert [CARDS[c].group for c in s.aging] == ["difficult"] * 3 + ["normal"] * 7
        tops.add(s.aging[-1])
    assert len(tops) > 1  # the normal pile is shuffled


def test_f2_two_random_pirates_face_up_from_the_start():
    """F2: 2 of the 10 pirates drawn at random, shown face up from the start."""
    pairs = set()
    for seed in range(30):
        s = new_game(seed=seed)
        assert len(set(s.pirates)) == 2
        assert all(p in PIRATE_CARDS for p in s.pirates)
        shown = s.view(0)["pirates"]
        assert [p["id"] for p in shown] == ids(s.pirates)
        assert all("ability" in p and "free_cards" in p for p in shown)
        pairs.add(frozenset(s.pirates))
    assert len(pairs) >= 10


# --- F3 levels -------------------------------------------------------------------------------


def test_f3_level_1_ten_aging_cards_life_20_max_22():
    """F3 level 1: no "very stupid" (10 aging cards), 18 starting cards, life 20, max 22."""
    s = new_game(level=1)
    assert sorted(ids(s.stack)) == ROBINSON_IDS
    assert len(s.aging) == 10
    assert "A08" not in ids(s.aging)
    assert s.life == 20
    assert s.max_life == 22


@pytest.mark.parametrize("seed", range(12))
def test_f3_level_2_adds_the_top_normal_aging_card_to_19_cards(seed):
    """F3 level 2: the top card of the prepared aging pile (a normal card) joins the deck."""
    s = new_game(level=2, seed=seed)
    assert len(s.stack) == 19
    (extra,) = added_aging(s)
    assert CARDS[card(extra)].group == "normal"
    assert extra != "A08"
    assert len(s.aging) == 9
    assert sorted([*ids(s.aging), extra]) == sorted(ids(new_game(level=1).aging))
    # the rest of the aging pile is still normal cards on top of difficult ones
    assert [CARDS[c].group for c in s.aging] == ["difficult"] * 3 + ["normal"] * 6
    assert (s.life, s.max_life) == (20, 22)


def test_f3_level_3_uses_all_11_aging_cards_very_stupid_among_the_normal_ones():
    """F3 level 3: all 11 aging cards (A08 is a normal card), then one joins the deck."""
    shuffled_in = set()
    for seed in range(60):
        s = new_game(level=3, seed=seed)
        assert len(s.stack) == 19
        (extra,) = added_aging(s)
        assert CARDS[card(extra)].group == "normal"
        shuffled_in.add(extra)
        assert len(s.aging) == 10
        assert sorted([*ids(s.aging), extra]) == sorted(ids(AGING_CARDS))
        assert [CARDS[c].group for c in s.aging] == ["difficult"] * 3 + ["normal"] * 7
        assert (s.life, s.max_life) == (20, 22)
    assert "A08" in shuffled_in


def test_f3_level_4_life_18_max_20():
    """F3 level 4: as level 3 with life 18 and max 20 (2 tokens boxed)."""
    s = new_game(level=4)
    assert len(s.stack) == 19
    assert len(s.aging) + len(added_aging(s)) == 11
    assert s.life == 18
    assert s.max_life == 20
    assert s.view(0)["max_life"] == 20


def test_f3_very_stupid_only_at_levels_3_and_4():
    """F3: A08 "very stupid" is not in the game at levels 1-2."""
    for level in (1, 2):
        with pytest.raises(ConfigError):
            scenario(level=level, aging=["A08"])
    for level in (3, 4):
        assert ids(scenario(level=level, aging=["A08"]).aging) == ["A08"]


def test_f3_level_4_life_above_20_is_not_a_valid_scenario():
    """F3: level 4 has max 20; level 1 allows 22."""
    with pytest.raises(ConfigError):
        scenario(level=4, life=21)
    assert scenario(level=1, life=22).life == 22


def test_f3_option_aging_draw_random_may_add_any_aging_card_of_the_level():
    """F3 option aging_draw="random": the added card is any aging card of the level."""
    top_groups = {CARDS[card(added_aging(new_game(2, seed))[0])].group for seed in range(80)}
    assert top_groups == {"normal"}
    drawn = set()
    for seed in range(80):
        s = new_game(level=2, seed=seed, aging_draw="random")
        (extra,) = added_aging(s)
        drawn.add(extra)
        assert extra != "A08"  # level 2: still only the 10 cards of the level
        assert len(s.aging) == 9
    assert {"A09", "A10", "A11"} & drawn  # difficult cards can be added
    with pytest.raises(ConfigError):
        tabletop.make("friday", aging_draw="bottom")


# --- F4 fights and abilities ---------------------------------------------------------------


def test_f4_each_ability_once_per_fight():
    """F4: a used ability cannot be used again in the same fight (the card lies sideways)."""
    s = fight("H25", ["R13", "R05"], life=10)
    play(s, "draw", "use R13")
    assert s.life == 12
    assert "use R13" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply(0, "use R13")
    assert s.life == 12
    assert fight_view(s)["left"][0]["used"] is True


def test_f4_abilities_resolve_one_at_a_time_each_completely():
    """F4: while an ability resolves, only its own follow-ups are legal."""
    s = fight("H25", ["H21", "R14", "R13", "R01"], life=10)
    play(s, "draw", "draw", "draw", "use H21")
    assert legal(s) == {"on R14", "on R13"}
    for move in ("draw", "pay", "end", "use R13"):
        with pytest.raises(IllegalAction):
            s.apply(0, move)
    play(s, "on R14")
    assert "use R13" in legal(s)


def test_f4_the_two_pirate_fights_are_separate_fights():
    """F4: an ability used against the first pirate can be used again against the second."""
    # P09 with no aging card owned has value 0; P10 with an empty hazard discard too.
    s = pirate_fight("P09", "P10", ["R13", "R05"], life=10, aging=["A05"])
    play(s, "draw", "use R13", "stop", "end")
    assert s.pirates_beaten == 1
    assert ids([s.enemy]) == ["P10"]
    assert s.used == 0
    while "R13" not in ids(s.right):  # R05, then the rebuilt stack {R13, A05}
        play(s, "pay")
    assert "use R13" in legal(s)
    life = s.life
    play(s, "use R13")
    assert s.life == life + 2


# --- F5 drawing --------------------------------------------------------------------------------


def test_f5_free_draws_one_at_a_time_placed_left():
    """F5: free draws one at a time, to the left; no stop, pay or end before the first."""
    s = fight("H25", ["R01", "R02", "R03", "R04", "R05"])
    assert legal(s) == {"draw"}
    play(s, "draw")
    assert ids(s.left) == ["R01"]
    assert s.free_left == 3
    assert legal(s) == {"draw", "stop"}
    play(s, "draw", "draw", "draw")
    assert ids(s.left) == ["R01", "R02", "R03", "R04"]
    assert s.right == []
    assert s.free_left == 0
    assert legal(s) == {"pay", "end"}
    assert s.life == 20


def test_f5_stop_forfeits_the_remaining_free_draws():
    """F5: after at least 1 card the player may stop; the rest of the free draws are lost."""
    s = fight("H25", ["R01", "R02", "R03"])
    play(s, "draw", "stop")
    assert s.free_left == 0
    assert "draw" not in legal(s)
    play(s, "pay")
    assert ids(s.left) == ["R01"]
    assert ids(s.right) == ["R02"]


def test_f5_paid_draws_cost_1_life_and_go_right():
    """F5: paid draws, 1 life each, placed right; only after the free portion."""
    s = fight("H11", ["R05", "R06", "R01", "R02"], life=5)
    play(s, "draw")
    assert "pay" not in legal(s)  # the free portion is still open
    play(s, "draw", "pay", "pay")
    assert ids(s.left) == ["R05", "R06"]
    assert ids(s.right) == ["R01", "R02"]
    assert s.life == 3


def test_f5_paid_draws_allowed_when_the_total_already_reaches_the_value():
    """F5: paid draws are allowed any time before judgement, also when already winning."""
    s = fight("H11", ["R01", "R13"], life=5)  # green value 1
    play(s, "draw", "stop")
    assert s.fight_total() >= 1
    assert "pay" in legal(s)
    play(s, "pay")
    assert ids(s.right) == ["R13"]
    assert s.life == 4


def test_f5_a_paid_draw_needs_life_at_least_its_cost():
    """F5/F8: with 0 life there is no paid draw; with 1 life there is, down to 0."""
    s = fight("H25", ["R01", "R02", "R03"], life=1)
    play(s, "draw", "stop", "pay")
    assert s.life == 0
    assert legal(s) == {"end"}
    with pytest.raises(IllegalAction):
        s.apply(0, "pay")


# --- F6 judgement ------------------------------------------------------------------------------


def test_f6_total_reaching_the_value_wins_and_no_loss_can_be_declared():
    """F6: judgement is automatic; there is no action to lose once the total reaches the value."""
    s = fight("H19", ["R01", "R05", "R06"], life=10)  # green value 2
    play(s, "draw", "stop")
    assert s.fight_total() == 2
    assert legal(s) == {"pay", "end"}  # nothing like "concede" or "lose"
    play(s, "end")
    assert s.life == 10
    assert card("H19") in s.discard
    assert card("H19") not in s.hazard_discard
    assert s.phase != "remove"


def test_f6_losing_on_purpose_means_not_drawing_or_not_using_abilities():
    """F6: losing on purpose = stop drawing / not using abilities; the total is then judged."""
    s = fight("H29", ["H13", "H18", "H30"], hazard_stack=["H29", "H01", "H02", "H03"], life=10)
    play(s, "draw", "draw", "stop")  # value 5; 2 + 1 = 3, doubling H13 would make 5
    assert "use H18" in legal(s)
    play(s, "end", "done")
    assert s.life == 8
    assert ids(s.hazard_discard) == ["H01", "H29"]


# --- F7 win and loss -----------------------------------------------------------------------------


def test_f7_win_hazard_and_all_fighting_cards_to_robinsons_discard():
    """F7: on a win the hazard (now a knowledge card) and all fighting cards go to the discard."""
    s = fight("H19", ["R01", "R05"], discard=["R14"], life=10)
    play(s, "draw", "stop", "pay", "end")
    assert sorted(ids(s.discard)) == ["H19", "R01", "R05", "R14"]
    assert s.left == s.right == []
    assert s.hazard_discard == []
    assert s.life == 9


def test_f7_loss_costs_the_difference_and_the_hazard_goes_to_the_hazard_discard():
    """F7: lose (hazard - total) life; hazard to the hazard discard, the rest to the discard."""
    s = fight("H25", ["R02", "R05", "R06"], hazard_stack=["H25", "H01", "H02", "H03"], life=10)
    play(s, "draw", "draw", "stop", "end")  # value 4, total 1
    assert s.life == 7
    assert s.phase == "remove"
    assert fight_view(s)["removal_budget"] == 3
    play(s, "done")
    assert ids(s.hazard_discard) == ["H01", "H25"]
    assert card("H25") not in s.discard  # an undefeated hazard is no knowledge card
    assert sorted(ids(s.discard)) == ["R02", "R05"]
    assert s.removed == []


def test_f7_removal_budget_1_per_starting_or_knowledge_card_2_per_aging_card():
    """F7: the loss is a budget: 1 per starting/knowledge card, 2 per aging card."""
    s = fight("H19", ["A05", "R02", "H13"], life=10)  # value 2
    play(s, "draw", "draw", "stop", "end")  # A05 -1, R02 1: total 0, loss 2
    assert s.life == 8
    assert legal(s) == {"remove A05", "remove R02", "done"}
    play(s, "remove A05")  # costs the whole budget of 2: the removals end by themselves
    assert ids(s.removed) == ["A05"]
    assert s.phase == "hazard"
    assert set(ids(s.discard)) == {"R02"}

    s = fight("H19", ["A05", "R02", "H13"], life=10)
    play(s, "draw", "draw", "stop", "end", "remove R02")  # 1 left: too little for A05
    assert ids(s.removed) == ["R02"]
    assert set(ids(s.discard)) == {"A05"}
    assert s.phase != "remove"


def test_f7_removal_only_of_this_fights_face_up_cards():
    """F7: only fighting cards of this fight; not deck, discard or the hazard card."""
    s = fight(
        "H29",
        ["R05", "H13", "R02"],
        discard=["R14"],
        hazard_stack=["H29", "H01", "H02", "H03"],
        life=10,
    )  # value 5, total 2
    play(s, "draw", "draw", "stop", "end")
    assert s.life == 7
    assert legal(s) == {"remove R05", "remove H13", "done"}
    for move in ("remove R14", "remove R02", "remove H29"):
        with pytest.raises(IllegalAction):
            s.apply(0, move)
    play(s, "remove R05", "remove H13")  # nothing face up is left: removals end
    assert s.phase == "hazard"
    assert sorted(ids(s.removed)) == ["H13", "R05"]
    assert ids(s.discard) == ["R14"]
    assert card("H29") in s.hazard_discard


def test_f7_unused_removal_budget_is_simply_lost():
    """F7: removing is optional; 'done' ends it and the life is gone either way."""
    s = fight("H25", ["R14", "R05"], life=10)  # value 4, total -1 + 0: loss 5
    play(s, "draw", "draw", "stop", "end")
    assert s.life == 5
    play(s, "remove R14", "done")
    assert s.life == 5
    assert ids(s.removed) == ["R14"]
    assert ids(s.discard) == ["R05"]


# --- F8 life -------------------------------------------------------------------------------------


def test_f8_reaching_exactly_0_life_is_fine():
    """F8: a loss equal to the current life leaves Robinson at 0, still playing."""
    s = fight("H19", ["R05", "R06"], hazard_stack=["H19", "H01", "H02", "H03"], life=2)
    play(s, "draw", "stop", "end")
    assert s.life == 0
    assert not s.is_over
    play(s, "done")
    assert s.phase == "hazard"
    assert ids(s.offer) == ["H02", "H03"]


def test_f8_a_loss_larger_than_life_is_defeat_and_life_counts_0():
    """F8/F15: losing more life than Robinson has ends the game; life counts 0."""
    s = fight("H19", ["R05", "R06"], life=1)  # loss 2 > 1
    play(s, "draw", "stop", "end")
    assert s.is_over
    assert s.phase == "over"
    assert s.life == 0
    assert s.result.winners == ()
    assert s.result.returns == (-1.0,)
    assert s.result.details["life"] == 0


def test_f8_paying_down_to_0_is_fine_but_not_below():
    """F8: a paid draw may use the last life point; then no more paid draws."""
    s = fight("H11", ["R01", "R02", "R03"], life=1)
    play(s, "draw", "stop", "pay")
    assert s.life == 0
    assert not s.is_over
    assert "pay" not in legal(s)


def test_f8_life_gains_above_the_maximum_22_are_lost():
    """F8: life cap 22 at levels 1-3."""
    s = fight("H25", ["R13", "H11"], life=21)
    play(s, "draw", "use R13")
    assert s.life == 22
    play(s, "draw", "use H11")
    assert s.life == 22


def test_f8_life_cap_is_20_at_level_4():
    """F8/F3: life cap 20 at level 4."""
    s = fight("H25", ["R13", "R05"], level=4, life=19)
    play(s, "draw", "use R13")
    assert s.life == 20


# --- F9 rebuilding Robinson's stack -------------------------------------------------------------


def test_f9_drawing_the_last_card_does_not_rebuild():
    """F9: rebuild only when a draw is actually needed, not when the stack runs out."""
    s = fight("H11", ["R01"], discard=["R05", "R06"], aging=["A05", "A06"])
    play(s, "draw", "stop", "end")
    assert s.stack == []
    assert sorted(ids(s.discard)) == ["H11", "R01", "R05", "R06"]
    assert ids(s.aging) == ["A06", "A05"]  # stored bottom first: A05 still on top


def test_f9_rebuild_adds_exactly_one_aging_card_and_leaves_fight_cards_out():
    """F9: top aging card + discard, shuffled, becomes the stack; cards in the fight stay out."""
    s = fight("H25", ["R01"], discard=["R05", "R06"], aging=["A05", "A06", "A07"])
    play(s, "draw")
    assert s.stack == []
    play(s, "draw")  # needs a card: rebuild
    assert top_first(s.aging) == ["A06", "A07"]
    assert s.discard == []
    assert ids(s.left)[0] == "R01"
    rebuilt = ids(s.stack) + ids(s.left[1:])
    assert sorted(rebuilt) == ["A05", "R05", "R06"]
    assert "R01" not in ids(s.stack)


def test_f9_the_rebuild_card_is_unseen():
    """F9: the aging card goes into the new stack unseen (the view shows only the size)."""
    s = fight("H25", ["R01"], discard=["R05", "R06", "R07"], aging=["A05", "A06"])
    play(s, "draw", "draw")
    stack = s.view(0)["stack"]
    assert stack["size"] == 3
    assert stack["known_top"] == []
    assert stack["known_bottom"] == []


def test_f9_rebuild_with_an_empty_aging_pile_loses():
    """F9: drawing when the stack and the aging pile are empty is defeat."""
    s = fight("H25", ["R01"], discard=["R05"], aging=[])
    play(s, "draw", "draw")
    assert s.is_over
    assert s.result.winners == ()
    assert "aging" in s.result.reason


def test_f9_a_paid_draw_also_rebuilds():
    """F9: any draw that needs a card rebuilds, paid or free."""
    s = fight("H11", ["R01"], discard=["R05"], aging=["A05"], life=5)
    play(s, "draw", "stop", "pay")
    assert s.life == 4
    assert len(s.right) == 1
    assert s.aging == []
    assert sorted(ids(s.stack + s.right)) == ["A05", "R05"]


# --- F10 the hazard stack and the steps ---------------------------------------------------------


def test_f10_two_or_more_hazards_offer_two_the_other_is_discarded_face_up():
    """F10: with 2+ cards, draw 2, fight one, discard the other face up; no skip."""
    s = scenario(hazard_stack=["H25", "H11", "H01"])
    assert s.phase == "hazard"
    assert ids(s.offer) == ["H25", "H11"]
    assert legal(s) == {"fight H25", "fight H11"}
    play(s, "fight H11")
    assert ids(s.hazard_discard) == ["H25"]
    assert s.view(0)["hazard_discard"] == ["H25"]
    assert s.enemy == card("H11")
    assert ids(s.hazard_stack) == ["H01"]


def test_f10_one_hazard_left_is_revealed_and_may_be_fought_or_discarded():
    """F10: with 1 card it is revealed; fight it or discard it."""
    s = scenario(hazard_stack=["H25"], hazard_discard=["H11", "H12"])
    assert ids(s.offer) == ["H25"]
    assert s.view(0)["offer"] == ["H25"]
    assert legal(s) == {"fight H25", "skip"}
    fought = s.clone()
    play(fought, "fight H25")
    assert fought.phase == "fight"
    assert fought.step == 0
    play(s, "skip")
    assert s.view(0)["step"] == "yellow"  # the stack was empty: the step advanced


def test_f10_empty_stack_advances_the_step_and_shuffles_the_hazard_discard():
    """F10: green -> yellow: the hazard discard becomes the new (shuffled) stack."""
    s = scenario(
        hazard_stack=["H01"],
        hazard_discard=["H11", "H12", "H13", "H14", "H15"],
        stack=["R01", "R05"],
        discard=["R14"],
        life=15,
    )
    play(s, "skip")
    assert s.view(0)["step"] == "yellow"
    assert s.phase == "hazard"
    assert len(s.offer) == 2
    assert sorted(ids(s.offer + s.hazard_stack)) == ["H01", "H11", "H12", "H13", "H14", "H15"]
    assert s.hazard_discard == []
    # F10: Robinson's cards and life carry over unchanged
    assert top_first(s.stack) == ["R01", "R05"]
    assert ids(s.discard) == ["R14"]
    assert s.life == 15


def test_f10_yellow_to_red_then_pirates():
    """F10: yellow -> red, and after red the pirates (the hazard discard stays put)."""
    s = scenario(step="yellow", hazard_stack=["H01"], hazard_discard=["H11", "H12"])
    play(s, "skip")
    assert s.view(0)["step"] == "red"
    assert sorted(ids(s.offer + s.hazard_stack)) == ["H01", "H11", "H12"]
    assert len(s.offer) == 2
    s = scenario(step="red", hazard_stack=["H01"], hazard_discard=["H11"], pirates=["P01", "P02"])
    play(s, "skip")
    assert s.view(0)["step"] == "pirates"
    assert s.phase == "pirate"
    assert legal(s) == {"fight P01", "fight P02"}
    assert sorted(ids(s.hazard_discard)) == ["H01", "H11"]
    assert s.hazard_stack == []


def test_f10_after_the_last_hazard_is_beaten_the_step_advances():
    """F10: a won last hazard leaves the stack empty; the next turn advances the step."""
    s = fight("H11", ["R01"], hazard_stack=["H11"], hazard_discard=["H12", "H13"])
    play(s, "draw", "stop", "end")
    assert s.view(0)["step"] == "yellow"
    assert sorted(ids(s.offer)) == ["H12", "H13"]


# --- F11 free cards and values -----------------------------------------------------------------


@pytest.mark.parametrize(("step", "value"), [("green", 4), ("yellow", 7), ("red", 11)])
def test_f11_free_cards_do_not_depend_on_the_step_values_do(step, value):
    """F11: H25 has 4 free cards at every step; its value is 4/7/11."""
    s = fight("H25", ["R05"], step=step)
    view = fight_view(s)
    assert view["free_left"] == 4
    assert view["value"] == value
    assert s.hazard_value() == value


# --- F12 abilities -------------------------------------------------------------------------------


def test_f12_destroy_turns_the_target_face_down_counts_0_and_voids_its_ability():
    """F12 destroy: face down, counts 0, ability void."""
    s = fight("H29", ["H20", "R13", "R01", "R05", "R06"], life=10)  # value 5, free 5
    play(s, "draw", "draw", "draw")
    assert s.fight_total() == 4
    play(s, "use H20")
    assert legal(s) == {"on R13", "on R01"}  # never the destroy card itself
    play(s, "on R13")
    left = {c["id"]: c for c in fight_view(s)["left"]}
    assert left["R13"]["destroyed"] is True
    assert "use R13" not in legal(s)
    assert s.fight_total() == 4
    s2 = fight("H29", ["H20", "R01", "R02"], life=10)
    play(s2, "draw", "draw", "draw", "use H20", "on R01")
    assert s2.fight_total() == 2 + 0 + 1


def test_f12_destroyed_card_is_removed_after_the_fight_win_or_lose():
    """F12 destroy: the face-down card leaves the game after the fight, win or lose."""
    won = fight("H19", ["H20", "R14", "R05"], life=10)  # value 2
    play(won, "draw", "draw", "use H20", "on R14", "stop", "end")
    assert won.life == 10
    assert ids(won.removed) == ["R14"]
    assert sorted(ids(won.discard)) == ["H19", "H20"]

    lost = fight("H29", ["H20", "R01", "R05"], life=10)  # value 5
    play(lost, "draw", "draw", "use H20", "on R01", "stop", "end")
    assert lost.life == 7
    assert legal(lost) == {"remove H20", "done"}  # the face-down card is not removable
    play(lost, "done")
    assert ids(lost.removed) == ["R01"]
    assert ids(lost.discard) == ["H20"]


def test_f12_destroyed_aging_card_no_longer_applies():
    """F12/F13: a destroyed aging card's ability is void (no life loss, no zeroing)."""
    s = fight("H29", ["H20", "A09", "A01", "H30"], life=10)  # value 5
    play(s, "draw", "draw", "draw", "draw")
    play(s, "use H20", "on A01", "stop")
    assert s.fight_total() == 2 + 4  # nothing zeroed
    s2 = fight("H29", ["H20", "A09", "H30"], life=10)
    play(s2, "draw", "draw", "draw", "use H20", "on A09", "stop", "end")
    assert s2.life == 10  # won, and A09's -2 life is void
    assert ids(s2.removed) == ["A09"]


def test_f12_double_doubles_one_other_card():
    """F12 double: 1 other face-up card counts twice."""
    s = fight("H29", ["H18", "H30", "R05"], life=10)  # value 5
    play(s, "draw", "draw")
    play(s, "use H18")
    assert legal(s) == {"on H30"}
    play(s, "on H30")
    assert s.fight_total() == 1 + 8
    assert fight_view(s)["left"][1]["doubled"] is True


def test_f12_a_card_is_doubled_at_most_once_per_fight():
    """F12 double: a second double cannot pick the same card."""
    s = fight("H29", ["H18", "H23", "H30", "R05"], life=10)
    play(s, "draw", "draw", "draw", "use H18", "on H30")
    play(s, "use H23")
    assert legal(s) == {"on H18"}
    with pytest.raises(IllegalAction):
        s.apply(0, "on H30")
    play(s, "on H18")
    assert s.fight_total() == 2 + 2 + 8


def test_f12_copy_of_double_never_doubles_a_card_twice():
    """F12/F16: a copy of double cannot double the card the double already doubled."""
    s = fight("H29", ["H18", "H17", "H30", "R01"], life=10)  # free 5
    play(s, "draw", "draw", "draw", "draw", "use H18", "on H30")
    play(s, "use H17")
    assert legal(s) == {"copy H18"}
    play(s, "copy H18")
    assert legal(s) == {"on H18", "on R01"}  # not H30 (already doubled), not H17 itself
    play(s, "on R01")
    assert s.fight_total() == 1 + 1 + 8 + 4
    # and the other way round: the copy doubles first, the double may not repeat it
    s = fight("H29", ["H18", "H17", "H30"], life=10)
    play(s, "draw", "draw", "draw", "use H17", "copy H18", "on H30")
    play(s, "use H18")
    assert legal(s) == {"on H17"}


def test_f12_copy_repeats_a_used_or_unused_ability():
    """F12 copy: repeats another card's starting/knowledge ability, used or not."""
    s = fight("H29", ["R13", "H17", "R05"], life=10)
    play(s, "draw", "draw", "use R13")
    assert s.life == 12
    play(s, "use H17", "copy R13")
    assert s.life == 14
    s = fight("H29", ["R13", "H17", "R05"], life=10)
    play(s, "draw", "draw", "use H17", "copy R13", "use R13")
    assert s.life == 14


def test_f12_aging_abilities_cannot_be_copied():
    """F12 copy: aging abilities are not copyable; copy needs a copyable card."""
    s = fight("H29", ["H17", "A01", "A03", "R05"], life=10)
    play(s, "draw", "draw", "draw", "draw")
    assert "use H17" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply(0, "use H17")


def test_f12_copy_of_a_copy_without_looping_back():
    """F12/F16: copy may copy another copy, never creating a loop back to itself."""
    s = fight("H29", ["H09", "H17", "R13", "R05"], life=10)
    play(s, "draw", "draw", "draw", "use H09")
    assert legal(s) == {"copy H17", "copy R13"}
    play(s, "copy H17")
    assert legal(s) == {"copy R13"}  # neither H09 (loop) nor H17 again
    play(s, "copy R13")
    assert s.life == 12
    # two copies and nothing else to copy: neither can be used
    s = fight("H29", ["H09", "H17", "R01"], life=10)
    play(s, "draw", "draw", "draw")
    assert not {"use H09", "use H17"} & legal(s)


def test_f12_step_down_lowers_the_hazard_value_for_this_fight_only():
    """F12 step -1: at judgement the value is read one step lower; this fight only."""
    s = fight(
        "H25",
        ["H10", "R01", "R02", "R03"],
        step="yellow",
        hazard_stack=["H25", "H01", "H29", "H30"],
    )
    assert fight_view(s)["value"] == 7
    play(s, "draw", "use H10")
    assert fight_view(s)["value"] == 4
    play(s, "draw", "draw", "draw", "end")  # 0 + 2 + 1 + 1 = 4: won against green 4
    assert card("H25") in s.discard
    assert s.view(0)["step"] == "yellow"
    play(s, "fight H29")
    assert fight_view(s)["value"] == 9  # the next fight is yellow again


def test_f12_step_down_also_lowers_the_loss():
    """F12 step -1: the lowered value is the one judged, so a loss is smaller too."""
    s = fight("H25", ["H10", "R02"], step="red", life=10)  # red 11 -> yellow 7
    play(s, "draw", "use H10", "draw", "stop", "end")
    assert s.life == 10 - (7 - 1)


def test_f12_step_down_copies_stack_and_never_go_below_green():
    """F12 step -1: copies stack (red -> green); never below green."""
    s = fight("H25", ["H10", "H17", "H09", "R05"], step="red")
    play(s, "draw", "draw", "draw", "use H10")
    assert fight_view(s)["value"] == 7
    play(s, "use H17", "copy H10")
    assert fight_view(s)["value"] == 4
    play(s, "use H09", "copy H10")
    assert fight_view(s)["value"] == 4  # never below green
    assert s.view(0)["step"] == "red"


def test_f12_step_down_has_no_effect_on_pirates():
    """F12 step -1: no effect in a pirate fight."""
    s = pirate_fight("P01", "P02", ["H10", "R05"])
    play(s, "draw", "use H10")
    assert fight_view(s)["value"] == 20
    assert s.hazard_value() == 20


def test_f12_sort_looks_at_3_discards_at_most_1_and_returns_in_any_order():
    """F12 sort: look at 3, discard at most 1 (an ordinary discard), the rest in any order."""
    s = fight("H25", ["H24", "R14", "R01", "R02", "R03"])
    play(s, "draw", "use H24")
    assert fight_view(s)["pending"]["cards"] == ["R14", "R01", "R02"]
    assert len(legal(s)) == 6 + 3 * 2  # every order, with or without one discarded
    assert "put R02,R01 drop R14" in legal(s)
    play(s, "put R02,R01 drop R14")
    assert top_first(s.stack) == ["R02", "R01", "R03"]
    assert ids(s.discard) == ["R14"]
    assert s.view(0)["stack"]["known_top"] == ["R02", "R01"]
    play(s, "draw")
    assert ids(s.left) == ["H24", "R02"]


def test_f12_sort_keeps_all_three_when_nothing_is_dropped():
    """F12 sort: discarding is optional."""
    s = fight("H25", ["H24", "R14", "R01", "R02", "R03"])
    play(s, "draw", "use H24", "put R01,R02,R14")
    assert top_first(s.stack) == ["R01", "R02", "R14", "R03"]
    assert s.discard == []


def test_f12_sort_with_a_short_stack_does_not_rebuild():
    """F12 sort: look at min(3, stack) cards without rebuilding."""
    s = fight("H25", ["H24", "R01", "R02"], discard=["R05"], aging=["A05"])
    play(s, "draw", "use H24")
    assert fight_view(s)["pending"]["cards"] == ["R01", "R02"]
    assert legal(s) == {"put R01,R02", "put R02,R01", "put R01 drop R02", "put R02 drop R01"}
    play(s, "put R02 drop R01")
    assert top_first(s.stack) == ["R02"]
    assert ids(s.aging) == ["A05"]
    assert sorted(ids(s.discard)) == ["R01", "R05"]


def test_f12_sort_of_one_card_keeps_it_or_drops_it():
    """F12 sort with one card left: put it back (``put R01``) or discard it (``put drop R01``)."""
    s = fight("H25", ["H24", "R01"], aging=["A05"])
    play(s, "draw", "use H24")
    assert legal(s) == {"put R01", "put drop R01"}
    play(s, "put drop R01")
    assert s.stack == [] and ids(s.discard) == ["R01"]
    # an empty stack: nothing to look at, and no rebuild for it
    s = fight("H25", ["H24"], discard=["R05"], aging=["A05"])
    play(s, "draw")
    assert "use H24" not in legal(s)
    assert ids(s.aging) == ["A05"]
    assert ids(s.discard) == ["R05"]


def test_f12_exchange_discards_the_target_and_draws_a_replacement_into_its_place():
    """F12 exchange: target to Robinson's discard, replacement into the same place."""
    s = fight("H29", ["R14", "H21", "R02", "R01", "R03"], life=10)  # free 5
    play(s, "draw", "draw", "use H21")
    assert legal(s) == {"on R14"}
    play(s, "on R14")
    assert ids(s.left) == ["R02", "H21"]  # R02 took R14's place
    assert ids(s.discard) == ["R14"]
    assert s.free_left == 3  # the replacement is not a free-portion draw
    assert s.life == 10


def test_f12_exchange_on_the_right_replaces_on_the_right():
    """F12 exchange: the replacement goes to the same side (right stays right)."""
    s = fight("H29", ["H21", "R14", "R01"], life=10)
    play(s, "draw", "stop", "pay", "use H21", "on R14")
    assert ids(s.left) == ["H21"]
    assert ids(s.right) == ["R01"]
    assert s.life == 9


def test_f12_exchange_x2_may_exchange_twice_or_stop_after_one():
    """F12 exchange x2: up to twice; 'done' skips the second exchange."""
    s = fight("H29", ["H05", "R14", "R15", "R01", "R02"], life=10)
    play(s, "draw", "draw", "draw", "use H05", "on R14")
    assert legal(s) == {"on R01", "on R15", "done"}
    play(s, "on R15")
    assert ids(s.left) == ["H05", "R01", "R02"]
    assert sorted(ids(s.discard)) == ["R14", "R15"]
    assert s.pending is None
    s = fight("H29", ["H05", "R14", "R15", "R01", "R02"], life=10)
    play(s, "draw", "draw", "draw", "use H05", "on R14", "done")
    assert ids(s.left) == ["H05", "R01", "R15"]
    assert "use H05" not in legal(s)


def test_f12_below_the_pile_from_the_left_gives_a_free_replacement():
    """F12 below the pile: a free (left) target goes under the stack; free replacement left."""
    s = fight("H25", ["H16", "R14", "R01", "R02", "R03"], life=10)
    play(s, "draw", "draw", "use H16", "on R14")
    assert top_first(s.stack)[-1] == "R14"
    assert legal(s) == {"draw", "done"}
    play(s, "draw")
    assert ids(s.left) == ["H16", "R01"]
    assert s.free_left == 2  # the replacement used no free draw
    assert s.life == 10
    assert top_first(s.stack) == ["R02", "R03", "R14"]
    assert s.view(0)["stack"]["known_bottom"] == ["R14"]


def test_f12_below_the_pile_replacement_may_be_declined():
    """F12 below the pile: the free replacement is optional."""
    s = fight("H25", ["H16", "R14", "R01"], life=10)
    play(s, "draw", "draw", "use H16", "on R14", "done")
    assert ids(s.left) == ["H16"]
    assert s.free_left == 2
    assert top_first(s.stack) == ["R01", "R14"]


def test_f12_below_the_pile_from_the_right_gives_no_replacement():
    """F12 below the pile: a paid (right) target gives no free replacement."""
    s = fight("H25", ["H16", "R14", "R01"], life=10)
    play(s, "draw", "stop", "pay", "use H16", "on R14")
    assert s.pending is None
    assert s.right == []
    assert top_first(s.stack) == ["R01", "R14"]
    assert legal(s) == {"pay", "end"}
    assert s.life == 9


def test_f12_below_the_pile_rebuilds_first_when_the_stack_is_empty():
    """F12 below the pile: with an empty stack, rebuild first, then the card goes under."""
    s = fight("H25", ["H16", "R14"], discard=["R05"], aging=["A05", "A06"], life=10)
    play(s, "draw", "draw")
    assert s.stack == []
    play(s, "use H16", "on R14")
    assert ids(s.aging) == ["A06"]
    assert s.discard == []
    assert top_first(s.stack)[-1] == "R14"  # under the new stack
    assert sorted(ids(s.stack)) == ["A05", "R05", "R14"]
    assert legal(s) == {"draw", "done"}


def test_f12_below_the_pile_with_no_aging_card_left_loses_but_the_card_still_scores():
    """F12/F9/F15: the rebuild for below the pile fails: defeat; the card is still owned."""
    s = fight("H25", ["H16", "R01"], aging=[], life=10)
    play(s, "draw", "draw", "use H16", "on R01")
    assert s.is_over
    assert "aging" in s.result.reason
    # H16 1 in play + R01 2 (left play towards the stack): both still Robinson's cards
    assert s.result.details["cards"] == 1 + 2
    assert s.result.details["hazards"] == -3  # H25 in play


def test_f12_plus_1_card_is_free_placed_right_and_not_a_free_draw():
    """F12 +1 card: free, placed right, not a free-portion draw."""
    s = fight("H25", ["H22", "R01", "R02"], life=10)
    play(s, "draw", "use H22")
    assert ids(s.right) == ["R01"]
    assert s.life == 10
    assert s.free_left == 3
    assert "draw" in legal(s)
    play(s, "draw")
    assert ids(s.left) == ["H22", "R02"]


def test_f12_plus_2_cards_draws_two_or_stops_after_one():
    """F12/F16: +2 cards: free, placed right; may stop after one."""
    s = fight("H25", ["H03", "R01", "R02", "R03"], life=10)
    play(s, "draw", "use H03")
    assert ids(s.right) == ["R01"]
    assert legal(s) == {"draw", "done"}
    play(s, "draw")
    assert ids(s.right) == ["R01", "R02"]
    assert s.free_left == 3
    assert s.life == 10
    s = fight("H25", ["H03", "R01", "R02", "R03"], life=10)
    play(s, "draw", "use H03", "done")
    assert ids(s.right) == ["R01"]
    assert top_first(s.stack) == ["R02", "R03"]
    assert "draw" in legal(s)  # back to the free portion
    play(s, "draw")
    assert ids(s.left) == ["H03", "R02"]


def test_f12_targets_are_always_another_face_up_card_of_this_fight():
    """F12: a targeted ability never picks its own card or a destroyed card."""
    s = fight("H29", ["H20", "H21", "R14", "R01"], life=10)
    play(s, "draw", "draw", "draw", "use H20", "on R14")
    play(s, "use H21")
    assert legal(s) == {"on H20"}  # not H21 itself, not the face-down R14


# --- F13 aging ----------------------------------------------------------------------------------


def test_f13_aging_life_loss_at_the_end_of_a_won_fight():
    """F13: -1/-2 life at the end of every fight, also a won one."""
    s = fight("H19", ["A03", "A09", "H29"], life=10)  # value 2
    play(s, "draw", "draw", "draw", "end")
    assert s.life == 10 - 1 - 2
    assert card("H19") in s.discard


def test_f13_aging_life_loss_comes_before_the_loss_and_is_not_budget():
    """F13: on a loss, aging life loss first, then the loss; only the loss is budget."""
    s = fight("H11", ["A09", "R05"], life=10)  # value 1, total 0: loss 1
    play(s, "draw", "draw", "end")
    assert s.life == 10 - 2 - 1
    assert fight_view(s)["removal_budget"] == 1
    assert legal(s) == {"remove R05", "done"}  # A09 would cost 2


def test_f13_aging_life_loss_can_kill_before_the_loss_payment():
    """F13/F8: the aging loss is paid first; more than life is defeat."""
    s = fight("H11", ["A09", "R01"], life=1)  # a won fight, but -2 life with 1 left
    play(s, "draw", "draw", "end")
    assert s.is_over
    assert s.life == 0
    s = fight("H11", ["A09", "R01"], life=2)
    play(s, "draw", "draw", "end")
    assert not s.is_over
    assert s.life == 0


def test_f13_aging_card_that_left_play_does_not_cost_life():
    """F13: only aging cards still face up cost life (not exchanged away or put below)."""
    s = fight("H29", ["A09", "H21", "H30", "R01"], life=10)  # value 5
    play(s, "draw", "draw", "draw", "use H21", "on A09", "stop", "end")
    assert ids(s.left) == [] and s.life == 10
    s = fight("H29", ["A03", "H16", "H30", "R01"], life=10)
    play(s, "draw", "draw", "draw", "use H16", "on A03", "draw", "stop", "end")
    assert s.life == 10


def test_f13_highest_card_zero_after_double():
    """F13: highest card = 0 applies at judgement after double: a doubled top card gives 0."""
    s = fight("H29", ["A01", "H30", "H18", "R01"], life=10)  # value 5
    play(s, "draw", "draw", "draw", "draw", "use H18", "on H30", "stop")
    # H30 has the highest printed value (4): doubled to 8, then zeroed
    assert s.fight_total(best=True) == 0 + 0 + 1 + 2
    play(s, "end")
    assert s.life == 10 - 2
    assert fight_view(s)["left"][1]["zeroed"] is True


def test_f13_highest_card_zero_uses_the_printed_value_not_the_doubled_one():
    """F13: the printed value decides; a doubled 2 (= 4) beats no printed 3."""
    s = fight("H29", ["A01", "H25", "H23", "R01"], life=10)  # H25 3, H23 2, R01 2
    play(s, "draw", "draw", "draw", "draw", "use H23", "on R01", "stop")
    assert s.fight_total(best=True) == 0 + 0 + 2 + 4  # H25 (printed 3) zeroed, R01 keeps 4
    play(s, "end")
    assert s.life == 10  # 6 >= 5


def test_f13_highest_card_zero_tie_is_the_players_choice():
    """F13: ties are the player's choice when the fight is lost either way (loss size)."""
    s = fight("H29", ["A01", "R01", "H13", "H18"], life=10, step="yellow")  # value 9
    play(s, "draw", "draw", "draw", "draw", "use H18", "on R01", "stop", "end")
    assert s.phase == "zero"
    assert legal(s) == {"zero R01", "zero H13"}
    play(s, "zero R01")  # 0 + 2 + 1 = 3: the bigger loss, and so the bigger removal budget
    assert s.life == 10 - 6
    assert s.phase == "remove" and s.budget == 6


def test_f17_a_highest_card_zero_tie_that_could_turn_a_win_into_a_loss_is_settled_as_a_win():
    """F17 (F6 over F13): when one tied pick wins, the player cannot pick the losing one."""
    s = fight("H29", ["A01", "R01", "H13", "H18"], life=10)  # green value 5
    play(s, "draw", "draw", "draw", "draw", "use H18", "on R01", "stop", "end")
    # zeroing R01 (doubled, 4) would give 3 < 5; zeroing H13 gives 4 + 1 = 5: a win
    assert s.life == 10
    assert card("H29") in s.discard


def test_f13_highest_card_zero_equal_tie_is_not_asked():
    """F13: a tie between equal values changes nothing and is settled at once."""
    s = fight("H29", ["A01", "R02", "R03", "R01"], life=10)
    play(s, "draw", "draw", "draw", "stop", "end")  # R02 and R03 tie at 1
    assert s.phase == "remove"
    assert s.life == 10 - (5 - 1)


def test_f13_two_highest_card_zero_cards_zero_different_cards():
    """F13: each such card zeroes a different face-up card."""
    s = fight("H29", ["A01", "A02", "H30", "R01", "R02"], life=10)
    play(s, "draw", "draw", "draw", "draw", "draw")
    assert s.fight_total(best=True) == 1  # H30 and R01 zeroed
    play(s, "end")
    assert s.life == 10 - 4
    zeroed = [c["id"] for c in fight_view(s)["left"] if c["zeroed"]]
    assert sorted(zeroed) == ["H30", "R01"]


def test_f13_stop_ends_free_drawing_only_when_drawn_free():
    """F13 stop: a free draw of A04 stops the free portion; the rest is not lost yet."""
    s = fight("H25", ["R01", "A04", "R02", "R03"], life=10)
    play(s, "draw", "draw")
    assert fight_view(s)["stopped_by"] == "A04"
    assert s.free_left == 2
    assert legal(s) == {"pay", "end"}


def test_f13_stop_does_not_trigger_on_a_paid_or_ability_draw():
    """F13 stop: drawn by paying or by +1 card, A04 does nothing."""
    s = fight("H25", ["R01", "A04", "R02"], life=10)
    play(s, "draw", "stop", "pay")
    assert ids(s.right) == ["A04"]
    assert fight_view(s)["stopped_by"] is None
    s = fight("H25", ["H22", "A04", "R02"], life=10)
    play(s, "draw", "use H22")
    assert ids(s.right) == ["A04"]
    assert "draw" in legal(s)
    play(s, "draw")
    assert ids(s.left) == ["H22", "R02"]


@pytest.mark.parametrize(("source", "follow_up"), [("H20", ()), ("H21", ()), ("H16", ("done",))])
def test_f13_stop_leaving_play_resumes_free_draws(source, follow_up):
    """F13: when the stop card is destroyed, exchanged or put below, free draws resume."""
    s = fight("H25", [source, "A04", "R01", "R02", "R03"])
    play(s, "draw", "draw")
    assert "draw" not in legal(s)
    play(s, f"use {source}", "on A04", *follow_up)
    assert fight_view(s)["stopped_by"] is None
    assert "draw" in legal(s)
    assert s.free_left == 2
    assert "A04" not in [c["id"] for c in fight_view(s)["left"] if not c["destroyed"]]


# --- F14 pirates ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pirate", "free", "value"),
    [("P01", 6, 20), ("P02", 7, 25), ("P03", 8, 30), ("P04", 9, 35), ("P05", 10, 40)],
)
def test_f14_plain_pirates_free_cards_and_value(pirate, free, value):
    """F14: the plain pirates P01-P05 (free cards / value)."""
    s = pirate_fight(pirate, "P06", ["R05"])
    view = fight_view(s)
    assert view["pirate"] is True
    assert (view["free_left"], view["value"]) == (free, value)
    assert s.hazard_value() == value


def test_f14_the_player_chooses_the_order_and_fights_both():
    """F14: fight both pirates in the order the player chooses."""
    s = scenario(step="pirates", pirates=["P09", "P10"], hazard_stack=[], hazard_discard=[])
    assert s.phase == "pirate"
    assert legal(s) == {"fight P09", "fight P10"}
    play(s, "fight P10")  # empty hazard discard: 0 free cards, value 0
    assert s.enemy == card("P10")
    assert legal(s) == {"pay", "end"}
    play(s, "end")
    assert s.pirates_beaten == 1
    assert s.phase == "fight"
    assert s.enemy == card("P09")


def test_f14_no_conceding_against_a_pirate():
    """F14: a pirate fight cannot be ended while the total is short."""
    s = pirate_fight("P01", "P02", ["R01", "R02", "R03"], life=5)
    play(s, "draw", "stop")
    assert legal(s) == {"pay"}
    with pytest.raises(IllegalAction):
        s.apply(0, "end")


def test_f14_p06_only_paid_draws_cost_2_life():
    """F14 P06: 7 free cards, value 16; paid draws cost 2 life, free draws nothing."""
    s = pirate_fight("P06", "P01", ["R01", "R02", "R03", "R04"], life=5)
    assert (fight_view(s)["free_left"], fight_view(s)["value"]) == (7, 16)
    play(s, "draw")
    assert s.life == 5
    play(s, "stop", "pay")
    assert s.life == 3
    play(s, "pay")
    assert s.life == 1
    assert "pay" not in legal(s)


def test_f14_p06_with_1_life_and_nothing_else_is_defeat():
    """F14 P06: with 1 life no paid draw is possible: defeat when nothing else helps."""
    s = pirate_fight("P06", "P01", ["R05", "R06"], life=1)
    play(s, "draw", "stop")
    assert s.is_over
    assert s.result.winners == ()


def test_f14_p07_half_the_cards_count_aging_cards_forced():
    """F14 P07: the counted half is the player's pick; all face-up aging cards count."""
    s = pirate_fight("P07", "P01", ["H29", "H30", "R01", "A05", "R02", "R03"])
    assert (fight_view(s)["free_left"], fight_view(s)["value"]) == (9, 22)
    play(s, "draw", "draw", "draw", "draw")  # 4, 4, 2, -1: 2 counted, A05 among them
    assert s.fight_total() == -1 + 4
    play(s, "draw")  # 5 cards: 2 or 3 counted at will
    assert s.fight_total() == -1 + 4 + 4


def test_f14_p07_odd_count_floor_or_ceil_at_will():
    """F14 P07: with an odd count the player may count the smaller half too."""
    s = pirate_fight("P07", "P01", ["H29", "R14", "R15"])
    play(s, "draw", "draw", "draw")  # 4, -1, -1: counting 1 card (floor) is best
    assert s.fight_total() == 4


def test_f17_the_half_pirates_counted_half_never_turns_a_reached_total_short():
    """F17 (F6 over F14): with an odd count, counting the smaller half (4 of 9 cards: 20) would
    fall short of P07's 22 while the larger half (5: 22) reaches it; the short pick is not
    offered, so the fight is won and the player is never asked."""
    stack = ["H29", "H30", "H23", "H18", "H13", "H14", "R02", "R03", "R14"]
    s = pirate_fight("P07", "P01", stack, life=10)
    play(s, *["draw"] * 9, "use H23", "on H29", "use H18", "on H30")  # 8 8 2 2 2 1 1 1 -1
    assert s.fight_total() == 22
    assert not any(a.startswith("zero") or a.startswith("count") for a in legal(s))
    play(s, "end")
    assert s.pirates_beaten == 1
    assert s.life == 10
    assert s.enemy == card("P01")


def test_f14_p08_plus_1_per_face_up_fighting_card():
    """F14 P08: 10 free cards, value 52; +1 per face-up fighting card at judgement."""
    s = pirate_fight("P08", "P01", ["H29", "R01", "R14", "H20", "A01"])
    assert (fight_view(s)["free_left"], fight_view(s)["value"]) == (10, 52)
    play(s, "draw", "draw", "draw")
    assert s.fight_total() == (4 + 2 - 1) + 3
    play(s, "draw", "use H20", "on R14")  # a face-down card is not face up
    assert s.fight_total() == (4 + 2 + 2) + 3
    play(s, "draw")  # A01 zeroes H29, but both still count +1
    assert s.fight_total(best=True) == (2 + 2) + 4


def test_f14_p09_value_is_2_per_aging_card_owned_at_fight_start():
    """F14 P09: 5 free cards; value = 2 x aging cards in Robinson's stack and discard."""
    s = pirate_fight(
        "P09", "P01", ["R01", "A05"], discard=["A06", "A07", "R05"], aging=["A01", "A02"]
    )
    view = fight_view(s)
    assert (view["free_left"], view["value"]) == (5, 6)
    play(s, "draw", "draw", "draw", "draw")  # the 4th draw rebuilds with A01 from the pile
    assert fight_view(s)["value"] == 6  # fixed at fight start


def test_f14_revised_p09_counts_an_aging_card_removed_after_a_lost_fight():
    """F14 (revised): an aging card removed from the game (F7) still counts for P09: it entered
    Robinson's stack. Seed 000:178-179 counts the aging cards gone from the aging pile."""
    s = fight("H25", ["A05", "R05"], step="red", pirates=["P09", "P01"], aging=["A01"])
    play(s, "draw", "draw", "stop", "end")  # -1 + 0 against 11: 12 life lost, budget 12
    assert (s.phase, s.life) == ("remove", 20 - 12)
    play(s, "remove A05", "done")
    assert card("A05") in s.removed
    assert s.phase == "pirate"
    assert s.view(0)["aging_taken"] == 1
    assert s.view(0)["aging_owned"] == 0
    play(s, "fight P09")
    assert fight_view(s)["value"] == 2


def test_f14_revised_p09_counts_a_destroyed_aging_card():
    """F14 (revised): an aging card destroyed in a fight (F12) still counts for P09."""
    s = fight("H01", ["A05", "H15"], step="red", pirates=["P09", "P01"], aging=["A01"])
    play(s, "draw", "pay", "use H15", "on A05", "end")  # red value 3: 0 + 1 < 3, a loss
    while s.phase == "remove":
        play(s, "done")
    assert card("A05") in s.removed
    assert s.phase == "pirate"
    assert [p["value"] for p in s.view(0)["pirates"] if p["id"] == "P09"] == [2]
    play(s, "fight P09")
    assert fight_view(s)["value"] == 2


def test_f14_revised_p09_counts_the_starting_aging_card_of_level_2_and_never_very_stupid():
    """F14 (revised)/F3: at level 2 the aging card shuffled into the starting deck has entered
    Robinson's stack (P09 = 2 from the start); "very stupid" (A08), out of the game at
    levels 1-2, never counts: level 2's aging pile holds the other 9."""
    s = scenario(level=2, pirates=["P09", "P01"])
    view = s.view(0)
    assert view["aging_pile"] == 9
    assert view["aging_taken"] == 1
    assert [p["value"] for p in view["pirates"] if p["id"] == "P09"] == [2]
    assert card("A08") not in s.aging + s.stack
    level1 = scenario(level=1, pirates=["P09", "P01"]).view(0)
    assert level1["aging_taken"] == 0
    assert [p["value"] for p in level1["pirates"] if p["id"] == "P09"] == [0]


def test_f14_revised_p09_counts_aging_cards_in_play_and_taken_at_rebuilds():
    """F14 (revised): every aging card that left the aging pile for Robinson's stack (F9
    rebuilds) counts, wherever it is now; the other pirate's fight does not change P09's rule."""
    s = pirate_fight("P01", "P09", ["R01"], aging=["A06", "A05"], life=10)
    assert s.view(0)["aging_taken"] == 0
    play(s, "draw", "draw")  # the empty stack is rebuilt with A06 (F9), drawn at once
    assert s.view(0)["aging_taken"] == 1
    assert [p["value"] for p in s.view(0)["pirates"] if p["id"] == "P09"] == [2]


def test_f14_revised_records_of_the_old_rule_are_refused_with_a_clear_message():
    """F14 (revised) changed results: a record made under friday-1 (P09 counted only the aging
    cards owned) must not replay silently into other results under friday-2."""
    record = new_game().record()
    assert record["rules_version"] == "friday-2"
    with pytest.raises(tabletop.RecordError, match=r"'friday-1'.*'friday-2'"):
        tabletop.replay({**record, "rules_version": "friday-1"})


def test_f14_p10_value_and_free_cards_from_the_hazard_discard():
    """F14 P10: sum of red values and of free cards of every hazard in the hazard discard."""
    s = pirate_fight("P10", "P01", ["R05"], hazard_discard=["H01", "H11", "H25", "H29"])
    view = fight_view(s)
    assert view["free_left"] == 1 + 2 + 4 + 5
    assert view["value"] == 3 + 6 + 11 + 14


def test_f14_pirate_lost_when_the_total_is_short_and_no_card_can_be_obtained():
    """F14: short, no free draw, no life for a paid draw, no ability: defeat."""
    s = pirate_fight("P01", "P02", ["R05", "R06", "R13"], life=0)
    play(s, "draw", "stop")
    assert s.is_over
    assert s.result.winners == ()
    assert s.pirates_beaten == 0
    # an unused ability that could still help keeps the fight going
    s = pirate_fight("P01", "P02", ["R13", "R05"], life=0)
    play(s, "draw", "stop")
    assert not s.is_over
    assert legal(s) == {"use R13"}
    play(s, "use R13", "pay")
    assert s.life == 1


def test_f14_beating_both_pirates_wins_the_game():
    """F14: both pirates beaten: the game is won."""
    s = scenario(
        step="pirates",
        pirates=["P09", "P10"],
        stack=["R01", "R02", "R03", "R04"],
        discard=["A05"],
        hazard_stack=[],
        hazard_discard=["H01"],
    )
    play(s, "fight P09", "draw", "stop", "end")  # value 2 (A05), total 2
    assert s.pirates_beaten == 1
    assert s.enemy == card("P10")
    assert (fight_view(s)["free_left"], fight_view(s)["value"]) == (1, 3)
    play(s, "draw", "pay", "pay")  # R02, R03, R04: 3
    assert not s.is_over
    play(s, "end")
    assert s.is_over
    assert s.result.winners == (0,)
    assert s.result.returns == (1.0,)
    assert s.pirates_beaten == 2
    assert s.life == 18


# --- F15 scoring -------------------------------------------------------------------------------


def test_f15_full_scoring_example_after_a_win():
    """F15: cards owned (aging -5), +15 per pirate, +5 per life, -3 per undefeated hazard."""
    s = scenario(
        step="pirates",
        pirates=["P09", "P10"],
        life=20,
        stack=["H29", "R01", "H30", "H20", "R03", "R14"],
        discard=["A05", "R02"],
        removed=["R04"],
        hazard_stack=[],
        hazard_discard=["H01", "H02"],
        aging=["A06", "A07"],
    )
    play(s, "fight P09")
    assert fight_view(s)["value"] == 2  # one aging card owned (A05)
    play(s, "draw", "stop", "end")  # H29: 4 >= 2
    assert fight_view(s)["value"] == 6  # P10: red values 3 + 3, free cards 1 + 1
    play(s, "draw", "draw")  # R01 2 + H30 4 = 6
    play(s, "pay")  # H20 (2, destroy) on the right: life 19
    play(s, "use H20", "on R01")  # R01 destroyed: 4 + 2 = 6 >= 6
    play(s, "end")
    assert s.is_over
    assert s.result.winners == (0,)
    # By hand. Owned: stack R03 1, R14 -1; discard A05, R02 1, H29 4, H30 4, H20 2.
    # Not owned: R04 (removed), R01 (destroyed), A06/A07 (aging pile).
    cards = 1 - 1 + 1 + 4 + 4 + 2
    aging = -5 * 1
    pirates = 15 * 2
    life = 5 * 19
    hazards = -3 * 2  # H01, H02 in the hazard discard: beating P10 does not defeat them
    expected = {
        "cards": cards,
        "aging": aging,
        "pirates": pirates,
        "life": life,
        "hazards": hazards,
        "total": cards + aging + pirates + life + hazards,
    }
    assert s.result.details == expected
    assert s.result.scores == (125,)
    assert s.view(0)["result"]["details"]["total"] == 125


def test_f15_scoring_after_a_defeat_counts_life_0_and_the_hazard_in_play():
    """F15: after a loss larger than life, life counts 0; the hazard in play is -3."""
    s = scenario(
        life=1,
        stack=["R02", "R01", "A05"],
        discard=["H13"],
        hazard_stack=["H29", "H30", "H11"],
        hazard_discard=["H12"],
    )
    play(s, "fight H29", "draw", "stop", "end")  # value 5, total 1: loss 4 > 1
    assert s.is_over
    # cards: R02 1 (in play) + R01 2 + H13 2; aging: A05; hazards: H11 in the stack,
    # H30 and H12 in the discard, H29 in play.
    assert s.result.details == {
        "cards": 5,
        "aging": -5,
        "pirates": 0,
        "life": 0,
        "hazards": -12,
        "total": -12,
    }


def test_f15_a_defeat_without_a_life_loss_keeps_life_and_counts_the_beaten_pirate():
    """F15: only a loss larger than life makes life count 0; a beaten pirate still counts."""
    s = pirate_fight("P10", "P01", ["R05"], life=3, aging=[])
    play(s, "end")  # P10 with an empty hazard discard: beaten at once
    play(s, "draw", "draw")  # P01: the second draw needs a rebuild, and no aging card is left
    assert s.is_over
    assert "aging" in s.result.reason
    assert s.result.details == {
        "cards": 0,
        "aging": 0,
        "pirates": 15,
        "life": 15,
        "hazards": 0,  # a pirate in play is no hazard
        "total": 30,
    }


def test_f15_a_pirate_beaten_before_a_fatal_aging_loss_still_scores():
    """F15/F13: the pirate is beaten at judgement; the aging life loss after it kills
    Robinson (a lost game), but the beaten pirate scores +15 (as a won hazard joins the deck)."""
    s = pirate_fight("P09", "P10", ["A09", "R01"], life=1)  # value 2: A09 in the stack
    play(s, "draw", "draw", "stop", "end")  # 0 + 2 >= 2, then A09: -2 life with 1 left
    assert s.is_over
    assert s.result.winners == ()
    assert s.pirates_beaten == 1
    assert ids(s.pirates) == ["P10"]
    assert s.result.details == {
        "cards": 2,
        "aging": -5,
        "pirates": 15,
        "life": 0,
        "hazards": 0,
        "total": 12,
    }
    s = fight("H11", ["A09", "R01"], life=1)  # the same for a hazard: H11 is Robinson's now
    play(s, "draw", "draw", "end")
    assert s.is_over
    assert card("H11") in s.discard
    assert s.result.details["cards"] == 2 + 1
    assert s.result.details["hazards"] == 0


# --- F16 fine points -----------------------------------------------------------------------------


def test_f16_free_draws_resume_when_the_stop_card_leaves_after_paid_draws():
    """F16: the stop card leaving play reopens free draws, also after paid draws."""
    s = fight("H25", ["H07", "A04", "R02", "R03", "R04"], life=10)
    play(s, "draw", "draw")
    assert legal(s) == {"pay", "end", "use H07"}
    play(s, "pay")
    assert ids(s.right) == ["R02"]
    play(s, "use H07", "on A04")
    assert "draw" in legal(s)
    play(s, "draw")
    assert ids(s.left) == ["H07", "A04", "R03"]
    play(s, "draw")
    assert s.free_left == 0
    assert "draw" not in legal(s)
    assert s.life == 9


def test_f16_free_replacement_does_not_use_up_a_resumed_free_draw():
    """F16: stop card put below from the left: a replacement, and the free draws resume."""
    s = fight("H25", ["H16", "A04", "R01", "R02", "R03", "R04"], life=10)
    play(s, "draw", "draw")
    assert s.free_left == 2
    play(s, "use H16", "on A04")
    assert legal(s) == {"draw", "done"}
    play(s, "draw")  # the replacement
    assert s.free_left == 2
    play(s, "draw", "draw")
    assert ids(s.left) == ["H16", "R01", "R02", "R03"]
    assert s.free_left == 0
    assert top_first(s.stack) == ["R04", "A04"]


def test_f16_a_doubled_card_that_leaves_play_gets_nothing():
    """F16: the double is spent on a card that leaves play before judgement."""
    s = fight("H25", ["H23", "R01", "H21", "R02"], life=10)
    play(s, "draw", "draw", "draw", "use H23", "on R01")
    assert s.fight_total() == 2 + 4 + 2
    play(s, "use H21", "on R01")
    assert ids(s.left) == ["H23", "R02", "H21"]
    assert s.fight_total() == 2 + 1 + 2
    assert not any(c["doubled"] for c in fight_view(s)["left"])
    assert "use H23" not in legal(s)


def test_f16_fight_totals_may_be_negative_and_the_loss_is_value_minus_total():
    """F16: totals may be negative; the loss is hazard value - total."""
    s = fight("H11", ["R14", "A06"], life=10)  # value 1, total -3
    play(s, "draw", "draw", "end")
    assert s.fight_total() == -3
    assert s.life == 10 - 4
    assert fight_view(s)["removal_budget"] == 4


def test_f16_zero_free_cards_the_fight_may_end_at_once():
    """F16: the all-hazards pirate with an empty hazard discard: 0 free cards, value 0."""
    s = pirate_fight("P10", "P01", ["R05"])
    assert legal(s) == {"pay", "end"}
    play(s, "end")
    assert s.pirates_beaten == 1
    assert s.enemy == card("P01")


def test_f16_half_pirate_with_more_aging_cards_than_half():
    """F16: more aging cards than half: all aging cards count, nothing else."""
    s = pirate_fight("P07", "P01", ["A05", "A06", "H29", "A07"])
    play(s, "draw", "draw", "draw", "draw")  # 4 cards, half = 2, 3 aging
    assert s.fight_total() == -1 - 2 - 2


def test_f16_aging_pirate_with_no_aging_card_has_value_0():
    """F16: P09 with no aging card in the stack or discard: value 0."""
    s = pirate_fight("P09", "P01", ["R14", "R05"], aging=["A05"])
    assert fight_view(s)["value"] == 0
    assert fight_view(s)["free_left"] == 5
    play(s, "draw")  # -1 < 0: keep going
    assert "end" not in legal(s)
    play(s, "draw", "stop")
    assert "end" not in legal(s)  # still -1 against 0
