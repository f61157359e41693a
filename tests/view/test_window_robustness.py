"""The window never strands the player: undo with nothing to undo, malformed files on Open."""

from __future__ import annotations

import json
import os

import pytest

from thousand_qt.engine import Phase
from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS, to_contract
from .table_walk import waiting_for_human


def _human_to_act(win, qtbot, seed: int = 3) -> None:
    win.model.new_game(RuleSet(), PLAYERS, seed=seed)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)


def test_undo_with_nothing_to_undo_keeps_the_panel(window, qtbot):
    win, model = window, window.model
    _human_to_act(win, qtbot)
    assert model.view().phase is Phase.AUCTION and not model.can_undo()
    assert win.auction_panel.isVisible()
    assert not win.menu_actions["undo"].isEnabled()
    win.undo()
    assert win.auction_panel.isVisible()
    assert win.status_label.text() == model.undo_refusal() == "Nothing to undo: you have not acted in this deal yet."
    assert win.menu_actions["undo"].toolTip() == model.undo_refusal()


def test_undo_twice_keeps_the_panel(window, qtbot):
    win = window
    to_contract(win, qtbot)                 # the cards given: nothing seen since
    assert win.menu_actions["undo"].isEnabled()
    win.undo()
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    assert win.give_panel.isVisible() and not win.menu_actions["undo"].isEnabled()
    win.undo()
    assert win.give_panel.isVisible()


def test_hint_is_disabled_when_the_human_does_not_act(window, qtbot):
    win, model = window, window.model
    _human_to_act(win, qtbot)
    assert win.menu_actions["hint"].isEnabled()
    players = [p.__class__(p.name, "computer", "easy") for p in PLAYERS]
    model.set_animation_gate(True)          # the computers wait: nobody is the human here
    model.new_game(RuleSet(), players, seed=3)
    assert not win.menu_actions["hint"].isEnabled() and not win.menu_actions["undo"].isEnabled()
    model.set_animation_gate(False)


def _deep(tmp_path):
    path = tmp_path / "deep.thousand"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    return path


def _huge_number(tmp_path):
    path = tmp_path / "huge.thousand"
    path.write_text('{"format": "thousand-game", "version": ' + "9" * 5000 + "}", encoding="utf-8")
    return path


def _null_rules(tmp_path):
    path = tmp_path / "null-rules.thousand"
    path.write_text(json.dumps({"format": "thousand-game", "version": 1, "rules": None,
                                "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "deals": []}),
                    encoding="utf-8")
    return path


def _fifo(tmp_path):
    path = tmp_path / "pipe.thousand"
    os.mkfifo(path)
    return path


def _folder(tmp_path):
    path = tmp_path / "folder.thousand"
    path.mkdir()
    return path


@pytest.mark.parametrize("make", [_deep, _huge_number, _null_rules, _fifo, _folder])
def test_open_of_a_malformed_record_keeps_the_game(window, qtbot, tmp_path, make):
    win, model = window, window.model
    _human_to_act(win, qtbot)
    before = model.record().dumps()
    path = make(tmp_path)
    assert not win.open_file(str(path))
    assert win.last_error is not None and win.last_error.isVisible()
    assert path.name in win.last_error.text()
    assert "\n" not in win.status_label.text() and path.name in win.status_label.text()
    assert model.record().dumps() == before
    assert win.auction_panel.isVisible()


def test_start_with_an_uncreatable_data_folder(qapp, qtbot, tmp_path):
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import start

    from .helpers import SimplePlayer

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    settings.show_welcome, settings.talon_hold = False, "none"     # no welcome, no talon to click
    assert settings.save()
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    folder.parent.parent.mkdir(parents=True, exist_ok=True)
    folder.parent.write_text("not a folder", encoding="utf-8")
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        assert model.game.deal_records                      # the game started
        assert win.last_error is not None and win.last_error.isVisible()
        assert str(folder) in win.last_error.text()
        first_error = win.last_error
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        assert win.last_error is first_error                # said once
        win.files.save_to(str(tmp_path / "elsewhere.thousand"))
        assert (tmp_path / "elsewhere.thousand").is_file()
    finally:
        model.shutdown(2000)


def test_start_with_an_unreadable_autosave_keeps_it_and_says_so(qapp, qtbot):
    """A damaged autosave is not resumable; the new game must not overwrite it unseen."""
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import start

    from .helpers import SimplePlayer

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    settings.show_welcome, settings.talon_hold = False, "none"     # no welcome, no talon to click
    assert settings.save()
    path = GameModel.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "thousand-game", "version": 1, "players": 7}', encoding="utf-8")
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        kept = [p for p in path.parent.iterdir() if p.name.startswith("autosave-unreadable-")]
        assert len(kept) == 1 and "players" in kept[0].read_text(encoding="utf-8")
        assert win.last_error is not None and win.last_error.isVisible()
        assert kept[0].name in win.last_error.text() and "players" in win.last_error.text()
        assert model.game.deal_records                      # a new game began beside it
    finally:
        model.shutdown(2000)


def test_start_resumes_the_autosave_reading_it_once(qapp, qtbot, monkeypatch):
    """At start the autosave is read and replayed once: to offer it and to go on with it."""
    from thousand_qt.engine.record import PlayerInfo
    from thousand_qt.engine.rules import RuleSet
    from thousand_qt.model import GameModel, Settings, persistence
    from thousand_qt.view import app as app_module
    from thousand_qt.view.app import start

    from .helpers import SimplePlayer

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    settings.show_welcome, settings.talon_hold = False, "none"     # no welcome, no talon to click
    assert settings.save()
    first = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    first.autosave_enabled = True
    players = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy"),
               PlayerInfo("Маша", "computer", "easy")]
    first.new_game(RuleSet(), players, seed=7)
    qtbot.waitUntil(lambda: first.game.to_act == 0, timeout=10000)
    assert first.submit(first.legal()[0])
    qtbot.waitUntil(lambda: first.game.to_act == 0, timeout=10000)
    saved = first.record().dumps()
    first.shutdown(2000)
    assert persistence.autosave_path().is_file()

    reads: list[str] = []
    real_read = persistence.read_game
    monkeypatch.setattr(persistence, "read_game", lambda path: reads.append(str(path)) or real_read(path))
    monkeypatch.setattr(app_module, "_ask_resume", lambda window, found: True)
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        assert reads == [str(persistence.autosave_path())]
        assert model.record().dumps() == saved and model.current_path is None
    finally:
        model.shutdown(2000)


def test_a_resume_that_fails_says_so_and_starts_a_new_game(qapp, qtbot, monkeypatch):
    """The autosave read at start but not going on (here: refused when installed) is not
    swallowed: the player is told why, and a new game begins."""
    from thousand_qt.engine.record import PlayerInfo, RecordError
    from thousand_qt.engine.rules import RuleSet
    from thousand_qt.model import GameModel, Settings, persistence
    from thousand_qt.view import app as app_module
    from thousand_qt.view.app import start

    from .helpers import SimplePlayer

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    settings.show_welcome, settings.talon_hold = False, "none"     # no welcome, no talon to click
    assert settings.save()
    first = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    first.autosave_enabled = True
    first.new_game(RuleSet(), [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy"),
                               PlayerInfo("Маша", "computer", "easy")], seed=7)
    qtbot.waitUntil(lambda: first.game.to_act == 0, timeout=10000)
    assert first.submit(first.legal()[0])          # a game begun: worth resuming
    qtbot.waitUntil(lambda: first.game.to_act == 0, timeout=10000)
    first.shutdown(2000)
    assert persistence.autosave_path().is_file()

    def refuse(self, found=None):
        raise RecordError("deal 1: the seats do not match")

    monkeypatch.setattr(app_module, "_ask_resume", lambda window, found: True)
    monkeypatch.setattr(GameModel, "resume_autosave", refuse)
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        assert win.last_error is not None and win.last_error.isVisible()
        assert "the seats do not match" in win.last_error.text()
        assert "could not be resumed" in win.last_error.text()
        assert model.game.deal_records                      # a new game began
    finally:
        model.shutdown(2000)


def test_start_with_a_settings_file_too_large_keeps_it_and_says_so(qapp, qtbot, monkeypatch):
    from pathlib import Path

    from thousand_qt.model import GameModel, Settings
    from thousand_qt.model import settings as settings_module
    from thousand_qt.view.app import start

    from .helpers import SimplePlayer

    settings = Settings()
    settings.animation_speed, settings.think_pause_ms = "instant", 0
    settings.show_welcome, settings.talon_hold = False, "none"     # no welcome, no talon to click
    assert settings.save()
    path = Path(settings_module.settings_file())
    with path.open("a", encoding="utf-8") as fh:
        fh.write("[junk]\nx=" + "y" * 3000 + "\n")
    monkeypatch.setattr(settings_module, "MAX_SETTINGS_BYTES", 2000)
    model = GameModel(think_pause_ms=0, player_factory=SimplePlayer)
    win = start(qapp, [], model)
    qtbot.addWidget(win)
    try:
        kept = [p for p in path.parent.iterdir() if ".too-large-" in p.name]
        assert len(kept) == 1 and "yyyy" in kept[0].read_text(encoding="utf-8")
        assert win.last_error is not None and kept[0].name in win.last_error.text()
        from thousand_qt.view.dialogs.welcome import WelcomeDialog

        assert win.findChild(WelcomeDialog) is not None       # the defaults: welcomed as at a first start
    finally:
        model.shutdown(2000)
