"""The turn clock shown to every seat: a table with a clock tells each seat its length, and each
window's dock shows whose turn the clock runs for and the seconds left, counting down; a seat a
computer plays for once the clock ran out shows none, and the next person's clock shows on the
others' windows too. A table hosted in one window (127.0.0.1) and joined from another, nobody
acting; at the instant and the default animation speed."""

from __future__ import annotations

import pytest

from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import JOIN_MS
from .net_windows import host_and_join


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_every_seat_sees_the_clock_of_the_seat_on_turn(qtbot, tmp_path, speed) -> None:
    host, (_home_a, win_a), (_home_b, win_b) = host_and_join(qtbot, tmp_path, speed=speed, turn_seconds=2,
                                                             takeover_level="easy")
    try:
        dock_a, dock_b = win_a.net_dock, win_b.net_dock
        assert win_b.model.table.turn_seconds == 2                       # the guest is told its length
        assert "Turn clock: 2 s a move." in dock_a.rules.text() and "Turn clock: 2 s a move." in dock_b.rules.text()
        assert dock_a.clock.seat() is None and not dock_a.clock_line.isVisible()     # no game yet: no clock
        dock_a.ready.click()
        dock_b.ready.click()
        # the computer at seat 2 bids first, then Anna: both windows count her time
        qtbot.waitUntil(lambda: dock_a.clock.seat() == 0 and dock_b.clock.seat() == 0, timeout=JOIN_MS)
        assert dock_a.clock_line.text().startswith("Your move:") and dock_a.clock_line.isVisible()
        assert dock_b.clock_line.text().startswith("Anna to move:") and dock_b.clock_line.isVisible()
        assert dock_b.clock.seconds_left() in (1, 2)
        qtbot.waitUntil(lambda: dock_b.clock_line.text() == "Anna to move: 1 s left on the clock.", timeout=JOIN_MS)
        # Anna sits on it: a computer plays for her, then Boris's time runs, on both windows
        qtbot.waitUntil(lambda: dock_a.clock.seat() == 1 and dock_b.clock.seat() == 1, timeout=JOIN_MS)
        assert win_b.model.table.seats[0].status == "computer"
        assert dock_b.clock_line.text().startswith("Your move:")
        assert dock_a.clock_line.text().startswith("Boris to move:")
        # Boris sits on it too: no clock runs for a seat a computer plays, his own window's included
        qtbot.waitUntil(lambda: win_a.model.table.seats[1].status == "computer", timeout=JOIN_MS)
        qtbot.waitUntil(lambda: dock_b.clock.seat() is None and not dock_b.clock_line.isVisible(), timeout=JOIN_MS)
        counts, clocked = [], []
        win_b.model.link.received.connect(lambda got: counts.append(got.count))
        dock_b.clock.changed.connect(lambda: clocked.append(dock_b.clock.seat()))
        start = counts[-1] if counts else 0
        qtbot.waitUntil(lambda: bool(counts) and counts[-1] >= start + 9, timeout=JOIN_MS)   # three rounds more
        assert [seat for seat in clocked if seat is not None] == [] and dock_a.clock.seat() is None
    finally:
        win_a.close()
        win_b.close()
        host.stop()
