"""Seeded randomness owned by a game state.

A splitmix64 generator: its whole state is one int, so ``clone()`` copies it for free
(``random.Random`` carries 625 words, which would dominate the cost of a clone).

Besides ``randrange`` and ``shuffle``, the rules reach hidden cards through three hooks that
say *when* a card comes to light: ``shuffle_pile`` (a face-down pile), ``draw`` (its top card)
and ``reveal`` (one face-down place turned up). Here they are plain list operations that use
the generator exactly as ``shuffle`` and ``pop`` do; :class:`tabletop.engine.chance.ChanceRng`
gives the same calls to OpenSpiel's explicit chance, which deals each card only when it shows.
"""

from collections.abc import Iterable
from typing import Any

_MASK = (1 << 64) - 1
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def copy(self) -> "Rng":
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform in 0..n-1 (the modulo bias is below 2**-50 for the small n games use)."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, for an order that shows at once (a layout, a roll-off);
        ``next64`` written out in the loop: shuffles are a tenth of a random game's time, and
        the call per card was most of theirs."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def shuffle_pile(self, pile: list) -> None:
        """Shuffle a face-down pile whose order only ever shows through ``draw`` and
        ``reveal``: the same as ``shuffle`` here."""
        self.shuffle(pile)

    def draw(self, pile: list, unseen_from: int = 0) -> Any:
        """Take the top card (the end) of a pile whose cards from ``unseen_from`` up are in an
        order nobody has seen (below them, cards whose places are known): its top card here."""
        return pile.pop()

    def reveal(self, items: list, index: int, unseen: Iterable[int]) -> None:
        """``items[index]``, one of the places ``unseen`` whose cards nobody has seen, comes to
        light: already in place here."""
