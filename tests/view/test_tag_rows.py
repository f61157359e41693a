"""The labels over the human's chosen cards (table/tag_rows.py): every one can be read whole."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from thousand_qt.view.table.tag_rows import TAG_ROWS, tag_places


def _spans(tags, places):
    return [(row, middle - width / 2 + shift, middle + width / 2 + shift)
            for (middle, width), (row, shift) in zip(tags, places, strict=True)]


def test_far_labels_lie_over_their_cards_and_neighbours_take_two_rows():
    assert tag_places([(100, 80), (300, 80)], 4) == [(0, 0.0), (0, 0.0)]
    assert tag_places([(100, 80), (140, 80)], 4) == [(0, 0.0), (1, 0.0)]


def test_three_close_labels_with_a_wide_first_are_all_read_whole():
    """The three cards laid away with two players, the first "to the second talon" (wide), on a
    1024x640 table: the third label lay over the first in the same row."""
    tags = [(318.0, 170.0), (352.0, 110.0), (407.0, 110.0)]
    places = tag_places(tags, 4)
    assert [row for row, _ in places] == [0, 1, 0]
    spans = _spans(tags, places)
    assert spans[2][1] == pytest.approx(spans[0][2] + 4)
    assert places[0][1] == pytest.approx(-places[2][1])        # both move, half the way each
    assert places[1][1] == 0.0


@given(st.lists(st.tuples(st.floats(0, 2000), st.floats(20, 300)), max_size=10), st.floats(0, 10))
def test_no_two_labels_of_a_row_overlap(raw, gap):
    tags = sorted(raw)
    places = tag_places(tags, gap)
    spans = _spans(tags, places)
    for row in range(TAG_ROWS):
        mine = [(left, right) for r, left, right in spans if r == row]
        for (_, right), (left, _) in zip(mine, mine[1:], strict=False):
            assert left >= right + gap - 1e-6
    for row in range(TAG_ROWS):       # a label alone where it fits does not move
        mine = [k for k, (r, _) in enumerate(places) if r == row]
        if len(mine) == 1:
            assert places[mine[0]][1] == 0.0


@given(st.lists(st.tuples(st.floats(0, 1200), st.floats(20, 300)), max_size=6), st.floats(0, 10),
       st.floats(-100, 400), st.floats(400, 1400))
def test_labels_stay_in_the_room_that_holds_their_row(raw, gap, left, right):
    """The room beside the plates (at 1024x640 the contract plate lies right of a two-player
    hand): a label that would pass its end moves in, its neighbours with it, still apart."""
    tags = sorted(raw)
    places = tag_places(tags, gap, (left, right))
    spans = _spans(tags, places)
    for row in range(TAG_ROWS):
        mine = [(a, b) for r, a, b in spans if r == row]
        for (_, end), (start, _) in zip(mine, mine[1:], strict=False):
            assert start >= end + gap - 1e-6
        if mine and sum(b - a for a, b in mine) + gap * (len(mine) - 1) <= right - left:
            assert mine[0][0] >= left - 1e-6 and mine[-1][1] <= right + 1e-6
        elif mine:
            assert mine[0][0] == pytest.approx(left)


def test_a_wide_last_label_moves_in_from_the_plate_beside_the_hand():
    """The last card of the hand chosen first ("to the second talon") with the contract plate
    at 760: its label ends at the plate's edge, the next label moves on with it."""
    tags = [(640.0, 110.0), (700.0, 170.0)]
    assert tag_places(tags, 4) == [(0, 0.0), (1, 0.0)]
    places = tag_places(tags, 4, (250.0, 760.0))
    assert places[0] == (0, 0.0)
    assert places[1][0] == 1 and 700 + 85 + places[1][1] == pytest.approx(760)
