"""The score sheet dock's share of the window: with QT_SCALE_FACTOR=2 on a 1920×1080 screen the
window is 960 pixels wide and the sheet took half of it, squeezing the hand; it never takes
more than MAX_SHARE of the window's width, at any size, and its cells wrap instead."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from thousand_qt.view.score_sheet import MAX_SHARE

from .helpers import make_window, results_of_a_long_game


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_score_sheet_takes_at_most_its_share_of_the_window(qtbot, speed):
    win = make_window(qtbot, speed)
    try:
        win.score_sheet.show()
        win.score_sheet.show_results(["Вы", "Фёдор", "Маша"], results_of_a_long_game(4))
        for w, h in ((960, 540), (1024, 640), (1280, 800), (1920, 1080), (960, 1000)):
            win.resize(w, h)
            QApplication.processEvents()
            assert win.score_sheet.width() <= round(win.width() * MAX_SHARE) + 1, (w, h, win.score_sheet.width())
            assert win.view.width() >= win.width() // 2, (w, h)
    finally:
        win.model.shutdown(2000)
