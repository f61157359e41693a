"""``thousand-qt bench engine``: random legal deals per second through the public API.

``thousand-qt bench gui`` (memory and idle CPU of the game window) lives in :mod:`view.gui_bench`,
``thousand-qt bench memory`` (resident memory over rounds of play, review and dialogs) in
:mod:`view.memory_bench`,
``thousand-qt bench analysis`` (the time to analyse a whole game) in :mod:`analysis_bench`,
``thousand-qt bench solver`` (the open-hands solver's nodes and speed) in :mod:`ai.solver_bench`,
``thousand-qt bench net`` (network play: latency and memory of a ``serve`` process) in :mod:`net.bench`.
"""

from __future__ import annotations

import argparse
import random
import shlex
import time
from typing import Any

from thousand_qt.engine import PRESETS, Game, Phase


def bench_engine(seconds: float = 5.0, seed: int = 1, preset: str = "classic") -> dict[str, Any]:
    """Play random legal games for ``seconds``; deals, actions and games per second."""
    rng = random.Random(seed)
    rules = PRESETS[preset]
    deals = actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(rules, 3, rng.randrange(3))
        while not game.finished and time.perf_counter() - start < seconds:
            game.start_deal(rng=rng)
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
                game.apply(rng.choice(game.legal_actions()))
                actions += 1
            deals += 1
        games += game.finished
    elapsed = time.perf_counter() - start
    return {"deals_per_s": deals / elapsed, "actions_per_s": actions / elapsed,
            "games_per_s": games / elapsed, "deals": deals, "seconds": elapsed}


def run(args: argparse.Namespace) -> int:
    """``thousand-qt bench engine|gui|memory|analysis|solver|net``: print the figures; exit status 0."""
    if args.what == "memory":
        from .view.memory_bench import run as run_memory

        return run_memory(rounds=args.rounds, seed=args.seed)
    if args.what == "gui":
        from .view.gui_bench import run as run_gui

        return run_gui(seed=args.seed)
    if args.what == "analysis":
        from .analysis_bench import run_bench

        return run_bench(args.seed)
    if args.what == "net":
        from .net.bench import run as run_net

        return run_net(args.tables, args.seconds, think=args.think, computer_tables=args.computer_tables,
                       computer_level=args.computer_level, serve_args=shlex.split(args.serve_args))
    if args.what == "solver":
        from .ai.solver_bench import run as run_solver

        return run_solver(args.seed)
    r = bench_engine(args.seconds, args.seed, args.preset)
    print(f"engine ({args.preset}, one core): {r['deals_per_s']:.0f} random deals/s, "
          f"{r['actions_per_s']:.0f} actions/s, {r['games_per_s']:.1f} full games/s "
          f"({r['deals']} deals in {r['seconds']:.1f} s)")
    return 0
