"""The write-off at the table (concede_opponent_points bolt), at the instant and the default
animation speed: the declarer's panel says what it does, the button writes the deal off, the
status line and the score sheet show it with its own letter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.table import marks

from .helpers import PLAYERS
from .seeds import HUMAN_ON_THE_HUNDRED


def test_the_human_writes_the_deal_off_with_the_mouse(any_speed_window, qtbot):
    win = any_speed_window
    win.model.new_game(RuleSet(concede_opponent_points="bolt"), PLAYERS, seed=HUMAN_ON_THE_HUNDRED.seed(3))
    qtbot.waitUntil(lambda: win.give_panel.isVisible() and not win.queue.busy, timeout=15000)
    assert "Write off" in win.give_panel.note.text() and "a dash and gets a bolt" in win.give_panel.note.text()
    statuses: list[str] = []
    win.controller.status.connect(statuses.append)
    QTest.mouseClick(win.give_panel.concede_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.model.game.results) and not win.queue.busy, timeout=15000)
    r = win.model.game.results[-1]
    assert r.written_off and set(r.bolt_seats) == {1, 2}
    qtbot.waitUntil(lambda: any("Write-off" in s for s in statuses), timeout=15000)
    sheet = win.score_sheet.table
    qtbot.waitUntil(lambda: sheet.rowCount() >= 1 and sheet.item(0, 0) is not None, timeout=15000)
    assert f"{marks.written_off()}]" in sheet.item(0, 0).text()
