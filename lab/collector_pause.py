"""What pausing Python's cyclic garbage collector during a decision buys the strong player.

    PYTHONPATH=. python lab/collector_pause.py [DEALS] [NODE_BUDGET] [ROUNDS]

Three strong players (fixed seeds, a fixed node budget) play the same classic deals with the
collector paused for each decision, as ``Player.choose`` did, and left on, alternating the two
``ROUNDS`` times to share the machine's load fairly. The search is a function of the seed and
the budget, so both play the same decisions over the same nodes (checked: the actions must be
equal); what differs is the CPU time, and the time spent inside the collector
(``gc.callbacks``, elapsed time) and its longest pass.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager

from thousand_qt.ai import player as player_module
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import PRESETS, Game, Phase


@contextlib.contextmanager
def collector_left_on() -> Iterator[None]:
    yield


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


Run = tuple[list[str], float, float, int, float]


def play(deals: int, budget: int, pause: Callable[[], AbstractContextManager[None]]) -> Run:
    """The actions, the CPU seconds of the decisions, the seconds inside the collector, its
    passes and the longest pass."""
    player_module.collector_paused = pause      # what Player.choose wraps each decision in
    in_gc = [0.0, 0.0, 0.0]
    passes = [0]

    def watch(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            in_gc[1] = time.perf_counter()
        else:
            took = time.perf_counter() - in_gc[1]
            in_gc[0] += took
            in_gc[2] = max(in_gc[2], took)
            passes[0] += 1

    actions: list[str] = []
    cpu = 0.0
    gc.collect()
    gc.callbacks.append(watch)
    try:
        for seed in range(1, deals + 1):
            game = Game(PRESETS["classic"], 3, seed % 3)
            players = [StrongPlayer(seed * 3 + s, node_budget=budget) for s in range(3)]
            game.start_deal(seed=seed)
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
                seat = game.to_act
                assert seat is not None
                start = time.process_time()
                action = players[seat].choose(game.view_for(seat))
                cpu += time.process_time() - start
                assert action is not None
                actions.append(str(action))
                game.apply(action)
    finally:
        gc.callbacks.remove(watch)
    return actions, cpu, in_gc[0], passes[0], in_gc[2]


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    budget = int(sys.argv[2]) if len(sys.argv) > 2 else 50_000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    totals = {"paused": [0.0, 0.0, 0, 0.0], "on": [0.0, 0.0, 0, 0.0]}
    reference: list[str] | None = None
    for _ in range(rounds):
        for name, pause in (("paused", collector_paused), ("on", collector_left_on)):
            actions, cpu, in_gc, passes, longest = play(deals, budget, pause)
            assert reference is None or actions == reference, "the two ways played different decisions"
            reference = actions
            totals[name][0] += cpu
            totals[name][1] += in_gc
            totals[name][2] += passes
            totals[name][3] = max(totals[name][3], longest)
    print(f"{deals} classic deals of three strong players, node budget {budget}, {len(reference or [])} "
          f"decisions, {rounds} rounds each, alternating:")
    for name, (cpu, in_gc, passes, longest) in totals.items():
        print(f"  collector {name:6}: {cpu:.2f} s CPU, {in_gc:.2f} s inside the collector in {passes} passes "
              f"(the longest {longest * 1000:.1f} ms)")
    paused, on = totals["paused"][0], totals["on"][0]
    print(f"  left on / paused: {on / paused:.3f}")


if __name__ == "__main__":
    main()
