"""One card on the table: a QGraphicsObject that paints itself from the renderer and animates.

Like kpat's ``KCard::animate``, :meth:`CardItem.animate` moves, turns and flips a card over a
duration, and jumps to the end when the duration is 0. The card flips by scaling x to 0 and
back, swapping faces midway. Mouse input is reported by signals; the controller decides.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...model.card_decks import BACK
from .animation import cut
from .card_renderer import CARD_RATIO, CardRenderer
from .suits import suit_path

NORMAL, LEGAL, DIMMED = "normal", "legal", "dimmed"
_DRAG_START = 6.0


class CardTag(QGraphicsObject):
    """A small gold label above a card (a card chosen to give: "→ Фёдор"); a child of the card."""

    def __init__(self, parent: "CardItem") -> None:
        super().__init__(parent)
        self.card_item = parent
        self.text = ""
        self.row = 0              # 1: one line higher (when the labels of neighbours would overlap)
        self.shift = 0.0          # how far right of the card's middle, in card widths (:mod:`.tag_rows`)
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, card_width: float, card_height: float, row: int | None = None,
                 shift: float | None = None) -> None:
        """Show ``text`` above a card of this size (``row``: 1 one line higher; ``shift``: that
        many card widths right of its middle, left if negative; None: as it was)."""
        self.prepareGeometryChange()
        self.text = text
        if row is not None:
            self.row = row
        if shift is not None:
            self.shift = shift
        font = self.font(card_width)
        metrics = QFontMetricsF(font)
        w = metrics.horizontalAdvance(text) + card_width * 0.2
        h = metrics.height() * 1.35
        top = -card_height / 2 - (h + card_width * 0.06) * (1 + self.row)
        self._rect = QRectF(-w / 2 + self.shift * card_width, top, w, h)
        self.setVisible(bool(text))
        self.update()

    @staticmethod
    def font(card_width: float) -> QFont:
        """The label's font for a card ``card_width`` wide."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(11, round(card_width * 0.16)))
        font.setBold(True)
        return font

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#7a5a00"), 1))
        painter.setBrush(QColor("#ffcf40"))
        r = self._rect
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setPen(QColor("#1d1600"))
        painter.setFont(self.font(self.card_item.width))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class CardItem(QGraphicsObject):
    """A card; ``card`` is its text (``"TH"``) or ``""`` when unknown to the human."""

    clicked = Signal(object)
    doubleClicked = Signal(object)
    dropped = Signal(object, QPointF)
    dragStarted = Signal(object)

    def __init__(self, renderer: CardRenderer, card: str = "", face_up: bool = False,
                 width: float = 80.0) -> None:
        super().__init__()
        self.renderer = renderer
        self.card = card
        self.face_up = face_up
        self._w = width
        self._flip = 1.0
        self.state = NORMAL
        self.marked = False          # chosen to give, or the hint
        self.fresh = False           # just came to this hand (from the talon, or a gift)
        self.suit_hint = ""          # a suit letter shown on the back (the "talon suits" aid)
        self.interactive = False
        self._press: QPointF | None = None
        self._grab_offset = QPointF()
        self._dragging = False
        self.home = QPointF()        # where the layout put it (a dropped card springs back here)
        self._tag: CardTag | None = None
        self._anim: QAbstractAnimation | None = None     # the running move (a newer one cuts it)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- geometry -----------------------------------------------------------------------
    @property
    def width(self) -> float:
        """The card's width in scene pixels."""
        return self._w

    @property
    def height(self) -> float:
        """The card's height (its width times the card ratio)."""
        return self._w * CARD_RATIO

    def set_width(self, width: float) -> None:
        """Draw the card ``width`` wide (its label follows)."""
        if abs(width - self._w) > 0.01:
            self.prepareGeometryChange()
            self._w = width
            if self._tag is not None:
                self._tag.set_text(self._tag.text, self._w, self.height)

    def boundingRect(self) -> QRectF:
        w, h = self._w, self.height
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 6, h + 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-self._w / 2, -self.height / 2, self._w, self.height))
        return path

    # -- the flip property (x scale), animated ------------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_face(self, face_up: bool) -> None:
        """Turn the card face up or down at once."""
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_state(self, state: str) -> None:
        """``NORMAL``, ``LEGAL`` (may be played) or ``DIMMED`` (may not)."""
        if state != self.state:
            self.state = state
            self.update()

    def set_fresh(self, fresh: bool) -> None:
        """Mark a card that just came to its hand (a light blue glow), or unmark it."""
        if fresh != self.fresh:
            self.fresh = fresh
            self.update()

    def set_suit_hint(self, suit: str) -> None:
        """Show suit ``suit`` (a letter, "" for none) on the card's back."""
        if suit != self.suit_hint:
            self.suit_hint = suit
            self.update()

    def set_marked(self, marked: bool) -> None:
        """Mark the card (chosen to give, or the hint's)."""
        if marked != self.marked:
            self.marked = marked
            self.update()

    @property
    def tag(self) -> str:
        """The label shown above the card ("" for none)."""
        return self._tag.text if self._tag is not None else ""

    def set_tag(self, text: str, row: int = 0, shift: float = 0.0) -> None:
        """Show ``text`` in a label above the card (``row`` 1: one label higher; ``shift``: that
        many pixels right of the card's middle, left if negative)."""
        if self._tag is None:
            if not text:
                return
            self._tag = CardTag(self)
        self._tag.set_text(text, self._w, self.height, row, shift / self._w)

    def tag_width(self) -> float:
        """The width of the label above the card (0 when there is none)."""
        return self._tag.boundingRect().width() if self._tag is not None and self._tag.text else 0.0

    # -- painting -----------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self.height
        painter.save()
        if self._flip != 1.0:
            painter.scale(max(0.001, abs(self._flip)), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), radius, radius)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        key = self.card if (self.face_up and self.card) else BACK
        painter.drawPixmap(rect, self.renderer.pixmap(key, w, dpr), QRectF())
        if key == BACK and self.suit_hint:
            self._paint_suit_hint(painter, rect)
        if self.state == DIMMED:
            painter.setBrush(QColor(30, 30, 40, 110))
            painter.drawRoundedRect(rect, radius, radius)
        if self.fresh and not self.marked:
            painter.setBrush(QColor(120, 200, 255, 40))
            painter.setPen(QPen(QColor("#7cc8ff"), max(2.5, w / 22)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.marked or (self.state == LEGAL and self.interactive):
            colour = QColor("#ffcf40") if self.marked else QColor(255, 236, 150, 200)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, max(2.0, w / 28)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.restore()

    def _paint_suit_hint(self, painter: QPainter, rect: QRectF) -> None:
        """A white disc with the suit in the middle of the back."""
        size = rect.width() * 0.5
        centre = rect.center()
        painter.setPen(QPen(QColor("#5a4a10"), max(1.0, rect.width() / 60)))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawEllipse(centre, size / 2, size / 2)
        painter.save()
        painter.translate(centre)
        painter.scale(size * 0.62, size * 0.62)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.renderer.suit_colour(self.suit_hint))
        painter.drawPath(suit_path(self.suit_hint))
        painter.restore()

    # -- animation ----------------------------------------------------------------------
    def animate(self, pos: QPointF, rotation: float = 0.0, z: float | None = None,
                face_up: bool | None = None, duration: int = 0, delay: int = 0,
                easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
                width: float | None = None) -> QAbstractAnimation | None:
        """Move to ``pos``/``rotation`` (and turn to ``face_up``, and grow or shrink to
        ``width``) over ``duration`` ms.

        The card is drawn at its new width at once and scaled from its old size back to 1
        (crisp when it arrives). Returns the running animation (the caller keeps it), or None
        when it jumped there.
        """
        self.home = QPointF(pos)
        running, self._anim = self._anim, None
        try:
            if running is not None and running.state() == QAbstractAnimation.State.Running:
                cut(running)     # a newer move wins (kpat stops the old one too)
        except RuntimeError:     # already finished and deleted by its group
            pass
        if z is not None:
            self.setZValue(z)
        if width is not None and abs(width - self._w) > 0.01:
            shown = self._w * self.scale()
            self.set_width(width)
            self.setScale(shown / width)
        flip_needed = face_up is not None and face_up != self.face_up
        moving = (self.pos() - pos).manhattanLength() > 0.5 or abs(self.rotation() - rotation) > 0.1
        resizing = abs(self.scale() - 1.0) > 0.001
        if duration <= 0 or not (moving or flip_needed or resizing):
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(1.0)
            if face_up is not None:
                self.set_face(face_up)
            self._set_flip(1.0)
            return None
        group: QAbstractAnimation
        moves = QParallelAnimationGroup(self)
        group = moves
        if resizing:
            anim = QPropertyAnimation(self, b"scale", moves)
            anim.setDuration(duration)
            anim.setEndValue(1.0)
            anim.setEasingCurve(easing)
            moves.addAnimation(anim)
        if moving:
            for name, end in ((b"pos", pos), (b"rotation", rotation)):
                anim = QPropertyAnimation(self, name, moves)
                anim.setDuration(duration)
                anim.setEndValue(end)
                anim.setEasingCurve(easing)
                moves.addAnimation(anim)
        if flip_needed:
            moves.addAnimation(self._flip_animation(bool(face_up), duration))
        if delay > 0:
            seq = QSequentialAnimationGroup(self)
            seq.addAnimation(QPauseAnimation(delay, seq))
            seq.addAnimation(moves)
            group = seq
        self._anim = group
        return group

    def _flip_animation(self, face_up: bool, duration: int) -> QAbstractAnimation:
        seq = QSequentialAnimationGroup(self)
        half = max(1, min(duration, 320) // 2)
        first = QPropertyAnimation(self, b"flip", seq)
        first.setDuration(half)
        first.setStartValue(1.0)
        first.setEndValue(0.0)
        second = QPropertyAnimation(self, b"flip", seq)
        second.setDuration(half)
        second.setStartValue(0.0)
        second.setEndValue(1.0)
        first.finished.connect(lambda: self.set_face(face_up))
        seq.addAnimation(first)
        seq.addAnimation(second)
        return seq

    # -- mouse --------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab_offset = self.pos() - event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._dragging and (event.scenePos() - self._press).manhattanLength() > _DRAG_START:
            self._dragging = True
            self.setZValue(1000)
            self.dragStarted.emit(self)
        if self._dragging:
            self.setPos(event.scenePos() + self._grab_offset)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interactive:
            self.doubleClicked.emit(self)
            event.accept()
        else:
            event.ignore()
