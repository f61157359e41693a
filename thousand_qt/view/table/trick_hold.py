"""A finished trick stays on the table until it is clear who took it (a talon turned face up
likewise, until the human has seen it), and the last trick can be looked at again.

:class:`TrickHold` makes the queued step that keeps a finished trick in the middle of the
table for a while (the same at every animation speed) or until a click or a key; and it shows
the deal's last trick on an overlay (:class:`LastTrickPlate`: who played each card, and who
took it) when the player clicks a pile of won tricks or presses ↑.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QPauseAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from .animation import cut
from .card_renderer import CardRenderer
from .card_text import cards_label
from .scene import TableScene
from .seat_badge import PlateText, fit_text, plate_font
from .table_model import TableModel

# How long a finished trick stays (ms) for each ``trick_hold`` setting; "click" waits for one.
HOLD_MS = {"none": 0, "short": 700, "normal": 1400, "long": 2800}
UNTIL_CLICK = "click"
_FOREVER = 24 * 3600 * 1000
SHOW_LAST_KEY = Qt.Key.Key_Up


class LastTrickPlate(QGraphicsObject):
    """The deal's last trick laid out face up over the middle of the table, in the order it was
    played, with a title and under each card the name of who played it."""

    def __init__(self, renderer: CardRenderer) -> None:
        super().__init__()
        self.renderer = renderer
        self.cards: list[str] = []
        self.names: list[str] = []      # who played each card
        self.title = ""
        self._rect = QRectF()
        self.cw = 60.0
        self.setZValue(900)
        self.setVisible(False)

    def show_trick(self, cards: Sequence[str], title: str, centre: QPointF, cw: float,
                   names: Sequence[str] = ()) -> None:
        """Lay ``cards`` out around ``centre`` (card width ``cw``) under ``title``, with who
        played each (``names``)."""
        self.prepareGeometryChange()
        self.cards, self.title, self.cw = list(cards), title, cw
        self.names = list(names)
        w = cw * (1.15 * max(1, len(cards)) + 0.4)
        w = max(w, cw * 4.2)
        h = cw * 1.4 + cw * 0.75 + (cw * 0.32 if self.names else 0.0)
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setPos(centre)
        self.setVisible(True)
        self.update()

    def title_text(self) -> PlateText:
        """The title as laid out (shrunk or elided to fit the plate)."""
        rect = QRectF(self._rect.left() + self.cw * 0.15, self._rect.top() + self.cw * 0.08,
                      self._rect.width() - self.cw * 0.3, self.cw * 0.45)
        font, shown = fit_text(self.title, plate_font(self.cw * 0.22, bold=True), rect.width())
        return PlateText(rect, font, shown, self.title, QColor("#ffd866"), Qt.AlignmentFlag.AlignCenter)

    def _card_rect(self, k: int) -> QRectF:
        cw = self.cw
        x0 = -(len(self.cards) * 1.15 - 0.15) * cw / 2
        return QRectF(x0 + k * 1.15 * cw, self._rect.top() + cw * 0.6, cw, cw * 1.4)

    def name_texts(self) -> list[PlateText]:
        """Each player's name as laid out under their card (shrunk or elided to its width)."""
        out = []
        for k, name in enumerate(self.names[:len(self.cards)]):
            card = self._card_rect(k)
            rect = QRectF(card.left() - self.cw * 0.06, card.bottom() + self.cw * 0.04, self.cw * 1.12, self.cw * 0.3)
            font, shown = fit_text(name, plate_font(self.cw * 0.17), rect.width())
            out.append(PlateText(rect, font, shown, name, QColor("#f4f1e6"), Qt.AlignmentFlag.AlignCenter))
        return out

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 216, 102, 170), 1.5))
        painter.setBrush(QColor(8, 30, 16, 225))
        painter.drawRoundedRect(self._rect, 10, 10)
        title = self.title_text()
        painter.setFont(title.font)
        painter.setPen(title.colour)
        painter.drawText(title.rect, title.align, title.shown)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        for k, card in enumerate(self.cards):
            painter.drawPixmap(self._card_rect(k), self.renderer.pixmap(card, self.cw, dpr), QRectF())
        for name in self.name_texts():
            painter.setFont(name.font)
            painter.setPen(name.colour)
            painter.drawText(name.rect, name.align, name.shown)


class TrickHold(QObject):
    """Holds finished tricks on the table and shows the last one; see the module docstring."""

    def __init__(self, model: TableModel, scene: TableScene, name: Callable[[int], str],
                 say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.scene = model, scene
        self.name, self.say = name, say        # a seat's name; a status line
        self.mode = "normal"
        self._holding: QPauseAnimation | None = None
        self.last = LastTrickPlate(scene.renderer)
        scene.addItem(self.last)
        scene.installEventFilter(self)

    @property
    def holding(self) -> bool:
        """True while a finished trick waits (for its time or for a click)."""
        return self._holding is not None

    def hold_ms(self, mode: str | None = None) -> int:
        """How long a finished trick (or what ``mode`` holds) stays now (until a click: a day)."""
        mode = self.mode if mode is None else mode
        return _FOREVER if mode == UNTIL_CLICK else HOLD_MS.get(mode, HOLD_MS["normal"])

    def step(self, mode: str | None = None) -> QPauseAnimation | None:
        """The queued step's animation: the trick (or, with another ``mode``, the talon) stays
        for :meth:`hold_ms` or until released by a click or a key."""
        ms = self.hold_ms(mode)
        if ms <= 0:
            return None
        pause = QPauseAnimation(ms, self)
        self._holding = pause
        pause.stateChanged.connect(lambda new, _old: self._stopped(pause, new))
        return pause

    def _stopped(self, pause: QPauseAnimation, state: QAbstractAnimation.State) -> None:
        if state == QPauseAnimation.State.Stopped and self._holding is pause:
            self._holding = None

    def release(self) -> bool:
        """Go on at once (a click or a key while a trick is held); True if one was held."""
        pause, self._holding = self._holding, None
        if pause is None:
            return False
        cut(pause)
        return True

    # -- the last trick -----------------------------------------------------------------
    def show_last(self) -> bool:
        """Show the deal's last taken trick; False (and a status line) if there is none yet."""
        v = self.model.view()
        if not v.tricks:
            self.say(self.tr("No trick has been taken yet in this deal."))
            return False
        trick = v.tricks[-1]
        title = self.tr("Last trick: {0} took it").format(self.name(trick.winner))
        lay = self.scene.layout
        names = [self.name(seat) for seat, _ in trick.cards]
        self.last.show_trick([card.text for _, card in trick.cards], title, lay.centre, lay.cw, names)
        indices = self.scene.renderer.indices
        played = ", ".join(self.tr("{0}: {1}", "who played which card").format(name, cards_label([card.text], indices))
                           for name, (_, card) in zip(names, trick.cards, strict=True))
        self.say(title + " — " + played)
        return True

    def hide_last(self) -> bool:
        """Put the last trick away; True if it was shown."""
        if not self.last.isVisible():
            return False
        self.last.setVisible(False)
        return True

    # -- input --------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        """A key on the table: goes on after a held trick, ↑ shows the last trick. True if used."""
        if self.hide_last():
            return True
        if self.release():
            return True
        if key == SHOW_LAST_KEY:
            self.show_last()
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the table goes on after a held trick (or puts the last trick away); a
        click on a pile of won tricks shows the last trick."""
        if not isinstance(event, QGraphicsSceneMouseEvent) or event.type() != QEvent.Type.GraphicsSceneMousePress:
            return False
        if self.hide_last() or self.release():
            return True
        on_pile = any(item in pile for item in self.scene.items(event.scenePos())
                      for pile in self.scene.piles.values())
        if on_pile:
            self.show_last()
            return True
        return False
