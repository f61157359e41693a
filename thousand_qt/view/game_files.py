"""Open and Save: the file dialogs, where they start, the suggested name, the last folder.

The dialogs start in the folder last used, else in the user's documents folder; Save as
suggests a name made of the players and the date. A file that cannot be read or written
gives one message and the game in progress goes on. Texts use the "MainWindow" context.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from thousand_qt.engine import PlayerInfo, RecordError
from thousand_qt.model import persistence
from thousand_qt.storage.atomic_file import ReadOnlyFileError

from .dialogs.abandon import ask_to_abandon
from .file_chooser import SUFFIX, FileChooser, documents_folder
from .names import shown_names
from .review.mode import ReviewMode
from .window_frame import WindowFrame

translate = QCoreApplication.translate

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def suggested_name(players: Sequence[PlayerInfo], day: date) -> str:
    """``Вы, Фёдор, Маша 2026-12-01.thousand``: the players and the date, safe in a file name."""
    names = ", ".join(shown_names(players))
    return f"{_UNSAFE.sub('_', names).strip(' .') or 'game'} {day.isoformat()}.{SUFFIX}"


class GameFiles(QObject):
    """The window's Open, Save and Save as (``window``: the game window; ``chooser``: its file
    dialog; ``review``: its review, which takes a finished game's file)."""

    def __init__(self, window: WindowFrame, chooser: FileChooser, review: ReviewMode) -> None:
        super().__init__(window)
        self.window, self.chooser, self.review = window, chooser, review
        self.confirm_box: QMessageBox | None = None     # "abandon the game in progress?", while open

    @property
    def dialog(self) -> QFileDialog | None:
        """The window's file dialog, once it was opened."""
        return self.chooser.dialog

    def open_dialog(self) -> None:
        """Game ▸ Open: choose a record (the dialog is not blocking)."""
        self.chooser.file_dialog(translate("MainWindow", "Open a game"), QFileDialog.AcceptMode.AcceptOpen,
                                 self.open_chosen).open()

    def open_chosen(self, path: str) -> None:
        """Open a file the player chose (Game ▸ Open, or from the desktop while the game runs):
        an unfinished game in it replaces the game in progress only once the player says so (a
        bad file is only reported, a finished game reviewed: neither throws the game away)."""
        if not path:
            return
        self.chooser.remember_folder(path)
        if self.window.game_in_progress() and self._would_replace(path):
            self.confirm_box = ask_to_abandon(
                self.window, translate("MainWindow", "Open a game"),
                translate("MainWindow", "Abandon the game in progress and open {0}?").format(Path(path).name),
                lambda: self.open_file(path))
            return
        self.open_file(path)

    @staticmethod
    def _would_replace(path: str) -> bool:
        """Whether opening ``path`` would put its game on the table (it reads and is unfinished)."""
        try:
            _record, game = persistence.read_game(path)
        except RecordError:
            return False
        return not game.finished

    def open_file(self, path: str) -> bool:
        """Load a record (a finished game is reviewed instead: it has nothing left to play); a
        bad file shows the error and the current game goes on."""
        if self.review.offer_file(path):
            return True
        games = self.window.model.local_games()
        assert games is not None, "a network table's window opens no file (it has no Open)"
        try:
            games.load(path)
        except Exception as err:  # noqa: BLE001 - whatever is wrong with the file, the game goes on
            self.window.show_error(translate("MainWindow", "Cannot open {0}:\n{1}").format(path, err))
            return False
        self.review.leave()
        self.window.setWindowFilePath(path)
        return True

    def save(self) -> None:
        """Game ▸ Save: to the game's file, or ask for one."""
        if self.window.model.current_path:
            self.save_to(self.window.model.current_path)
        else:
            self.save_as()

    def save_as(self) -> None:
        """Game ▸ Save as: the dialog suggests the players and today's date as the name."""
        dialog = self.chooser.file_dialog(translate("MainWindow", "Save the game"),
                                          QFileDialog.AcceptMode.AcceptSave, self._save_chosen)
        name = suggested_name(self.window.model.players, date.today())
        dialog.selectFile(str(Path(self.chooser.start_folder()) / name))
        dialog.open()

    def _save_chosen(self, path: str) -> None:
        if path:
            if not path.endswith("." + SUFFIX):
                path += "." + SUFFIX
            self.chooser.remember_folder(path)
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        try:
            self.window.model.save(path)
        except ReadOnlyFileError:  # a file the user protected is never replaced
            self.window.show_error(translate("MainWindow", "Cannot save: {0} is read-only.").format(path))
            return False
        except OSError as err:
            self.window.show_error(translate("MainWindow", "Cannot save {0}:\n{1}").format(path, err))
            return False
        self.window.setWindowFilePath(path)
        self.window.update_title()
        self.window.show_status(translate("MainWindow", "Saved to {0}").format(path))
        return True


__all__ = ["GameFiles", "documents_folder", "suggested_name"]
