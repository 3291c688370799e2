"""Gun Rain's cards and action table (seed 004; rulings G1, G4, G6, G7).

One standard pack split in two: the 24 board cards (A, 2, 3, J, Q, K of each suit, G1) and the
28 deck cards (4-10 of each suit, G4). The two sets never mix, so each has its own small ints.
Names are rank + suit letter: "7S", "10H", "QD", "AC". On the board only the suit matters (G2);
in the deck the suit is the action and the number the cost (G4).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import ConfigError
from tabletop.i18n.common import ERRORS

SUIT_LETTERS = "SCDH"
SUIT_SYMBOLS = "♠♣♦♥"
SPADE, CLUB, DIAMOND, HEART = range(4)

DECK_RANKS = (4, 5, 6, 7, 8, 9, 10)
BOARD_RANKS = ("A", "2", "3", "J", "Q", "K")

DECK_NAMES = tuple(f"{rank}{suit}" for suit in SUIT_LETTERS for rank in DECK_RANKS)
DECK_SUIT = tuple(i // len(DECK_RANKS) for i in range(len(DECK_NAMES)))
DECK_VALUE = tuple(DECK_RANKS[i % len(DECK_RANKS)] for i in range(len(DECK_NAMES)))
BOARD_NAMES = tuple(f"{rank}{suit}" for suit in SUIT_LETTERS for rank in BOARD_RANKS)
BOARD_SUIT = tuple(i // len(BOARD_RANKS) for i in range(len(BOARD_NAMES)))


@dataclass(frozen=True, slots=True)
class ActionKind:
    """What a deck card does when set as an action (seed 004 action list, G6, G7)."""

    suit: int
    name: str
    cost: int
    bonus: str  # the bonus and its square condition, in a player's words


ACTIONS = (
    ActionKind(SPADE, "light gun", 10, "+1 damage if you end on ♠"),
    ActionKind(CLUB, "heavy gun", 5, "pay +5: shift the token at step 4 if you end on ♣"),
    ActionKind(DIAMOND, "move", 0, "2 steps per ♦ card if you start on ♦"),
    ActionKind(HEART, "expand", 5, "pay +5: swap 2 face-up squares instead, if on ♥ now"),
)
ACTION_COST = tuple(kind.cost for kind in ACTIONS)
BONUS_COST = 5  # G6/G7: the heavy-gun and expand bonuses

_DECK_BY_NAME = {name: i for i, name in enumerate(DECK_NAMES)}
_BOARD_BY_NAME = {name: i for i, name in enumerate(BOARD_NAMES)}


def deck_card(name: object, where: str) -> int:
    """The deck card named ``name`` (case-insensitive); a scenario mistake is a ConfigError."""
    key = name.upper() if isinstance(name, str) else None
    if key in _DECK_BY_NAME:
        return _DECK_BY_NAME[key]
    if key in _BOARD_BY_NAME:
        values = {"where": where, "card": name}
        raise ConfigError(msgid=ERRORS["setup_board_not_deck"], values=values)
    values = {"where": where, "card": repr(name), "example": "'7S'"}
    raise ConfigError(msgid=ERRORS["setup_not_deck"], values=values)


def board_card(name: object, where: str) -> int:
    """The board card named ``name`` (case-insensitive); a scenario mistake is a ConfigError."""
    key = name.upper() if isinstance(name, str) else None
    if key in _BOARD_BY_NAME:
        return _BOARD_BY_NAME[key]
    values = {"where": where, "card": repr(name), "example": "'QD'"}
    raise ConfigError(msgid=ERRORS["setup_not_board"], values=values)
