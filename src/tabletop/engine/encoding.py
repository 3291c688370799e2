"""Building blocks for fixed-length observation vectors (see docs/research.md).

Each game's ``encoding.py`` turns a *view* into a list of floats with these helpers. Working
from the view, never the state, is what makes an observation safe: it cannot hold anything the
seat may not see. Every value lies in [0, 1] so that adapters can declare one bounded box.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


class Features:
    """An append-only float vector; each helper writes a fixed number of entries."""

    __slots__ = ("out",)

    def __init__(self) -> None:
        self.out: list[float] = []

    def flag(self, value: object) -> None:
        self.out.append(1.0 if value else 0.0)

    def scaled(self, value: float | None, top: float, low: float = 0.0) -> None:
        """``value`` mapped from [low, top] to [0, 1] and clipped; None counts as ``low``."""
        if value is None:
            value = low
        self.out.append(min(1.0, max(0.0, (value - low) / (top - low))))

    def one_hot(self, index: int | None, size: int) -> None:
        """``size`` entries, one of them set; None (nothing there) sets none."""
        block = [0.0] * size
        if index is not None:
            block[index] = 1.0
        self.out.extend(block)

    def multi_hot(self, indices: Iterable[int], size: int) -> None:
        block = [0.0] * size
        for i in indices:
            block[i] = 1.0
        self.out.extend(block)

    def counts(self, values: Iterable[int], size: int, top: float) -> None:
        """How often each value 0..size-1 occurs, each count scaled by ``top``."""
        block = [0] * size
        for v in values:
            block[v] += 1
        self.out.extend(min(1.0, n / top) for n in block)

    def one_of(self, value: str | None, choices: Mapping[str, int]) -> None:
        """A one-hot over named choices; an unknown name is a bug in the encoder, so it raises."""
        self.one_hot(None if value is None else choices[value], len(choices))


def index_of(names: Iterable[str]) -> dict[str, int]:
    """Name -> position, for :meth:`Features.one_of` and card ids."""
    return {name: i for i, name in enumerate(names)}
