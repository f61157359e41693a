"""What the contract decision's sampled shares mean in real play, level by level.

At the contract decision of a strong declarer (after an auction of three strong bidders) this
takes the sampled reach exactly as the decision computes it (same samples, same node budget),
then plays the deal out from there once for each contract level in a window around the one
chosen, the declarer strong and the defence of the level named. Each level gives one pair:
the share of samples that reach it, and whether the real declarer made it. Those pairs are
what a calibration of the shares is fitted to; they answer the question the samples cannot,
how often a contract the open-handed defenders would break is made against real ones.

    thousand-qt arena --levels 80 --b normal --seed 1
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from thousand_qt.ai.driver import finish_deal
from thousand_qt.ai.expectation import best_contract, made_in
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import NODE_BUDGET, StrongPlayer
from thousand_qt.engine import Phase
from thousand_qt.engine.actions import Contract

from .calibration import measuring_deal
from .intervals import bootstrap_ci, wilson

LEVEL_STEP = 10   # the levels played out: every 10 points ...
LEVELS_BELOW = 1  # ... from one step below the contract chosen ...
LEVELS_ABOVE = 4  # ... to four steps above it, within the legal contracts
SHARE_BINS = ((0.0, 0.0), (1e-9, 0.2), (0.2, 0.4), (0.4, 0.6), (0.6, 0.8), (0.8, 0.9999), (1.0, 1.0))


@dataclass(frozen=True)
class LevelOutcome:
    """One contract level of one deal: ``made_in`` of ``samples`` sampled deals reach it, and
    the real declarer, playing for it, ``made`` it or not."""

    amount: int
    made_in: int
    samples: int
    made: bool


@dataclass(frozen=True)
class LevelDeal:
    """One contract decision: the lowest contract, the one the samples chose, and its levels."""

    bid: int
    chosen: int
    outcomes: tuple[LevelOutcome, ...]


def collect_levels(seed: int, k: int, defence: str, preset: str = "classic",
                   node_budget: int = NODE_BUDGET) -> LevelDeal | None:
    """Deal ``k`` of ``seed`` as described above (None: redealt or no contract decision)."""
    game, bidders = measuring_deal(seed, k, preset, node_budget)
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = game.to_act
        assert seat is not None and game.deal is not None  # a deal in progress has a seat to act
        view = game.view_for(seat)
        amounts = sorted(a.amount for a in view.legal_actions if isinstance(a, Contract))
        if amounts:
            break
        action = bidders[seat].choose(view)
        if action is None:
            raise RuntimeError(f"the player of seat {seat} gave no action on its turn")
        game.apply(action)
    else:
        return None
    declarer = seat
    gauge = StrongPlayer(seed * 1000 + 10 * k + declarer, node_budget)
    samples = gauge._contract_samples(view, random.Random(f"{seed}-{k}"), amounts)
    if samples is None:
        return None
    reach = [s.reach for s in samples]
    chosen = best_contract(reach, amounts).amount
    lo, hi = chosen - LEVELS_BELOW * LEVEL_STEP, chosen + LEVELS_ABOVE * LEVEL_STEP
    levels = [a for a in amounts if lo <= a <= hi and (a - chosen) % LEVEL_STEP == 0]
    outcomes = []
    for amount in levels:
        trial = game.copy()
        trial.apply(Contract(declarer, amount))
        players = [StrongPlayer(seed * 1000 + 10 * k + s, node_budget) if s == declarer
                   else make_player(defence, seed * 1000 + 10 * k + 5 + s) for s in range(3)]
        result = finish_deal(trial, players)
        outcomes.append(LevelOutcome(amount, made_in(reach, amount), len(reach),
                                     result.points[declarer] >= amount and not result.conceded))
    return LevelDeal(amounts[0], chosen, tuple(outcomes))


def smoothed_logit(made: int, samples: int) -> float:
    """The log-odds of a sampled share, smoothed by half a sample (never infinite)."""
    p = (made + 0.5) / (samples + 1)
    return math.log(p / (1 - p))


def fit_logistic(points: Sequence[tuple[float, bool]], steps: int = 200) -> tuple[float, float]:
    """(a, b) of P(made) = 1 / (1 + exp(-(a + b x))) by maximum likelihood (Newton's method)."""
    a, b = 0.0, 0.0
    for _ in range(steps):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in points:
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, a + b * x))))
            r = (1.0 if y else 0.0) - p
            w = p * (1 - p)
            ga, gb = ga + r, gb + r * x
            haa, hab, hbb = haa + w, hab + w * x, hbb + w * x * x
        det = haa * hbb - hab * hab
        if det <= 1e-12:
            break
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        scale = min(1.0, 2.0 / max(abs(da), abs(db), 1e-12))  # damped: a separable sample diverges
        da, db = da * scale, db * scale
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-9:
            break
    return a, b


def outcome_points(deals: Iterable[LevelDeal]) -> list[tuple[float, bool]]:
    """Every level of every deal as (smoothed log-odds of its sampled share, made)."""
    return [(smoothed_logit(o.made_in, o.samples), o.made) for d in deals for o in d.outcomes]


def _score(o: LevelOutcome) -> int:
    return o.amount if o.made else -o.amount


def levels_report(deals: Sequence[LevelDeal], seed: int) -> list[str]:
    """The real make-rate by sampled share (and the logistic calibration fitted to it), what
    contracting a step away from the choice would have scored (a bootstrap 95 % CI), and the
    best level in hindsight for scale."""
    lines = []
    pairs = [(o.made_in / o.samples, o.made) for d in deals for o in d.outcomes]
    for lo, hi in SHARE_BINS:
        made = [y for s, y in pairs if lo <= s <= hi]
        if made:
            a, b = wilson(sum(made), len(made))
            lines.append(f"  samples make it {lo:.2f}-{hi:.2f}: made in play {sum(made)}/{len(made)} = "
                         f"{sum(made) / len(made):.3f} [{a:.3f}, {b:.3f}]")
    for delta in range(-LEVELS_BELOW * LEVEL_STEP, (LEVELS_ABOVE + 1) * LEVEL_STEP, LEVEL_STEP):
        if delta == 0:
            continue
        diffs: list[float] = []
        for d in deals:
            by = {o.amount - d.chosen: o for o in d.outcomes}
            if delta in by and 0 in by:
                diffs.append(_score(by[delta]) - _score(by[0]))
        if len(diffs) > 1:
            a, b = bootstrap_ci(diffs, random.Random(seed))
            lines.append(f"  always {delta:+d} on the choice: {sum(diffs) / len(diffs):+.2f} per contract "
                         f"95% CI [{a:+.2f}, {b:+.2f}] ({len(diffs)} contracts)")
    points = outcome_points(deals)
    if len(points) > 1:
        a, b = fit_logistic(points)
        lines.append(f"  fitted: P(made in play) = 1 / (1 + exp(-({a:+.3f} {b:+.3f} x logit(share))))")
    gains = [max(_score(o) for o in d.outcomes) - _score(next(o for o in d.outcomes if o.amount == d.chosen))
             for d in deals]
    if gains:
        lines.append(f"  the best level in hindsight: {sum(gains) / len(gains):+.2f} per contract")
    return lines


__all__ = ["LEVELS_ABOVE", "LEVELS_BELOW", "LEVEL_STEP", "LevelDeal", "LevelOutcome", "collect_levels",
           "fit_logistic", "levels_report", "outcome_points", "smoothed_logit"]
