"""``thousand-qt bench solver``: the open-hands solver's nodes and CPU time on a fixed workload.

The workload is the auction's: for each of ``deals`` shuffles, three sampled talons and
opponents' hands for the first bidder, who keeps its best ten cards; the solver finds the
highest contract on the grid of 10 that the declarer makes, with the bidder as declarer and
with the next seat as declarer. The checksum (the sum of those contracts) must not change when
the solver gets faster.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from thousand_qt.ai.simbid import GRID, declarer_hands
from thousand_qt.ai.solver import Solver
from thousand_qt.engine import PRESETS, Game
from thousand_qt.engine.cards import DECK


@dataclass(frozen=True)
class SolverBench:
    """What one run of the workload took."""

    positions: int
    nodes: int
    cpu_seconds: float
    checksum: int


def bench_solver(deals: int = 12, seed: int = 1, preset: str = "classic") -> SolverBench:
    """Solve the workload (see the module's docstring) once, without a node limit."""
    rules = PRESETS[preset]
    mvals = rules.marriage_values.in_suit_order()
    cases: list[list[int]] = []
    for k in range(seed, seed + deals):
        game = Game(rules, 3, 0)
        game.start_deal(seed=k)
        bidder = game.to_act
        assert bidder is not None   # a fresh deal's first bidder
        hand = list(game.view_for(bidder).hand)
        unseen = [c for c in DECK if c not in set(hand)]
        rng = random.Random(k)
        for _ in range(3):
            rng.shuffle(unseen)
            cases.append(declarer_hands(hand, unseen[:3], unseen[3:10], unseen[10:17], rules)[1])
    nodes = checksum = 0
    start = time.process_time()
    for hands in cases:
        for declarer in (0, 1):
            solver = Solver(3, declarer, mvals, rules.marriage_needs_trick, rules.must_overtake, 10**9)
            top = 0
            for amount in range(60 if declarer else 100, 260, GRID):
                if not solver.reaches(hands, 0, -1, 0, amount):
                    break
                top = amount
            nodes += solver.nodes
            checksum += top
    return SolverBench(2 * len(cases), nodes, time.process_time() - start, checksum)


def run(seed: int) -> int:
    """Print the figures of :func:`bench_solver`; exit status 0."""
    r = bench_solver(seed=seed)
    print(f"solver (classic, one core): {r.positions} positions, {r.nodes} nodes in {r.cpu_seconds:.2f} s CPU "
          f"= {r.nodes / max(r.cpu_seconds, 1e-9) / 1000:.0f}k nodes/s, checksum {r.checksum}")
    return 0


__all__ = ["SolverBench", "bench_solver", "run"]
