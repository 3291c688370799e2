"""The player boards: symbol tracks and starting values (seed 002 setup (5)-(6), K3, Tracks).

A seat's ability symbols over its 10 cards move a token along each track (index = symbol
count, capped at 5); the token's space gives the value. Starting HP = base HP for the
player count + the 💧 track's bonus. Both setup and the end of a draft call
:func:`set_boards`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import SYMBOLS, CardSet

if TYPE_CHECKING:
    from .rules import KungFuState

MAX_PER_SYMBOL = 5  # K3: a track has 6 spaces, for 0-5 symbols
# Track values by symbol count, in SYMBOLS order (💧 🤜 🙅 👁 🦵).
TRACKS = {
    "hp": (0, 4, 8, 12, 16, 20),  # HP bonus
    "atk": (0, 2, 4, 6, 8, 10),
    "def": (0, 1, 2, 3, 4, 5),
    "hit": (1, 2, 3, 4, 5, 6),
    "avo": (1, 2, 3, 4, 5, 6),
}
BASE_HP = {2: 30, 3: 30, 4: 45, 5: 60}
# What a scenario may fix per seat (docs/kungfu.md, "Scenarios").
BOARD_KEYS = ("hp", "max_hp", "atk", "def", "hit", "hit_max", "avo", "avo_max")


def symbol_counts(card_set: CardSet, cards: tuple[int, ...]) -> tuple[int, ...]:
    """How many cards show each symbol, in SYMBOLS order."""
    counts = [0] * len(SYMBOLS)
    for card in cards:
        counts[card_set.symbol[card]] += 1
    return tuple(counts)


def track_values(counts: tuple[int, ...]) -> dict[str, int]:
    """The value under each track's token (a sixth symbol is wasted: the track ends at 5)."""
    return {s: TRACKS[s][min(c, MAX_PER_SYMBOL)] for s, c in zip(SYMBOLS, counts, strict=True)}


def set_boards(s: KungFuState, overrides: list[dict[str, int]] | None = None) -> None:
    """Symbols from each seat's cards, then starting values; ``overrides`` from a scenario."""
    n = s.n
    s.symbols = [symbol_counts(s.card_set, s.hand[p] + s.chosen[p] + s.spent[p]) for p in range(n)]
    boards = []
    for p in range(n):
        track = track_values(s.symbols[p])
        board = {
            "max_hp": BASE_HP[n] + track["hp"],
            "atk": track["atk"],
            "def": track["def"],
            "hit_max": track["hit"],
            "avo_max": track["avo"],
        }
        board.update(overrides[p] if overrides else {})
        board.setdefault("hp", board["max_hp"])
        board.setdefault("hit", board["hit_max"])
        board.setdefault("avo", board["avo_max"])
        boards.append(board)
    s.hp, s.max_hp, s.atk, s.dfn, s.hit, s.hit_max, s.avo, s.avo_max = (
        [b[key] for b in boards] for key in BOARD_KEYS
    )
