"""Kung Fu rule sentences of seed 002 (English translation, sections as numbered there), one or
more tests each; the docstring quotes the sentence. Rulings K1-K9 decide where it is open.
"""

from __future__ import annotations

import random

import tabletop
from tabletop.rulesets.kungfu.board import symbol_counts
from tabletop.rulesets.kungfu.cards import load_cards

from .helpers import QUIET, duel, fight, legal, play, random_play, scenario

CS = load_cards()


def finished(players: int = 2, seed: int = 0, **options):
    return random_play(
        tabletop.make("kungfu", players=players, **options).new_game(seed), random.Random(seed)
    )


# --- 1 overview, 2 setup ---------------------------------------------------------------------


def test_overview_the_most_health_at_the_end_wins():
    """1: 'the person with the most health remaining at the end wins.'"""
    for seed in range(10):
        s = finished(3, seed)
        top = max(s.hp)
        assert s.result.winners == tuple(p for p in range(3) if s.hp[p] == top)


def test_setup_3_each_player_has_7_dice():
    """2(3): '... dice x7 of the chosen colour.'"""
    s = fight([["K04", "K62", "K74"], ["K41", "K01", "K39"]], [[1] * 7, [2] * 7])
    assert [len(r) for r in s.roll] == [7, 7]


def test_setup_4_deal_10_cards_or_draft_them():
    """2(4): 'Deal 10 kung fu cards to each player. In the official rules the cards are
    drafted, but dealing them randomly is no problem.'"""
    dealt = tabletop.make("kungfu", players=4).new_game(3)
    assert [len(h) for h in dealt.hand] == [10] * 4
    drafted = tabletop.make("kungfu", players=4, draft=True).new_game(3)
    while drafted.phase == "draft":
        random_play(drafted, random.Random(0), steps=1)
    assert [len(h) for h in drafted.hand] == [10] * 4


def test_setup_5_symbols_set_the_ability_values():
    """2(5): 'Count the number of ability symbols ... and reflect them in the respective
    ability values.' Five 👁 put the HIT token on its last space, 6."""
    hand = [c.id for c in CS.cards if c.symbol == "hit"][:5]
    hand += [c.id for c in CS.cards if c.symbol == "avo"][:5]
    s = scenario(2, {"players": [{"hand": hand}, {}]})
    assert (s.hit[0], s.avo[0], s.atk[0], s.dfn[0], s.max_hp[0]) == (6, 6, 0, 0, 30)


def test_setup_5_more_than_5_of_a_symbol_means_a_redeal():
    """2(5): 'if any ability symbol on the dealt cards exceeds 5, redeal the cards.'"""
    for seed in range(60):
        s = tabletop.make("kungfu", players=5).new_game(seed)
        assert all(max(symbol_counts(s.card_set, s.hand[p])) <= 5 for p in range(5))


def test_setup_6_health_is_base_plus_enhancement():
    """2(6): 'The health is the base health value plus the health enhancement value' and
    'Base health value: 2 or 3 players -> 30, 4 players -> 45, 5 players -> 60'."""
    hand = [c.id for c in CS.cards if c.symbol == "hp"][:2]
    hand += [c.id for c in CS.cards if c.symbol == "def"][:4]
    hand += [c.id for c in CS.cards if c.symbol == "atk"][:4]
    for players, base in ((2, 30), (3, 30), (4, 45), (5, 60)):
        seats = [{"hand": hand}] + [{}] * (players - 1)
        assert scenario(players, {"players": seats}).hp[0] == base + 8


# --- 3 round progression ------------------------------------------------------------------


def test_round_3_rounds():
    """3: 'Play the following round progression for 3 rounds.'"""
    for seed in range(5):
        s = finished(2, seed)
        if s.reason == "round 3 is over":
            assert s.round == 3
            assert all(len(spent) == 9 for spent in s.spent)


def test_round_1_choose_3_cards_face_down():
    """3(1): 'All players choose 3 kung fu cards and play them face down.'"""
    s = tabletop.make("kungfu").new_game(11)
    hand = s.view(0)["seats"][0]["hand"]
    play(s, f"0 choose {hand[0]}", f"0 choose {hand[1]}")
    assert s.to_move == (0, 1)  # the third card is still to come
    play(s, f"0 choose {hand[2]}")
    assert s.to_move == (1,)
    assert s.view(1)["seats"][0]["face_down"] == 3
    assert s.view(1)["seats"][0]["cards"] is None


def test_round_1_only_7_dice_for_3_cards():
    """3(1) ①: 'Only 7 dice can be used, so if 9 dice were needed to activate all 3 cards,
    you would have to give up activating one of the cards.'"""
    s = fight([["K12", "K15", "K41"], ["K01", "K39", "K62"]], [[1, 1, 1, 2, 2, 3, 4], [1] * 7])
    play(s, "0 put 1 K15", "0 put 1 K15", "0 put 1 K15", "0 put 2 K12", "0 put 2 K12")
    play(s, "0 put 3 K12", "0 put 4 K41")
    assert s.pool[0] == () and 0 not in s.to_move
    assert [s.met(k) for k in range(3)] == [True, True, False]  # K41 x x got one die


def test_round_2_every_player_rolls_all_dice():
    """3(2): 'All players roll all their dice.' (after the choice: K4)"""
    s = tabletop.make("kungfu", players=3).new_game(4)
    for p in range(3):
        hand = s.view(p)["seats"][p]["hand"]
        play(s, *(f"{p} choose {c}" for c in hand[:3]))
    assert all(len(r) == 7 for r in s.roll)


def test_round_3_reveal_and_add_up_the_numbers():
    """3(3): 'reveal them, and add up the numbers at the top left of the 3 kung fu cards
    (used to determine the attack order).'"""
    s = fight([["K13", "K17", "K19"], ["K01", "K40", "K74"]], [[1] * 7, [1] * 7])
    assert s.initiative == [15 + 14 + 14, 3 + 1 + 1]
    assert s.view(None)["seats"][0]["initiative"] == 43


def test_round_4_place_dice_on_each_card():
    """3(4): 'Place dice on each card.'"""
    s = duel()
    play(s, "0 put 6 K04")
    assert s.dice_on[0] == (6,)


def test_conditions_none_needs_no_dice():
    """3(4): 'With ❌, no dice are needed.'"""
    s = duel()
    assert not any("K62" in move or "K74" in move for move in legal(s, 0))
    assert s.met(1) and s.met(2)


def test_conditions_exact_faces_and_all_equal():
    """3(4): 'the dice faces are specified, such as 2, 3, 4 or x, x, x (in this case all 3
    dice the same number)'."""
    faces, equal = CS.condition[CS.by_id["K19"]], CS.condition[CS.by_id["K15"]]
    assert faces.met((1, 2, 3)) and not faces.met((2, 3, 4))
    assert equal.met((2, 2, 2)) and not equal.met((2, 2, 3))


def test_conditions_sum_of_n_dice():
    """3(4): '□+□=12 (in this case the total of 2 dice is 12)'."""
    cond = CS.condition[CS.by_id["K17"]]
    assert cond.met((6, 6)) and not cond.met((5, 6)) and not cond.met((4, 4, 4))


def test_conditions_open_sum_with_a_bound():
    """3(4): 'With □+…, the number of dice is not specified. There are also "or more"/"or
    less" specifications such as <10 and >8.' (operators are explicit in the data: K5)"""
    cond = CS.condition[CS.by_id["K16"]]  # □+… >= 20
    assert cond.met((4, 4, 4, 4, 4)) and cond.met((6, 6, 6, 2)) and not cond.met((6, 6, 6))
    assert cond.capacity == 7


def test_conditions_x_y_z_needs_3_dice_of_any_faces():
    """3(4): 'In the case of x, y, z, 3 dice are required, but the numbers do not matter.'"""
    cond = CS.condition[CS.by_id["K12"]]
    assert cond.met((1, 4, 6)) and cond.met((5, 5, 5)) and not cond.met((1, 4))


def test_conditions_an_unmet_card_fizzles():
    """3(4): 'If the condition is not met the card fizzles'."""
    s = duel()
    play(s, "0 done", "1 done", "0 use K04 on 1", "1 take")
    assert not s.last["met"] and s.hp[1] == 20


def test_conditions_the_number_of_dice_matters_more_than_the_faces():
    """3(4): 'it is better to at least satisfy the condition on the number of dice' -
    HIT fixes faces, never a missing die."""
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],
        [[4, 5, 1, 1, 1, 1, 1], [1] * 7],
        [{"hit": 6, "hit_max": 6}, QUIET],
    )
    play(s, "0 put 4 K15", "0 put 5 K15", "0 done", "1 done", "0 use K15 on 1", "0 hit 4+")
    assert s.dice_on[0] == (5, 5) and not s.met(0)


def test_attack_turns_in_ascending_order():
    """3 ★: 'Attacks are made in ascending order of the number calculated in (3).'"""
    s = fight([["K13", "K17", "K41"], ["K01", "K40", "K74"]], [[1] * 7, [1] * 7], [QUIET] * 2)
    play(s, "0 done", "1 done")
    assert s.order == (1, 0) and s.attacker == 1


def test_attack_5_choose_a_card_and_an_opponent():
    """3(5): 'Choose 1 card and decide the opponent to attack.'"""
    chosen = [["K04", "K62", "K74"], ["K41", "K01", "K39"], ["K05", "K40", "K66"]]
    s = fight(chosen, [[6] * 7, [1] * 7, [1] * 7], [QUIET] * 3)
    play(s, "0 put 6 K04", "1 done", "2 done")
    assert legal(s, 0) == {"use K04 on 1", "use K04 on 2"}


def test_attack_5_an_attack_card_shows_a_fist_eye_or_drop():
    """3(5): 'To attack, one of the marks 🤜👁💧 must be printed in the box'."""
    s = duel()
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take")
    assert legal(s, 1) == {"use K01 on 0"}  # not K41 or K39 (🙅)


def test_attack_5_only_eye_or_drop_names_no_opponent():
    """3(5): 'When using a card on which only 👁💧 are printed, there is no need to name an
    opponent to attack.'"""
    s = fight(
        [["K34", "K39", "K74"], ["K41", "K13", "K62"]],
        [[6] * 7, [1] * 7],
        [{"hit": 0, "hit_max": 4, "avo": 0}, QUIET],
    )
    play(s, "0 put 6 K34", "1 done")
    assert legal(s, 0) == {"use K34"}
    play(s, "0 use K34")
    assert s.hit[0] == 2 and s.phase == "attack" and s.attacker == 1


def test_attack_5_hit_adjusts_the_dice():
    """3(5): 'the attacking side can adjust the dice values by up to the accuracy value.
    For example, if the dice ... show 4, 5, 6 and the activation condition is x, x, x, you
    can spend 2 accuracy and treat them as 4+1, 5, 6-1 -> 5, 5, 5.'"""
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],
        [[4, 5, 6, 1, 1, 1, 1], [1] * 7],
        [{"hit": 2, "hit_max": 2, "avo": 0}, QUIET],
    )
    play(s, "0 put 4 K15", "0 put 5 K15", "0 put 6 K15", "1 done", "0 use K15 on 1")
    play(s, "0 hit 4+", "0 hit 6-")
    assert s.dice_on[0] == (5, 5, 5) and s.hit[0] == 0 and s.met(0)


def test_attack_5_the_reroll_house_rule_is_not_adopted():
    """3(5): '※... it might also be good to make it the number of times the dice may be
    rerolled' - a suggestion only; HIT moves pips (K2), nothing rerolls."""
    s = fight(
        [["K15", "K39", "K74"], ["K41", "K13", "K62"]],
        [[4, 5, 6, 1, 1, 1, 1], [1] * 7],
        [{"hit": 2, "hit_max": 2, "avo": 0}, QUIET],
    )
    play(s, "0 put 4 K15", "0 put 5 K15", "0 put 6 K15", "1 done", "0 use K15 on 1")
    assert {a.kind for a in s.legal_actions(0)} == {"hit", "done"}


def test_attack_6_the_target_chooses_whether_to_defend():
    """3(6): 'The player named as the opponent to attack chooses whether to defend.'"""
    s = duel()
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1")
    assert s.to_move == (1,) and "take" in legal(s, 1)


def test_attack_6_defence_cards_show_a_cross_leg_or_yin_yang():
    """3(6): 'For defence, a card with one of the marks 🙅♂️🦵☯️ ... can be used.'"""
    s = duel()
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0")
    assert legal(s, 0) == {"defend K62", "defend K74", "take"}


def test_attack_7_damage():
    """3(7): 'Damage is calculated as (attacking player's base attack value + the 🤜 value)
    - (defending player's base defence value + the 🙅♂️ value).'"""
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 defend K41")
    assert s.last["damage"] == (4 + 5) - (2 + 3)


def test_attack_7_minimum_damage_0_no_healing():
    """3(7): 'The minimum damage is 0; even if the defending side's number is higher, no
    health is recovered.'"""
    s = duel(p1={"def": 30})
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 defend K41")
    assert s.hp[1] == 20


def test_attack_8_restores():
    """3(8): '👁 Recover accuracy. 💧 Recover health. 🦵 Recover agility.'"""
    s = fight(
        [["K33", "K39", "K74"], ["K51", "K13", "K62"]],
        [[2, 2, 1, 1, 1, 1, 1], [4, 6, 1, 1, 1, 1, 1]],
        [
            {"hp": 10, "max_hp": 30, "hit": 0, "hit_max": 2, "avo": 0, "atk": 4},
            {"hp": 20, "def": 0, "hit": 0, "avo": 0, "avo_max": 3},
        ],
    )
    play(s, "0 put 2 K33", "0 put 2 K33", "1 put 4 K51", "1 put 6 K51", "1 done", "0 use K33")
    assert (s.hp[0], s.hit[0]) == (13, 1)
    s2 = fight(
        [["K04", "K39", "K74"], ["K51", "K13", "K62"]],
        [[6] * 7, [4, 6, 1, 1, 1, 1, 1]],
        [{"atk": 4, **QUIET}, {"hp": 20, "def": 0, "hit": 0, "avo": 0, "avo_max": 3}],
    )
    play(s2, "0 put 6 K04", "1 put 4 K51", "1 put 6 K51", "1 done", "0 use K04 on 1")
    play(s2, "1 defend K51")
    assert s2.avo[1] == 2 and s2.hp[1] == 20 - (4 + 5 - 3)


def test_attack_8_counter_deals_its_number():
    """3(8): '☯️ Counter damage is dealt to the attacking side. In this case no damage
    calculation is made; the number shown becomes the damage as it is.'"""
    s = duel(p1={"def": 50})
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0")
    play(s, "0 defend K74")
    assert s.last["counter"] == 1 and s.hp[1] == 19


def test_attack_9_used_cards_are_turned_down_and_cannot_be_used_again():
    """3(9): 'Used cards, whether attack or defence, are turned face down. They cannot be
    used again.'"""
    s = duel()
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1", "1 defend K41")
    assert s.view(0)["seats"][1]["cards"][0]["used"]
    play(s, "1 use K01 on 0")
    assert legal(s, 0) == {"defend K62", "defend K74", "take"}
    play(s, "0 defend K74")
    assert s.is_over  # nothing usable is left to attack with


def test_attack_10_next_persons_turn_and_11_repeat_until_unusable():
    """3(10): 'It becomes the next person's attack turn.' 3(10): 'Repeat (5) to (8) above,
    continuing until all players' cards are unusable.'"""
    s = duel()
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take")
    assert s.attacker == 1
    play(s, "1 use K01 on 0", "0 take")
    assert s.is_over  # round 3: the attacks are over, so is the game


def test_round_11_cards_stay_face_down_and_the_next_round_begins():
    """3(11): 'Keep the cards face down in front of each player. Proceed through the steps
    again from (1).'"""
    seats = [
        {"chosen": ["K04", "K62", "K74"], "hand": ["K05", "K40", "K39"]},
        {"chosen": ["K41", "K01", "K66"], "hand": ["K03", "K65", "K70"]},
    ]
    s = scenario(2, {"round": 2, "players": seats, "dice": [[1] * 7, [1] * 7]})
    random_play(s, random.Random(0), steps=4)
    while s.round == 2:
        random_play(s, random.Random(1), steps=1)
    assert s.phase == "choose" and s.to_move == (0, 1)
    assert s.view(1)["seats"][0]["spent"] == ["K04", "K62", "K74"]


def test_round_11_house_rule_recovers_hit_and_avo():
    """3(11): 'Under the house rule, recover accuracy and agility at this point.' (option)"""
    seats = [
        {"chosen": ["K04", "K62", "K74"], "hand": ["K05", "K40", "K39"], "hit": 0, "avo": 0},
        {"chosen": ["K41", "K01", "K66"], "hand": ["K03", "K65", "K70"], "hit": 0, "avo": 0},
    ]
    s = scenario(2, {"round": 2, "players": seats}, refresh=True)
    while s.round == 2:
        random_play(s, random.Random(2), steps=1)
    assert s.hit == s.hit_max and s.avo == s.avo_max


def test_end_after_3_rounds_most_health_wins():
    """4: 'After 3 rounds, the person with the most health remaining wins.'"""
    s = duel()
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1", "1 take", "1 use K01 on 0", "0 take")
    assert s.is_over and s.reason == "round 3 is over"
    assert s.hp == [17, 13] and s.result.winners == (0,)
