"""Explicit chance: a generator that asks for every random outcome instead of drawing it.

OpenSpiel's explicit chance mode (``interop/openspiel.py``) gives a state this in place of its
:class:`~tabletop.engine.Rng`. The rules call the same methods (``randrange``, ``shuffle``,
``shuffle_pile``, ``draw``, ``reveal``); each one that has more than one possible result takes
the next outcome of ``feed``, or, when the feed is used up, raises :class:`NeedChance` with the
exact outcomes and their probabilities. The caller then keeps the position from before the
move, lets chance pick an outcome, and plays the move again with the longer feed: so the rules
are written once, and no state holds a future that a copy of it could read.

Cards are dealt when they come to light, not when they are shuffled: ``shuffle_pile`` leaves a
face-down pile as it is, and ``draw`` or ``reveal`` deals the card that shows, uniformly from
the cards of the places nobody has seen (outcome: the card's id, probability: its share of them).
``shuffle`` deals an order that shows at once place by place from the first; ``randrange(n)``
is one of n equally likely outcomes 0..n-1 (a die, a first player). An outcome that cannot be
otherwise (one card left) is no chance node.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

Outcomes = list[tuple[int, float]]


class NeedChance(Exception):
    """The rules need a random outcome the feed does not hold yet: ``outcomes`` lists them,
    each with its probability (summing to 1), in increasing order."""

    def __init__(self, outcomes: Outcomes) -> None:
        super().__init__("a chance outcome is needed")
        self.outcomes = outcomes


class ChanceRng:
    """The :class:`~tabletop.engine.Rng` methods the rules call, answered from ``feed``."""

    __slots__ = ("feed", "used")

    def __init__(self, feed: Iterable[int] = ()) -> None:
        self.feed = list(feed)
        self.used = 0

    def copy(self) -> ChanceRng:
        """A copy with nothing fed: a copied position knows no outcome to come."""
        return ChanceRng()

    def start(self, feed: list[int]) -> None:
        """Answer the next calls from ``feed``, from its first outcome."""
        self.feed = feed
        self.used = 0

    def _fed(self) -> int | None:
        """The next outcome of the feed (taken), or None when the feed is used up."""
        if self.used == len(self.feed):
            return None
        self.used += 1
        return self.feed[self.used - 1]

    def next64(self) -> int:
        raise TypeError("explicit chance: the rules drew a random number outside the chance hooks")

    def randrange(self, n: int) -> int:
        if n == 1:
            return 0
        value = self._fed()
        if value is None:
            raise NeedChance([(i, 1 / n) for i in range(n)])
        if not 0 <= value < n:
            raise ValueError(f"chance outcome {value} is not one of 0-{n - 1}")
        return value

    def shuffle(self, items: list) -> None:
        for place in range(len(items) - 1):
            self.reveal(items, place, range(place, len(items)))

    def shuffle_pile(self, pile: list) -> None:
        """Nothing yet: each card is dealt when ``draw`` or ``reveal`` shows it."""

    def draw(self, pile: list, unseen_from: int = 0) -> Any:
        top = len(pile) - 1
        if unseen_from < top:
            self.reveal(pile, top, range(unseen_from, top + 1))
        return pile.pop()

    def reveal(self, items: list, index: int, unseen: Iterable[int]) -> None:
        places = list(unseen)
        first = items[places[0]]
        if all(items[p] == first for p in places):
            return  # one card, or only copies of one: no chance
        card = self._fed()
        if card is None:
            counts: dict[int, int] = {}
            for place in places:
                counts[items[place]] = counts.get(items[place], 0) + 1
            raise NeedChance([(c, counts[c] / len(places)) for c in sorted(counts)])
        for place in places:
            if items[place] == card:
                items[place], items[index] = items[index], card
                return
        raise ValueError(f"chance outcome {card} is not one of the unseen cards")
