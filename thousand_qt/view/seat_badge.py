"""Name plates on the table: a seat's :class:`SeatBadge` and the :class:`InfoPlate` (trump, contract).

They only paint what the controller sets (already translated text); they hold no game logic.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject

from .suits import suit_path

_TEXT = QColor("#f4f1e6")
_DIM = QColor("#c9d8c9")
_GOLD = QColor("#ffd866")


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, round(size)))
    font.setBold(bold)
    return font


def bolt_marks(count: int) -> str:
    """Bolts as on a paper score sheet: ``|`` for each, every pair crossed to ``/``... (max 2)."""
    return " ".join("|" for _ in range(count)) if count < 3 else "/" * count


class _Plate(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self._size = (160.0, 60.0)
        self.setZValue(5)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != self._size:
            self.prepareGeometryChange()
            self._size = (w, h)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def _frame(self, painter: QPainter, highlight: bool) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(_GOLD if highlight else QColor(255, 255, 255, 60), 2 if highlight else 1))
        painter.setBrush(QColor(0, 20, 8, 150))
        painter.drawRoundedRect(rect, 8, 8)


class SeatBadge(_Plate):
    """A seat's name, total, bolts, barrel, the last word in the auction and won tricks."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.total = 0
        self.bolts = 0
        self.barrel = False
        self.dealer = False
        self.word = ""            # "105", "пас", "марьяж ♥ 100"
        self.detail = ""          # "взяток: 2"
        self.highlight = False    # their turn

    def set_fields(self, **fields) -> None:
        for key, value in fields.items():
            setattr(self, key, value)
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        self._frame(painter, self.highlight)
        pad = h * 0.12
        big = h * 0.3
        painter.setFont(_font(big, bold=True))
        painter.setPen(_TEXT)
        name = self.name + ("  ◆" if self.dealer else "")
        painter.drawText(QRectF(pad, pad * 0.6, w * 0.68, big * 1.3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setPen(_GOLD)
        painter.drawText(QRectF(w * 0.5, pad * 0.6, w * 0.5 - pad, big * 1.3),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(self.total))
        small = h * 0.22
        y = pad * 0.6 + big * 1.35
        x = pad
        if self.bolts:
            painter.setPen(QPen(QColor("#ff9a7a"), max(1.5, h / 30)))
            for k in range(self.bolts):
                bx = x + k * small * 0.55
                painter.drawLine(QPointF(bx + small * 0.3, y + small * 0.15),
                                 QPointF(bx + small * 0.1, y + small * 1.05))
            x += self.bolts * small * 0.55 + small * 0.4
        if self.barrel:
            self._paint_barrel(painter, QRectF(x, y, small * 0.9, small * 1.15))
            x += small * 1.3
        painter.setFont(_font(small))
        painter.setPen(_DIM)
        text = "   ".join(t for t in (self.word, self.detail) if t)
        painter.drawText(QRectF(x, y, w - x - pad, small * 1.3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

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

    def set_fields(self, **fields) -> None:
        for key, value in fields.items():
            setattr(self, key, value)
        self.setVisible(bool(self.trump or any(self.lines)))
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._size
        self._frame(painter, False)
        pad = h * 0.12
        small = h * 0.22
        x = pad
        if self.trump:
            size = h * 0.62
            painter.setPen(_DIM)
            painter.setFont(_font(small * 0.8))
            painter.drawText(QRectF(pad, pad * 0.3, size * 1.4, small), Qt.AlignmentFlag.AlignCenter,
                             self.trump_label)
            disc = QRectF(pad + size * 0.2, h - size - pad * 0.5, size, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#fbfbf4"))
            painter.drawEllipse(disc)
            t = QTransform()
            t.translate(disc.center().x(), disc.center().y())
            t.scale(size * 0.66, size * 0.66)
            colour = QColor("#c8102e") if self.trump in "HD" else QColor("#1b1b1b")
            painter.fillPath(t.map(suit_path(self.trump)), colour)
            x = pad + size * 1.6
        painter.setPen(_TEXT)
        painter.setFont(_font(small))
        y = pad
        for line in self.lines[:3]:
            painter.drawText(QRectF(x, y, w - x - pad, small * 1.3),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += small * 1.35
