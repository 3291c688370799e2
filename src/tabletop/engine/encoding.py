"""Building blocks for fixed-length observation vectors (see docs/research.md).

Each game's ``encoding.py`` turns a *view* into a list of floats with these helpers. Working
from the view, never the state, is what makes an observation safe: it cannot hold anything the
seat may not see. Every value lies in [0, 1] so that adapters can declare one bounded box.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


class Features:
    """An append-only float vector; each helper writes a fixed number of entries.

    Most entries are zero, so only the others are stored: ``index`` and ``value`` list them
    (an index may repeat, always with the same value) and ``size`` counts every entry written.
    ``out`` is the dense vector; adapters fill their numpy arrays from ``index`` and ``value``
    instead, without building it. The first ``ones`` values are known to be 1.0 (most are), so
    that adapters can set those without converting each value.
    """

    __slots__ = ("size", "index", "value", "ones")

    def __init__(self) -> None:
        self.size = 0
        self.index: list[int] = []
        self.value: list[float] = []
        self.ones = 0

    @classmethod
    def of(cls, size: int, ones: list[int], index: list[int], value: list[float]) -> Features:
        """``size`` entries: 1.0 at each of ``ones``, ``value`` at ``index`` (fast encoders)."""
        f = cls()
        f.size = size
        f.index = ones + index
        f.value = [1.0] * len(ones) + value
        f.ones = len(ones)
        return f

    @property
    def out(self) -> list[float]:
        """The dense vector: ``size`` floats."""
        dense = [0.0] * self.size
        for i, v in zip(self.index, self.value, strict=True):
            dense[i] = v
        return dense

    def flag(self, value: object) -> None:
        if value:
            self.index.append(self.size)
            self.value.append(1.0)
        self.size += 1

    def scaled(self, value: float | None, top: float, low: float = 0.0) -> None:
        """``value`` mapped from [low, top] to [0, 1] and clipped; None counts as ``low``."""
        if value is not None:
            x = (value - low) / (top - low)
            if x > 0.0:
                self.index.append(self.size)
                self.value.append(1.0 if x >= 1.0 else x)
        self.size += 1

    def one_hot(self, index: int | None, size: int) -> None:
        """``size`` entries, one of them set; None (nothing there) sets none."""
        if index is not None:
            if not -size <= index < size:
                raise IndexError(f"one_hot index {index} out of range({size})")
            self.index.append(self.size + index % size)
            self.value.append(1.0)
        self.size += size

    def multi_hot(self, indices: Iterable[int], size: int) -> None:
        """``size`` entries, those at ``indices`` set (a repeated index is listed twice)."""
        index, base, before = self.index, self.size, len(self.index)
        for i in indices:
            if not -size <= i < size:
                raise IndexError(f"multi_hot index {i} out of range({size})")
            index.append(base + i % size)
        self.value.extend([1.0] * (len(index) - before))
        self.size = base + size

    def counts(self, values: Iterable[int], size: int, top: float) -> None:
        """How often each value 0..size-1 occurs, each count scaled by ``top``."""
        block = [0] * size
        for v in values:
            block[v] += 1
        for i, n in enumerate(block):
            if n:
                self.index.append(self.size + i)
                self.value.append(1.0 if n >= top else n / top)
        self.size += size

    def one_of(self, value: str | None, choices: Mapping[str, int]) -> None:
        """A one-hot over named choices; an unknown name is a bug in the encoder, so it raises."""
        self.one_hot(None if value is None else choices[value], len(choices))


def sparse(dense: list[float]) -> Features:
    """The :class:`Features` of a dense vector (for games that only implement ``encode``)."""
    f = Features()
    f.size = len(dense)
    f.index = [i for i, x in enumerate(dense) if x]
    f.value = [dense[i] for i in f.index]
    return f


def index_of(names: Iterable[str]) -> dict[str, int]:
    """Name -> position, for :meth:`Features.one_of` and card ids."""
    return {name: i for i, name in enumerate(names)}
