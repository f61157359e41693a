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


@pytest.mark.parametrize("count", [2, 4])
def test_the_table_behind_the_welcome_names_the_players_the_settings_name(qapp, qtbot, count):
    """A player who renamed the opponents (and chose how many play) sees them behind the
    welcome at the next start, not the default roster of three."""
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import start
    from thousand_qt.view.dialogs.welcome import WelcomeDialog

    settings = Settings().load()
    settings.player_count, settings.human_name = count, "Вера"
    settings.opponent_names = ["Гоша", "Нина", "Лёва"]
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    assert settings.save()
    model = GameModel(think_pause_ms=0, autosave=False)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        assert win.findChild(WelcomeDialog) is not None and not model.record().deals
        expected = ["Вера", *["Гоша", "Нина", "Лёва"][:count - 1]]
        assert [p.name for p in model.players] == expected
        assert {badge.name for badge in win.scene.badges.values()} == set(expected)
        sheet = win.score_sheet.table
        assert [sheet.horizontalHeaderItem(i).text() for i in range(sheet.columnCount())][:count] == expected
    finally:
        model.shutdown(2000)
