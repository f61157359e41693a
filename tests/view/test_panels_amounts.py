"""Issue 8, item 11: the contract box never corrects a number silently; it says what is wrong
(the ceiling), and Enter submits an allowed number."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .helpers import to_contract


def _type(box, text: str) -> None:
    box.lineEdit().selectAll()
    QTest.keyClicks(box.lineEdit(), text)


def test_a_contract_above_the_ceiling_is_refused_with_the_ceiling(window, qtbot):
    win = window
    to_contract(win, qtbot)
    panel = win.contract_panel
    amounts = panel.amounts()
    over = amounts[-1] + 30
    _type(panel.amount, str(over))
    assert panel.amount.number() == over          # what was typed stays typed
    assert not panel.play_button.isEnabled()
    assert str(amounts[-1]) in panel.problem.text()
    panel.play_button.click()
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    assert win.model.view().contract is None      # nothing was played
    assert panel.isVisible()


def test_enter_in_the_contract_box_plays_an_allowed_number(window, qtbot):
    win = window
    to_contract(win, qtbot)
    panel = win.contract_panel
    amount = panel.amounts()[0]
    panel.amount.setFocus()
    _type(panel.amount, str(amount))
    assert panel.play_button.isEnabled()
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    assert win.model.view().contract == amount


def test_the_concession_note_says_the_engines_cost(window, qtbot):
    win = window
    to_contract(win, qtbot)
    cost = win.model.game.concession_cost()
    gains = {cost.change[s] for s in win.model.view().active if s != cost.declarer}
    note = win.contract_panel.note.text()
    assert str(max(gains)) in note
    assert cost.free or cost.bolt or str(-cost.change[cost.declarer]) in note
