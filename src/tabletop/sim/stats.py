"""Small statistics for simulation reports: intervals and distributions."""

from __future__ import annotations

import math
from statistics import fmean, quantiles, stdev

Z95 = 1.959963984540054


def wilson(successes: float, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (sound near 0 and 1, unlike p +- 2se)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
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
