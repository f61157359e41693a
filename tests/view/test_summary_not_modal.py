"""The end-of-deal summary is not modal: the menus and the table stay in reach while it is up,
its Score sheet button opens the score sheet, and Enter still deals on, though not in the first
moment after it appears (a key meant for the last card does not close it unread). The way to
the human's last card goes at the instant speed; that card, the last trick and the summary at
the speed the test names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thousand_qt.engine import Phase
from thousand_qt.engine.aids import Aids
from thousand_qt.view.dialogs.summary import ENTER_GUARD_MS

from .helpers import play_out_the_deal, to_play, to_the_last_card


def test_the_summary_leaves_the_window_in_reach(any_speed_window, qtbot):
    win = any_speed_window
    to_the_last_card(win, qtbot)
    play_out_the_deal(win, qtbot)
    summary = win.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    assert not summary.isModal() and summary.windowModality() == Qt.WindowModality.NonModal
    assert QApplication.activeModalWidget() is None
    assert not win.score_sheet.isVisible()
    button = summary.sheet_button
    assert button.text() == "Score sheet" and button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(button.width() // 2, button.height() // 2))
    assert win.score_sheet.isVisible() and summary.isVisible()       # the summary stays up beside it
    assert win.score_sheet.table.rowCount() == len(win.model.view().results)
    win.menu_actions["score_sheet"].trigger()                               # the menu works meanwhile
    assert not win.score_sheet.isVisible()
    dealt = len(win.model.game.deal_records)
    summary.next_button.setFocus()
    qtbot.waitUntil(lambda: summary.enter_guard.armed, timeout=2 * ENTER_GUARD_MS)
    QTest.keyClick(summary.next_button, Qt.Key.Key_Return)              # Enter deals on
    qtbot.waitUntil(lambda: len(win.model.game.deal_records) == dealt + 1, timeout=10000)
    assert win.summary is None


def test_an_undo_while_the_summary_is_up_closes_it(window, qtbot):
    win = window
    to_play(win, qtbot, Aids(opponents_hands=True))       # their last cards teach nothing: undo is on
    play_out_the_deal(win, qtbot)
    assert win.summary is not None and win.menu_actions["undo"].isEnabled()
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))   # back to the table
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
    QTest.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: win.summary is None and win.input.mode == "play", timeout=10000)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_a_key_right_after_the_last_card_does_not_close_the_summary(normal_window, qtbot, key):
    win = normal_window
    to_the_last_card(win, qtbot)
    play_out_the_deal(win, qtbot)
    summary = win.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    dealt = len(win.model.game.deal_records)
    QTest.keyClick(summary.next_button, key)         # pressed on, or twice, just after the last card
    QTest.keyClick(summary, key)
    qtbot.waitUntil(lambda: win.summary is not summary or summary.enter_guard.armed, timeout=2 * ENTER_GUARD_MS)
    assert win.summary is summary and summary.isVisible()     # up all the while the keys are held back
    assert len(win.model.game.deal_records) == dealt
    QTest.keyClick(summary.next_button, key)         # a moment later the key deals on
    qtbot.waitUntil(lambda: len(win.model.game.deal_records) == dealt + 1, timeout=10000)
    assert win.summary is None


def test_a_click_on_the_summary_is_never_held_back(normal_window, qtbot):
    win = normal_window
    to_the_last_card(win, qtbot)
    play_out_the_deal(win, qtbot)
    summary = win.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    assert not summary.enter_guard.armed
    dealt = len(win.model.game.deal_records)
    button = summary.next_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(button.width() // 2, button.height() // 2))
    qtbot.waitUntil(lambda: len(win.model.game.deal_records) == dealt + 1, timeout=10000)


def test_the_windows_shortcuts_work_while_the_summary_has_the_keyboard(window, qtbot):
    """The summary takes the keyboard when it appears; the window's shortcuts (Ctrl+L for the
    score sheet, Ctrl+Z, Ctrl+N…) still reach their commands from it."""
    win = window
    to_play(win, qtbot, Aids(opponents_hands=True))       # their last cards teach nothing: undo is on
    play_out_the_deal(win, qtbot)
    summary = win.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    summary.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is summary, timeout=2000)
    assert not win.score_sheet.isVisible()
    QTest.keyClick(summary.next_button, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert win.score_sheet.isVisible() and win.summary is summary
    QTest.keyClick(summary.next_button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # undo the last card
    qtbot.waitUntil(lambda: win.summary is None and win.input.mode == "play", timeout=10000)


def test_a_review_over_the_summary_puts_it_aside_until_it_is_left(any_speed_window, qtbot):
    """Ctrl+R while the summary is up: the summary is not left over the review and nothing deals
    on behind it; leaving the review brings the summary back, and it deals on as before."""
    win = any_speed_window
    to_the_last_card(win, qtbot)
    play_out_the_deal(win, qtbot)
    summary = win.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    summary.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is summary, timeout=2000)
    dealt = len(win.model.game.deal_records)
    QTest.keyClick(summary.next_button, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert win.review.active and not summary.isVisible() and win.summary is summary
    win.review.leave()
    assert summary.isVisible() and win.summary is summary
    assert len(win.model.game.deal_records) == dealt and win.model.game.phase is Phase.DEAL
    summary.next_button.click()
    qtbot.waitUntil(lambda: len(win.model.game.deal_records) == dealt + 1, timeout=10000)
    assert win.summary is None
