"""The one question before a game in progress is thrown away (Game ▸ New game, Game ▸ Open and the
review's Continue from here): Yes goes on, No (the default) keeps the game. The box is opened
with ``open()``, so the event loop, and the tests, keep running while it is up."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from ..dialog_lifetime import freed_on_close


def ask_to_abandon(parent: QWidget, title: str, question: str, then: Callable[[], object]) -> QMessageBox:
    """Open the question (``title``, ``question``: translated by the caller) over ``parent``;
    ``then`` runs once Yes is pressed. Returns the open box (freed when it closes)."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = freed_on_close(QMessageBox(QMessageBox.Icon.Question, title, question, yes | no, parent))
    box.setDefaultButton(no)

    def answered(_result: int) -> None:
        if box.standardButton(box.clickedButton()) == yes:
            then()

    box.finished.connect(answered)
    box.open()
    return box
