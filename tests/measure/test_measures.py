"""The arena's measurements of the strong player against real play: contract levels played
out, bid against pass played out, and the logistic fit of the samples' shares."""

from __future__ import annotations

import argparse
import math
import random

import pytest

from thousand_qt.measure.ai import measures
from thousand_qt.measure.ai.auction_rollouts import BidRollout, collect_rollouts, rollouts_report
from thousand_qt.measure.ai.contract_levels import (
    LEVEL_STEP,
    LevelDeal,
    LevelOutcome,
    collect_levels,
    fit_logistic,
    levels_report,
    outcome_points,
    smoothed_logit,
)

BUDGET = 5_000  # solver nodes per decision: small, the measures' plumbing is what is tested


def test_smoothed_logit_is_finite_and_symmetric():
    assert math.isfinite(smoothed_logit(0, 10)) and math.isfinite(smoothed_logit(10, 10))
    assert smoothed_logit(3, 10) == pytest.approx(-smoothed_logit(7, 10))
    assert smoothed_logit(5, 10) == pytest.approx(0.0)


def test_fit_logistic_recovers_known_parameters():
    rng = random.Random(4)
    a, b = 0.8, 1.5
    points = []
    for _ in range(6000):
        x = rng.uniform(-3, 3)
        points.append((x, rng.random() < 1 / (1 + math.exp(-(a + b * x)))))
    fa, fb = fit_logistic(points)
    assert fa == pytest.approx(a, abs=0.15) and fb == pytest.approx(b, abs=0.15)


def test_fit_logistic_stays_finite_on_a_separable_sample():
    fa, fb = fit_logistic([(-1.0, False), (-0.5, False), (0.5, True), (1.0, True)])
    assert math.isfinite(fa) and math.isfinite(fb) and fb > 0


def _deal(chosen: int, made: dict[int, bool], share: dict[int, int]) -> LevelDeal:
    return LevelDeal(100, chosen, tuple(LevelOutcome(a, share[a], 10, made[a]) for a in sorted(made)))


def test_levels_report_scores_each_step_against_the_choice():
    deals = [_deal(120, {110: True, 120: True, 130: False}, {110: 9, 120: 8, 130: 3}),
             _deal(120, {110: True, 120: True, 130: True}, {110: 10, 120: 7, 130: 4})]
    assert len(outcome_points(deals)) == 6
    text = "\n".join(levels_report(deals, 1))
    # +10: (-130 - 120) and (130 - 120) -> -120 per contract; -10: 110 - 120 twice -> -10
    assert f"always +{LEVEL_STEP} on the choice: -120.00" in text
    assert f"always -{LEVEL_STEP} on the choice: -10.00" in text
    assert "best level in hindsight: +5.00" in text
    assert "fitted: P(made in play)" in text


def test_collect_levels_plays_each_level_from_the_same_decision():
    first = collect_levels(1, 0, "normal", node_budget=BUDGET)
    again = collect_levels(1, 0, "normal", node_budget=BUDGET)
    assert first == again and first is not None
    amounts = [o.amount for o in first.outcomes]
    assert first.chosen in amounts and amounts == sorted(amounts)
    assert all((a - first.chosen) % LEVEL_STEP == 0 and a >= first.bid for a in amounts)
    # a share of the samples can only fall as the contract rises
    shares = [o.made_in for o in first.outcomes]
    assert shares == sorted(shares, reverse=True)


def test_rollouts_measure_bid_against_pass():
    decisions = [d for k in range(2) for d in collect_rollouts(1, k, "normal", node_budget=BUDGET)]
    assert decisions and decisions == [d for k in range(2) for d in collect_rollouts(1, k, "normal",
                                                                                      node_budget=BUDGET)]
    assert all(0.0 <= d.share <= 1.0 and d.amount >= 100 for d in decisions)


def test_rollouts_report_by_share_and_contest():
    ds = [BidRollout(105, (100, 120), False, 10.0, 0.0), BidRollout(105, (100, 90), False, -20.0, 0.0),
          BidRollout(105, (90, 90), False, -40.0, 0.0), BidRollout(120, (130, 140), True, 5.0, 1.0)]
    text = "\n".join(rollouts_report(ds, 1))
    assert "no opponent had bid: 3 decisions" in text
    assert "an opponent had bid: 1 decisions" in text
    assert "samples make it 0.00-0.20: n     2  bid - pass  -30.00" in text


def test_the_cli_reports_run_their_tasks_on_the_mapper(capsys):
    asked = []

    def run(fn, tasks, jobs, label):
        asked.append((label, len(tasks)))
        return []

    opts = argparse.Namespace(seed=1, b="normal", preset="classic", jobs=1, levels=3, rollouts=4, calibrate=0)
    measures.rollouts(opts, run)
    measures.levels(opts, run)
    assert asked == [("rollouts", 4), ("levels", 3)]
    out = capsys.readouterr().out
    assert "0 decisions in 4 deals" in out and "0 contracts of 3 deals" in out
