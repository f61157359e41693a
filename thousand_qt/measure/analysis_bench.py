"""``thousand-qt bench analysis``: a whole three-player game of the rules-of-thumb players, and
the time the analysis of one seat takes (docs/review.md, README "Benchmarks")."""

from __future__ import annotations

import time

from thousand_qt.ai.driver import play_game
from thousand_qt.ai.levels import make_player
from thousand_qt.analysis import analyse_game
from thousand_qt.analysis.estimate import SAMPLES
from thousand_qt.engine import PRESETS, Game
from thousand_qt.engine.record import GameRecord, PlayerInfo, record_from_game, replay


def bench_game(seed: int) -> GameRecord:
    """A whole three-player game (classic rules) of the rules-of-thumb players, from ``seed``."""
    game = Game(PRESETS["classic"], 3, seed % 3)
    play_game(game, [make_player("normal", seed * 3 + s) for s in range(3)], seed=seed)
    return record_from_game(game, [PlayerInfo(f"Player {s + 1}", "computer", "normal") for s in range(3)])


def run_bench(seed: int, samples: int = SAMPLES) -> int:
    """``thousand-qt bench analysis``: time the analysis of seat 0 in a generated whole game."""
    record = bench_game(seed)
    cpu, wall = time.process_time(), time.perf_counter()
    analysis = analyse_game(record, 0, seed=seed, samples=samples)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    played = sum(1 for r in replay_results(record) if not r)
    print(f"analysis (one seat of a 3-player game, {len(record.deals)} deals, {played} played, "
          f"{len(analysis.judgements)} decisions): {cpu:.1f} s CPU ({wall:.1f} s elapsed), "
          f"seed {seed}, batches of {samples} sampled deals")
    return 0


def replay_results(record: GameRecord) -> list[bool]:
    """For each deal of ``record``: True if it was a redeal."""
    return [r.redeal for r in replay(record).results]
