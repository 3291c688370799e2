"""Shared helpers for the Kung Fu tests: scenarios that start where a rule bites.

Cards of the built-in set used below (id name: condition -> box, initiative):
  attack   K01 Arrow Punch: none -> 🤜2 (3)     K03 Snake Fang: 1 -> 🤜5 (6)
           K04 Tiger Claw: 6 -> 🤜5 (5)         K05 Mantis Hook: x y -> 🤜4 (3)
           K07 Leopard Fist: □+□ >= 9 -> 🤜5    K13 Phoenix Eye Fist: 3 3 -> 🤜7 💧3 (15)
           K15 Flying Knee: x x x -> 🤜7 👁1    K16 Cannon Fist: □+… >= 20 -> 🤜7
           K17 Bear Paw Slam: □+□ = 12 -> 🤜9   K19 Rising Sun Uppercut: 1 2 3 -> 🤜7 👁1
           K12 Whirlwind Kick: x y z -> 🤜5     K24 Falling Star: □+… < 3 -> 🤜4
  restore  K31 Deep Breath: none -> 💧2 (2)     K33 Still Water: x x -> 👁1 💧3
           K34 Focus the Eye: 6 -> 👁2          K35 Jade Elixir: □+□+□ >= 13 -> 💧6
  defence  K39 Raised Forearm: none -> 🙅1 (3)  K40 Wooden Dummy Block: x -> 🙅2 (1)
           K41 Iron Shirt: x x -> 🙅3 (4)       K50 Shadow Step: 2 -> 🙅2 🦵1
           K51 Monkey Dodge: □+□ >= 10 -> 🙅3 🦵2   K62 Empty Step: none -> 🙅1 🦵1 (3)
  counter  K65 Repulse the Monkey: x y -> ☯3    K66 Returning Wave: x x -> ☯3
           K70 Snapping Turtle: 3 -> 🙅1 ☯2     K74 Echo Fist: none -> ☯1 (1)
"""

from __future__ import annotations

import json
from importlib import resources

import tabletop
from tabletop.rulesets.kungfu.rules import KungFuState

BUILTIN_TEXT = (
    resources.files("tabletop.rulesets.kungfu").joinpath("data/kungfu-cards.json").read_text()
)

QUIET = {"hit": 0, "avo": 0}  # no points to spend: the exchange needs no HIT/AVO steps


def builtin_data() -> dict:
    """A fresh copy of the built-in card file's content, to edit into another set."""
    return json.loads(BUILTIN_TEXT)


def scenario(n: int, setup: dict, seed: int = 0, **options) -> KungFuState:
    """A new ``n``-seat game fixed by ``setup`` (see docs/kungfu.md, Scenarios)."""
    return tabletop.make("kungfu", players=n, **options).new_game(seed=seed, setup=setup)


def fight(
    chosen: list[list[str]],
    dice: list[list[int]],
    boards: list[dict] | None = None,
    hands: list[list[str]] | None = None,
    seed: int = 0,
    **options,
) -> KungFuState:
    """Round 3 at the dice placement: each seat's 3 cards revealed and its roll fixed."""
    seats = []
    for p, cards in enumerate(chosen):
        seat = {"chosen": cards, "hand": hands[p] if hands else []}
        seat.update(boards[p] if boards else {})
        seats.append(seat)
    return scenario(len(chosen), {"round": 3, "players": seats, "dice": dice}, seed, **options)


# Two seats' round-3 cards with fixed dice; P0 has initiative 9, P1 10.
DUEL = [["K04", "K62", "K74"], ["K41", "K01", "K39"]]
DUEL_DICE = [[6, 1, 1, 2, 2, 3, 3], [5, 5, 1, 2, 3, 4, 6]]


def duel(p0: dict | None = None, p1: dict | None = None, **options) -> KungFuState:
    """DUEL at the dice placement: P0 ATK 4 DEF 1, P1 ATK 2 DEF 2, both on 20 of 30 HP."""
    boards = [
        {"atk": 4, "def": 1, "hp": 20, "max_hp": 30, **QUIET, **(p0 or {})},
        {"atk": 2, "def": 2, "hp": 20, "max_hp": 30, **QUIET, **(p1 or {})},
    ]
    return fight(DUEL, DUEL_DICE, boards, **options)


def play(state: KungFuState, *moves: str) -> KungFuState:
    """Apply moves written 'SEAT NOTATION' ('0 use K04 on 1'); returns the state."""
    for move in moves:
        seat, notation = move.split(" ", 1)
        state.apply(int(seat), notation)
    return state


def legal(state: KungFuState, seat: int) -> set[str]:
    return {a.notation for a in state.legal_actions(seat)}


def ids(state: KungFuState, cards: tuple[int, ...]) -> list[str]:
    return [state.card_set.ids[c] for c in cards]


def random_play(state: KungFuState, rnd, steps: int | None = None) -> KungFuState:
    """Uniformly random legal moves by a random seat to move, to the end or ``steps``."""
    while not state.is_over and steps != 0:
        seat = rnd.choice(state.to_move)
        state.apply(seat, rnd.choice(state.legal_actions(seat)))
        steps = None if steps is None else steps - 1
    return state
