"""Suit symbols as vector paths (♠ ♣ ♦ ♥), drawn by our own code so they never depend on a font.

Every path fits the unit box centred on the origin (−0.5 … 0.5); scale it to the pip size.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath

RED = QColor("#c8102e")
BLACK = QColor("#1b1b1b")
BLUE = QColor("#1556b8")
GREEN = QColor("#137a2e")
#: The four-colour deck: spades black, hearts red, diamonds blue, clubs green.
FOUR_COLOURS = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}


def suit_color(suit: str, four_colour: bool = False) -> QColor:
    """Red for hearts and diamonds, black for spades and clubs; with ``four_colour`` each suit
    its own (:data:`FOUR_COLOURS`)."""
    if four_colour:
        return FOUR_COLOURS.get(suit, BLACK)
    return RED if suit in ("H", "D") else BLACK


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, 0.46)
    p.cubicTo(-0.12, 0.30, -0.50, 0.08, -0.48, -0.18)
    p.cubicTo(-0.46, -0.44, -0.10, -0.52, 0.0, -0.24)
    p.cubicTo(0.10, -0.52, 0.46, -0.44, 0.48, -0.18)
    p.cubicTo(0.50, 0.08, 0.12, 0.30, 0.0, 0.46)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, -0.5)
    p.quadTo(0.14, -0.22, 0.40, 0.0)
    p.quadTo(0.14, 0.22, 0.0, 0.5)
    p.quadTo(-0.14, 0.22, -0.40, 0.0)
    p.quadTo(-0.14, -0.22, 0.0, -0.5)
    p.closeSubpath()
    return p


def _stem(p: QPainterPath) -> None:
    p.moveTo(-0.05, 0.10)
    p.quadTo(-0.04, 0.36, -0.22, 0.48)
    p.lineTo(0.22, 0.48)
    p.quadTo(0.04, 0.36, 0.05, 0.10)
    p.closeSubpath()


def _spade() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, -0.50)
    p.cubicTo(0.12, -0.30, 0.50, -0.12, 0.48, 0.12)
    p.cubicTo(0.46, 0.36, 0.12, 0.40, 0.0, 0.18)
    p.cubicTo(-0.12, 0.40, -0.46, 0.36, -0.48, 0.12)
    p.cubicTo(-0.50, -0.12, -0.12, -0.30, 0.0, -0.50)
    p.closeSubpath()
    _stem(p)
    p.setFillRule(p.fillRule().WindingFill)
    return p


def _club() -> QPainterPath:
    p = QPainterPath()
    r = 0.215
    p.addEllipse(QPointF(0.0, -0.25), r, r)
    p.addEllipse(QPointF(-0.25, 0.07), r, r)
    p.addEllipse(QPointF(0.25, 0.07), r, r)
    p.addRect(QRectF(-0.08, -0.12, 0.16, 0.2))
    _stem(p)
    p.setFillRule(p.fillRule().WindingFill)
    return p


@lru_cache(maxsize=None)
def suit_path(suit: str) -> QPainterPath:
    """The path of a suit letter ``S C D H`` in the unit box."""
    return {"H": _heart, "D": _diamond, "S": _spade, "C": _club}[suit]()

