"""The deck drawn by our own code with QPainter, or an SVG deck in the common theme layout.

:meth:`CardRenderer.pixmap` returns a pixmap for a card text (``"TH"``) or ``"back"`` at a size
in device-independent pixels and a device pixel ratio; pixmaps are cached per size × dpr, so a
resize only costs one new rendering per card, and only the few sizes used last are kept (a
resize sweep does not pile up pixmaps of every size it passed through).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from .card_text import RANK_LABELS
from .suits import BLACK, suit_color, suit_path

#: Height / width of a card (poker size 88 × 63 mm).
CARD_RATIO = 1.4
BACK = "back"
#: How many card sizes (width × dpr) the cache keeps: the table's and one or two just before it.
KEPT_SIZES = 3

_SVG_RANKS = {"9": "9", "J": "jack", "Q": "queen", "K": "king", "T": "10", "A": "1"}
_SVG_SUITS = {"S": "spade", "C": "club", "D": "diamond", "H": "heart"}

# Pip centres of the 9 and the 10 in a box of the card's inner area (x, y in 0..1).
_PIPS = {
    "9": [(0.1, 0.06), (0.1, 0.35), (0.1, 0.65), (0.1, 0.94), (0.9, 0.06), (0.9, 0.35),
          (0.9, 0.65), (0.9, 0.94), (0.5, 0.5)],
    "T": [(0.1, 0.06), (0.1, 0.35), (0.1, 0.65), (0.1, 0.94), (0.9, 0.06), (0.9, 0.35),
          (0.9, 0.65), (0.9, 0.94), (0.5, 0.2), (0.5, 0.8)],
}
_COURT_TINT = {"S": QColor("#e8eef8"), "C": QColor("#e9f4e6"), "D": QColor("#fbf0dc"),
               "H": QColor("#fbe6e6")}
_COURT_FRAME = {"J": QColor("#2f5d9e"), "Q": QColor("#a0306a"), "K": QColor("#b8860b")}


def svg_element_ids(card: str) -> list[str]:
    """Element ids a theme SVG may use for ``card`` (``heart_1`` or ``heart_ace`` for aces)."""
    if card == BACK:
        return ["back"]
    suit = _SVG_SUITS[card[1]]
    ids = [f"{suit}_{_SVG_RANKS[card[0]]}"]
    if card[0] == "A":
        ids.append(f"{suit}_ace")
    return ids


class CardRenderer:
    """Draws card faces and the back; ``indices`` is a style of ``card_text.RANK_LABELS``
    (``"ru"`` В Д К Т, ``"uk"`` В Д К Т, ``"pl"`` W D K A, ``"latin"`` J Q K A)."""

    def __init__(self, indices: str = "ru", svg_path: str | None = None) -> None:
        self._cache: dict[tuple, QPixmap] = {}
        self._sizes: list[tuple[int, float]] = []      # most recently used last
        self.indices = indices if indices in RANK_LABELS else "ru"
        self._svg = None
        self.set_svg(svg_path)

    # -- configuration ------------------------------------------------------------------
    def set_indices(self, indices: str) -> None:
        if indices in RANK_LABELS and indices != self.indices:
            self.indices = indices
            self._cache.clear()

    def set_svg(self, path: str | None) -> bool:
        """Use an SVG deck (True if it loaded and has every card); None = our own deck."""
        self._cache.clear()
        self._svg = None
        if not path:
            return False
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(path)
        if not renderer.isValid():
            return False
        cards = [r + s for s in "SCDH" for r in "9JQKTA"] + [BACK]
        if not all(any(renderer.elementExists(i) for i in svg_element_ids(c)) for c in cards):
            return False
        self._svg = renderer
        return True

    @property
    def uses_svg(self) -> bool:
        return self._svg is not None

    def rank_label(self, rank: str) -> str:
        return RANK_LABELS[self.indices][rank]

    # -- rendering ----------------------------------------------------------------------
    def pixmap(self, card: str, width: float, dpr: float = 1.0) -> QPixmap:
        """The card (``"TH"`` or ``"back"``) ``width`` pixels wide, for a screen of ``dpr``."""
        w = max(8, round(width * dpr))
        size = (w, round(dpr, 3))
        self._use_size(size)
        key = (card, *size)
        pm = self._cache.get(key)
        if pm is None:
            h = round(w * CARD_RATIO)
            pm = QPixmap(w, h)
            pm.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pm)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            if self._svg is not None:
                self._paint_svg(painter, card, w, h)
            elif card == BACK:
                self._paint_back(painter, w, h)
            else:
                self._paint_face(painter, card, w, h)
            painter.end()
            pm.setDevicePixelRatio(dpr)
            self._cache[key] = pm
        return pm

    def _use_size(self, size: tuple[int, float]) -> None:
        """Mark ``size`` as used now; forget the pixmaps of sizes not used lately."""
        if self._sizes and self._sizes[-1] == size:
            return
        if size in self._sizes:
            self._sizes.remove(size)
        self._sizes.append(size)
        if len(self._sizes) > KEPT_SIZES:
            dropped = set(self._sizes[:-KEPT_SIZES])
            del self._sizes[:-KEPT_SIZES]
            self._cache = {k: v for k, v in self._cache.items() if k[1:] not in dropped}

    @property
    def cached_sizes(self) -> int:
        """How many distinct sizes the cache holds pixmaps of."""
        return len({k[1:] for k in self._cache})

    def _paint_svg(self, p: QPainter, card: str, w: int, h: int) -> None:
        for element in svg_element_ids(card):
            if self._svg.elementExists(element):
                self._svg.render(p, element, QRectF(0, 0, w, h))
                return

    @staticmethod
    def _outline(w: int, h: int) -> tuple[QPainterPath, float]:
        radius = w * 0.07
        path = QPainterPath()
        path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
        return path, radius

    def _paint_back(self, p: QPainter, w: int, h: int) -> None:
        path, radius = self._outline(w, h)
        p.fillPath(path, QColor("#fbfbf7"))
        p.setPen(QPen(QColor("#6b6b6b"), max(1.0, w / 120)))
        p.drawPath(path)
        inner = QRectF(w * 0.07, w * 0.07, w - w * 0.14, h - w * 0.14)
        grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
        grad.setColorAt(0, QColor("#8e1b2c"))
        grad.setColorAt(1, QColor("#5e0f1c"))
        ipath = QPainterPath()
        ipath.addRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.fillPath(ipath, QBrush(grad))
        p.save()
        p.setClipPath(ipath)
        p.setPen(QPen(QColor(255, 215, 150, 90), max(1.0, w / 90)))
        step = w / 7
        k = -h
        while k < w + h:
            p.drawLine(QPointF(k, 0), QPointF(k + h, h))
            p.drawLine(QPointF(k + h, 0), QPointF(k, h))
            k += step
        p.restore()
        p.setPen(QPen(QColor("#e8c987"), max(1.0, w / 70)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04), radius * 0.4,
                          radius * 0.4)
        c = inner.center()
        medal = QPainterPath()
        medal.addEllipse(c, w * 0.2, w * 0.2)
        p.fillPath(medal, QColor("#5e0f1c"))
        p.drawPath(medal)
        p.setPen(QColor("#e8c987"))
        p.setFont(self._font(w * 0.15, serif=True))
        p.drawText(QRectF(c.x() - w * 0.2, c.y() - w * 0.2, w * 0.4, w * 0.4),
                   Qt.AlignmentFlag.AlignCenter, "1000")

    @staticmethod
    def _font(pixel_size: float, serif: bool = False, bold: bool = True) -> QFont:
        font = QFont("DejaVu Serif" if serif else "DejaVu Sans")
        font.setPixelSize(max(4, round(pixel_size)))
        font.setBold(bold)
        return font

    @staticmethod
    def _pip(p: QPainter, suit: str, centre: QPointF, size: float, flip: bool = False) -> None:
        t = QTransform()
        t.translate(centre.x(), centre.y())
        if flip:
            t.rotate(180)
        t.scale(size, size)
        p.fillPath(t.map(suit_path(suit)), suit_color(suit))

    def _paint_index(self, p: QPainter, rank: str, suit: str, w: int, h: int) -> None:
        label = self.rank_label(rank)
        colour = suit_color(suit)
        size = h * 0.15
        box_w = w * 0.2
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(w, h)
                p.rotate(180)
            p.setPen(colour)
            font = self._font(size * (0.78 if len(label) > 1 else 1.0))
            if len(label) > 1:
                font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
            p.setFont(font)
            p.drawText(QRectF(w * 0.025, h * 0.02, box_w, size * 1.1), Qt.AlignmentFlag.AlignCenter,
                       label)
            self._pip(p, suit, QPointF(w * 0.025 + box_w / 2, h * 0.02 + size * 1.55), size * 0.72)
            p.restore()

    def _paint_face(self, p: QPainter, card: str, w: int, h: int) -> None:
        rank, suit = card[0], card[1]
        path, _radius = self._outline(w, h)
        grad = QLinearGradient(0, 0, 0, h)
        grad.setColorAt(0, QColor("#ffffff"))
        grad.setColorAt(1, QColor("#f3f0e6"))
        p.fillPath(path, QBrush(grad))
        p.setPen(QPen(QColor("#6b6b6b"), max(1.0, w / 120)))
        p.drawPath(path)
        self._paint_index(p, rank, suit, w, h)
        inner = QRectF(w * 0.29, h * 0.12, w * 0.42, h * 0.76)
        if rank in _PIPS:
            size = w * 0.165
            for x, y in _PIPS[rank]:
                centre = QPointF(inner.left() + x * inner.width(), inner.top() + y * inner.height())
                self._pip(p, suit, centre, size, flip=y > 0.55)
        elif rank == "A":
            self._pip(p, suit, QPointF(w / 2, h / 2), w * 0.5)
        else:
            self._paint_court(p, rank, suit, w, h)

    def _paint_court(self, p: QPainter, rank: str, suit: str, w: int, h: int) -> None:
        frame = QRectF(w * 0.22, h * 0.09, w * 0.56, h * 0.82)
        p.setPen(QPen(_COURT_FRAME[rank], max(1.0, w / 60)))
        p.setBrush(_COURT_TINT[suit])
        p.drawRoundedRect(frame, w * 0.03, w * 0.03)
        p.setPen(QPen(_COURT_FRAME[rank], max(1.0, w / 160)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025), w * 0.02,
                          w * 0.02)
        label = self.rank_label(rank)
        half_h = frame.height() / 2
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(w, h)
                p.rotate(180)
            top = QRectF(frame.left(), frame.top(), frame.width(), half_h)
            p.setPen(suit_color(suit) if suit in "HD" else BLACK)
            p.setFont(self._font(half_h * 0.62, serif=True))
            p.drawText(QRectF(top.left(), top.top() + half_h * 0.04, top.width(), half_h * 0.62),
                       Qt.AlignmentFlag.AlignCenter, label)
            self._pip(p, suit, QPointF(top.center().x(), top.top() + half_h * 0.8), w * 0.17)
            p.restore()
        p.setPen(QPen(_COURT_FRAME[rank], max(1.0, w / 160)))
        p.drawLine(QPointF(frame.left() + w * 0.05, h / 2), QPointF(frame.right() - w * 0.05, h / 2))
