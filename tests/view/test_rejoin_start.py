"""The program started again after a crash at a network table it joined asks, first, whether to
go back to that table: Yes sits at the same seat again (the table's window opens), No forgets
the seat and plays on as usual. At the instant and the default animation speed."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtWidgets import QMessageBox

from thousand_qt.model.net.tickets import SeatTicket, latest_ticket, tickets_folder
from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import JOIN_MS, guest_at_play


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


def left_a_table(qtbot, tmp_path):
    """A table hosted here with Anna; Boris joined it, then his program died mid-deal."""
    host, anna, boris = guest_at_play(qtbot, tmp_path, reconnect_seconds=600)
    boris.shutdown(2000)
    qtbot.waitUntil(lambda: anna.table is not None and anna.table.seats[1].status == "away", timeout=JOIN_MS)
    return host, anna


def start_answering(qapp, qtbot, monkeypatch, speed: str, answer: QMessageBox.StandardButton):
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import start

    from .helpers import SimplePlayer

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = speed, 0
    settings.show_welcome = False           # not the first start: the program played here before
    assert settings.save()
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        return answer
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    return win, model, asked


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_yes_takes_the_seat_again(qapp, qtbot, tmp_path, monkeypatch, speed) -> None:
    host, anna = left_a_table(qtbot, tmp_path)
    win = model = None
    try:
        win, model, asked = start_answering(qapp, qtbot, monkeypatch, speed, QMessageBox.StandardButton.Yes)
        assert asked == ["Go back to the network table you left?"]
        qtbot.waitUntil(lambda: win.net_play.table_window is not None, timeout=JOIN_MS)
        table = win.net_play.table_window
        assert table.model.human_seat == 1 and table.model.code == anna.code
        qtbot.waitUntil(lambda: table.model.view().hand != (), timeout=JOIN_MS)
        qtbot.waitUntil(lambda: anna.table.seats[1].status == "here", timeout=JOIN_MS)
        assert f"table {anna.code}" in table.windowTitle()     # drawn again from the snapshot, still the table's
        assert not win.isVisible() and model.game.deal_records      # the game window waits, its game begun
        table.close()
    finally:
        host.stop()
        anna.shutdown(2000)
        if model is not None:
            model.shutdown(2000)


def test_no_forgets_the_seat_and_starts_as_usual(qapp, qtbot, tmp_path, monkeypatch) -> None:
    host, anna = left_a_table(qtbot, tmp_path)
    model = None
    try:
        win, model, asked = start_answering(qapp, qtbot, monkeypatch, "instant", QMessageBox.StandardButton.No)
        assert asked == ["Go back to the network table you left?"]
        assert latest_ticket() is None and win.net_play.table_window is None and model.game.deal_records
    finally:
        host.stop()
        anna.shutdown(2000)
        if model is not None:
            model.shutdown(2000)


def test_the_question_names_the_table_the_host_and_the_name(qapp) -> None:
    from thousand_qt.view.network.rejoin_prompt import rejoin_box

    ticket = SeatTicket("ws://192.0.2.5:8765", "ABCDEF", 1, "t" * 32, "Boris", saved=datetime(2026, 3, 4, 21, 14))
    box = rejoin_box(None, ticket)
    details = box.informativeText().split("\n")
    assert details[0] == "Table ABCDEF at 192.0.2.5:8765, where you sat as Boris."
    assert details[1].startswith("Last there: ") and "take your seat back" in details[2]
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Yes)
    box.deleteLater()
    assert tickets_folder().name == "seats"
