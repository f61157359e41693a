"""The intervals and quantiles the arena reports: a bootstrap interval of a mean, Wilson's
interval of a proportion, and percentiles (of decision times).
"""

from __future__ import annotations

import math
import random

__all__ = ["bootstrap_ci", "percentile", "wilson"]


def bootstrap_ci(values: list[float], rng: random.Random, reps: int = 2000) -> tuple[float, float]:
    """The 95 % bootstrap interval of the mean of ``values`` (``reps`` resamples drawn with
    ``rng``); NaN for no values."""
    n = len(values)
    if n == 0:
        return (math.nan, math.nan)
    means = []
    for _ in range(reps):
        means.append(sum(values[rng.randrange(n)] for _ in range(n)) / n)
    means.sort()
    return means[int(0.025 * reps)], means[int(0.975 * reps) - 1]


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval of the proportion ``k`` of ``n`` (95 % with the default ``z``);
    NaN for ``n`` = 0."""
    if n == 0:
        return (math.nan, math.nan)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - half, mid + half


def percentile(values: list[float], q: float) -> float:
    """The value of ``values`` at the quantile ``q`` (0 to 1, nearest rank); NaN for no values."""
    if not values:
        return math.nan
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]
