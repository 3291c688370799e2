"""Building blocks for fixed-length observation vectors (see docs/research.md).

Each game's ``encoding.py`` turns a *view* into a list of floats with these helpers. Working
from the view, never the state, is what makes an observation safe: it cannot hold anything the
seat may not see. Every value lies in [0, 1] so that adapters can declare one bounded box.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any


class Features:
    """An append-only float vector; each helper writes a fixed number of entries.

    Most entries are zero, so only the others are stored: ``index`` and ``value`` list them
    (an index may repeat, always with the same value) and ``size`` counts every entry written.
    ``out`` is the dense vector; arrays can be filled from ``index`` and ``value``
    instead, without building it. The first ``ones`` values are known to be 1.0 (most are), so
    that adapters can set those without converting each value.
    """

    __slots__ = ("size", "index", "value", "ones", "sections")

    def __init__(self) -> None:
        self.size = 0
        self.index: list[int] = []
        self.value: list[float] = []
        self.ones = 0
        self.sections: list[tuple[str, int]] = []  # (name, start), in order

    def section(self, name: str) -> None:
        """The entries written from here on, up to the next section, stand for ``name``: the
        reference encoders mark their blocks, so the layout is published with the code that
        writes it (:attr:`slices`)."""
        self.sections.append((name, self.size))

    @property
    def slices(self) -> list[tuple[str, int, int]]:
        """Each section as (name, start, stop), the last one ending at ``size``."""
        ends = [start for _, start in self.sections[1:]] + [self.size]
        return [
            (name, start, stop) for (name, start), stop in zip(self.sections, ends, strict=True)
        ]

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


# --- observers: one seat's vector kept up to date in a buffer -------------------------------
# An adapter asks for a seat's observation on every step, and a step changes a few blocks of
# it. A game's observer (``observer`` in its encoding module) writes the seat's vector into a
# buffer it owns (a numpy array or a list: anything with item assignment, zeroed to start
# with) and, on the next call, rewrites only the blocks whose inputs differ from the ones it
# wrote. The inputs are compared by value and remembered as copies (or as immutable tuples), so
# any state of the same configured game may come next (another deal, a clone, an earlier
# position, a resampled world): the buffer always ends equal to ``encode(view(player))``, and
# it reads only what ``state_features`` reads. tests/interop/test_fast_paths.py checks both.


def set_one(buf: Any, last: list[int], k: int, i: int) -> None:
    """One-hot slot ``k`` now at entry ``i`` (-1: none set), where it was at ``last[k]``."""
    j = last[k]
    if j != i:
        if j >= 0:
            buf[j] = 0.0
        if i >= 0:
            buf[i] = 1.0
        last[k] = i


def set_many(buf: Any, last: list[list[int]], k: int, base: int, items: list[int]) -> bool:
    """Multi-hot slot ``k``: entries ``base + i`` for ``i`` in ``items`` set, the rest clear.

    ``last[k]`` holds the items written before (a copy: ``items`` may be a state's own list).
    Returns whether they differed.
    """
    old = last[k]
    if old == items:
        return False
    for i in old:
        buf[base + i] = 0.0
    for i in items:
        buf[base + i] = 1.0
    last[k] = items[:]
    return True


def set_entries(buf: Any, last: list[list[int]], k: int, ones: list[int]) -> None:
    """Slot ``k`` of entries: those at ``ones`` set, the ones set before (``last[k]``) clear.

    ``ones`` is kept as it is: it must not change afterwards (a fresh list, or one of a memo's
    lists, which are never changed); a memo hands back the same list while its key holds.
    """
    old = last[k]
    if old is ones or old == ones:
        return
    for i in old:
        buf[i] = 0.0
    for i in ones:
        buf[i] = 1.0
    last[k] = ones


def clip(x: float) -> float:
    """What :meth:`Features.scaled` writes for an already scaled ``x``: clipped to [0, 1]."""
    return 0.0 if x <= 0.0 else 1.0 if x >= 1.0 else x


def scaler() -> tuple[list[int], list[float], Callable[[int, float], None]]:
    """For an encoder that writes entries straight from the state (``Features.of``): the
    indices and values of its scaled entries, and ``scale(i, x)``, which adds ``x`` at ``i``
    as :meth:`Features.scaled` would for a value known not to be None."""
    at: list[int] = []
    scaled: list[float] = []

    def scale(i: int, x: float) -> None:
        if x > 0.0:
            at.append(i)
            scaled.append(1.0 if x >= 1.0 else x)

    return at, scaled, scale


class FeaturesObserver:
    """The observer of a game without its own: rewrites the entries of ``observation_features``.

    Equal by construction (it writes those entries); only the zeroing is incremental.
    """

    __slots__ = ("buf", "player", "_set")

    def __init__(self, game: Any, player: int, buf: Any) -> None:
        self.buf = buf
        self.player = player
        self._set: list[int] = []

    def __call__(self, state: Any) -> None:
        buf = self.buf
        for i in self._set:
            buf[i] = 0.0
        f = state.observation_features(self.player)
        for i, v in zip(f.index, f.value, strict=True):
            buf[i] = v
        self._set = f.index
