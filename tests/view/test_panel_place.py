"""Where a panel over the table goes, as geometry without a widget (table/panel_place.py)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QTransform

from thousand_qt.view.table.layout import TableLayout
from thousand_qt.view.table.panel_place import (
    NARROWEST_GAP_PX,
    below_the_middle,
    clear_of_the_plates,
    fits_below_the_middle,
    gap_between_plates,
    height_below_the_middle,
    panel_top,
    top_clear_of_the_cards,
)
from thousand_qt.view.table.seating import BOTTOM, seating_for

PANEL = QRect(300, 400, 400, 150)


def test_a_panel_on_no_plate_has_no_gap_to_move_into():
    assert gap_between_plates([QRect(0, 0, 100, 80)], PANEL, 8, 1000) is None


def test_the_gap_between_the_plates_a_panel_covers():
    left, right = QRect(200, 420, 150, 80), QRect(650, 420, 150, 80)
    assert gap_between_plates([left, right], PANEL, 8, 1000) == (left.right() + 8, right.left() - 8)
    assert gap_between_plates([left], PANEL, 8, 1000) == (left.right() + 8, 1000 - 8)
    narrow = QRect(left.right() + 8 + NARROWEST_GAP_PX - 1 + 8, 420, 150, 80)
    assert gap_between_plates([left, narrow], PANEL, 8, 1000) is None


def test_a_panel_on_a_plate_goes_up_else_left_else_stays():
    plate = QRect(600, 450, 200, 80)
    up = plate.top() - 8 - PANEL.height()
    assert clear_of_the_plates([plate], [], PANEL, 8, highest=0) == (PANEL.x(), up)
    card_above = QRect(350, up, 50, 50)                     # a talon card where it would go up
    assert clear_of_the_plates([plate], [card_above], PANEL, 8, highest=0) == (plate.left() - 8 - PANEL.width(),
                                                                                PANEL.y())
    assert clear_of_the_plates([plate], [], PANEL, 8, highest=up + 1) == (plate.left() - 8 - PANEL.width(), PANEL.y())
    wide = QRect(0, 450, 1000, 80)                           # nowhere to go
    assert clear_of_the_plates([wide], [card_above], PANEL, 8, highest=0) == (PANEL.x(), PANEL.y())
    assert clear_of_the_plates([], [], PANEL, 8, highest=0) == (PANEL.x(), PANEL.y())


@pytest.mark.parametrize("size", [(1024, 595), (1280, 755), (676, 572)])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_panel_lies_above_the_hand_and_never_over_the_middle_unless_it_leaves_room_for_a_raised_card(size, n):
    lay = TableLayout(*size, seating_for(n))
    for height in (60, 150, 400):
        y = panel_top(lay, height, room_for_raised=False)
        assert y >= int(below_the_middle(lay))
        if fits_below_the_middle(lay, height, False):
            assert y + height <= lay.hand_card_top() - lay.margin + 1
        raised = panel_top(lay, height, room_for_raised=True)
        assert raised + height <= lay.hand_top - lay.margin + 1


def _trick_cards(lay: TableLayout, sides) -> list[QRect]:
    """The trick's cards of ``sides`` (the human's is never there while the human is to play),
    as the scene's rotated card items cover them."""
    rects = []
    for side in sides:
        pos, rot = lay.trick_slot(side)
        card = QTransform().rotate(rot).mapRect(QRectF(-lay.cw / 2, -lay.ch / 2, lay.cw, lay.ch))
        rects.append(card.translated(pos).toAlignedRect())
    return rects


@pytest.mark.parametrize("size", [(1024, 555), (1280, 715), (1920, 995), (1024, 595)])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_panel_over_a_playable_hand_leaves_the_trick_in_sight(size, n):
    """The declare-before-the-card panel (RULES.md §14): at 1024x640 it covered the trick."""
    lay = TableLayout(*size, seating_for(n))
    others = [side for side in lay.seating.sides if side is not BOTTOM]
    cards = _trick_cards(lay, others)
    for height in (70, 95, 120):
        panel = QRect(int(lay.width / 2 - 190), 0, 380, height)
        y = top_clear_of_the_cards(lay, cards, panel)
        placed = panel.translated(0, y)
        assert not any(c.intersects(placed) for c in cards), (height, y)
        assert placed.bottom() <= lay.hand_card_top() - lay.margin      # the hand as it lies in sight
    empty = top_clear_of_the_cards(lay, [], QRect(0, 0, 380, 95))     # a lead: just above a raised card
    assert empty + 95 == int(lay.hand_card_top() - lay.raise_height - lay.margin)


@pytest.mark.parametrize("size", [(1024, 555), (1280, 715), (1920, 995)])
@pytest.mark.parametrize("raised", [False, True])
def test_the_room_below_the_middle_is_the_tallest_panel_that_fits(size, raised):
    lay = TableLayout(*size, seating_for(3))
    room = math.floor(height_below_the_middle(lay, raised))
    assert room > 0 or raised        # (a raised card's room may reach the talon)
    assert fits_below_the_middle(lay, room, raised) and not fits_below_the_middle(lay, room + 1, raised)
