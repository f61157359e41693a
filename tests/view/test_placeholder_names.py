"""Before any game starts (behind the resume question) the table and the score sheet name the
players of a placeholder roster: its opponents had the Russian names in every language."""

from __future__ import annotations

import pytest

from thousand_qt.model.settings import OPPONENT_NAMES_BY_LANGUAGE


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_the_table_before_a_game_names_the_opponents_in_the_ui_language(qapp, qtbot, language):
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.model.i18n import install_language
    from thousand_qt.view.app import build_window

    try:
        install_language(qapp, language)
        model = GameModel(autosave=False, think_pause_ms=0)
        win = build_window(model, Settings())
        qtbot.addWidget(win)
        win.show()
        expected = list(OPPONENT_NAMES_BY_LANGUAGE[language][:2])
        assert [p.name for p in model.players][1:] == expected
        plates = {badge.name for badge in win.scene.badges.values()}
        assert set(expected) <= plates, plates
        sheet = win.score_sheet.table
        header = [sheet.horizontalHeaderItem(i).text() for i in range(sheet.columnCount())]
        assert header[1:] == expected
        model.shutdown(2000)
    finally:
        install_language(qapp, "en")
