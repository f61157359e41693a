"""The deck drawn by our own code (with court figures from ``resources/court-figures.svg``, in
two or four suit colours), or an SVG deck (:mod:`.svg_deck`: KDE's, Aisleriot's, or a file).

:meth:`CardRenderer.pixmap` returns a pixmap for a card text (``"TH"``) or ``"back"`` at a size
in device-independent pixels and a device pixel ratio; pixmaps are cached per size × dpr, so a
resize only costs one new rendering per card, and only the few sizes used last are kept (a
resize sweep does not pile up pixmaps of every size it passed through).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
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
from PySide6.QtSvg import QSvgRenderer

from ...model.card_decks import BACK, FILE, DeckError
from ...resources import resource_bytes
from .card_text import RANK_LABELS
from .suits import BLACK, suit_color, suit_path
from .svg_deck import SvgDeck, deck_error_text, load_chosen_deck, load_svg_deck

#: Height / width of a card (poker size 88 × 63 mm).
CARD_RATIO = 1.4
#: How many card sizes (width × dpr) the cache keeps: the table's and one or two just before it.
KEPT_SIZES = 3

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
_COURT_IDS = {"J": "jack", "Q": "queen", "K": "king"}
#: The colour the court drawing marks as the suit's, and what black suits' figures wear instead.
_FIGURE_ACCENT = b"#c8102e"
_DARK_ROBE = QColor("#33415c")


def _figure_renderer(accent: QColor, cache: dict[str, QSvgRenderer]) -> QSvgRenderer:
    """The court drawing with ``accent`` as the suit's colour (one renderer per colour)."""
    key = accent.name()
    if key not in cache:
        data = resource_bytes("court-figures.svg").replace(_FIGURE_ACCENT, key.encode("ascii"))
        cache[key] = QSvgRenderer(QByteArray(data))
    return cache[key]


class CardRenderer:
    """Draws card faces and the back; ``indices`` is a style of ``card_text.RANK_LABELS``
    (``"ru"`` В Д К Т, ``"uk"`` В Д К Т, ``"pl"`` W D K A, ``"latin"`` J Q K A)."""

    def __init__(self, indices: str = "ru", svg_path: str | None = None,
                 four_colour: bool = False) -> None:
        self._cache: dict[tuple[object, ...], QPixmap] = {}
        self._sizes: list[tuple[int, float]] = []      # most recently used last
        self._figures: dict[str, QSvgRenderer] = {}
        self.indices = indices if indices in RANK_LABELS else "ru"
        self.four_colour = four_colour
        self._svg: SvgDeck | None = None
        self._deck_key: tuple[str, str] | None = None
        self.last_error: str | None = None      # why the last SVG file was refused
        self.set_svg(svg_path)

    # -- configuration ------------------------------------------------------------------
    def set_indices(self, indices: str) -> None:
        """Draw the ranks in the index style ``indices`` (a key of ``RANK_LABELS``)."""
        if indices in RANK_LABELS and indices != self.indices:
            self.indices = indices
            self._cache.clear()

    def set_four_colour(self, on: bool) -> None:
        """Our own deck in four suit colours (♠ black, ♥ red, ♦ blue, ♣ green) or two."""
        if on != self.four_colour:
            self.four_colour = on
            self._cache.clear()

    def set_deck(self, deck: SvgDeck | None) -> None:
        """Draw with ``deck``, or with our own deck for None."""
        self._cache.clear()
        self._svg = deck
        self._deck_key = None

    def set_svg(self, path: str | None) -> bool:
        """Use the SVG file at ``path`` (True if it loaded and has every card); None = our own
        deck. The reason a file was refused is in :attr:`last_error`."""
        self.set_deck(None)
        self.last_error = None
        if not path:
            return False
        try:
            self.set_deck(load_svg_deck(path, FILE))
        except DeckError as err:
            self.last_error = deck_error_text(err)
            return False
        return True

    def use_deck(self, choice: str, svg_file: str = "", four_colour: bool = False) -> str | None:
        """Apply the settings' deck (``deck``, ``deck_svg``, ``four_colour``); returns the message
        for the player when the chosen deck is refused (our own deck is drawn then)."""
        self.set_four_colour(four_colour)
        key = (choice, svg_file)
        if self._svg is not None and key == self._deck_key:
            return None                   # the same deck: its pixmaps stay
        deck, error = load_chosen_deck(choice, svg_file)
        self.set_deck(deck)
        self._deck_key = key
        return error

    @property
    def uses_svg(self) -> bool:
        """True while an SVG deck draws the cards."""
        return self._svg is not None

    def suit_colour(self, suit: str) -> QColor:
        """The colour our own deck draws ``suit`` in (four colours when chosen)."""
        return suit_color(suit, self.four_colour)

    def rank_label(self, rank: str) -> str:
        """The rank letter of the record as the chosen indices show it."""
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
        assert self._svg is not None
        self._svg.paint(p, card, QRectF(0, 0, w, h))

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
        k: float = -h
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
    def _pip(p: QPainter, suit: str, centre: QPointF, size: float, colour: QColor,
             flip: bool = False) -> None:
        t = QTransform()
        t.translate(centre.x(), centre.y())
        if flip:
            t.rotate(180)
        t.scale(size, size)
        p.fillPath(t.map(suit_path(suit)), colour)

    def _paint_index(self, p: QPainter, rank: str, suit: str, w: int, h: int) -> None:
        label = self.rank_label(rank)
        colour = self.suit_colour(suit)
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
            self._pip(p, suit, QPointF(w * 0.025 + box_w / 2, h * 0.02 + size * 1.55), size * 0.72,
                      colour)
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
        colour = self.suit_colour(suit)
        inner = QRectF(w * 0.29, h * 0.12, w * 0.42, h * 0.76)
        if rank in _PIPS:
            size = w * 0.165
            for x, y in _PIPS[rank]:
                centre = QPointF(inner.left() + x * inner.width(), inner.top() + y * inner.height())
                self._pip(p, suit, centre, size, colour, flip=y > 0.55)
        elif rank == "A":
            self._pip(p, suit, QPointF(w / 2, h / 2), w * 0.5, colour)
        else:
            self._paint_court(p, rank, suit, w, h)

    def _figure_accent(self, suit: str) -> QColor:
        """The colour the court figures of ``suit`` wear: the suit's, a dark blue for black."""
        colour = self.suit_colour(suit)
        return _DARK_ROBE if colour == BLACK else colour

    def _paint_court(self, p: QPainter, rank: str, suit: str, w: int, h: int) -> None:
        """A double-headed half figure (from the court drawing) in a frame, a pip beside it."""
        frame = QRectF(w * 0.22, h * 0.09, w * 0.56, h * 0.82)
        p.setPen(QPen(_COURT_FRAME[rank], max(1.0, w / 60)))
        p.setBrush(_COURT_TINT[suit])
        p.drawRoundedRect(frame, w * 0.03, w * 0.03)
        inner = frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
        figures = _figure_renderer(self._figure_accent(suit), self._figures)
        half_h = inner.height() / 2
        side = min(inner.width(), half_h)
        colour = self.suit_colour(suit)
        clip = QPainterPath()
        clip.addRoundedRect(inner, w * 0.02, w * 0.02)
        for rotate in (False, True):
            p.save()
            if rotate:
                p.translate(w, h)
                p.rotate(180)
            p.setClipPath(clip)
            box = QRectF(inner.center().x() - side / 2, h / 2 - side, side, side)
            figures.render(p, _COURT_IDS[rank], box)
            p.setClipping(False)
            pip_at = QPointF(inner.left() + w * 0.055, inner.top() + w * 0.06)
            self._pip(p, suit, pip_at, w * 0.085, colour)
            p.restore()
        p.setPen(QPen(_COURT_FRAME[rank], max(1.0, w / 160)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, w * 0.02, w * 0.02)
        p.drawLine(QPointF(inner.left(), h / 2), QPointF(inner.right(), h / 2))
