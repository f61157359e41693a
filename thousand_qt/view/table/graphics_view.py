"""The QGraphicsView showing the table: scene coordinates are view pixels, so a resize is a
relayout in card units (crisp cards at any size) rather than a scaled picture."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from ..panels.panel import Panel
from .scene import TableScene


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`; forwards keys; keeps overlay panels placed."""

    keyPressed = Signal(int)
    resized = Signal()

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resized.emit()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab (Shift+Tab) from the table goes into the open panel over it, at its first (last)
        stop; the panel sends it back here after its last (first)."""
        for panel in self.children():
            if isinstance(panel, Panel) and panel.isVisible() and panel.focus_at_end(next):
                return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event) -> None:
        used = getattr(self.scene(), "key_filter", None)
        if used is None or not used(event.key()):
            self.keyPressed.emit(event.key())
        event.accept()
