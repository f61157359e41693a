"""The human's hand uses the room at the bottom of the table: larger cards than the rest and a
fan spread between the plate and the won tricks, at every size from 1024×640 to 1920×1080 and
with two, three and four players, never over a plate, a pile, the trick or the talon."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from thousand_qt.view.table.layout import TableLayout
from thousand_qt.view.table.seating import BOTTOM, LEFT, RIGHT, TOP, seating_for

from .table_walk import click_card

# the table's size inside windows from 1024×640 to 1920×1080 (menu and status bars taken off)
SIZES = [(w, h) for w in (1024, 1152, 1280, 1366, 1600, 1920) for h in (599, 680, 756, 855, 1030)]
_SIDES = {2: (BOTTOM, TOP), 3: (BOTTOM, LEFT, RIGHT), 4: (BOTTOM, LEFT, TOP, RIGHT)}


def _rect(centre: QPointF, w: float, h: float, rotation: float = 0.0) -> QRectF:
    if abs(rotation) % 180 == 90:
        w, h = h, w
    elif rotation:          # a tilted trick card: its bounding box, a little larger
        w, h = w * 1.13, h * 1.06
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def _hand(lay: TableLayout, count: int, raised: bool) -> list[QRectF]:
    slots = lay.hand_slots(BOTTOM, count, set(range(count)) if raised else set())
    return [_rect(pos, lay.hand_cw, lay.hand_ch) for pos, _rot in slots]


def _others(lay: TableLayout) -> dict[str, QRectF]:
    """Everything else that may lie on the table while the human holds cards."""
    things = {}
    for side in _SIDES[lay.n]:
        w, h = lay.badge_size(side)
        things[f"plate {side}"] = QRectF(lay.badge_pos(side), QRectF(0, 0, w, h).size())
        pos, rot = lay.pile_slot(side)
        things[f"pile {side}"] = _rect(pos, lay.cw, lay.ch, rot)
        pos, rot = lay.trick_slot(side)
        things[f"trick {side}"] = _rect(pos, lay.cw, lay.ch, rot)
    if lay.n != 3:
        w, h = lay.info_size()
        things["info plate"] = QRectF(lay.info_pos(), QRectF(0, 0, w, h).size())
    if lay.n == 2:
        for index in (0, 1):
            for k, pos in enumerate(lay.talon_pair_slots(index, 2, True)):
                things[f"talon {index}.{k}"] = _rect(pos, lay.cw, lay.ch)
    else:
        for k, pos in enumerate(lay.talon_slots(3, True)):
            things[f"talon {k}"] = _rect(pos, lay.cw, lay.ch)
    return things


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_the_fan_stays_clear_of_everything_even_raised(size, n):
    lay = TableLayout(*size, seating_for(n))
    table = QRectF(0, 0, *size)
    others = _others(lay)
    for count in (6, 7, 8, 10) + ((12,) if n == 2 else ()):
        for raised in (False, True):
            cards = _hand(lay, count, raised)
            assert all(table.contains(r) for r in cards), (count, raised)
            for name, rect in others.items():
                if name.startswith("talon") and raised:
                    continue        # a card is raised only once the talon was taken up
                assert not any(r.adjusted(1, 1, -1, -1).intersects(rect) for r in cards), (count, raised, name)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_larger_cards_leave_a_panel_room_between_the_talon_and_the_hand(size, n):
    lay = TableLayout(*size, seating_for(n))
    assert lay.hand_cw >= lay.cw
    if lay.hand_cw > lay.cw + 0.5:
        assert lay.hand_card_top() - lay.talon_bottom() >= lay.panel_room() + 2 * lay.margin - 0.5
    if n == 3:              # the middle goes up for the hand, never under the top plates
        top_row = lay.margin + lay.badge_size()[1]
        assert lay.talon_bottom() - lay.ch > top_row
        for side in (LEFT, RIGHT):
            pos, rot = lay.trick_slot(side)
            assert _rect(pos, lay.cw, lay.ch, rot).top() >= top_row


def _width(lay: TableLayout, count: int) -> float:
    cards = _hand(lay, count, False)
    return cards[-1].right() - cards[0].left()


@pytest.mark.parametrize("size", [(1024, 599), (1280, 756), (1920, 1030)])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_seven_card_hand_fills_the_bottom(size, n):
    """(Before: 540 of 1280 px, 42 %, in cards the size of the rest.)"""
    lay = TableLayout(*size, seating_for(n))
    assert _width(lay, 7) >= (0.55 if n == 3 else 0.45) * size[0]
    if n == 3:
        assert lay.hand_cw >= 1.3 * lay.cw
    step = lay.hand_slots(BOTTOM, 10)[1][0].x() - lay.hand_slots(BOTTOM, 10)[0][0].x()
    assert step >= 0.42 * lay.hand_cw - 0.5       # ten cards: every index in sight


def test_the_fan_stays_under_the_trick_while_it_has_room():
    lay = TableLayout(1920, 1030, seating_for(3))
    centre = lay.width / 2
    cards = _hand(lay, 4, False)
    assert abs((cards[0].left() + cards[-1].right()) / 2 - centre) < 1
    cards = _hand(lay, 10, False)
    left, right = cards[0].left(), cards[-1].right()
    assert left >= lay.badge_pos(BOTTOM).x() + lay.badge_size()[0]
    assert right <= lay.pile_slot(BOTTOM)[0].x() - lay.ch / 2


def test_a_played_card_shrinks_to_the_table_size_on_its_way(normal_window, qtbot):
    """At the default speed: the card clicked (real clicks) flies to the trick and arrives at
    the table's card size, crisp (scale 1), while the hand keeps its larger cards."""
    from .helpers import at_instant_speed, to_play

    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    lay = win.scene.layout
    hand = win.scene.human_hand()
    assert lay.hand_cw > lay.cw and all(abs(i.width - lay.hand_cw) < 0.5 for i in hand)
    item = next(i for i in hand if i.state == "legal")
    click_card(win, item)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=3000)
    click_card(win, item)
    qtbot.waitUntil(lambda: any(i is item for _, i in win.scene.trick), timeout=3000)
    assert win.queue.busy and item.scale() > 1.01        # drawn at the table's size, shown as it was
    qtbot.waitUntil(lambda: abs(item.scale() - 1.0) < 0.001, timeout=5000)
    assert abs(item.width - lay.cw) < 0.5
    assert all(abs(i.width - lay.hand_cw) < 0.5 for i in win.scene.human_hand())
