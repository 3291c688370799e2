"""Kung Fu rule details that broke no test when the code was changed (a mutation audit).

Each test names the ruling of docs/rulings.md (K2-K9) or the seed 002 line it pins,
fixes the position with a scenario and checks the real behaviour: HP, points, dice, the
legal actions, the phase. Card facts: see helpers.py; a card used here and not listed there
is described beside the test.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import tabletop
from tabletop.rulesets.kungfu.board import MAX_PER_SYMBOL, TRACKS, symbol_counts
from tabletop.rulesets.kungfu.cards import SYMBOLS
from tabletop.rulesets.kungfu.rules import KungFuState

from .helpers import QUIET, builtin_data, fight, legal, play, random_play

# P0 ATK 4 DEF 1, P1 ATK 2 DEF 2, both on 20 of 30 HP, no HIT or AVO to spend (as in duel()).
BOARDS = [
    {"atk": 4, "def": 1, "hp": 20, "max_hp": 30, **QUIET},
    {"atk": 2, "def": 2, "hp": 20, "max_hp": 30, **QUIET},
]


def boards(p0: dict | None = None, p1: dict | None = None) -> list[dict]:
    """BOARDS with some values changed."""
    return [{**BOARDS[0], **(p0 or {})}, {**BOARDS[1], **(p1 or {})}]


# --- K5 conditions ---------------------------------------------------------------------------


@pytest.mark.parametrize(("dice", "met"), [((6, 4), True), ((6, 3), False)])
def test_k5_the_greater_than_operator_is_strict(
    tmp_path: Path, dice: tuple[int, int], met: bool
) -> None:
    """K5: '>' is one of the operators a card file writes out; no built-in card uses it.
    K04 Tiger Claw (🤜5) becomes '□+□ > 9': a sum of 10 meets it, a sum of 9 does not."""
    data = builtin_data()
    assert data["cards"][3]["id"] == "K04"
    data["cards"][3]["condition"] = {"kind": "sum", "dice": 2, "op": ">", "value": 9}
    path = tmp_path / "strict.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    s = fight(
        [["K04", "K62", "K74"], ["K41", "K01", "K39"]],  # initiative 9 against 10
        [[6, 4, 3, 1, 1, 1, 1], [1] * 7],
        boards(),
        cards=str(path),
    )
    assert s.game.catalog()["K04"]["condition"] == "□+□ > 9"
    play(s, f"0 put {dice[0]} K04", f"0 put {dice[1]} K04", "1 done")
    assert s.met(0) is met
    assert s.view(1)["seats"][0]["cards"][0]["met"] is met
    play(s, "0 use K04 on 1", "1 take")
    assert s.hp[1] == (20 - (4 + 5 - 2) if met else 20)


# --- K2 HIT and AVO ----------------------------------------------------------------------------


def test_k2_no_hit_or_avo_step_on_x_y_z_cards_where_faces_cannot_matter() -> None:
    """K2 (docs: 'Offered only when the card has dice whose faces matter (not ❌, not x y z)'):
    P0 holds 3 HIT and attacks with K12 Whirlwind Kick (x y z); P1 holds 3 AVO and defends
    with K65 Repulse the Monkey (x y, ☯3). Neither is asked to spend points."""
    s = fight(
        [["K12", "K39", "K74"], ["K65", "K13", "K62"]],  # initiative 11 against 23
        [[1, 3, 6, 1, 1, 1, 1], [1, 2, 1, 1, 1, 1, 1]],
        boards({"hit": 3, "hit_max": 3}, {"avo": 3, "avo_max": 3}),
    )
    play(s, "0 put 1 K12", "0 put 3 K12", "0 put 6 K12")  # K12 full: P0 is done
    play(s, "1 put 1 K65", "1 put 2 K65", "1 done")
    play(s, "0 use K12 on 1")
    assert s.phase == "defend" and s.to_move == (1,)  # no HIT step
    play(s, "1 defend K65")
    assert s.phase == "attack" and s.attacker == 1  # no AVO step: resolved at once
    assert (s.hit[0], s.avo[1]) == (3, 3)
    assert s.dice_on[0] == (1, 3, 6) and s.dice_on[3] == (1, 2)
    assert s.hp == [20 - 3, 20 - (4 + 5 - 2)]


def test_k2_hit_is_offered_on_a_card_with_only_restore_marks() -> None:
    """K2 + seed 3(5): 'At this time, the attacking side can adjust the dice values by up to
    the accuracy value' holds for every attack card, also one with only 👁/💧 marks that names
    no opponent. K34 Focus the Eye (6 -> 👁2): 1 HIT turns its 5 into a 6, the card is met and
    its 👁2 comes back."""
    s = fight(
        [["K34", "K39", "K74"], ["K41", "K13", "K62"]],  # initiative 11 against 22
        [[5, 1, 1, 1, 1, 1, 1], [1] * 7],
        boards({"hit": 1, "hit_max": 3}),
    )
    play(s, "0 put 5 K34", "1 done", "0 use K34")
    assert s.phase == "hit" and s.target == -1
    assert legal(s, 0) == {"hit 5+", "hit 5-", "done"}
    play(s, "0 hit 5+")  # the last point: the step ends and the card resolves
    assert s.dice_on[0] == (6,) and s.last["met"]
    assert s.hit[0] == 0 + 2


@pytest.mark.parametrize("spend", [False, True])
def test_k2_hit_and_avo_may_be_spent_on_a_card_already_met(spend: bool) -> None:
    """K2 (docs, 'Project readings': HIT/AVO 'may be spent on a card that is already met (and
    may break it)'). K04 Tiger Claw (6) holds a 6 and P0 1 HIT: the step is offered; keeping
    the 6 hits, moving it to 5 fizzles the card. P1's K41 Iron Shirt (x x) holds 5, 5 and P1
    1 AVO: the AVO step is offered too."""
    s = fight(
        [["K04", "K62", "K74"], ["K41", "K01", "K39"]],  # initiative 9 against 10
        [[6, 1, 1, 1, 1, 1, 1], [5, 5, 1, 1, 1, 1, 1]],
        boards({"hit": 1, "hit_max": 1}, {"avo": 1, "avo_max": 1}),
    )
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "0 use K04 on 1")
    assert s.met(0) and s.phase == "hit"
    assert legal(s, 0) == {"hit 6-", "done"}
    play(s, "0 hit 6-" if spend else "0 done")
    assert s.met(0) is not spend
    play(s, "1 defend K41")
    assert s.met(3) and s.phase == "avo"
    assert legal(s, 1) == {"avo 5+", "avo 5-", "done"}
    play(s, "1 done")
    assert s.hp[1] == (20 if spend else 20 - (4 + 5 - (2 + 3)))


# --- K6 attack turns: the defence ------------------------------------------------------------


def _second_attack_on_p1(p1_cards: list[str]) -> KungFuState:
    """P0 (K04, K01 attack; K62 defence) attacks P1 twice; P1 defends the first with K41
    (5, 5: met) and attacks P0 once with K13 in between (fizzled: no dice). Stops when
    P0 names P1 with K01."""
    s = fight(
        [["K04", "K01", "K62"], p1_cards],  # initiative 11 against 22
        [[6, 1, 1, 1, 1, 1, 1], [5, 5, 1, 1, 1, 1, 1]],
        boards(),
    )
    play(s, "0 put 6 K04", "1 put 5 K41", "1 put 5 K41", "1 done")
    play(s, "0 use K04 on 1", "1 defend K41", "1 use K13 on 0", "0 take")
    assert s.hp == [20, 20 - (4 + 5 - (2 + 3))]
    play(s, "0 use K01 on 1")
    return s


def test_k6_a_defence_card_already_used_is_not_offered_again() -> None:
    """K6: 'The target may defend with one unused card showing 🙅, 🦵 or ☯.' K41 defended
    P0's first attack; against the second only K39 Raised Forearm is left."""
    s = _second_attack_on_p1(["K41", "K39", "K13"])
    assert s.phase == "defend"
    assert legal(s, 1) == {"defend K39", "take"}


def test_k6_a_target_whose_defence_cards_are_used_is_not_asked() -> None:
    """K6 (docs: 'A target without an unused defence card takes the attack without being
    asked'): P1's only defence card K41 is used, so K01 resolves at once and P1's K05 turn
    follows."""
    s = _second_attack_on_p1(["K41", "K13", "K05"])
    assert s.phase == "attack" and s.to_move == (1,)
    assert s.last["defence"] is None and s.last["damage"] == 4 + 2 - 2
    assert "take" not in legal(s, 1)


def test_k6_a_target_without_any_defence_card_is_not_asked() -> None:
    """K6: P1 revealed three attack cards (K13, K05, K03); P0's attack resolves at once."""
    s = fight(
        [["K04", "K62", "K74"], ["K13", "K05", "K03"]],  # initiative 9 against 24
        [[6] * 7, [1] * 7],
        boards(),
    )
    play(s, "0 put 6 K04", "1 done", "0 use K04 on 1")
    assert s.phase == "attack" and s.to_move == (1,) and s.attacker == 1
    assert s.hp[1] == 20 - (4 + 5 - 2) and s.last["defence"] is None


# --- K7 / K8 / K9 resolution ------------------------------------------------------------------


@pytest.mark.parametrize(("face", "avo"), [(2, 1), (3, 0)])
def test_k9_a_fizzled_defence_card_restores_no_avo(face: int, avo: int) -> None:
    """K7 ('restores go to the card's owner') + K9 ('a fizzled defence card adds no 🙅 and no
    ☯', K5: 'all its values count 0'): K50 Shadow Step (2 -> 🙅2 🦵1) with a 2 gives P1 its
    🦵1; with a 3 it fizzles: no 🙅2 and no 🦵1."""
    s = fight(
        [["K04", "K39", "K74"], ["K50", "K01", "K62"]],  # initiative 9 against 12
        [[6] * 7, [face] * 7],
        boards(p1={"def": 0, "avo": 0, "avo_max": 2}),
    )
    play(s, "0 put 6 K04", f"1 put {face} K50", "0 use K04 on 1", "1 defend K50")
    met = face == 2
    assert s.last["defence_met"] is met
    assert s.hp[1] == 20 - (4 + 5 - (2 if met else 0))
    assert s.avo[1] == avo and s.last["restored"]["avo"] == avo


@pytest.mark.parametrize(("hp", "avo"), [(8, 1), (5, 0)])
def test_k8_a_defender_knocked_out_gains_no_restore(hp: int, avo: int) -> None:
    """K7 ('Damage resolves first, then the other effects') + K8 ('a player at 0 is out at
    once'): K50 Shadow Step is met (🙅2 🦵1) and the attack deals 7. On 8 HP P1 keeps 1 HP
    and gains its 🦵1; on 5 HP it is out before the restore and gains nothing."""
    s = fight(
        [["K04", "K39", "K74"], ["K50", "K01", "K62"]],  # initiative 9 against 12
        [[6] * 7, [2] * 7],
        boards(p1={"def": 0, "hp": hp, "avo": 0, "avo_max": 2}),
    )
    play(s, "0 put 6 K04", "1 put 2 K50", "0 use K04 on 1", "1 defend K50")
    assert s.last["damage"] == 4 + 5 - 2 and s.last["defence_met"]
    assert s.hp[1] == max(0, hp - 7)
    assert s.avo[1] == avo and s.last["restored"]["avo"] == avo


def test_k7_a_counter_lands_against_a_fizzled_attack() -> None:
    """K7: '☯ deals its printed number to the attacker, no subtraction, only if the defence
    card's condition is met' (the attack card's is not asked for); K9 takes only damage and
    restores from a fizzled attack. K04 Tiger Claw holds a 1 (not 6): it fizzles, and P1's
    met K66 Returning Wave (x x, ☯3) still deals 3."""
    s = fight(
        [["K04", "K62", "K74"], ["K66", "K01", "K39"]],  # initiative 9 against 13
        [[1] * 7, [4] * 7],
        boards(),
    )
    play(s, "0 put 1 K04", "1 put 4 K66", "1 put 4 K66", "0 use K04 on 1", "1 defend K66")
    assert not s.last["met"] and s.last["defence_met"]
    assert s.last["damage"] == 0 and s.last["counter"] == 3
    assert s.hp == [20 - 3, 20]


# --- K3 draft ----------------------------------------------------------------------------------


def test_k3_a_drafted_hand_is_never_redealt_even_with_6_of_one_symbol() -> None:
    """K3 reading (docs/kungfu.md, 'Project readings', Draft: 'There is no re-deal in a draft:
    ... a sixth symbol of one kind is simply wasted'); seed 2(5)'s re-deal speaks of dealt
    cards. Seat 0 keeps every 🤜 card it sees, the others never keep one while they can avoid
    it: seat 0 ends with 9 🤜 cards and plays on with them; its track stops at 5 (ATK 10)."""
    s = tabletop.make("kungfu", players=3, draft=True).new_game(13)
    fist = SYMBOLS.index("atk")
    picks: list[list[str]] = [[], [], []]
    while s.phase == "draft":
        p = s.to_move[0]
        pack = s.view(p)["draft"]["pack"]
        fists = [c for c in pack if s.card_set.symbol[s.card_set.by_id[c]] == fist]
        others = [c for c in pack if c not in fists]
        pick = (fists or others)[0] if p == 0 else (others or fists)[0]
        picks[p].append(pick)
        play(s, f"{p} keep {pick}")
    # the last card of each pack was kept without asking
    assert [len(p) for p in picks] == [9, 9, 9]
    assert s.phase == "choose" and s.round == 1 and s.to_move == (0, 1, 2)
    assert [s.card_set.ids[c] for c in s.hand[0][:9]] == picks[0]  # the drafted hand stays
    assert all(len(s.hand[p]) == 10 for p in range(3))
    counts = symbol_counts(s.card_set, s.hand[0])
    assert counts[fist] == 9 > MAX_PER_SYMBOL
    assert s.symbols[0] == counts
    assert s.atk[0] == TRACKS["atk"][MAX_PER_SYMBOL] == 10
    assert s.view(0)["seats"][0]["tracks"]["atk"] == MAX_PER_SYMBOL
    random_play(s, random.Random(13))
    assert s.is_over
