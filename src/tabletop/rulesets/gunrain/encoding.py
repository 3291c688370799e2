"""Gun Rain's fixed action ids and observation vector (docs/research.md has the tables).

Every Gun Rain action is one of the shared objects of ``actions.py``, and squares in them are
in the acting player's own coordinates, so an id is simply that object's place in one fixed
list. The observation is from the seat's side: "me" first, then the opponent.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action
from tabletop.engine.encoding import Features, index_of

from . import actions as A
from .board import DIRECTIONS
from .cards import BOARD_NAMES, DECK_NAMES
from .rules import MAX_HP

ALL_ACTIONS: tuple[Action, ...] = (
    *A.SIDES,
    *A.AT.values(),
    A.USE_JOKER,
    A.PASS,
    A.DONE,
    *A.ACT,
    *A.ACT_BONUS.values(),
    *A.PAY,
    *A.KEEP,
    *A.FLIP.values(),
    *A.SWAP.values(),
    *A.TO.values(),
    *(shift for shifts in A.SHIFT.values() for shift in shifts),
)
_ID = {a.notation: i for i, a in enumerate(ALL_ACTIONS)}
NUM_ACTIONS = len(ALL_ACTIONS)


def action_id(action: Action) -> int:
    return _ID[action.notation]


SQUARES = 24
DECK = len(DECK_NAMES)
DECK_CARD = index_of(DECK_NAMES)
BOARD_CARD = index_of(BOARD_NAMES)
PHASES = index_of(("side", "place", "joker", "set", "aim", "over"))
SHIFTS = index_of((*DIRECTIONS, "none"))


def _square(f: Features, coord: int | None) -> None:
    f.one_hot(None if coord is None else coord - 1, SQUARES)


def _deck(f: Features, names: list[str]) -> None:
    f.multi_hot((DECK_CARD[n] for n in names), DECK)


def encode(view: dict[str, Any]) -> list[float]:
    return features(view).out


def features(view: dict[str, Any]) -> Features:
    f = Features()
    me = view["seat"]
    seats = (me, 1 - me)
    f.flag(view["layout"] == "6x4")
    f.one_of(view["phase"], PHASES)
    f.scaled(view["turn"], view["max_turns"])
    f.flag(view["turn_player"] == me)
    for p in seats:
        f.flag(p in view["to_move"])
        f.flag(view["sides"][p] == "south")
        f.flag(view["sides"][p] == "north")
        f.scaled(view["hp"][p], MAX_HP)
        f.flag(view["jokers_used"][p])
        _square(f, view["positions"][p])
        _square(f, view["starts"][p])
        f.scaled(view["hand_sizes"][p], 10)
        f.flag(view["ready"] and view["ready"][p])
    _board(f, view["board"], me)
    _tokens(f, view["tokens"], me)
    f.scaled(view["deck"], DECK)
    _deck(f, view["discard"])
    _deck(f, view["hand"] or [])
    _setting(f, view["setting"])
    _aiming(f, view["aiming"])
    revealed = view["revealed"]
    for p in seats:
        _acts(f, revealed[p] if revealed else None)
    f.flag(view["result"] is not None)
    return f


def _board(f: Features, board: list[dict[str, Any]], me: int) -> None:
    """Per square: mine, the opponent's, the face-up card (written sparsely: the hot loop)."""
    index, value = f.index, f.value
    other, stride, base = 1 - me, 2 + len(BOARD_NAMES), f.size
    for k, square in enumerate(board):
        at = base + k * stride
        owner, card = square["owner"], square["card"]
        if owner == me:
            index.append(at)
            value.append(1.0)
        if owner == other:
            index.append(at + 1)
            value.append(1.0)
        if card is not None:
            index.append(at + 2 + BOARD_CARD[card])
            value.append(1.0)
    f.size = base + len(board) * stride


def _tokens(f: Features, tokens: list[dict[str, Any]], me: int) -> None:
    """Per deck card: on the board, mine, its square (sparsely, as ``_board``)."""
    index, value = f.index, f.value
    stride, base = 2 + SQUARES, f.size
    for name, token in {t["card"]: t for t in tokens}.items():
        at = base + DECK_CARD[name] * stride
        index.append(at)
        value.append(1.0)
        if token["owner"] == me:
            index.append(at + 1)
            value.append(1.0)
        square = token["at"]
        if square is not None:
            if not 1 <= square <= SQUARES:
                raise IndexError(f"square {square} out of range")
            index.append(at + 1 + square)
            value.append(1.0)
    f.size = base + DECK * stride


def _acts(f: Features, part: dict[str, Any] | None) -> None:
    """Actions, costs and destination of a setting: one's own, or a revealed one."""
    part = part or {}
    acts = part.get("actions", [])
    _deck(f, [a["card"] for a in acts])
    _deck(f, [a["card"] for a in acts if a["bonus"]])
    f.multi_hot((c - 1 for a in acts for c in a.get("squares", []) if c is not None), SQUARES)
    _deck(f, part.get("costs", []))
    _square(f, part.get("to"))


def _setting(f: Features, setting: dict[str, Any] | None) -> None:
    _acts(f, setting)
    setting = setting or {}
    for key in ("keep", "pending"):
        card = setting.get(key)
        f.one_hot(None if card is None else DECK_CARD[card], DECK)
    f.scaled(setting.get("required"), 30)
    f.scaled(setting.get("paid"), 30)
    f.flag(setting.get("done"))


def _aiming(f: Features, aiming: dict[str, Any] | None) -> None:
    aiming = aiming or {}
    _deck(f, aiming.get("cards", []))
    f.multi_hot(
        (DECK_CARD[c["card"]] * len(SHIFTS) + SHIFTS[c["shift"]] for c in aiming.get("chosen", [])),
        DECK * len(SHIFTS),
    )
