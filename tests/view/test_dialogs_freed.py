"""Closed dialogs are freed: opening and closing each one 50 times leaves the count of live
widgets where it was (a dialog parented to the window and never deleted lived as long as it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

ROUNDS = 50


def flush_deletes() -> None:
    """Run the deferred deletions (deleteLater, WA_DeleteOnClose) as the event loop would."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()


def live() -> tuple[int, int]:
    return len(QApplication.topLevelWidgets()), len(QApplication.allWidgets())


def close(dialog: QDialog) -> None:
    assert dialog.isVisible()
    dialog.reject()


def open_statistics(win) -> QDialog:
    return win.statistics_view.open_dialog()


def open_preferences(win) -> QDialog:
    win.preferences()
    return win.preferences_dialog


def open_file_dialog(win) -> QDialog:
    win.menu_actions["open"].trigger()
    return win.files.dialog


def open_save_dialog(win) -> QDialog:
    win.menu_actions["save_as"].trigger()
    return win.files.dialog


def open_review_dialog(win) -> QDialog:
    win.review.open_dialog()
    return win.review.dialog


def open_error(win) -> QDialog:
    win.show_error("Cannot open x.thousand:\nnot valid JSON")
    return win.last_error


def open_statistics_problem(win) -> QDialog:
    from thousand_qt.stats import DAMAGED, Problem

    win.statistics.problemsFound.emit((Problem(DAMAGED, "statistics.json", "not valid JSON", "kept"),))
    return win.statistics_view.message


def open_new_game(win) -> QDialog:
    win.new_game_dialog()
    return win.new_game_window


def open_host_table(win) -> QDialog:
    return win.net_play.host_dialog()


def open_join_table(win) -> QDialog:
    return win.net_play.join_dialog()


OPENERS = {"host a table": open_host_table, "join a table": open_join_table, "statistics": open_statistics,
           "preferences": open_preferences, "open": open_file_dialog, "save as": open_save_dialog,
           "review a file": open_review_dialog, "error": open_error,
           "statistics problem": open_statistics_problem, "new game": open_new_game}


@pytest.mark.parametrize("opener", OPENERS.values(), ids=OPENERS.keys())
def test_opening_and_closing_a_dialog_leaves_no_widget_behind(window, qtbot, opener) -> None:
    close(opener(window))                 # the first opening may build what later ones reuse
    flush_deletes()
    before = live()
    for _ in range(ROUNDS):
        close(opener(window))
        flush_deletes()
    assert live() == before


def test_the_marriage_question_is_freed(window, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.No)
    window.ask_marriage("KH", "marriage")
    flush_deletes()
    before = live()
    for _ in range(ROUNDS):
        assert window.ask_marriage("KH", "marriage") is False
        flush_deletes()
    assert live() == before


@pytest.mark.parametrize("opener", [open_error, open_statistics_problem], ids=["error", "statistics problem"])
def test_warning_boxes_share_one_icon_picture(window, qtbot, opener) -> None:
    """A box made with the Warning icon drew a new icon each time, and Qt's pixmap cache kept
    each drawing (11 KB an opening, up to its 10 MB)."""
    pictures = set()
    for _ in range(3):
        box = opener(window)
        assert not box.iconPixmap().isNull()
        pictures.add(box.iconPixmap().cacheKey())
        close(box)
        flush_deletes()
    assert len(pictures) == 1


def test_the_pixmap_cache_is_bounded_below_qts_default(qapp):
    """Qt's pixmap cache (the style's and the file dialogs' pictures) fills slowly toward its
    10 MB default over hours of play; the game's application keeps it to a few MB."""
    from PySide6.QtGui import QPixmapCache

    from thousand_qt.view.app import PIXMAP_CACHE_KB, create_application

    QPixmapCache.setCacheLimit(10240)
    assert create_application([]) is qapp
    assert QPixmapCache.cacheLimit() == PIXMAP_CACHE_KB < 10240
