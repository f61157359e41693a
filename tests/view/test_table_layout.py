"""The table's geometry: the hand at the top is in sight, clear of the trick."""

from __future__ import annotations

import pytest

from thousand_qt.view.table.layout import TableLayout
from thousand_qt.view.table.seating import TOP, seating_for


def _top_hand_rect_top(layout: TableLayout) -> float:
    y = layout.hand_slots(TOP, 10)[0][0].y()
    return y - layout.ch / 2


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(("width", "height"), [(1024, 595), (1280, 755), (800, 555), (1280, 979)])
def test_the_top_hand_is_wholly_on_the_table_where_there_is_room(players, width, height):
    layout = TableLayout(width, height, seating_for(players))
    assert _top_hand_rect_top(layout) >= 0


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(("width", "height"), [(w, h) for w in (640, 1024, 1280, 1600, 1920, 2560)
                                               for h in (480, 595, 755, 855, 1035, 1400)])
def test_the_top_hand_never_meets_the_trick_and_hardly_leaves_the_table(players, width, height):
    layout = TableLayout(width, height, seating_for(players))
    hand_bottom = _top_hand_rect_top(layout) + layout.ch
    trick, _ = layout.trick_slot(TOP)
    assert hand_bottom <= trick.y() - layout.ch / 2 - layout.margin / 2 or layout.top_hand_y == layout.ch * 0.38
    assert _top_hand_rect_top(layout) >= -0.12 * layout.ch
