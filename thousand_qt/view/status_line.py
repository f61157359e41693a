"""The status bar's message line: one line, or as many as the message needs (at most
MAX_LINES) where it is longer than the window is wide; a hint with its reason ran off the
right edge of the status bar instead. It grows back to one line with the next short message."""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MAX_LINES = 3


class StatusLine(QLabel):
    """A label that wraps its text and is exactly as high as the wrapped text (1–MAX_LINES lines)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)   # never widens the window
        self.fit_height()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.fit_height()

    def fit_height(self) -> None:
        """As many lines as the text needs at the label's width now."""
        metrics = self.fontMetrics()
        width = max(1, self.contentsRect().width())
        needed = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, self.text()).height()
        lines = min(MAX_LINES, max(1, ceil(needed / metrics.lineSpacing())))
        height = lines * metrics.lineSpacing() + self.height() - self.contentsRect().height()
        if height != self.height():
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_height()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_height()
