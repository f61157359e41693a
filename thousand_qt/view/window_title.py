"""The window's title: the name of the game's file, when it has one, and the program's name
("classic.thousand — Тысяча"); a game not yet saved (a new one, the resumed autosave, one
played on from a review) shows the program's name alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def window_title(path: str | None) -> str:
    """The title for a game whose file is ``path`` (None or empty: no file)."""
    program = translate("MainWindow", "Thousand")
    if not path:
        return program
    return translate("MainWindow", "{0} — Thousand", "window title: the game's file").format(Path(path).name)
