"""Helpers of the network window tests: a server on a thread, a driver that plays a table window's person."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from thousand_qt.model.net_host import LocalHost
from thousand_qt.net.server import ServerConfig, TableServer

from ..model.net_seats import choose


def serve_in_thread(tmp_path, **config) -> LocalHost:
    """A TableServer (as ``thousand-qt serve`` runs it) on 127.0.0.1, a free port, on a thread."""
    server = LocalHost(tmp_path / "server", seed=3)
    server.server = TableServer(ServerConfig(data_dir=server.data_dir, seed=3, rate=10_000.0, burst=10_000,
                                             **config))
    server.start("127.0.0.1", 0)
    return server


class WindowDriver:
    """Plays a table window's person like a player would: a legal action when the window waits
    for one (through the window, as a panel or a card does), Next on each deal's summary."""

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
        if waiting and not win.queue.busy and win.model.legal():
            win.submit(choose(win.model))

    def stop(self) -> None:
        self.timer.stop()
