"""The window's one file dialog (Open, Save as, Review a file): where it starts and the last
folder used. Texts use the "MainWindow" context."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from ..model.settings import Settings

#: ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts.
translate = QCoreApplication.translate

SUFFIX = "thousand"


def documents_folder() -> str:
    """The user's documents folder (the home folder if the system names none or it is missing)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if folder and Path(folder).is_dir() else str(Path.home())


class FileChooser(QObject):
    """The file dialog of the window ``parent``, starting where the settings say."""

    def __init__(self, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self._settings, self._parent = settings, parent
        self.dialog: QFileDialog | None = None
        self._on_chosen: Callable[[str], object] | None = None

    def start_folder(self) -> str:
        """The last folder used if it still exists, else the documents folder."""
        last = self._settings.last_save_folder
        return last if last and Path(last).is_dir() else documents_folder()

    def remember_folder(self, path: str) -> None:
        """``path``'s folder is where the next dialog starts (saved in the settings at once)."""
        self._settings.last_save_folder = str(Path(path).parent)
        self._settings.save()

    @staticmethod
    def file_filter() -> str:
        """The dialog's filter: games first, then all files."""
        return translate("MainWindow", "Thousand games (*.thousand);;All files (*)")

    def file_dialog(self, title: str, mode: QFileDialog.AcceptMode, on_chosen: Callable[[str], object]) -> QFileDialog:
        """The window's one file dialog, set up for ``title`` and ``mode`` in the start folder;
        ``on_chosen(path)`` hears the file chosen. One instance serves Open, Save as and Review a
        file: each new QFileDialog left memory behind in Qt even once deleted."""
        dialog = self.dialog
        if dialog is None:
            dialog = QFileDialog(self._parent)
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


__all__ = ["SUFFIX", "FileChooser", "documents_folder"]
