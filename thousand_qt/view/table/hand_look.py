"""Looking at the hand kept face down for a blind choice (docs/rules.md, the blind game): a click
on the face-down hand or the L key turns it up at any moment while it lies face down (with
``blind_rule`` ``anyone`` also before the player's turn); the auction panel's "Look at the
cards" does the same on their turn. A note on the hand says so. Looking is the model's
:meth:`look_at_hand`, not a game action: after it no blind bid is offered."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from .aids import TableNote
from .scene import TableScene
from .table_model import TableModel

# the key that turns the face-down hand up: L, or the letter on its place in a Cyrillic layout (Д)
LOOK_KEYS = (int(Qt.Key.Key_L), ord("Д"))


class HandLook(QObject):
    """Turns the human's face-down hand up on a click on it or the L key (see the module)."""

    def __init__(self, model: TableModel, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.scene = model, scene
        self.note = TableNote()
        scene.addItem(self.note)
        scene.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A left press on the face-down hand looks at it (and is used up)."""
        if isinstance(event, QGraphicsSceneMouseEvent) and event.type() == QEvent.Type.GraphicsSceneMousePress \
                and event.button() == Qt.MouseButton.LeftButton and self.scene.own_hand_hidden \
                and self._on_hand(event.scenePos()):
            self.look()
            return True
        return False

    def _on_hand(self, pos: QPointF) -> bool:
        hand = self.scene.human_hand()
        for found in self.scene.items(pos):
            item: QGraphicsItem | None = found
            while item is not None:
                if item in hand:
                    return True
                item = item.parentItem()
        return False

    def key(self, key: int) -> bool:
        """L looks at the face-down hand; True if used."""
        if key not in LOOK_KEYS or not self.model.hand_hidden():
            return False
        self.look()
        return True

    def look(self) -> None:
        """Turn the hand up (the model tells the table and the panels)."""
        self.model.look_at_hand()
        self.place_note()

    def place_note(self) -> None:
        """Say on the face-down hand (below an open panel) how to look at it; hide the note otherwise."""
        if not (self.scene.own_hand_hidden and self.scene.human_hand()):
            self.note.show_text("", QPointF(), 12)
            return
        lay = self.scene.layout
        size = lay.ui_font_px()
        centre = QPointF(lay.centre.x(), lay.hand_card_top() + lay.hand_ch * 0.55)
        self.note.show_text(self.tr("Click your cards or press L to look at them"),
                            centre, size)
