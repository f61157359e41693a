"""The arena's 95 % intervals against values worked out by hand (not by the code under test)."""

from __future__ import annotations

import random

import pytest

from thousand_qt.measure.ai.arena import bootstrap_ci, percentile, wilson


@pytest.mark.parametrize("k, n, low, high", [
    (50, 100, 0.4038, 0.5962),   # p = 0.5: mid 0.5, half-width 1.96·√(0.0025 + 0.000096)/1.0384
    (0, 10, 0.0, 0.2775),        # none of 10: 3.8416 / 13.8416
    (10, 10, 0.7225, 1.0),
    (1, 4, 0.0456, 0.6994),
])
def test_wilson_matches_the_worked_values(k: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson(k, n)
    assert lo == pytest.approx(low, abs=5e-4) and hi == pytest.approx(high, abs=5e-4)


def test_wilson_of_nothing_is_not_a_number() -> None:
    lo, hi = wilson(0, 0)
    assert lo != lo and hi != hi


def test_the_bootstrap_of_a_constant_is_that_constant() -> None:
    assert bootstrap_ci([3.0] * 7, random.Random(1)) == (3.0, 3.0)


def test_the_bootstrap_of_plus_and_minus_one_is_two_standard_errors_wide() -> None:
    """400 values, half +1 and half −1: mean 0, standard error 1/√400 = 0.05, so the 95 %
    interval is about ±1.96 · 0.05 = ±0.098."""
    values = [1.0, -1.0] * 200
    lo, hi = bootstrap_ci(values, random.Random(7))
    assert lo == pytest.approx(-0.098, abs=0.012) and hi == pytest.approx(0.098, abs=0.012)


def test_percentile_picks_the_sorted_value_at_the_share() -> None:
    values = [float(v) for v in range(100, 0, -1)]     # 100 down to 1
    assert percentile(values, 0.5) == 51.0 and percentile(values, 0.99) == 100.0
    assert percentile(values, 0.0) == 1.0
