"""Issue 8, item 9: a finished trick stays until it is clear who took it (a setting, with
"until click"), at every animation speed; the last trick can be looked at again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from thousand_qt.model.settings import TRICK_HOLDS
from thousand_qt.view.table.trick_hold import HOLD_MS, UNTIL_CLICK

from .helpers import play_until_a_trick_is_held


def test_the_hold_is_a_setting_and_does_not_vanish_at_instant_speed(window):
    assert set(HOLD_MS) | {UNTIL_CLICK} == set(TRICK_HOLDS)
    hold = window.controller.hold
    assert window.queue.ms(1000) == 0                      # instant animations...
    for mode in ("short", "normal", "long"):
        hold.mode = mode
        assert hold.hold_ms() >= 700                       # ...but the trick stays a while


@pytest.mark.parametrize("release", ["click", "key"])
def test_until_click_keeps_the_trick_until_a_click_or_key(window, qtbot, release):
    win = window
    win.controller.hold.mode = UNTIL_CLICK
    play_until_a_trick_is_held(win, qtbot)
    assert len(win.scene.trick) == 3
    assert win.queue.busy
    winner = win.model.view().tricks[-1].winner
    assert win.scene.badges[winner].highlight              # it is clear who took it
    assert "Click" in win.status_label.text()
    if release == "click":
        QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    else:
        QTest.keyClick(win.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not win.scene.trick, timeout=5000)
    assert not win.controller.hold.holding


def test_the_last_trick_is_shown_by_a_key_and_by_its_pile(window, qtbot):
    win = window
    win.controller.hold.mode = UNTIL_CLICK
    play_until_a_trick_is_held(win, qtbot)
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=10000)
    last = win.model.view().tricks[-1]
    plate = win.controller.hold.last
    QTest.keyClick(win.view, Qt.Key.Key_Up)
    assert plate.isVisible()
    assert plate.cards == [c.text for _, c in last.cards]
    QTest.keyClick(win.view, Qt.Key.Key_Up)               # any key or click puts it away
    assert not plate.isVisible()
    pile = win.scene.piles[last.winner][-1]
    at = win.view.mapFromScene(pile.mapToScene(pile.boundingRect().center()))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert plate.isVisible()
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not plate.isVisible()
