"""Small statistics for simulation reports: intervals and distributions."""

from __future__ import annotations

import math
from statistics import NormalDist, fmean, quantiles, stdev

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (sound near 0 and 1, unlike p +- 2se); another
    confidence with ``z`` (see z_for)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z**2 / n
    centre = (p + z**2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z**2 / (4 * n * n)) / denom
    # exact at the ends: none or all successes, where rounding would leave 3e-17 or 0.99...
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return (low, high)


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% normal-approximation interval."""
    mean = fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = Z95 * stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def spread(values: list[float]) -> dict[str, float]:
    """Min, quartiles and max: how a score or a game length is distributed."""
    if len(values) < 2:
        only = values[0] if values else float("nan")
        return {"min": only, "q1": only, "median": only, "q3": only, "max": only}
    q1, median, q3 = quantiles(values, n=4, method="inclusive")
    return {"min": min(values), "q1": q1, "median": median, "q3": q3, "max": max(values)}


def _two_sided_p(z: float) -> float:
    return math.erfc(abs(z) / math.sqrt(2))


def two_proportions_p(a: float, n_a: int, b: float, n_b: int) -> float:
    """Two-sided p-value that two proportions (a of n_a, b of n_b) differ only by chance: the
    pooled two-proportion z-test; 1.0 when either side is empty or nothing varies."""
    if n_a == 0 or n_b == 0:
        return 1.0
    pooled = (a + b) / (n_a + n_b)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n_a + 1 / n_b))
    return 1.0 if se == 0 else _two_sided_p((a / n_a - b / n_b) / se)


def two_means_p(a: list[float], b: list[float]) -> float:
    """Two-sided p-value that two means differ only by chance: Welch's test, with the normal
    law for its statistic (the report's samples hold hundreds of games)."""
    if len(a) < 2 or len(b) < 2:
        return 1.0
    se = math.sqrt(stdev(a) ** 2 / len(a) + stdev(b) ** 2 / len(b))
    return 1.0 if se == 0 else _two_sided_p((fmean(a) - fmean(b)) / se)


def z_for(confidence: float) -> float:
    """The normal quantile of a two-sided interval of this confidence (0.95 -> 1.96)."""
    return NormalDist().inv_cdf(0.5 + confidence / 2)
