"""Name plates on the table: a seat's :class:`SeatBadge` and the :class:`InfoPlate` (trump, contract).

They only paint what the controller sets (already translated text); they hold no game logic.
No text is ever clipped: a text too long for its place is drawn a little smaller, then
elided, and the whole text is the tooltip there; every mark (dealer, bolts, barrel) has a
tooltip too.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from . import marks
from .suits import suit_path

_TEXT = QColor("#f4f1e6")
_DIM = QColor("#c9d8c9")
_GOLD = QColor("#ffd866")
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# A text may shrink to this share of its size before it is elided.
MIN_SCALE = 0.78


def plate_font(size: float, bold: bool = False) -> QFont:
    """The plates' font: DejaVu Sans of ``size`` pixels (at least 9)."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, round(size)))
    font.setBold(bold)
    return font


def fit_text(text: str, font: QFont, width: float) -> tuple[QFont, str]:
    """``text`` in ``font`` made to fit ``width``: shrunk down to MIN_SCALE, then elided."""
    size = font.pixelSize()
    fitted = QFont(font)
    for step in range(6):
        fitted.setPixelSize(max(8, round(size * (1 - (1 - MIN_SCALE) * step / 5))))
        if QFontMetricsF(fitted).horizontalAdvance(text) <= width:
            return fitted, text
    return fitted, QFontMetricsF(fitted).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))


def wrap_lines(lines: list[str], font: QFont, width: float, rows: int) -> list[str]:
    """``lines`` as at most ``rows`` rows: a line too long for ``width`` even shrunk to
    MIN_SCALE is split at a space into two rows (the first as long as fits in ``font``) while
    there is a spare row; the rest are left to :func:`fit_text`."""
    metrics = QFontMetricsF(font)
    smallest = QFont(font)
    smallest.setPixelSize(max(8, round(font.pixelSize() * MIN_SCALE)))
    spare = rows - len(lines)
    out: list[str] = []
    for line in lines:
        words = line.split(" ")
        if spare > 0 and len(words) > 1 and QFontMetricsF(smallest).horizontalAdvance(line) > width:
            cut = max((k for k in range(1, len(words))
                       if metrics.horizontalAdvance(" ".join(words[:k])) <= width), default=1)
            out += [" ".join(words[:cut]), " ".join(words[cut:])]
            spare -= 1
        else:
            out.append(line)
    return out


@dataclass(frozen=True)
class PlateText:
    """One text as laid out on a plate: its place, font, what is shown and the whole text."""

    rect: QRectF
    font: QFont
    shown: str
    full: str
    colour: QColor
    align: Qt.AlignmentFlag


class _Plate(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self._size = (160.0, 60.0)
        self.texts: list[PlateText] = []
        self.marks: list[tuple[str, QRectF, str]] = []     # (kind, place, tooltip)
        self.recap = ""           # the plate's own tooltip (the deal's talon and gifts), if any
        self.setZValue(5)
        self.setAcceptHoverEvents(True)

    def set_size(self, w: float, h: float) -> None:
        """The plate's size in scene pixels."""
        if (w, h) != self._size:
            self.prepareGeometryChange()
            self._size = (w, h)
            self.update()

    def set_fields(self, **fields: object) -> None:
        """Set the plate's fields (each one the plate has, e.g. ``name=``, ``total=``) and draw
        it again."""
        for key, value in fields.items():
            if key not in vars(self):
                raise AttributeError(f"{type(self).__name__} has no field {key!r}")
            setattr(self, key, value)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def layout(self) -> None:  # pragma: no cover - overridden
        """Fill :attr:`texts` and :attr:`marks` for the current fields and size."""

    def _text(self, rect: QRectF, text: str, font: QFont, colour: QColor = _TEXT,
              align: Qt.AlignmentFlag = _LEFT) -> PlateText:
        fitted, shown = fit_text(text, font, rect.width())
        item = PlateText(rect, fitted, shown, text, colour, align)
        self.texts.append(item)
        return item

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip at ``pos``: a mark's meaning, or the whole of an elided text, else the
        plate's recap of the deal (the talon and the gifts)."""
        self.layout()
        for _kind, rect, tip in self.marks:
            if rect.contains(pos):
                return tip
        for t in self.texts:
            if t.shown != t.full and t.rect.contains(pos):
                return t.full
        return self.recap

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tooltip_at(event.pos()))
        super().hoverMoveEvent(event)

    def _frame(self, painter: QPainter, highlight: bool) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(_GOLD if highlight else QColor(255, 255, 255, 60), 3 if highlight else 1))
        painter.setBrush(QColor(0, 20, 8, 150))
        painter.drawRoundedRect(rect, 8, 8)

    def _paint_texts(self, painter: QPainter) -> None:
        for t in self.texts:
            painter.setFont(t.font)
            painter.setPen(t.colour)
            painter.drawText(t.rect, t.align, t.shown)


class SeatBadge(_Plate):
    """A seat's name, total, bolts, barrel, the last word in the auction and won tricks."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.total = 0
        self.bolts = 0
        self.barrel = False
        self.barrel_attempts = 0
        self.dealer = False
        self.sitting_out = False  # four players: the dealer sits this deal out (plate dimmed)
        self.word = ""            # "105", "пас", "марьяж ♥ 100"
        self.detail = ""          # "взяток: 2 · 35 оч. · ♥"
        self.highlight = False    # their turn
        self.winner = False       # the game's winner: the plate glows gold

    def layout(self) -> None:
        w, h = self._size
        self.texts, self.marks = [], []
        pad = h * 0.09
        big = h * 0.24
        small = h * 0.18
        top = QRectF(pad, pad * 0.6, w - 2 * pad, big * 1.3)
        total_font = plate_font(big, bold=True)
        total = str(self.total)
        total_w = QFontMetricsF(total_font).horizontalAdvance(total) + pad * 0.5
        self._text(QRectF(top.right() - total_w, top.top(), total_w, top.height()), total, total_font,
                   _GOLD, _RIGHT)
        token = big * 1.05 if self.dealer else 0.0
        name_w = top.width() - total_w - (token + pad * 0.6 if token else 0.0) - pad * 0.3
        name = self._text(QRectF(top.left(), top.top(), name_w, top.height()), self.name,
                          plate_font(big, bold=True))
        if self.dealer:
            x = top.left() + QFontMetricsF(name.font).horizontalAdvance(name.shown) + pad * 0.5
            self.marks.append(("dealer", QRectF(x, top.center().y() - token / 2, token, token),
                               marks.dealer_tip()))
        y = pad * 0.6 + big * 1.35
        x = pad
        if self.bolts:
            width = self.bolts * small * 0.55 + small * 0.2
            self.marks.append(("bolts", QRectF(x, y, width, small * 1.2),
                               marks.bolt_tip(self.bolts, False)))
            x += width + small * 0.2
        if self.barrel:
            tip = marks.barrel_tip() + " " + self.tr("Deals left on it: {0}.").format(self.barrel_attempts)
            self.marks.append(("barrel", QRectF(x, y, small * 0.9, small * 1.15), tip))
            left = self._text(QRectF(x + small * 1.0, y, small * 1.6, small * 1.3),
                              f"×{self.barrel_attempts}", plate_font(small, bold=True), _GOLD)
            self.marks.append(("barrel", left.rect, tip))
            x += small * 2.7
        word = self.word or (self.tr("deals, sits out") if self.sitting_out else "")
        self._text(QRectF(x, y, w - x - pad, small * 1.3), word, plate_font(small), _DIM)
        self._text(QRectF(pad, y + small * 1.4, w - 2 * pad, small * 1.3), self.detail, plate_font(small), _DIM)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.layout()
        if self.sitting_out:
            painter.setOpacity(0.55)
        self._frame(painter, self.highlight)
        if self.winner:
            self._paint_glow(painter)
        self._paint_texts(painter)
        h = self._size[1]
        for kind, r, _tip in self.marks:
            if kind == "dealer":
                self._paint_dealer(painter, r)
            elif kind == "bolts":
                painter.setPen(QPen(QColor("#ff9a7a"), max(1.5, h / 30)))
                step = (r.width() - r.height() * 0.2) / max(1, self.bolts)
                for k in range(self.bolts):
                    bx = r.left() + k * step
                    x = bx + r.height() * 0.17      # upright "|": "/" is the crossed-out third bolt
                    painter.drawLine(QPointF(x, r.top() + r.height() * 0.12),
                                     QPointF(x, r.bottom() - r.height() * 0.1))
            elif kind == "barrel":
                self._paint_barrel(painter, r)

    def _paint_glow(self, painter: QPainter) -> None:
        """The winner's plate: a gold glow from the rim inwards and a broad gold frame."""
        rect = self.boundingRect()
        for k in range(5):
            inset = 2 + k * 2.5
            painter.setPen(QPen(QColor(255, 216, 102, 150 - k * 28), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 8, 8)
        painter.setPen(QPen(_GOLD, 4))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 8, 8)

    def _paint_dealer(self, painter: QPainter, r: QRectF) -> None:
        """The dealer token: a white button with a dark ring and the dealer's flag."""
        painter.setPen(QPen(QColor("#2b2b2b"), max(1.0, r.height() / 12)))
        painter.setBrush(QColor("#fbfbf4"))
        painter.drawEllipse(r.adjusted(1, 1, -1, -1))
        font = plate_font(r.height() * 0.52, bold=True)
        painter.setFont(font)
        painter.setPen(QColor("#1b1b1b"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, marks.DEALER)

    @staticmethod
    def _paint_barrel(painter: QPainter, r: QRectF) -> None:
        path = QPainterPath()
        path.moveTo(r.left() + r.width() * 0.15, r.top())
        path.lineTo(r.right() - r.width() * 0.15, r.top())
        path.quadTo(r.right() + r.width() * 0.1, r.center().y(), r.right() - r.width() * 0.15, r.bottom())
        path.lineTo(r.left() + r.width() * 0.15, r.bottom())
        path.quadTo(r.left() - r.width() * 0.1, r.center().y(), r.left() + r.width() * 0.15, r.top())
        painter.setPen(QPen(QColor("#3b2410"), 1))
        painter.setBrush(QColor("#b07a3c"))
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#3b2410"), max(1.0, r.height() / 10)))
        for f in (0.3, 0.7):
            yy = r.top() + r.height() * f
            painter.drawLine(QPointF(r.left() + 1, yy), QPointF(r.right() - 1, yy))


class InfoPlate(_Plate):
    """The trump (a large suit) and a few lines: contract, declared marriages."""

    def __init__(self) -> None:
        super().__init__()
        self.trump = ""
        self.trump_label = ""
        self.lines: list[str] = []

    def set_fields(self, **fields: object) -> None:
        super().set_fields(**fields)
        self.setVisible(bool(self.trump or any(self.lines)))

    def layout(self) -> None:
        w, h = self._size
        self.texts, self.marks = [], []
        pad = h * 0.09
        small = h * 0.18
        x = pad
        if self.trump:
            size = h * 0.62
            self._text(QRectF(pad + size * 0.1, pad * 0.3, size * 1.2, small), self.trump_label,
                       plate_font(small * 0.8), _DIM, Qt.AlignmentFlag.AlignCenter)
            x = pad + size * 1.3        # just right of the disc: room for a line's whole text
        y = pad
        for row in wrap_lines(self.lines[:3], plate_font(small), w - x - pad, 3):
            self._text(QRectF(x, y, w - x - pad, small * 1.3), row, plate_font(small))
            y += small * 1.35

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.layout()
        h = self._size[1]
        self._frame(painter, False)
        self._paint_texts(painter)
        if self.trump:
            pad, size = h * 0.09, h * 0.62
            disc = QRectF(pad + size * 0.2, h - size - pad * 0.5, size, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#fbfbf4"))
            painter.drawEllipse(disc)
            t = QTransform()
            t.translate(disc.center().x(), disc.center().y())
            t.scale(size * 0.66, size * 0.66)
            colour = QColor("#c8102e") if self.trump in "HD" else QColor("#1b1b1b")
            painter.fillPath(t.map(suit_path(self.trump)), colour)
