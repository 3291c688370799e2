"""Kung Fu rules fidelity: tests per ruling K1-K9 of docs/rulings.md.

Each test fixes the position with a scenario and checks the real behaviour: HP, points,
dice, the legal actions, the phase and the result. Card facts: see helpers.py.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import tabletop
from tabletop import ConfigError
from tabletop.rulesets.kungfu.board import BASE_HP, symbol_counts
from tabletop.rulesets.kungfu.cards import KINDS, SYMBOLS, load_cards

from .helpers import (
    DUEL,
    QUIET,
    builtin_data,
    duel,
    fight,
    ids,
    legal,
    play,
    random_play,
    scenario,
)

BUILTIN = load_cards()

# --- K1 card list ----------------------------------------------------------------------------


def test_k1_the_project_ships_74_original_cards_of_the_rulebooks_anatomy():
    """K1: initiative number, one ability symbol, a dice condition, a bottom box."""
    assert len(BUILTIN) == 74
    assert BUILTIN.ids == tuple(f"K{i:02}" for i in range(1, 75))
    for card in BUILTIN.cards:
        assert card.symbol in SYMBOLS
        assert card.condition.kind in KINDS
        assert card.box and card.initiative >= 0
    counts = Counter(card.symbol for card in BUILTIN.cards)
    assert set(counts) == set(SYMBOLS) and min(counts.values()) >= 14
    assert {card.condition.kind for card in BUILTIN.cards} == set(KINDS)


def test_k1_another_card_file_with_the_same_schema_is_played(tmp_path):
    """K1: any file that follows the schema replaces the built-in set."""
    data = builtin_data()
    data["cards"][3]["box"] = {"atk": 50}  # K04 Tiger Claw hits for 50 in this copy
    path = tmp_path / "mighty.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    s = duel(cards=str(path))
    assert s.game.options["cards"] == str(path)
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 take")
    assert s.hp[1] == 0  # 4 + 50 - 2


# --- K2 HIT and AVO ----------------------------------------------------------------------------


def test_k2_hit_shifts_the_attack_cards_dice_one_pip_per_point():
    """K2 + seed 3(5): dice 4, 5, 6 on x x x; 2 HIT make them 5, 5, 5 and the card hits."""
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],  # initiative 16 against 22
        [[4, 5, 6, 1, 1, 2, 2], [1, 1, 2, 2, 3, 3, 4]],
        [{"atk": 4, "hit": 3, "hit_max": 3, "avo": 0}, {"def": 2, "hp": 30, **QUIET}],
    )
    play(s, "0 put 4 K15", "0 put 5 K15", "0 put 6 K15", "1 done", "0 use K15 on 1")
    assert s.phase == "hit"
    assert legal(s, 0) == {"hit 4+", "hit 4-", "hit 5+", "hit 5-", "hit 6-", "done"}
    play(s, "0 hit 4+")
    assert s.dice_on[0] == (5, 5, 6) and s.hit[0] == 2
    play(s, "0 hit 6-")
    assert s.dice_on[0] == (5, 5, 5) and s.hit[0] == 1
    assert s.met(0)
    play(s, "0 done", "1 take")
    assert s.hp[1] == 30 - (4 + 7 - 2)
    assert s.hit[0] == 2  # K15's 👁1 restore


def test_k2_faces_stay_within_1_to_6():
    s = fight(
        [["K17", "K39", "K74"], ["K41", "K13", "K62"]],
        [[6, 1, 2, 2, 3, 3, 4], [1, 1, 2, 2, 3, 3, 4]],
        [{"hit": 2, "hit_max": 2, "avo": 0}, QUIET],
    )
    play(s, "0 put 6 K17", "0 put 1 K17", "1 done", "0 use K17 on 1")
    assert legal(s, 0) == {"hit 1+", "hit 6-", "done"}  # no 'hit 6+', no 'hit 1-'


def test_k2_avo_shifts_the_defence_cards_dice_and_the_last_point_ends_the_step():
    s = fight(
        [["K04", "K39", "K74"], ["K41", "K01", "K62"]],
        [[6, 1, 1, 2, 2, 3, 3], [4, 5, 1, 2, 3, 3, 6]],
        [{"atk": 4, **QUIET}, {"def": 2, "hp": 30, "hit": 0, "avo": 1}],
    )
    play(s, "0 put 6 K04", "1 put 4 K41", "1 put 5 K41", "0 use K04 on 1", "1 defend K41")
    assert s.phase == "avo"
    play(s, "1 avo 4+")  # 4, 5 -> 5, 5: x x is met; no AVO left, so it resolves
    assert s.avo[1] == 0
    assert s.hp[1] == 30 - (4 + 5 - (2 + 3))
    assert s.last["defence_met"]


def _round_2_with_hit_spent(**options):
    """Round 2: P0 (initiative 17) spends both HIT points on K15 Flying Knee and hits."""
    seats = [
        {"chosen": ["K15", "K31", "K62"], "hand": ["K05", "K40", "K39"], "hit": 2, "hit_max": 3},
        {"chosen": ["K41", "K13", "K74"], "hand": ["K01", "K66", "K65"], **QUIET},
    ]
    dice = [[4, 5, 6, 1, 1, 2, 2], [1] * 7]
    s = tabletop.make("kungfu", **options).new_game(0, {"round": 2, "players": seats, "dice": dice})
    play(s, "0 put 4 K15", "0 put 5 K15", "0 put 6 K15", "1 done", "0 use K15 on 1")
    play(s, "0 hit 4+", "0 hit 6-")  # no HIT left: the attack goes on by itself
    assert s.phase == "defend" and s.hit[0] == 0
    play(s, "1 take")
    assert s.hit[0] == 1  # K15's 👁1
    rnd = random.Random(1)
    while s.round == 2:
        random_play(s, rnd, steps=1)
    assert s.phase == "choose"
    return s


def test_k2_spent_points_come_back_only_through_restore_marks():
    """K2: without the option, HIT spent in round 2 is still spent in round 3."""
    s = _round_2_with_hit_spent()
    assert s.hit[0] == 1 and s.hit_max[0] == 3


def test_k2_option_refresh_restores_hit_and_avo_at_round_end():
    """K2 option (the rulebook's house rule, seed 3(11))."""
    s = _round_2_with_hit_spent(refresh=True)
    assert (s.hit, s.avo) == (s.hit_max, s.avo_max)


# --- K3 deal, draft, re-deal ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_k3_each_seat_gets_10_random_cards(players):
    hands = set()
    for seed in range(5):
        s = tabletop.make("kungfu", players=players).new_game(seed)
        cards = [c for p in range(players) for c in s.hand[p]]
        assert all(len(s.hand[p]) == 10 for p in range(players))
        assert sorted(cards + list(s.box)) == list(range(74))
        hands.add(s.hand[0])
    assert len(hands) == 5


def test_k3_a_hand_with_more_than_5_of_one_symbol_is_redealt(tmp_path):
    """K3: with a set where half the cards show 🤜, a random 10 often holds 6+ of them;
    every dealt hand still holds at most 5."""
    data = builtin_data()
    for i, card in enumerate(data["cards"]):
        card["symbol"] = "atk" if i % 2 else SYMBOLS[i % 5]
    path = tmp_path / "fists.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    game = tabletop.make("kungfu", players=3, cards=str(path))
    for seed in range(40):
        s = game.new_game(seed)
        for p in range(3):
            assert max(symbol_counts(s.card_set, s.hand[p])) <= 5
            assert s.symbols[p] == symbol_counts(s.card_set, s.hand[p])


def test_k3_draft_keep_one_pass_left():
    """K3 option: keep 1 card, pass the rest to the left (seat + 1), as decisions."""
    s = tabletop.make("kungfu", players=3, draft=True).new_game(4)
    assert s.phase == "draft" and s.to_move == (0, 1, 2)
    packs = [s.view(p)["draft"]["pack"] for p in range(3)]
    assert all(len(pack) == 10 for pack in packs)
    assert s.view(None)["draft"] == {"step": 0, "pack_size": 10, "pack": None}
    kept = [packs[p][p] for p in range(3)]
    for p in (2, 0, 1):  # any order
        play(s, f"{p} keep {kept[p]}")
    assert s.view(None)["draft"]["pack_size"] == 9
    for p in range(3):
        assert s.view(p)["seats"][p]["hand"] == [kept[p]]
        passed = [c for c in packs[(p - 1) % 3] if c != kept[(p - 1) % 3]]
        assert s.view(p)["draft"]["pack"] == passed
    random_play(s, random.Random(0), steps=3 * 8)  # 8 more picks; the 10th is automatic
    assert s.phase == "choose" and s.round == 1
    assert all(len(s.hand[p]) == 10 for p in range(3))
    for p in range(3):
        assert s.symbols[p] == symbol_counts(s.card_set, s.hand[p])


def test_k3_a_fixed_hand_may_not_hold_6_of_one_symbol():
    atk_cards = [c.id for c in BUILTIN.cards if c.symbol == "atk"][:6]
    with pytest.raises(ConfigError, match="6 cards with symbol 'atk'; at most 5"):
        scenario(2, {"players": [{"hand": [*atk_cards, "K01", "K39", "K40", "K41"]}, {}]})


# --- K4 the round ----------------------------------------------------------------------------


def test_k4_cards_are_chosen_simultaneously_and_secretly():
    s = tabletop.make("kungfu").new_game(2)
    assert s.phase == "choose" and s.to_move == (0, 1)
    hand1 = s.view(1)["seats"][1]["hand"]
    play(s, f"1 choose {hand1[0]}", f"1 choose {hand1[1]}")
    seen_by_0 = s.view(0)["seats"][1]
    assert seen_by_0["cards"] is None and seen_by_0["hand_size"] == 10
    assert seen_by_0["face_down"] == 0  # picks in progress are not shown
    play(s, f"1 choose {hand1[2]}")
    assert s.to_move == (0,)
    assert s.view(0)["seats"][1]["face_down"] == 3
    assert s.roll == [(), ()]  # dice are rolled once everyone has chosen


def test_k4_reveal_rolls_7_dice_and_orders_by_initiative_sum():
    s = scenario(2, {"round": 3, "players": [{"hand": ["K04", "K62", "K74"]}, {"hand": DUEL[1]}]})
    play(s, "1 choose K41", "1 choose K01", "1 choose K39")
    play(s, "0 choose K04", "0 choose K62", "0 choose K74")
    assert s.phase == "place"
    assert all(len(s.roll[p]) == 7 and set(s.roll[p]) <= set(range(1, 7)) for p in (0, 1))
    assert s.initiative == [5 + 3 + 1, 4 + 3 + 3]
    assert s.order == (0, 1) and s.rolloff == ()
    assert s.view(1)["seats"][0]["cards"][0]["id"] == "K04"  # revealed


def test_k4_ties_are_settled_by_a_roll_off():
    """Equal sums: either seat may win the roll-off, and the view says it was one."""
    chosen = [["K01", "K39", "K40"], ["K05", "K62", "K74"]]  # 3+3+1 = 7 and 3+3+1 = 7
    orders = set()
    for seed in range(20):
        s = fight(chosen, [[1] * 7, [1] * 7], seed=seed)
        assert s.initiative == [7, 7] and s.rolloff == (0, 1)
        orders.add(s.order)
    assert orders == {(0, 1), (1, 0)}


def test_k4_dice_placement_is_secret_each_die_on_one_card_and_some_may_stay_unused():
    s = duel()
    assert s.to_move == (0, 1)
    assert legal(s, 0) == {"put 1 K04", "put 2 K04", "put 3 K04", "put 6 K04", "done"}
    play(s, "1 put 5 K41")
    assert s.view(0)["seats"][1]["cards"][0]["dice"] is None  # P1's placement is hidden
    assert s.view(0)["seats"][1]["unplaced"] is None
    assert s.view(1)["seats"][1]["cards"][0]["dice"] == [5]
    assert s.pool[1] == (1, 2, 3, 4, 5, 6)  # the die left the pool: it is on one card only
    play(s, "1 put 6 K41")  # K41 is full and nothing else takes dice: P1 is done
    assert s.to_move == (0,)
    play(s, "0 done")  # all 7 dice unused
    assert s.phase == "attack"
    assert s.view(0)["seats"][1]["cards"][0]["dice"] == [5, 6]


# --- K5 conditions ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "met", "not_met"),
    [
        ("K01", [()], []),  # none
        ("K19", [(1, 2, 3)], [(1, 2, 4), (1, 2), (1, 2, 3, 3)]),  # exact faces, any order
        ("K15", [(4, 4, 4), (6, 6, 6)], [(4, 4, 5), (4, 4)]),  # all equal
        ("K12", [(1, 3, 6), (2, 2, 2)], [(1, 2)]),  # any 3 dice
        ("K17", [(6, 6)], [(5, 6), (6, 6, 6)]),  # 2 dice summing to 12
        ("K07", [(3, 6), (5, 6)], [(3, 5)]),  # 2 dice, sum >= 9
        ("K16", [(5, 5, 5, 5), (4, 5, 5, 6)], [(6, 6, 6), ()]),  # any number, sum >= 20
        ("K24", [(1,), (2,)], [(3,), (1, 2), ()]),  # any number, sum < 3
    ],
)
def test_k5_each_condition_kind_met_and_not_met(card, met, not_met):
    cond = BUILTIN.condition[BUILTIN.by_id[card]]
    for dice in met:
        assert cond.met(dice), (card, dice)
    for dice in not_met:
        assert not cond.met(dice), (card, dice)


def test_k5_a_fizzled_card_can_be_played_but_counts_0():
    s = duel(p0={"atk": 9})
    play(s, "0 put 1 K04", "1 put 5 K41", "1 put 5 K41")
    assert s.view(0)["seats"][0]["cards"][0]["met"] is False
    assert legal(s, 0) == {"use K04 on 1"}
    play(s, "0 use K04 on 1", "1 take")
    assert s.hp[1] == 20 and s.last["damage"] == 0 and not s.last["met"]


# --- K6 attack turns -------------------------------------------------------------------------


def test_k6_turns_go_round_in_order_and_attack_cards_must_be_used():
    """Three seats with two attack cards each: turns go 0 1 2 0 1 2 in initiative order."""
    chosen = [["K01", "K05", "K39"], ["K03", "K04", "K40"], ["K13", "K07", "K41"]]
    s = fight(chosen, [[1] * 7] * 3, [QUIET] * 3)
    for p in range(3):
        if p in s.to_move:
            play(s, f"{p} done")
    assert s.order == (0, 1, 2)
    turns = []
    while not s.is_over:
        turns.append(s.attacker)
        seat = s.to_move[0]
        assert all(a.kind == "use" for a in s.legal_actions(seat))  # no passing
        s.apply(seat, s.legal_actions(seat)[-1])
        if s.phase == "defend":
            play(s, f"{s.target} take")
    assert turns == [0, 1, 2, 0, 1, 2]


def test_k6_one_target_and_the_target_may_defend_with_a_defence_card_only():
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1")
    assert s.to_move == (1,)
    assert legal(s, 1) == {"defend K41", "defend K39", "take"}  # K01 is an attack card


def test_k6_the_attack_phase_ends_when_no_living_seat_has_an_attack_card():
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41")
    play(s, "0 use K04 on 1", "1 take", "1 use K01 on 0", "0 take")
    assert s.is_over and s.reason == "round 3 is over"  # K41/K39/K62/K74 never attack


def test_k6_a_card_with_only_restore_marks_names_no_target():
    s = fight(
        [["K31", "K39", "K74"], ["K41", "K01", "K62"]],  # initiative 6 against 10
        [[1] * 7, [1] * 7],
        [{"hp": 10, "max_hp": 30, **QUIET}, QUIET],
    )
    play(s, "1 done")
    assert legal(s, 0) == {"use K31"}
    play(s, "0 use K31")
    assert s.hp[0] == 12 and s.last["target"] is None


# --- K7 damage, counter, restores ------------------------------------------------------------


def test_k7_damage_is_atk_plus_card_minus_def_plus_card():
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 defend K41")
    assert s.hp[1] == 20 - ((4 + 5) - (2 + 3))


def test_k7_without_a_defence_card_only_def_counts():
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 take")
    assert s.hp[1] == 20 - (4 + 5 - 2)


def test_k7_damage_is_never_negative():
    """Seed 3(7): the minimum damage is 0; a higher defence heals nothing."""
    s = duel(p1={"def": 20})
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 defend K41")
    assert s.hp[1] == 20 and s.last["damage"] == 0


def test_k7_counter_deals_its_number_to_the_attacker_ignoring_defence():
    s = duel(p0={"def": 9})
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 take")
    play(s, "1 use K01 on 0", "0 defend K74")
    assert s.hp[1] == 20 - (4 + 5 - 2) - 1  # Echo Fist's ☯1, P1's DEF 2 does not matter
    assert s.hp[0] == 20  # 2 + 2 - 9 < 0


def test_k7_restores_go_to_the_owner_capped_at_the_starting_value():
    s = fight(
        [["K33", "K39", "K74"], ["K41", "K13", "K62"]],
        [[2, 2, 1, 1, 3, 3, 4], [1] * 7],
        [{"hp": 28, "max_hp": 30, "hit": 0, "hit_max": 3, "avo": 0}, QUIET],
    )
    play(s, "0 put 2 K33", "0 put 2 K33", "1 done", "0 use K33")
    assert s.hp[0] == 30 and s.hit[0] == 1  # 💧3 capped at 30, 👁1


def test_k7_avo_restore_from_a_met_defence_card():
    s = fight(
        [["K04", "K39", "K74"], ["K50", "K01", "K62"]],
        [[6] * 7, [2] * 7],
        [{"atk": 4, **QUIET}, {"def": 0, "hp": 20, "hit": 0, "avo": 0, "avo_max": 2}],
    )
    play(s, "0 put 6 K04", "1 put 2 K50", "0 use K04 on 1", "1 defend K50")
    assert s.hp[1] == 20 - (4 + 5 - 2) and s.avo[1] == 1


def test_k7_damage_first_then_the_attackers_restore_then_the_counter():
    """Seed 3(8) lists 👁 💧 🦵 ☯: P0 at 2 HP heals 3 with K13 before K65's ☯3 lands."""
    s = fight(
        [["K13", "K39", "K62"], ["K65", "K31", "K40"]],  # initiative 21 against 8
        [[3, 3, 1, 1, 1, 1, 1], [1, 2, 1, 1, 1, 1, 1]],
        [
            {"hp": 2, "max_hp": 30, "atk": 0, **QUIET},
            {"def": 0, "hp": 20, "max_hp": 30, **QUIET},
        ],
    )
    play(s, "0 put 3 K13", "0 put 3 K13", "1 put 1 K65", "1 put 2 K65", "1 done")
    play(s, "1 use K31")  # P1 attacks first: it heals itself (K31 💧2)
    play(s, "0 use K13 on 1", "1 defend K65")
    assert s.last["damage"] == 7 and s.last["counter"] == 3
    assert s.hp == [2 + 3 - 3, 22 - 7]  # counter first would have knocked P0 out
    assert s.is_over and s.result.winners == (1,)


# --- K8 end ------------------------------------------------------------------------------


def test_k8_hp_never_below_0_and_a_seat_at_0_is_out_at_once():
    chosen = [["K04", "K62", "K74"], ["K41", "K01", "K39"], ["K05", "K40", "K66"]]
    boards = [{"atk": 9, **QUIET}, {"def": 0, "hp": 3, **QUIET}, QUIET]
    s = fight(chosen, [[6] * 7, [1] * 7, [1] * 7], boards)
    play(s, "0 put 6 K04", "1 done", "2 done")
    assert s.order == (0, 1, 2)
    play(s, "0 use K04 on 1", "1 take")
    assert s.hp[1] == 0 and s.out_at[1] == 1
    assert s.view(None)["seats"][1]["out"]
    assert not s.is_over  # two seats are left
    assert s.attacker == 2  # P1's K01 never gets a turn
    assert legal(s, 2) == {"use K05 on 0"}  # P1 cannot be targeted


def test_k8_the_game_ends_when_one_seat_is_left():
    s = duel(p0={"atk": 30})
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take")
    assert s.is_over and s.to_move == ()
    assert s.result.winners == (0,) and s.result.returns == (1.0, -1.0)
    assert s.reason == "only player 0 is left standing"


def test_k8_after_round_3_the_highest_hp_wins():
    s = duel()
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0", "0 take")
    assert s.is_over and s.hp == [20 - (2 + 2 - 1), 20 - (4 + 5 - 2)]
    assert s.result.winners == (0,) and s.result.scores == (17.0, 13.0)


def test_k8_ties_share_the_win():
    """Nobody can hurt anybody (DEF 10): the two seats on 12 HP share the win."""
    chosen = [["K04", "K62", "K74"], ["K41", "K01", "K39"], ["K05", "K40", "K66"]]
    boards = [{"def": 10, "hp": hp, **QUIET} for hp in (12, 10, 12)]
    s = fight(chosen, [[1] * 7] * 3, boards)
    play(s, "0 done", "1 done", "2 done")
    while not s.is_over:
        seat = s.to_move[0]
        s.apply(seat, "take" if s.phase == "defend" else s.legal_actions(seat)[0])
    assert s.hp == [12, 10, 12]
    assert s.result.winners == (0, 2) and s.result.returns == (1.0, -1.0, 1.0)


def test_k8_when_every_seat_ties_it_is_a_draw():
    s = duel(p0={"atk": 0, "hp": 15}, p1={"atk": 0, "def": 20, "hp": 15})
    play(s, "0 put 1 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0", "0 take")
    assert s.hp == [14, 15]  # 0 + 2 - 1
    s = duel(p0={"atk": 0, "def": 9, "hp": 15}, p1={"atk": 0, "def": 20, "hp": 15})
    play(s, "0 put 1 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0", "0 take")
    assert s.hp == [15, 15]
    assert s.result.winners == (0, 1) and s.result.returns == (0.0, 0.0)


def test_k8_seats_knocked_out_in_the_same_exchange_share_the_win():
    """P2 is out from the start; P1 falls to P0's attack and P0 to P1's counter: the last
    two standing share the win."""
    seats = [
        {"chosen": ["K04", "K62", "K74"], "atk": 9, "hp": 3, **QUIET},  # initiative 9
        {"chosen": ["K65", "K01", "K39"], "def": 0, "hp": 5, **QUIET},  # initiative 11
        {"hp": 0},
    ]
    s = scenario(3, {"round": 3, "players": seats, "dice": [[6] * 7, [1] * 7, [1] * 7]})
    assert s.to_move == (0, 1) and s.order == (0, 1)
    play(s, "0 put 6 K04", "1 put 1 K65", "1 put 1 K65")
    play(s, "0 use K04 on 1", "1 defend K65")
    assert s.hp == [0, 0, 0] and s.is_over
    assert s.result.winners == (0, 1) and s.result.returns == (1.0, 1.0, -1.0)
    assert s.result.details == {"hp": [0, 0, 0], "knocked_out": [True, True, True]}  # per seat


def test_k8_hp_never_goes_below_0_for_an_attacker_hit_by_a_counter_either():
    """K8: HP stops at 0. The attacker at 1 HP takes the defender's ☯ counter (the exchange of
    the test above): 0, not below."""
    seats = [
        {"chosen": ["K04", "K62", "K74"], "atk": 9, "hp": 1, **QUIET},
        {"chosen": ["K65", "K01", "K39"], "def": 0, "hp": 5, **QUIET},
        {"hp": 0},
    ]
    s = scenario(3, {"round": 3, "players": seats, "dice": [[6] * 7, [1] * 7, [1] * 7]})
    play(s, "0 put 6 K04", "1 put 1 K65", "1 put 1 K65")
    play(s, "0 use K04 on 1", "1 defend K65")
    assert s.hp == [0, 0, 0]


# --- K9 fine points ----------------------------------------------------------------------


def test_k9_a_fizzled_attack_deals_nothing_not_even_base_atk_and_restores_nothing():
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],
        [[1, 2, 3, 1, 1, 1, 1], [1] * 7],
        [{"atk": 10, "hit": 0, "hit_max": 3, "avo": 0}, {"def": 0, "hp": 20, **QUIET}],
    )
    play(s, "0 put 1 K15", "0 put 2 K15", "0 put 3 K15", "1 done", "0 use K15 on 1", "1 take")
    assert s.hp[1] == 20 and s.hit[0] == 0  # no damage, no 👁1


def test_k9_a_fizzled_defence_adds_no_def_and_no_counter_but_base_def_holds():
    s = duel(p1={"def": 2})
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 4 K41", "0 use K04 on 1", "1 defend K41")
    assert s.hp[1] == 20 - (4 + 5 - 2)  # K41's 🙅3 fizzled (5, 4 are not x x)
    s = duel(p0={"def": 0})
    play(s, "0 done", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0", "0 defend K74")
    assert s.hp[1] == 20 - 1  # Echo Fist has no condition: its ☯1 always lands


def test_k9_a_defender_knocked_to_0_still_deals_its_counter():
    s = fight(
        [["K04", "K62", "K39"], ["K74", "K13", "K40"]],  # initiative 11 against 17
        [[6] * 7, [1] * 7],
        [{"atk": 9, "hp": 20, **QUIET}, {"def": 0, "hp": 5, **QUIET}],
    )
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 defend K74")
    assert s.hp == [19, 0] and s.is_over


def test_k9_the_round_s_3_cards_are_spent_used_or_not_hands_hold_10_7_4():
    s = tabletop.make("kungfu").new_game(5)
    rnd = random.Random(5)
    sizes = []
    while not s.is_over:
        if s.phase == "choose" and not any(s.chosen):
            sizes.append((s.round, len(s.hand[0]), len(s.hand[1])))
        random_play(s, rnd, steps=1)
    assert s.round == 3  # nobody was knocked out in this game
    assert sorted(set(sizes)) == [(1, 10, 10), (2, 7, 7), (3, 4, 4)]
    for p in (0, 1):
        assert len(s.spent[p]) == 9 and s.chosen[p] == () and len(s.hand[p]) == 1
        assert set(ids(s, s.spent[p])).isdisjoint(ids(s, s.hand[p]))


def test_base_hp_by_player_count():
    """Tracks in RULINGS: base HP 30 (2-3 players), 45 (4), 60 (5)."""
    assert BASE_HP == {2: 30, 3: 30, 4: 45, 5: 60}
