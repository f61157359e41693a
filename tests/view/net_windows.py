"""Helpers of the network window tests: a server on a thread, a table hosted by one game window
and joined by another, a driver that plays a table window's person."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from thousand_qt.model.net.host import LocalHost
from thousand_qt.net.server import TableServer
from thousand_qt.net.server_config import ServerConfig
from thousand_qt.view.dialogs.host_table import HostSpec

from ..model.net_seats import JOIN_MS, choose
from .helpers import make_window


def serve_in_thread(tmp_path, **config) -> LocalHost:
    """A TableServer (as ``thousand-qt serve`` runs it) on 127.0.0.1, a free port, on a thread."""
    server = LocalHost(tmp_path / "server", seed=3)
    server.server = TableServer(ServerConfig(data_dir=server.data_dir, seed=3, rate=10_000.0, burst=10_000,
                                             **config))
    server.start("127.0.0.1", 0)
    return server


class WindowDriver:
    """Plays a table window's person like a player would: a legal action when the window waits
    for one (through the window, as a panel or a card does), Next on each deal's summary. A
    redeal offered after the contract it leaves to the test."""

    def __init__(self, win) -> None:
        self.win, self.summaries = win, 0
        self.timer = QTimer(win)
        self.timer.timeout.connect(self.step)
        self.timer.start(10)

    def step(self) -> None:
        win = self.win
        if win.summary is not None and win.summary.isVisible():
            self.summaries += 1
            win.summary.next_button.click()
            return
        waiting = win.input.mode != "idle" or any(p.isVisible() for p in win.panels)
        if waiting and not win.queue.busy and win.model.legal() and not win.redeal_panel.isVisible():
            win.submit(choose(win.model))

    def stop(self) -> None:
        self.timer.stop()


def spec(kinds: str = "hhc", **extra) -> HostSpec:
    seats = [{"kind": "human"} if k == "h" else {"kind": "computer", "name": f"Comp {i}", "level": "easy"}
             for i, k in enumerate(kinds)]
    return HostSpec("127.0.0.1", 0, "Anna", {"players": len(kinds), "seats": seats, **extra})


def host_and_join(qtbot, tmp_path, kinds: str = "hhc", speed: str = "instant", seed: int = 11, **extra):
    home_a, home_b = make_window(qtbot, speed), make_window(qtbot, speed)
    host = LocalHost(tmp_path / "tables", seed=seed, rate=10_000.0)
    model_a = home_a.net_play.host(spec(kinds, **extra), host=host)
    assert model_a is not None
    qtbot.waitUntil(lambda: home_a.net_play.table_window is not None, timeout=JOIN_MS)
    win_a = home_a.net_play.table_window
    assert not home_a.isVisible() and win_a.isVisible()
    home_b.net_play.join(f"ws://127.0.0.1:{host.port}", model_a.code, "Boris")
    qtbot.waitUntil(lambda: home_b.net_play.table_window is not None, timeout=JOIN_MS)
    win_b = home_b.net_play.table_window
    qtbot.waitUntil(lambda: model_a.table is not None and model_a.table.seats[1].status == "here", timeout=JOIN_MS)
    qtbot.waitUntil(lambda: win_b.model.table is not None, timeout=JOIN_MS)     # the guest has the table too
    return host, (home_a, win_a), (home_b, win_b)
