"""Friday rule sentences of the seed rulebooks not already pinned by test_rulings.py.

Seed 000 = the Japanese rulebook (primary by F1), seed 001 = the Chinese one (docs/rulings.md).
Each test cites its seed, the line of its English translation, and the sentence.

Sentences covered by the ruling tests instead (test_rulings.py):
seed 000 lines 13-14, 26-36 (levels, life: F3); 21-22, 38 (shuffling, aging order: F2); 24, 76-79
(rebuild: F9); 51-53, 95-104 (hazard stack, steps: F10); 55, 61 (step values, free cards: F11);
56-68 (drawing, stop, paid draws: F1, F5, F6); 72 (once per fight: F4); 82-93 (win and loss: F7);
107, 109-110, 114 (pirates: F14); 117-119 (defeat: F8, F9, F14); 122-125 (score: F15); 129-153
(abilities: F8, F12); 156-165 (aging abilities: F12, F13); 169-178 (pirate abilities: F14, F16).
seed 001 lines 9-11, 26, 30, 34 (F1, F5, F10, F11); 40-44 (F1, F4, F13); 48-53 (F5); 59-66 (F6,
F12, F13); 72-75, 86-91 (F7, F13); 97-102 (F9); 106-108, 111, 117-119 (F10, F11); 123-132 (F14,
F15).
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop import IllegalAction

from .helpers import card, fight, fight_view, ids, legal, pirate_fight, play, scenario, top_first

# --- seed 000 -----------------------------------------------------------------------------------


def test_seed000_line10_the_game_starts_at_the_green_step():
    """seed 000 line 10-11: 'Stack the 3 cards so that, from the bottom, they are red, yellow,
    green' / 'This card indicates ... the current alert degree': play starts at green."""
    s = scenario(hazard_stack=["H25", "H26"])
    assert s.view(0)["step"] == "green"
    play(s, "fight H25")
    assert fight_view(s)["value"] == 4  # the green value of "Wild animals"


def test_seed000_line18_robinsons_discard_pile_starts_empty():
    """seed 000 line 18: 'Prepare a discard area near this deck.'"""
    s = tabletop.make("friday").new_game(seed=3)
    assert s.discard == []
    assert s.removed == []
    assert s.view(0)["discard"] == []


def test_seed000_line39_the_hazard_discard_pile_starts_empty():
    """seed 000 line 39: 'Prepare a discard area near this deck.' (the hazard deck)"""
    s = tabletop.make("friday").new_game(seed=3)
    assert s.hazard_discard == []
    assert s.view(0)["hazard_discard"] == []
    assert s.view(0)["hazard_stack"] == 28  # 30 hazards, 2 of them offered


def test_seed000_line23_one_aging_card_each_time_a_new_deck_is_made():
    """seed 000 line 23: 'These cards are drawn 1 at a time whenever Robinson's deck runs out
    and a new deck is made.'"""
    s = fight("H29", ["R01"], discard=["R05"], aging=["A05", "A06", "A07"])
    play(s, "draw")
    assert len(s.aging) == 3
    play(s, "draw")  # first new deck: R05 + A05
    assert top_first(s.aging) == ["A06", "A07"]
    play(s, "draw")
    assert s.stack == []
    play(s, "draw")  # second new deck: only A06 (the discard is empty)
    assert top_first(s.aging) == ["A07"]
    assert sorted(ids(s.left)) == ["A05", "A06", "R01", "R05"]


def test_seed000_line40_beaten_hazards_become_usable_knowledge_cards():
    """seed 000 line 40: 'Calamity cards that you have overcome become skill cards and can be
    used in combat.'"""
    s = scenario(
        stack=["R01"],
        aging=["A05", "A06"],
        hazard_stack=["H22"],
        hazard_discard=["H25", "H26"],
    )
    play(s, "fight H22", "draw", "stop", "end")  # green 2: R01 2
    assert sorted(ids(s.discard)) == ["H22", "R01"]
    assert sorted(ids(s.offer)) == ["H25", "H26"]  # the yellow step began
    play(s, "fight H25", "draw", "draw", "draw")  # the new deck: H22, R01, A05
    assert sorted(ids(s.left)) == ["A05", "H22", "R01"]
    assert "use H22" in legal(s)
    play(s, "use H22")  # experience: +1 card
    assert ids(s.right) == ["A06"]


def test_seed000_line49_the_game_ends_when_the_pirates_are_beaten():
    """seed 000 line 49: 'When Robinson dies or defeats the pirates, the game ends and you go
    on to scoring.'"""
    s = scenario(
        step="pirates",
        pirates=["P09", "P10"],
        stack=["R01", "R02"],
        discard=[],
        hazard_stack=[],
        hazard_discard=[],
    )
    play(s, "fight P10", "end")  # no hazard in the discard: value 0, no free cards
    play(s, "draw", "stop", "end")  # P09 with no aging card owned: value 0
    assert s.is_over
    assert s.to_move == ()
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(0, "draw")
    assert s.result.winners == (0,)
    assert s.result.scores == (s.result.details["total"],)


def test_seed000_line69_spent_life_returns_to_the_stock_and_can_be_regained():
    """seed 000 line 69: 'When you spend 1 health, return 1 health piece to the stock.'"""
    s = fight("H25", ["R05", "R13"], life=22)
    play(s, "draw", "stop", "pay")
    assert s.life == 21
    play(s, "use R13")  # +2 life: only the 1 piece in the stock comes back
    assert s.life == 22


def test_seed000_line71_abilities_any_time_in_any_order():
    """seed 000 line 71: 'You do not have to apply abilities immediately. You may apply any
    ability, at any time, in any order.'"""
    s = fight("H25", ["H22", "R05", "R06", "R13"], life=10)
    play(s, "draw", "stop", "pay", "pay")
    assert "use H22" in legal(s)  # a free card's ability, after paid draws
    play(s, "use H22")
    assert ids(s.right) == ["R05", "R06", "R13"]
    play(s, "use R13")
    assert s.life == 10 - 2 + 2


def test_seed000_line74_an_unused_ability_lapses_when_the_fight_ends():
    """seed 000 line 74: 'You must apply the effect before that combat ends.'"""
    s = fight("H19", ["R13", "R01"], hazard_stack=["H19", "H01", "H02", "H03"], life=10)
    play(s, "draw", "draw", "stop", "end")
    assert s.life == 10  # R13's +2 life was never used
    assert card("R13") in s.discard
    assert s.phase == "hazard"
    assert not any(a.startswith("use") for a in legal(s))


def test_seed000_line84_a_knowledge_card_counts_its_knowledge_value():
    """seed 000 line 84: 'this calamity card becomes a "skill card" ... Turn it upside down and
    refer to its effect.' (H29 counts 4, never its hazard values 5/9/14)"""
    s = fight("H25", ["H29", "H24"], step="red")
    play(s, "draw", "draw")
    assert s.fight_total() == 4 + 2
    assert [c["value"] for c in fight_view(s)["left"]] == [4, 2]


def test_seed000_line106_no_hazard_cards_in_the_pirate_fight():
    """seed 000 line 106: 'You fight 2 pirate ships. Calamity cards are not used.'"""
    s = scenario(step="red", hazard_stack=["H01"], hazard_discard=["H02"], pirates=["P01", "P02"])
    play(s, "skip")
    assert s.phase == "pirate"
    assert s.offer == []
    assert s.hazard_stack == []
    assert legal(s) == {"fight P01", "fight P02"}
    assert sorted(ids(s.hazard_discard)) == ["H01", "H02"]


def test_seed000_line108_after_the_first_pirate_the_fight_cards_go_to_the_discard():
    """seed 000 line 108: 'If you overcome the first pirate ship, place all the fighting cards
    in Robinson's discard pile. Then fight the 2nd pirate ship.'"""
    s = pirate_fight("P10", "P01", ["R01", "R02"], life=5)
    play(s, "pay", "end")  # P10 with an empty hazard discard: value 0
    assert ids(s.discard) == ["R01"]
    assert s.left == s.right == []
    assert s.enemy == card("P01")
    assert s.phase == "fight"
    assert fight_view(s)["free_left"] == 6


def test_seed000_line117_having_0_health_is_just_barely_ok():
    """seed 000 line 117: 'Having 0 health is just barely OK.'"""
    s = fight("H11", ["R05", "R01"], hazard_stack=["H11", "H01", "H02", "H03"], life=1)
    play(s, "draw", "stop", "pay")
    assert s.life == 0
    play(s, "end")  # R01 2 >= 1: won with 0 life left
    assert not s.is_over
    assert s.phase == "hazard"
    assert s.life == 0


def test_seed000_line141_the_same_ability_may_be_used_several_times_by_copying():
    """seed 000 line 141: 'In the same combat, the same ability may be used multiple times.'"""
    s = fight("H29", ["R13", "H09", "H17", "R05"], life=10)
    play(s, "draw", "draw", "draw", "use R13", "use H09", "copy R13", "use H17", "copy R13")
    assert s.life == 16


def test_seed000_line150_exchange_a_used_card_and_use_the_new_cards_ability():
    """seed 000 line 150: 'It is fine for the discarded card to be one whose special ability
    has been used. If the new card has a special ability, you may apply it.'"""
    s = fight("H29", ["R13", "H21", "H22", "R05"], life=10)
    play(s, "draw", "use R13", "draw", "use H21", "on R13")
    assert ids(s.left) == ["H22", "H21"]
    assert ids(s.discard) == ["R13"]
    assert "use H22" in legal(s)
    play(s, "use H22")
    assert ids(s.right) == ["R05"]


def test_seed000_line155_aging_abilities_always_apply_and_cannot_be_declined():
    """seed 000 line 155: 'The special abilities of weakening cards must always be applied.'"""
    s = fight("H25", ["A03", "A01", "R01", "R02"], life=10)
    play(s, "draw", "draw", "draw", "draw")
    assert not any(a.endswith(("A01", "A03")) for a in legal(s))  # no use, nothing to skip
    play(s, "end")  # A01 zeroes R01: total 1, loss 3; A03: -1 life
    assert s.life == 10 - 1 - 3


def test_seed000_line181_aging_pirate_counts_the_aging_cards_taken_from_the_aging_pile():
    """seed 000 line 181: 'check the number of weakening cards in the Robinson deck ... by
    counting the cards in the weakening deck' (F14, revised: every aging card that entered
    Robinson's stack counts, a removed one too, as the count from the aging pile gives)."""
    s = pirate_fight("P09", "P01", ["R01", "A07"], discard=["A06"], removed=["A05"], aging=["A03"])
    assert fight_view(s)["value"] == 2 * 3
    assert fight_view(s)["free_left"] == 5


# --- seed 001 -----------------------------------------------------------------------------------


def test_seed001_line12_only_abilities_of_turned_over_cards():
    """seed 001 line 12: 'you may use the special abilities of fighting cards that have already
    been turned over'."""
    s = fight("H25", ["R05", "R13"], life=10)
    play(s, "draw")
    assert "use R13" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply(0, "use R13")
    assert s.life == 10


def test_seed001_line32_use_a_drawn_cards_ability_before_the_next_free_draw():
    """seed 001 line 32: 'After each fighting card is drawn, you may first use that card's
    special ability and then decide whether to continue drawing the next one.'"""
    s = fight("H25", ["R13", "R05", "R06"], life=10)
    play(s, "draw", "use R13")
    assert s.life == 12
    assert s.free_left == 3
    assert legal(s) == {"draw", "stop"}
    play(s, "draw")
    assert ids(s.left) == ["R13", "R05"]


def test_seed001_line38_abilities_of_paid_cards_too():
    """seed 001 line 38: 'including cards drawn for free and cards drawn additionally by paying
    life points.'"""
    s = fight("H25", ["R05", "R13"], life=10)
    play(s, "draw", "stop", "pay")
    assert ids(s.right) == ["R13"]
    play(s, "use R13")
    assert s.life == 11


def test_seed001_line41_a_used_card_is_marked():
    """seed 001 line 41: 'After using an ability, rotate the card 90 degrees to show that its
    ability has been used.'"""
    s = fight("H25", ["R13", "H22", "R05"], life=10)
    play(s, "draw", "draw")
    assert [c["used"] for c in fight_view(s)["left"]] == [False, False]
    play(s, "use R13")
    assert [c["used"] for c in fight_view(s)["left"]] == [True, False]


def test_seed001_line55_paid_life_is_not_returned_after_the_fight():
    """seed 001 line 55: 'Life points paid for additional draws are not returned when the fight
    ends.'"""
    s = fight("H11", ["R05", "R01"], hazard_stack=["H11", "H01", "H02", "H03"], life=10)
    play(s, "draw", "stop", "pay", "end")
    assert card("H11") in s.discard  # won
    assert s.life == 9


def test_seed001_line78_a_knowledge_card_has_its_printed_ability():
    """seed 001 line 78: 'The fighting points and special ability of a knowledge card are as
    printed on the card.' (H24 "vision": 2, sort 3 cards)"""
    s = fight("H25", ["H24", "R05", "R06", "R07"])
    play(s, "draw")
    assert s.fight_total() == 2
    play(s, "use H24")
    assert fight_view(s)["pending"] == {
        "kind": "sort",
        "source": "H24",
        "cards": ["R05", "R06", "R07"],
    }


def test_seed001_line82_hazard_6_points_3_costs_3_life():
    """seed 001 line 82: 'if the hazard value is 6 and the fighting points are 3, 3 life points
    must be paid.'"""
    s = fight("H11", ["R01", "R02"], step="red", life=10)  # H11 red value 6, free 2
    play(s, "draw", "draw")
    assert (fight_view(s)["value"], s.fight_total()) == (6, 3)
    play(s, "end")
    assert s.life == 7
    assert fight_view(s)["removal_budget"] == 3


def test_seed001_line95_the_rest_of_the_deck_is_drawn_before_the_new_deck():
    """seed 001 line 95: 'If you need to draw fighting cards but Robinson's fighting deck does
    not have enough cards, first draw all the cards remaining in the deck.'"""
    s = fight("H25", ["H03", "R01"], discard=["R05"], aging=["A05"])
    play(s, "draw", "use H03")  # +2 cards with 1 card left
    assert ids(s.right) == ["R01"]
    assert ids(s.aging) == ["A05"]  # no new deck yet
    play(s, "draw")
    assert s.aging == []
    assert sorted(ids(s.right[1:] + s.stack)) == ["A05", "R05"]


def test_seed001_line110_the_aging_pile_carries_over_to_the_next_phase():
    """seed 001 line 110: 'Keep Robinson's existing fighting deck, fighting discard pile, aging
    pile and life points.'"""
    s = scenario(
        hazard_stack=["H01"],
        hazard_discard=["H02", "H03"],
        stack=["R01", "R02"],
        discard=["R03"],
        aging=["A05", "A09", "A06"],
        life=13,
    )
    play(s, "skip")
    assert s.view(0)["step"] == "yellow"
    assert top_first(s.aging) == ["A05", "A09", "A06"]
    assert top_first(s.stack) == ["R01", "R02"]
    assert ids(s.discard) == ["R03"]
    assert s.life == 13
