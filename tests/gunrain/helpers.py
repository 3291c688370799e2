"""Shared helpers for the Gun Rain tests: exact scenarios from suit patterns, short scripts.

The standard test board (player 0 = south, player 1 = north, each by their own coordinates):

    coordinates 9-12 (front)   S D C H   face down unless the test says otherwise (G2)
    coordinates 5-8 (middle)   D S H C
    coordinates 1-4 (back)     S D C H

Columns: player 0's coordinate c and player 1's coordinate c' share a column when
(c - 1) % 4 + (c' - 1) % 4 == 3 (the halves face each other, G3); e.g. 6 and 7, 1 and 4.
Player 1's coordinate c' is player 0's coordinate 25 - c' (the view's 13-24).
"""

from __future__ import annotations

import tabletop
from tabletop.rulesets.gunrain.board import coord_of
from tabletop.rulesets.gunrain.cards import BOARD_RANKS
from tabletop.rulesets.gunrain.rules import GunRainState

PATTERN = "SDCH" + "DSHC" + "SDCH"


def board(south: str = PATTERN, north: str = PATTERN) -> dict:
    """Board cards for each territory (coordinates 1-12) from 12 suit letters each."""
    used = {suit: 0 for suit in "SCDH"}
    out = {}
    for side, suits in (("south", south), ("north", north)):
        names = []
        for suit in suits:
            names.append(BOARD_RANKS[used[suit]] + suit)
            used[suit] += 1
        out[side] = names
    return out


def scenario(
    *,
    seed: int = 0,
    options: dict | None = None,
    south: str = PATTERN,
    north: str = PATTERN,
    **setup,
) -> GunRainState:
    """A game in the setting phase of turn 1 unless ``setup`` leaves parts out.

    Defaults: the test board, player 0 south at 6, player 1 north at 6 (not the same column),
    player 0 the turn player, the front rows face down (G2), empty hands, both jokers already
    used (so no joker decision interrupts a test; the joker tests say otherwise).
    """
    setup.setdefault("board", board(south, north))
    setup.setdefault("sides", ["south", "north"])
    setup.setdefault("turn_player", 0)
    setup.setdefault("positions", [6, 6])
    setup.setdefault("hands", [[], []])
    setup.setdefault("jokers_used", [True, True])
    game = tabletop.make("gunrain", **(options or {}))
    return game.new_game(seed=seed, setup=setup)


def play(state: GunRainState, player: int, *moves: str) -> GunRainState:
    """Apply each move (notation) for ``player``; returns the state for chaining."""
    for move in moves:
        state.apply(player, move)
    return state


def legal(state: GunRainState, player: int) -> set[str]:
    return {a.notation for a in state.legal_actions(player)}


def coord(state: GunRainState, player: int, square: int) -> int:
    """A square's coordinate from ``player``'s seat."""
    return coord_of(state.side_of(player), square)


def tokens(state: GunRainState, viewer: int = 0) -> list[tuple[int, str, int]]:
    """(owner, card, coordinate from ``viewer``'s seat) of every token."""
    return [(t["owner"], t["card"], t["at"]) for t in state.view(viewer)["tokens"]]


def turn(state: GunRainState, moves0: tuple[str, ...], moves1: tuple[str, ...]) -> None:
    """One whole setting: player 0's steps, then player 1's (each ends with done or to N)."""
    play(state, 0, *moves0)
    play(state, 1, *moves1)


def events(state: GunRainState, kind: str, viewer: int = 0) -> list[dict]:
    """The last resolution's public events of one kind, squares from ``viewer``'s seat."""
    return [e for e in state.view(viewer)["events"] if e["event"] == kind]
