"""Atomic file writes for the Qt layer (saves and the autosave)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSaveFile


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) with ``QSaveFile``: the old file stays intact until the commit.

    Raises :class:`OSError` with Qt's error string on failure.
    """
    out = QSaveFile(str(path))
    if not out.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise OSError(out.errorString())
    data = text.encode("utf-8")
    if out.write(data) != len(data):
        message = out.errorString()
        out.cancelWriting()
        out.commit()
        raise OSError(message)
    if not out.commit():
        raise OSError(out.errorString())
