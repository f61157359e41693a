"""A long message (a hint with its reason) is read whole in the status bar: it ran off the
window's right edge; now it wraps onto a second line (and back to one with a short message),
and never widens the window. In Russian, at 1280×800 and 1024×640, at both speeds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from .helpers import make_window

HINT = ("Подсказка: ходите К♠: она берёт взятку и её 25 очков; с ней ваша игра сыгрывается при большинстве "
        "раскладов остальных карт (20 из 24 проверенных раскладов)")


def _whole(label) -> bool:
    rect = label.contentsRect()
    needed = label.fontMetrics().boundingRect(QRect(0, 0, rect.width(), 1 << 20), Qt.TextFlag.TextWordWrap,
                                              label.text())
    return needed.height() <= rect.height() and rect.right() <= label.window().width()


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_long_hint_wraps_in_the_status_bar(qtbot, russian, speed):
    win = make_window(qtbot, speed)
    try:
        label = win.status_label
        for size in ((1280, 800), (1024, 640)):
            win.resize(*size)
            QApplication.processEvents()
            win.show_status("Ваше слово в торговле.")
            QApplication.processEvents()
            one_line = label.height()
            win.show_status(HINT)
            QApplication.processEvents()
            assert _whole(label) and label.height() > one_line, (size, label.height())
            assert win.width() == size[0]
            win.show_status("Ваше слово в торговле.")
            QApplication.processEvents()
            assert label.height() == one_line
    finally:
        win.model.shutdown(2000)
