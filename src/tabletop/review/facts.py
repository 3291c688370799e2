"""Why one move beats another, in a game's own facts: what the better move leaves the seat
with in the worlds the review played out (more life, fewer aging cards, damage dealt...).

A game lists its facts in its ``review`` part (``FACTS``, a tuple of :class:`Fact`). A review
reads each fact from the seat's view where each playout stopped, for every move in every
world, and gives as reasons the facts whose paired difference favours the better move
clearly (``SIGNIFICANT`` standard errors, and at least the fact's ``least``), the clearest
first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from tabletop.engine import GameDescriptor

REASONS = 2  # at most this many reasons for one decision


@dataclass(frozen=True)
class Fact:
    """Something a seat's view counts. ``read(view)``: the number; ``better``: +1 when more
    is better for the seat, -1 when less is; ``says``: a msgid with ``{amount}`` (the
    difference, always positive, one decimal) and ``{player}`` (the seat's name) saying
    what the better move gives; ``least``: the smallest difference worth saying."""

    read: Callable[[dict[str, Any]], float]
    better: int
    says: str
    least: float


@dataclass(frozen=True)
class Reason:
    says: str  # the fact's msgid
    amount: float  # how much more of the good thing, on average over the worlds
    error: float  # its standard error


def facts_of(game: GameDescriptor) -> tuple[Fact, ...]:
    """The game's facts (none for a game without a ``review`` part)."""
    if game.review is None:
        return ()
    module, _, name = game.review.partition(":")
    return tuple(getattr(import_module(module), name))


def reasons(
    facts: Sequence[Fact], better: list[tuple[float, ...]], worse: list[tuple[float, ...]]
) -> tuple[Reason, ...]:
    """The facts that favour the ``better`` move's worlds over the ``worse`` one's (each a
    row of fact values per world, paired), clearest first, at most REASONS."""
    from .analysis import SIGNIFICANT, Estimate

    found = []
    for k, fact in enumerate(facts):
        gains = [fact.better * (b[k] - w[k]) for b, w in zip(better, worse, strict=True)]
        gain = Estimate.of(gains)
        if gain.mean >= fact.least and gain.mean > SIGNIFICANT * gain.error:
            clearness = gain.mean / gain.error if gain.error else float("inf")
            found.append((-clearness, k, Reason(fact.says, gain.mean, gain.error)))
    return tuple(reason for *_, reason in sorted(found)[:REASONS])
