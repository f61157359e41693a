"""The first start welcomes: what the game is, three key rules, where the rules and controls are,
and "Don't show this again"; the first deal waits until the welcome is closed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.model import GameModel, Settings
from thousand_qt.view.dialogs.welcome import WelcomeDialog

from .helpers import SimplePlayer


def _start(qapp, speed: str):
    from thousand_qt.view.app import start

    settings = Settings().load()
    settings.animation_speed, settings.think_pause_ms, settings.talon_hold = speed, 0, "none"
    assert settings.save()
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    return start(qapp, [], model), model


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_first_start_welcomes_and_deals_when_it_is_closed(qapp, qtbot, speed):
    win, model = _start(qapp, speed)
    qtbot.addWidget(win)
    try:
        welcome = win.findChild(WelcomeDialog)
        assert welcome is not None and welcome.isVisible()
        assert not model.record().deals                       # nothing dealt behind it
        text = welcome.text.text()
        assert text.count("<li>") == 3 and "Help ▸ Rules" in text and "Help ▸ Controls" in text
        welcome.dont_show.setChecked(True)
        QTest.keyClick(welcome, Qt.Key.Key_Return)            # "Deal the cards" is the default
        qtbot.waitUntil(lambda: bool(model.record().deals), timeout=5000)
        assert not Settings().load().show_welcome
    finally:
        model.shutdown(2000)
    again, model = _start(qapp, speed)                        # the next start: no welcome
    qtbot.addWidget(again)
    try:
        assert again.findChild(WelcomeDialog) is None and model.record().deals
    finally:
        model.shutdown(2000)


def test_closed_without_the_box_it_welcomes_again_and_a_game_opened_meanwhile_stays(qapp, qtbot, tmp_path):
    from .helpers import one_move_from_the_end

    win, model = _start(qapp, "instant")
    qtbot.addWidget(win)
    try:
        welcome = win.findChild(WelcomeDialog)
        path = one_move_from_the_end(tmp_path)
        assert win.open_file(str(path))                        # a later start handed a file over
        opened = model.record().dumps()
        welcome.reject()                                      # Esc
        qtbot.waitUntil(lambda: win.findChild(WelcomeDialog) is None, timeout=5000)
        assert model.record().dumps()[:200] == opened[:200]   # not replaced by a new deal
        assert Settings().load().show_welcome
    finally:
        model.shutdown(2000)
