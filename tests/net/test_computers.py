"""Computer players decide in worker processes: the same choices as on a thread, off the loop."""

from __future__ import annotations

import json
import multiprocessing
import random
from pathlib import Path

import pytest

from thousand_qt.ai import make_player
from thousand_qt.engine import Game, Phase, SeatView
from thousand_qt.engine.actions import Action
from thousand_qt.engine.record import loads_record
from thousand_qt.net import computers
from thousand_qt.net.computers import Computers, decide
from thousand_qt.net.wire import view_to_wire

from .helpers import play_bots, run, serving, table_with_people


def _views(seed: int, count: int) -> list[SeatView]:
    """Views of the seat to act along a random game."""
    rng, game, views = random.Random(seed), Game(), []
    game.start_deal(seed=seed)
    while len(views) < count:
        if game.phase in (Phase.DEAL, Phase.GAME_OVER):
            game.start_deal(seed=seed + len(views))
            continue
        assert game.to_act is not None
        views.append(game.view_for(game.to_act))
        game.apply(rng.choice(game.legal_actions()))
    return views


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_worker_chooses_what_the_player_chooses(level: str) -> None:
    for i, view in enumerate(_views(3, 40)):
        text = json.dumps(view_to_wire(view))
        expected = make_player(level, i).choose(view)
        assert decide(level, i, text) == (None if expected is None else str(expected))


def test_decisions_go_to_worker_processes_and_stop_with_close() -> None:
    views = _views(5, 12)

    async def main() -> tuple[list[Action | None], bool, int]:
        pool = Computers(workers=1)
        answers = [await pool.choose(make_player("normal", 7), v) for v in views]
        alive = len(multiprocessing.active_children())
        in_processes = pool.in_processes
        await pool.close()
        return answers, in_processes, alive

    answers, in_processes, alive = run(main())
    assert in_processes and alive >= 1
    assert answers == [make_player("normal", 7).choose(v) for v in views]
    assert multiprocessing.active_children() == []


class _Wrapped:
    """A test's own chooser (not one of the levels): it can only decide on a thread."""

    seed = 1

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view: SeatView) -> Action | None:
        self.asked += 1
        return view.legal_actions[0]


def test_a_chooser_that_is_not_a_level_decides_on_a_thread() -> None:
    view = _views(1, 1)[0]
    wrapped = _Wrapped()

    async def main() -> Action | None:
        pool = Computers(workers=1)
        try:
            return await pool.choose(wrapped, view)
        finally:
            await pool.close()

    assert run(main()) == view.legal_actions[0]
    assert wrapped.asked == 1


def test_where_no_pool_can_start_the_decision_runs_on_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_processes(*_: str) -> object:
        raise OSError("no semaphores here")

    monkeypatch.setattr(computers.multiprocessing, "get_context", no_processes)
    view = _views(2, 1)[0]

    async def main() -> tuple[Action | None, bool]:
        pool = Computers(workers=2)
        answer = await pool.choose(make_player("easy", 4), view)
        await pool.close()
        return answer, pool.in_processes

    answer, in_processes = run(main())
    assert answer == make_player("easy", 4).choose(view)
    assert not in_processes


def test_a_table_plays_the_same_game_with_its_computer_in_a_process(tmp_path: Path) -> None:
    async def game(workers: int, where: Path) -> tuple[list[object], bool]:
        async with serving(where, computer_workers=workers) as server:
            _, clients = await table_with_people(server, "hc")
            await play_bots(clients)
            for c in clients:
                await c.close()
            in_processes = server.computers.in_processes
        record = loads_record(server.saved[0].read_text(encoding="utf-8"))
        return list(record.deals), in_processes

    async def both() -> tuple[tuple[list[object], bool], tuple[list[object], bool]]:
        return await game(1, tmp_path / "processes"), await game(0, tmp_path / "threads")

    (in_pool, used_pool), (on_threads, used_threads) = run(both(), 240)
    assert used_pool and not used_threads
    assert in_pool == on_threads
    assert multiprocessing.active_children() == []
