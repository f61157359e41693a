"""The window's title names the game's file: after Save as and Open, not for a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS


def test_the_title_names_the_open_file(window, qtbot, tmp_path):
    win = window
    win.model.new_game(RuleSet(), PLAYERS, seed=3)
    assert win.windowTitle() == "Thousand"
    path = tmp_path / "evening game.thousand"
    assert win.files.save_to(str(path))
    assert win.windowTitle() == "evening game.thousand — Thousand"
    assert (tmp_path / "evening game.thousand").is_file()
    win.model.new_game(RuleSet(), PLAYERS, seed=4)
    assert win.windowTitle() == "Thousand"
    assert win.open_file(str(path))
    assert win.windowTitle() == "evening game.thousand — Thousand"
    QTest.keyClick(win, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)      # Game ▸ Save
    assert win.windowTitle() == "evening game.thousand — Thousand"


def test_the_title_follows_the_language(window, qtbot, tmp_path, qapp):
    from thousand_qt.model.i18n import install_language

    win = window
    win.model.new_game(RuleSet(), PLAYERS, seed=3)
    win.files.save_to(str(tmp_path / "a.thousand"))
    install_language(qapp, "ru")
    try:
        qtbot.waitUntil(lambda: win.windowTitle() == "a.thousand — Тысяча", timeout=2000)
    finally:
        install_language(qapp, "en")
    qtbot.waitUntil(lambda: win.windowTitle() == "a.thousand — Thousand", timeout=2000)
