"""The hosted table's autosave: the host's record written beside the server's records a moment
after each change, so that a crash of the host's program keeps the game so far.

The file is ``autosave-<table code>.thousand`` in the server's data folder (``tables/``); it
is an ordinary record (open it to look at the game or to play it on against the computer).
When the table ends the server saves the record itself and the autosave is removed.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from thousand_qt.storage.atomic_file import save_text_atomic

from .host import LocalHost
from .seat import NetSeatModel

__all__ = ["TableAutosave", "DELAY_MS"]

log = logging.getLogger(__name__)

#: How long after a change the record is written (changes in a burst are written once).
DELAY_MS = 1000


class TableAutosave(QObject):
    """Writes the hosted table's record a moment after each change of ``model``."""

    def __init__(self, model: NetSeatModel, host: LocalHost, delay_ms: int = DELAY_MS) -> None:
        super().__init__(model)
        self.model, self.host = model, host
        self.written = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.write)
        model.stateChanged.connect(self._changed)
        model.tableEnded.connect(lambda _reason, _text: self.remove())

    @property
    def path(self) -> Path | None:
        code = self.model.code
        return self.host.data_dir / f"autosave-{code}.thousand" if code else None

    def _changed(self) -> None:
        if self.model.ended is None:
            self._timer.start()

    def write(self) -> None:
        """Write the record so far now (nothing before the game begins or once it ended)."""
        path, code = self.path, self.model.code
        if path is None or code is None or self.model.ended is not None:
            return
        text = self.host.record_text(code)
        if text is None:
            return
        try:
            save_text_atomic(path, text)
        except OSError as err:
            log.warning("the hosted table's autosave %s cannot be written: %s", path, err)
            return
        self.written += 1

    def remove(self) -> None:
        """The table ended (its record is saved by the server): the autosave goes."""
        self._timer.stop()
        path = self.path
        if path is not None:
            try:
                path.unlink(missing_ok=True)
            except OSError as err:
                log.warning("the hosted table's autosave %s cannot be removed: %s", path, err)
