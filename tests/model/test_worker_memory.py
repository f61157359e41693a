"""The computer players' tasks are freed once they have answered, and with them the seat views
they were asked about (a whole game's worth stayed alive before)."""

from __future__ import annotations

import gc

from thousand_qt.engine import RuleSet, SeatView
from thousand_qt.engine.record import PlayerInfo

from .helpers import PassingPlayer


def live(kind: type) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def test_answered_tasks_keep_no_seat_view_alive(make_model, qtbot) -> None:
    model = make_model(auto_next_deal=True, player_factory=PassingPlayer)
    players = [PlayerInfo(name, "computer", "easy") for name in ("Фёдор", "Маша", "Петя")]
    before = live(SeatView)
    model.new_game(RuleSet(), players, seed=2)
    qtbot.waitUntil(lambda: len(model.game.results) >= 3, timeout=20_000)
    model.set_paused(True)
    assert model.shutdown(5000)
    asked = sum(len(d.actions) for d in model.game.deal_records)
    assert asked >= 30
    assert live(SeatView) - before <= 2          # at most the one being answered, and its copy
