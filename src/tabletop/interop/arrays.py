"""Observations and action masks as the numpy arrays every adapter hands out.

An adapter keeps one :class:`Observer` per seat: it holds the seat's vector in a buffer and, per
step, rewrites only the blocks whose inputs changed (each game's ``observer`` in its encoding
module; tests/interop/test_fast_paths.py proves the buffer equal to ``encode(view)`` whatever
positions come in whatever order). Callers get a copy, which they may keep (``update``, for
OpenSpiel's observers, hands out the buffer itself, which they copy at once). Masks are filled
from the legal ids, so a step costs the few entries that are set, not the thousand-odd zeros.
"""

from __future__ import annotations

import importlib
from collections.abc import Collection
from typing import Any

import numpy as np

from tabletop.engine import Game, State
from tabletop.engine.encoding import FeaturesObserver


def observer_factory(game: Game) -> Any:
    """``observer(game, player, buf)`` of the game's encoding module, or the generic one.

    The observer it makes is called as ``observer.write(state, to_move)``, where ``to_move``
    is ``state.to_move`` if the caller has it already (it costs a little), or None.
    """
    package = type(game).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.encoding")
    except ImportError:
        return _Generic
    return getattr(module, "observer", _Generic)


class _Generic(FeaturesObserver):
    """The generic observer, which has no use for ``to_move``."""

    __slots__ = ()

    def write(self, state: State, to_move: tuple[int, ...] | None = None) -> None:
        super().__call__(state)

    __call__ = write


class Observer:
    """One seat's observation as a float32 array, kept up to date between calls."""

    __slots__ = ("_write", "_buf")

    def __init__(self, game: Game, player: int) -> None:
        self._buf = np.zeros(game.observation_size, np.float32)
        # Writes go through a memoryview: one item at a time, it is twice as fast as numpy's.
        self._write = observer_factory(game)(game, player, memoryview(self._buf)).write

    def observe(self, state: State, to_move: tuple[int, ...] | None = None) -> np.ndarray:
        """The seat's observation of ``state`` (a new array: callers may keep it).

        ``to_move`` is ``state.to_move`` when the caller has it already. The adapters call
        this method by name: calling the ``Observer`` itself costs more.
        """
        self._write(state, to_move)
        return self._buf.copy()

    __call__ = observe

    def update(self, state: State, to_move: tuple[int, ...] | None = None) -> np.ndarray:
        """The seat's observation of ``state`` in the observer's own buffer, not a copy: the
        next call changes it (OpenSpiel's observers copy it into their own tensor)."""
        self._write(state, to_move)
        return self._buf


class ListObserver:
    """One seat's observation as a list of floats (OpenSpiel's tensors), kept the same way."""

    __slots__ = ("_write", "_buf")

    def __init__(self, game: Game, player: int) -> None:
        self._buf = [0.0] * game.observation_size
        self._write = observer_factory(game)(game, player, self._buf).write

    def observe(self, state: State, to_move: tuple[int, ...] | None = None) -> list[float]:
        """The seat's observation of ``state`` (a new list: callers may keep it)."""
        self._write(state, to_move)
        return self._buf[:]

    __call__ = observe


# numpy's names, looked up once: a mask is made every step
_frombuffer = np.frombuffer
_INT8 = np.dtype(np.int8)


def mask_array(ids: Collection[int], size: int) -> np.ndarray:
    """An int8 vector of ``size`` with 1 at each of ``ids``."""
    mask = bytearray(size)
    for i in ids:
        mask[i] = 1
    return _frombuffer(mask, _INT8)
