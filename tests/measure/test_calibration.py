"""The calibration of the open-hands discount: the fit on known data, and one measured deal."""

from __future__ import annotations

import pytest

from thousand_qt.measure.ai.calibration import CalibrationDeal, collect_deal, fit_discount, log_likelihood, median_gaps


def test_the_fit_finds_a_known_shift():
    # every sample says `base`, and real play takes 10 more: a discount of -10 predicts it exactly
    deals = [CalibrationDeal(100, (base,) * 4, base + 10) for base in range(105, 200, 5)]
    assert fit_discount(deals) == -10
    assert log_likelihood(deals, -10) > log_likelihood(deals, -5) > log_likelihood(deals, 0)
    assert log_likelihood(deals, -10) > log_likelihood(deals, -15)


def test_the_fit_takes_the_smaller_discount_on_a_tie():
    # nothing in reach of the contracts fitted: every candidate alike
    deals = [CalibrationDeal(100, (10, 20), 0)]
    assert fit_discount(deals, candidates=(5, -5, 0)) == -5


def test_median_gaps():
    deals = [CalibrationDeal(100, (100, 120, 140), 150), CalibrationDeal(100, (90, 110), 95)]
    assert median_gaps(deals) == [30, -5]


def test_no_deals_no_fit():
    with pytest.raises(ValueError):
        fit_discount([])


def test_one_deal_is_measured_and_the_same_for_a_seed():
    first = collect_deal(1, 0, "normal", node_budget=15_000)
    # four sampled deals solved to the end, then the real deal played out: 131 points taken
    assert first == CalibrationDeal(100, (134, 132, 137, 151), 131)
    assert collect_deal(1, 0, "normal", node_budget=15_000) == first
