"""The training aids on the table: what the model's :class:`~thousand_qt.model.aids.AidsShown`
says goes onto the scene, the talon peek by mouse and keyboard, and the words for both.

The view draws only what the model hands over (the opponents' cards, the talon's suits, the
peeked card); the peek itself is the model's :meth:`peek_talon`, not a game action.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Aids
from ...model.aids import AidsShown
from .animation import AnimationQueue, StepResult
from .card_item import CardItem
from .card_text import cards_label
from .scene import TableScene
from .table_model import TableModel

PEEK_TURN_MS = 320      # the peeked card turns over (base duration, scaled by the speed)
_DIGITS: dict[int, int] = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}


def aids_marker(aids: Aids) -> tuple[str, str]:
    """The marker of the aids that are on ("Aids: …", "" for none) and its tooltip."""
    names = []
    if aids.opponents_hands:
        names.append(QCoreApplication.translate("TableAids", "opponents' hands"))
    if aids.talon_suits:
        names.append(QCoreApplication.translate("TableAids", "talon suits"))
    if aids.talon_card:
        names.append(QCoreApplication.translate("TableAids", "one talon card"))
    if not names:
        return "", ""
    text = QCoreApplication.translate("TableAids", "Aids: {0}").format(", ".join(names))
    tip = QCoreApplication.translate("TableAids", "Training aids are on in this game (chosen in New game); "
                                     "a game with aids is not counted in the statistics.")
    return text, tip


class TableNote(QGraphicsObject):
    """A one-line note on the table (how to use an aid), centred on a point."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._font = QFont("DejaVu Sans")
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(400)
        self.setVisible(False)

    def show_text(self, text: str, centre: QPointF, pixel_size: int) -> None:
        """Show ``text`` centred on ``centre`` (an empty text hides the note)."""
        self.prepareGeometryChange()
        self.text = text
        self._font.setPixelSize(pixel_size)
        metrics = QFontMetricsF(self._font)
        w, h = metrics.horizontalAdvance(text) + pixel_size * 1.4, metrics.height() * 1.5
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setPos(centre)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 216, 102, 170), 1))
        painter.setBrush(QColor(10, 40, 20, 200))
        r = self._rect
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setPen(QColor("#f4f1e6"))
        painter.setFont(self._font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class TableAids(QObject):
    """Puts the aids on the scene and takes the talon peek (a click on a talon card, or 1–4)."""

    status = Signal(str)

    def __init__(self, model: TableModel, scene: TableScene, queue: AnimationQueue,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.scene, self.queue = model, scene, queue
        self.note = TableNote()
        scene.addItem(self.note)
        scene.cardClicked.connect(self._clicked)
        model.aidsChanged.connect(self._peeked)

    def set_on_scene(self, shown: AidsShown) -> None:
        """Hand the talon aids of ``shown`` to the scene, for its next relayout."""
        suits = [suit.value for suit in shown.talon_suits]
        self.scene.set_talon_aids(suits, shown.peeked, shown.can_peek)
        self.place_note()

    def place_note(self) -> None:
        """Say above the talon how to peek while a peek is offered; hide the note otherwise."""
        s = self.scene
        closed = s.closed_talon()
        if not (s.talon_peekable and closed):
            self.note.show_text("", QPointF(), 12)
            return
        text = self.tr("Click a talon card or press 1–{0} to look at it (once a deal)").format(len(closed))
        lay = s.layout
        size = lay.ui_font_px()
        centre = QPointF(lay.centre.x(), lay.centre.y() - lay.ch / 2 - size * 1.6)
        self.note.show_text(text, centre, size)

    def _clicked(self, item: CardItem) -> None:
        closed = self.scene.closed_talon()
        if item in closed and self.scene.talon_peekable:
            self.peek(closed.index(item))

    def key(self, key: int) -> bool:
        """1–4 peek at that talon card while a peek is offered; True if used."""
        index = _DIGITS.get(key)
        if index is None or not self.scene.talon_peekable or index >= len(self.scene.closed_talon()):
            return False
        self.peek(index)
        return True

    def peek(self, index: int) -> bool:
        """Ask the model to show talon card ``index``; the table turns it over."""
        return bool(self.model.peek_talon(index))

    def _peeked(self) -> None:
        def step() -> StepResult:
            shown = self.model.aids_shown()
            self.set_on_scene(shown)
            cards = cards_label([c.text for c in shown.peeked.values()], self.scene.renderer.indices)
            if cards:
                self.status.emit(self.tr("A talon card: {0}").format(cards))
            return self.scene.relayout(self.queue.ms(PEEK_TURN_MS))
        self.queue.add(step, light=True)
