"""``thousand-qt analyse FILE --seat N``: judge a seat's decisions in a record and print the summary.

``thousand-qt bench analysis`` (:mod:`thousand_qt.measure.analysis_bench`) times the same analysis.
"""

from __future__ import annotations

import argparse
import sys
import time

from .analysis import AnalysisSummary, Flag, GameAnalysis, PhaseGroup, analyse_game
from .analysis.estimate import SAMPLES
from .engine.record import GameRecord, RecordError, load_record

EXIT_BAD = 2


def summary_text(analysis: GameAnalysis, record: GameRecord) -> str:
    """The per-game summary in plain English (deals and actions counted from 1)."""
    s: AnalysisSummary = analysis.summary()
    seat = analysis.seat
    lost = ", ".join(f"{g.value} {s.lost_in(g):.1f}" for g in PhaseGroup)
    flags = ", ".join(f"{s.count(f)} {f.value}{'' if s.count(f) == 1 else 's'}" for f in reversed(Flag))
    lines = [f"seat {seat} ({record.players[seat].name}): {s.decisions} decisions in {len(record.deals)} deals",
             f"points lost: {s.total_lost:.1f} ({lost}); {flags}"]
    if s.biggest:
        lines.append("biggest mistakes:")
        for j in s.biggest:
            flag = j.flag.value if j.flag is not None else ""
            lines.append(f"  deal {j.deal + 1}, action {j.step + 1}: {j.played} instead of {j.best}: "
                         f"{j.cost:.1f} points ({flag}, {j.samples} samples)")
    if s.deciding_deals:
        swings = ", ".join(f"deal {d.deal + 1} ({d.margin:+.1f})" for d in s.deciding_deals)
        lines.append(f"deciding deals: {swings}")
    return "\n".join(lines)


def _timed(record: GameRecord, seat: int, seed: int, samples: int) -> tuple[GameAnalysis, float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    analysis = analyse_game(record, seat, seed=seed, samples=samples)
    return analysis, time.process_time() - cpu, time.perf_counter() - wall


def run(args: argparse.Namespace) -> int:
    """``thousand-qt analyse``: print the summary and the time; exit 0, or 2 for a bad file."""
    try:
        record = load_record(args.file)
        if not 0 <= args.seat < len(record.players):
            raise RecordError(f"seat {args.seat} is not in this game of {len(record.players)} players "
                              f"(seats 0 to {len(record.players) - 1})")
        if args.samples is not None and args.samples < 1:
            raise RecordError("--samples must be at least 1")
        samples = SAMPLES if args.samples is None else args.samples
        analysis, cpu, wall = _timed(record, args.seat, args.seed, samples)
    except RecordError as err:
        print(f"thousand-qt analyse: {err}", file=sys.stderr)
        return EXIT_BAD
    print(summary_text(analysis, record))
    print(f"time: {cpu:.1f} s CPU ({wall:.1f} s elapsed), seed {args.seed}, batches of {samples} sampled deals")
    return 0
