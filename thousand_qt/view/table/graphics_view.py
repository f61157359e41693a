"""The QGraphicsView showing the table: scene coordinates are view pixels, so a resize is a
relayout in card units (crisp cards at any size) rather than a scaled picture.

It is also the one way keys reach the table: each key pressed on it is offered to its
:class:`KeyHandler` s in the order they were added (the game's table: the trick hold, the
hand, the training aids; the review's: the review), and the first that takes it wins.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene import TableScene


class KeyHandler(Protocol):
    """One link of the table's key chain."""

    def key(self, key: int) -> bool:
        """Use ``key`` (a ``Qt.Key``) if it means something now; True if it was used."""
        ...


@runtime_checkable
class Overlay(Protocol):
    """A widget laid over the table that takes the keyboard focus in turn with it (a panel)."""

    def isVisible(self) -> bool: ...

    def focus_at_end(self, first: bool) -> bool:
        """Put the focus on the overlay's first (``first``) or last stop; True if it took it."""
        ...


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`; offers keys to its handlers; keeps overlay panels placed."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self._key_handlers: list[KeyHandler] = []
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)

    def add_key_handler(self, handler: KeyHandler) -> None:
        """Offer keys to ``handler`` after the handlers added before it."""
        self._key_handlers.append(handler)

    def offer_key(self, key: int) -> bool:
        """Offer ``key`` down the chain until a handler takes it; True if one did."""
        return any(handler.key(key) for handler in self._key_handlers)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resized.emit()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab (Shift+Tab) from the table goes into the open panel over it, at its first (last)
        stop; the panel sends it back here after its last (first)."""
        for panel in self.children():
            if isinstance(panel, Overlay) and panel.isVisible() and panel.focus_at_end(next):
                return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.offer_key(event.key())
        event.accept()
