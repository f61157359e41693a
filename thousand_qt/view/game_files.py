"""Open and Save: the file dialogs, where they start, the suggested name, the last folder.

The dialogs start in the folder last used, else in the user's documents folder; Save as
suggests a name made of the players and the date. A file that cannot be read or written
gives one message and the game in progress goes on. Texts use the "MainWindow" context.
"""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog

from thousand_qt.engine.atomic_file import ReadOnlyFileError

from .names import shown_names

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate

SUFFIX = "thousand"
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def documents_folder() -> str:
    """The user's documents folder (the home folder if the system names none or it is missing)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if folder and Path(folder).is_dir() else str(Path.home())


def suggested_name(players, day: date) -> str:
    """``Вы, Фёдор, Маша 2026-12-01.thousand``: the players and the date, safe in a file name."""
    names = ", ".join(shown_names(players))
    return f"{_UNSAFE.sub('_', names).strip(' .') or 'game'} {day.isoformat()}.{SUFFIX}"


class GameFiles(QObject):
    """The window's Open, Save and Save as (``window``: the MainWindow)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: QFileDialog | None = None
        self._on_chosen = None

    def start_folder(self) -> str:
        """The last folder used if it still exists, else the documents folder."""
        last = self.window.settings.last_save_folder
        return last if last and Path(last).is_dir() else documents_folder()

    def remember_folder(self, path: str) -> None:
        settings = self.window.settings
        settings.last_save_folder = str(Path(path).parent)
        settings.save()

    @staticmethod
    def file_filter() -> str:
        return translate("MainWindow", "Thousand games (*.thousand);;All files (*)")

    def file_dialog(self, title: str, mode: QFileDialog.AcceptMode, on_chosen) -> QFileDialog:
        """The window's one file dialog, set up for ``title`` and ``mode`` in the start folder;
        ``on_chosen(path)`` hears the file chosen. One instance serves Open, Save as and Review a
        file: each new QFileDialog left memory behind in Qt even once deleted."""
        dialog = self.dialog
        if dialog is None:
            dialog = QFileDialog(self.window)
            dialog.fileSelected.connect(self._chosen)
            self.dialog = dialog
        dialog.setWindowTitle(title)
        dialog.setNameFilter(self.file_filter())
        dialog.setDirectory(self.start_folder())
        dialog.setAcceptMode(mode)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile if mode == QFileDialog.AcceptMode.AcceptOpen
                           else QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(SUFFIX)
        dialog.selectFile("")
        self._on_chosen = on_chosen
        return dialog

    def _chosen(self, path: str) -> None:
        if self._on_chosen is not None:
            self._on_chosen(path)

    def open_dialog(self) -> None:
        """Game ▸ Open: choose a record (the dialog is not blocking)."""
        self.file_dialog(translate("MainWindow", "Open a game"), QFileDialog.AcceptMode.AcceptOpen,
                         self._open_chosen).open()

    def _open_chosen(self, path: str) -> None:
        if path:
            self.remember_folder(path)
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """Load a record (a finished game is reviewed instead: it has nothing left to play); a
        bad file shows the error and the current game goes on."""
        if self.window.review.offer_file(path):
            return True
        try:
            self.window.model.load(path)
        except Exception as err:  # noqa: BLE001 - whatever is wrong with the file, the game goes on
            self.window.show_error(translate("MainWindow", "Cannot open {0}:\n{1}").format(path, err))
            return False
        self.window.review.leave()
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
        dialog = self.file_dialog(translate("MainWindow", "Save the game"), QFileDialog.AcceptMode.AcceptSave,
                                  self._save_chosen)
        dialog.selectFile(str(Path(self.start_folder()) / suggested_name(self.window.model.players, date.today())))
        dialog.open()

    def _save_chosen(self, path: str) -> None:
        if path:
            if not path.endswith("." + SUFFIX):
                path += "." + SUFFIX
            self.remember_folder(path)
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
