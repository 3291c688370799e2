"""Observations and action masks as the numpy arrays every adapter hands out.

Both are filled from sparse data (the nonzero entries of :class:`Features`, the legal ids), so
a step costs the few entries that are set, not the thousand-odd zeros of a vector.
"""

from __future__ import annotations

from collections.abc import Collection

import numpy as np

from tabletop.engine.encoding import Features


def observation_array(features: Features) -> np.ndarray:
    """The dense float32 vector of ``features`` (a new array: callers may keep it)."""
    out = np.zeros(features.size, np.float32)
    fill(out, features)
    return out


def fill(out: np.ndarray, features: Features) -> None:
    """Write the nonzero entries of ``features`` into the zeroed vector ``out``."""
    n, ones = len(features.index), features.ones
    index = np.fromiter(features.index, np.intp, n)
    out[index[:ones]] = 1.0
    if n > ones:
        out[index[ones:]] = np.fromiter(features.value[ones:], np.float32, n - ones)


def mask_array(ids: Collection[int], size: int) -> np.ndarray:
    """An int8 vector of ``size`` with 1 at each of ``ids``."""
    out = np.zeros(size, np.int8)
    out[np.fromiter(ids, np.intp, len(ids))] = 1
    return out
