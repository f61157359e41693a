"""Full screen: F11 and View ▸ Full screen switch it, the menu item shows it, and the next
start remembers it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from thousand_qt.model import Settings

from .helpers import make_window


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_f11_switches_full_screen_and_the_next_start_remembers_it(qtbot, speed):
    win = make_window(qtbot, speed)
    try:
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=5000)
        toggle = win.menu_actions["full_screen"]
        assert toggle in win.view_menu.actions() and not toggle.isChecked()
        qtbot.keyClick(win.view, Qt.Key.Key_F11)
        qtbot.waitUntil(win.isFullScreen, timeout=5000)
        assert toggle.isChecked() and Settings().load().full_screen
        win.showNormal()                      # left another way (the window manager's key)
        qtbot.waitUntil(lambda: not toggle.isChecked(), timeout=5000)
        toggle.trigger()                      # View ▸ Full screen
        qtbot.waitUntil(win.isFullScreen, timeout=5000)
        win.save_window_state()
    finally:
        win.model.shutdown(2000)
    again = make_window(qtbot, speed, settings=Settings().load())
    try:
        qtbot.waitUntil(again.isFullScreen, timeout=5000)
        assert again.menu_actions["full_screen"].isChecked()
        again.menu_actions["full_screen"].trigger()
        qtbot.waitUntil(lambda: not again.isFullScreen(), timeout=5000)
        assert not Settings().load().full_screen
    finally:
        again.model.shutdown(2000)
