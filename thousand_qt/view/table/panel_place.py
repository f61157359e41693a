"""Where a panel over the table goes, as pure geometry (no widget): just above the human's hand
and below the middle of the table, moved clear of the name plates where it can be.

:class:`~thousand_qt.view.panels.panel.Panel` sizes itself (its text shrinks to fit) and asks
these for its place; the rectangles are in the table's scene coordinates, which are the view's
pixels.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect

from .layout import TableLayout

#: The narrowest gap between two plates a panel is narrowed to fit in (less holds no buttons).
NARROWEST_GAP_PX = 200


def panel_top(layout: TableLayout, height: int, room_for_raised: bool) -> int:
    """The top of a panel ``height`` high just above the human's hand (above a raised card's
    room when ``room_for_raised``, else never above the talon or the trick in the middle)."""
    top = layout.hand_top if room_for_raised else layout.hand_card_top()
    y = int(top - layout.margin - height)
    return y if room_for_raised else max(y, int(below_the_middle(layout)))


def below_the_middle(layout: TableLayout) -> float:
    """The highest a panel below the middle of the table (the talon, the trick) may reach."""
    return layout.talon_bottom() + layout.margin


def height_below_the_middle(layout: TableLayout, room_for_raised: bool) -> float:
    """The height of the room between the middle of the table and the hand (above a raised
    card's room when ``room_for_raised``)."""
    top = layout.hand_top if room_for_raised else layout.hand_card_top()
    return top - layout.margin - below_the_middle(layout)


def fits_below_the_middle(layout: TableLayout, height: int, room_for_raised: bool) -> bool:
    """True when a panel ``height`` high fits between the middle of the table and the hand."""
    return height <= height_below_the_middle(layout, room_for_raised)


def top_clear_of_the_cards(layout: TableLayout, cards: Sequence[QRect], panel: QRect) -> int:
    """The top of ``panel`` (its width and height, on its span of the table) over a hand whose
    cards stay playable: its bottom just above a raised card, or, where that would cover any of
    the ``cards`` in the middle (the trick), just below the lowest of those, over the top of a
    raised card but never over the hand as it lies."""
    m = layout.margin
    y = int(layout.hand_card_top() - layout.raise_height - m - panel.height())
    over = [c for c in cards if c.intersects(panel.translated(0, y - panel.y()))]
    if over:
        y = min(max(c.bottom() for c in over) + int(m), int(layout.hand_card_top() - m - panel.height()))
    return y


def gap_between_plates(plates: Sequence[QRect], panel: QRect, margin: int, width: int) -> tuple[int, int] | None:
    """The free span (left, right) between the ``plates`` that ``panel`` covers on its left and
    on its right, on a table ``width`` wide; None if it covers none, or the span is too narrow
    to use (:data:`NARROWEST_GAP_PX`)."""
    under = [p for p in plates if p.intersects(panel)]
    if not under:
        return None
    middle = panel.center().x()
    left = max((p.right() + margin for p in under if p.center().x() < middle), default=margin)
    right = min((p.left() - margin for p in under if p.center().x() >= middle), default=width - margin)
    return (left, right) if right - left >= NARROWEST_GAP_PX else None


def clear_of_the_plates(plates: Sequence[QRect], cards: Sequence[QRect], panel: QRect, margin: int,
                        highest: int) -> tuple[int, int]:
    """The top-left corner of ``panel``, or of a place near it where it covers none of the
    ``plates`` (a narrow table brings the side seats' plates, or with two players the contract's,
    beside the panel's place): higher up, not above ``highest`` nor over the ``cards`` in the
    middle (a talon, the trick); else further left. As it was if neither is clear."""
    x, y = panel.x(), panel.y()

    def covered(at_x: int, at_y: int) -> list[QRect]:
        mine = panel.translated(at_x - x, at_y - y)
        return [p for p in plates if p.intersects(mine)]

    under = covered(x, y)
    if not under:
        return x, y
    up = min(p.top() for p in under) - margin - panel.height()
    span = panel.translated(0, up - y)
    if up >= highest and not covered(x, up) and not any(c.intersects(span) for c in cards):
        return x, up
    left = min(p.left() for p in under) - margin - panel.width()
    if left >= margin and not covered(left, y):
        return left, y
    return x, y


__all__ = ["NARROWEST_GAP_PX", "below_the_middle", "clear_of_the_plates", "fits_below_the_middle",
           "gap_between_plates", "height_below_the_middle", "panel_top", "top_clear_of_the_cards"]
