"""Open/Save dialogs start in the documents folder with a suggested name and remember the
last folder; the window's size and docks come back at the next start."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS
from .table_walk import waiting_for_human


def test_save_as_starts_in_documents_with_a_suggested_name(window, qtbot, tmp_path):
    from PySide6.QtCore import QStandardPaths

    from thousand_qt.view.game_files import suggested_name

    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    Path(documents).mkdir(parents=True, exist_ok=True)
    win.menu_actions["save_as"].trigger()
    dialog = win.files.dialog
    assert dialog is not None and dialog.isVisible()
    assert Path(dialog.directory().absolutePath()) == Path(documents)
    name = suggested_name(model.players, date.today())
    assert name.endswith(".thousand") and "Фёдор" in name and date.today().isoformat() in name
    assert Path(dialog.selectedFiles()[0]).name == name
    target = tmp_path / "kept" / "my game"
    target.parent.mkdir()
    dialog.fileSelected.emit(str(target))
    dialog.close()
    assert (tmp_path / "kept" / "my game.thousand").is_file()
    assert win.settings.last_save_folder == str(tmp_path / "kept")
    win.menu_actions["open"].trigger()
    assert Path(win.files.dialog.directory().absolutePath()) == tmp_path / "kept"
    win.files.dialog.close()


def test_suggested_name_is_safe_in_a_file_name():
    from thousand_qt.engine.record import PlayerInfo
    from thousand_qt.view.game_files import suggested_name

    name = suggested_name([PlayerInfo('a/b:c*?"<>|'), PlayerInfo("..")], date(2026, 12, 1))
    assert "/" not in name and ":" not in name and name.endswith("2026-12-01.thousand")


def test_the_window_size_and_docks_come_back(qtbot):
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import build_window

    settings = Settings()
    settings.animation_speed = "instant"
    model = GameModel(autosave=False, think_pause_ms=0)
    win = build_window(model, settings)
    qtbot.addWidget(win)
    win.show()
    win.resize(800, 700)      # the offscreen screen is 800 × 800: a larger one is kept on it
    win.score_sheet.show()
    qtbot.waitUntil(lambda: win.height() == 700, timeout=2000)
    win.close()
    stored = Settings().load()
    assert stored.window_geometry and stored.window_state
    again = build_window(GameModel(autosave=False, think_pause_ms=0), stored)
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (800, 700)       # not the first size (800 × 768)
    assert again.score_sheet.isVisible()
    again.close()


def test_without_a_documents_folder_the_dialogs_start_at_home(window, isolated_user_files):
    from PySide6.QtCore import QStandardPaths

    from thousand_qt.view.game_files import documents_folder

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert not Path(documents).exists()
    assert Path(documents_folder()) == Path.home()
    window.menu_actions["save_as"].trigger()
    dialog = window.files.dialog
    assert Path(dialog.selectedFiles()[0]).parent == Path.home()
    dialog.close()


def test_save_as_onto_a_read_only_file_is_refused_and_leaves_it(window, qtbot, tmp_path):
    import os
    import stat

    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    target = tmp_path / "protected.thousand"
    target.write_text("the user's own", encoding="utf-8")
    target.chmod(0o444)
    win.menu_actions["save_as"].trigger()
    win.files.dialog.fileSelected.emit(str(target))
    win.files.dialog.close()
    assert target.read_text(encoding="utf-8") == "the user's own"
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o444
    assert win.last_error is not None
    assert win.last_error.text() == f"Cannot save: {target} is read-only."
    assert "Saved to" not in win.status_label.text()
    assert [p.name for p in tmp_path.iterdir()] == ["protected.thousand"]
    model.current_path = str(target)
    win.menu_actions["save"].trigger()                      # Save onto it: refused the same way
    assert target.read_text(encoding="utf-8") == "the user's own"
