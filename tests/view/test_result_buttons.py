"""The game-over dialog's buttons are read whole: in Russian at 1280×800 the first one read
"игра (те же игроки и пр" (the dialog kept its least width while the table's text grew);
the deal summary's too. In English and Russian, at every text size the table gives it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from thousand_qt.engine.events import DealResult
from thousand_qt.view.dialogs.summary import DealSummaryDialog, GameOverDialog

from .helpers import PLAYERS, make_window, results_of_a_long_game


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_result_button_shows_its_whole_text(qtbot, request, speed, lang):
    if lang == "ru":
        request.getfixturevalue("russian")
    win = make_window(qtbot, speed)
    try:
        result = DealResult(0, 1, 120, (40, 145, 37), (40, 120, 35), (40, 120, 35), (0, 0, 0), None, made=True)
        for px in (None, 13, 16, 18, 22):
            over = GameOverDialog(PLAYERS, 0, [1000, 500, 300], [0, 0, 0], results_of_a_long_game(4), win, px)
            summary = DealSummaryDialog(PLAYERS, result, None, last=True, parent=win, text_px=px)
            for dialog in (over, summary):
                qtbot.addWidget(dialog)
                dialog.show()
                QApplication.processEvents()
                for button in dialog.buttons.buttons():
                    assert button.width() >= button.sizeHint().width(), (px, button.text(), button.width())
                dialog.close()
    finally:
        win.model.shutdown(2000)
