"""The arena's measurements of the strong player's decisions against real play.

    thousand-qt arena --calibrate 150 --b normal   # the open-hands discount (:mod:`calibration`)
    thousand-qt arena --levels 200 --b normal      # each contract level played out (:mod:`contract_levels`)
    thousand-qt arena --rollouts 1500 --b normal   # bid against pass, played out (:mod:`auction_rollouts`)

Each deals its own cards from ``--seed`` and prints its table; ``--jobs`` spreads the deals over
processes.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from typing import Any

from .auction_rollouts import BidRollout, collect_rollouts, rollouts_report
from .calibration import CANDIDATES, CalibrationDeal, collect_deal, fit_discount, log_likelihood, median_gaps
from .contract_levels import LevelDeal, collect_levels, levels_report
from .intervals import bootstrap_ci

# the arena's task runner: (function, tasks, jobs, label) -> results in task order
Mapper = Callable[[Callable[[Any], Any], Sequence[Any], int, str], list[Any]]


def _calibration_task(args: tuple[int, int, str, str]) -> CalibrationDeal | None:
    seed, k, defence, preset = args
    return collect_deal(seed, k, defence, preset)


def _levels_task(args: tuple[int, int, str, str]) -> LevelDeal | None:
    seed, k, defence, preset = args
    return collect_levels(seed, k, defence, preset)


def _rollouts_task(args: tuple[int, int, str, str]) -> list[BidRollout]:
    seed, k, level, preset = args
    return collect_rollouts(seed, k, level, preset)


def calibrate(opts: argparse.Namespace, run: Mapper) -> None:
    """The open-hands discount measured against real play (:mod:`calibration`), B defending."""
    tasks = [(opts.seed, k, opts.b, opts.preset) for k in range(opts.calibrate)]
    deals = [d for d in run(_calibration_task, tasks, opts.jobs, "calibrate") if d is not None]
    print(f"calibration: strong declarers against {opts.b} defenders, preset {opts.preset}, "
          f"{len(deals)} contracts played of {len(tasks)} deals, seed {opts.seed}")
    if not deals:
        return
    gaps = median_gaps(deals)
    lo, hi = bootstrap_ci(gaps, random.Random(opts.seed))
    print(f"  real points less the samples' median {sum(gaps) / len(gaps):+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]")
    print("  discount  log-likelihood")
    for c in CANDIDATES:
        print(f"  {c:+8d}  {log_likelihood(deals, c):.4f}")
    print(f"  best discount {fit_discount(deals):+d}")


def levels(opts: argparse.Namespace, run: Mapper) -> None:
    """Each contract level around the strong declarer's choice played out, B defending."""
    tasks = [(opts.seed, k, opts.b, opts.preset) for k in range(opts.levels)]
    deals = [d for d in run(_levels_task, tasks, opts.jobs, "levels") if d is not None]
    print(f"contract levels: strong declarers against {opts.b} defenders, preset {opts.preset}, "
          f"{len(deals)} contracts of {len(tasks)} deals, seed {opts.seed}")
    print("\n".join(levels_report(deals, opts.seed)))


def rollouts(opts: argparse.Namespace, run: Mapper) -> None:
    """Bid against pass at the strong bidder's decisions, played out, with two B opponents."""
    tasks = [(opts.seed, k, opts.b, opts.preset) for k in range(opts.rollouts)]
    decisions = [d for ds in run(_rollouts_task, tasks, opts.jobs, "rollouts") for d in ds]
    print(f"auction rollouts: one strong bidder against two {opts.b}, preset {opts.preset}, "
          f"{len(decisions)} decisions in {len(tasks)} deals, seed {opts.seed} "
          f"(the value: the strong seat's change less its opponents' mean)")
    print("\n".join(rollouts_report(decisions, opts.seed)))


__all__ = ["Mapper", "calibrate", "levels", "rollouts"]
