"""Where the seats' things go with two and four players: each plate by its own hand (never
above another player's), a ten-card side fan clear of its plate, the contract plate's lines
whole, and an open top hand read the right way up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from thousand_qt.engine.state import Game
from thousand_qt.view.table.card_renderer import CardRenderer
from thousand_qt.view.table.layout import PILE_STEP, TableLayout
from thousand_qt.view.table.scene import TableScene
from thousand_qt.view.table.seating import BOTTOM, LEFT, RIGHT, TOP, Side, seating_for

SIZES = [(1024, 595), (1280, 755), (1366, 723), (1920, 1035)]


def _card_rect(lay: TableLayout, pos, rot: float) -> QRectF:
    w, h = (lay.ch, lay.cw) if abs(rot) % 180 == 90 else (lay.cw, lay.ch)
    return QRectF(pos.x() - w / 2, pos.y() - h / 2, w, h)


def _hand_rect(lay: TableLayout, side: Side, count: int) -> QRectF:
    rect = QRectF()
    for pos, rot in lay.hand_slots(side, count):
        rect = rect.united(_card_rect(lay, pos, rot))
    return rect


def _plate(lay: TableLayout, side: Side) -> QRectF:
    w, h = lay.badge_size(side)
    return QRectF(lay.badge_pos(side), QRectF(0, 0, w, h).size())


@pytest.mark.parametrize("size", SIZES)
def test_four_players_the_top_plate_is_by_the_top_hand_not_over_a_side_hand(size):
    lay = TableLayout(*size, seating_for(4))
    top = _plate(lay, TOP)
    for side in (LEFT, RIGHT):
        column = _hand_rect(lay, side, 10)
        assert top.right() < column.left() or top.left() > column.right(), (side, top, column)
    hand = _hand_rect(lay, TOP, 10)
    assert top.right() <= hand.left() and hand.left() - top.right() <= 2 * lay.margin + 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4])
def test_a_ten_card_side_fan_stays_clear_of_every_plate(size, n):
    lay = TableLayout(*size, seating_for(n))
    sides = (BOTTOM, LEFT, RIGHT) + ((TOP,) if n == 4 else ())
    for side in (LEFT, RIGHT):
        fan = _hand_rect(lay, side, 10)
        for other in sides:
            assert not fan.intersects(_plate(lay, other)), (side, other)


def _scene(qapp, n: int, size) -> TableScene:
    scene = TableScene(CardRenderer())
    scene.setup(seating_for(n), 0)
    scene.resize_table(*size)
    return scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 4])
def test_the_contract_plate_shows_its_lines_whole(qapp, size, n):
    from thousand_qt.view.table.plates import contract_line

    scene = _scene(qapp, n, size)
    lines = [contract_line("Фёдор", 120), "Marriage ♥ 100: Фёдор"]
    scene.info.set_fields(trump="H", trump_label="trump", lines=lines)
    scene.info.layout()
    shown = [t.shown for t in scene.info.texts if t.full in lines]
    assert shown == lines


@pytest.mark.parametrize("n", [2, 4])
def test_an_open_top_hand_lies_the_right_way_up(qapp, n):
    game = Game(n_players=n, first_dealer=1)        # (four players: seat 1 deals, the top seat plays)
    game.start_deal(seed=5)
    scene = _scene(qapp, n, (1280, 755))
    top = 1 if n == 2 else 2
    view = game.view_for(0)
    assert view.hand_sizes[top], "the top seat must play in this deal (not deal and sit out)"
    scene.sync(view, open_hands={top: game.deal.hands[top]})
    hand = scene.hands[top]
    assert hand and all(i.face_up for i in hand)
    assert all(abs(i.rotation() % 360) < 0.5 for i in hand)          # indices upright
    xs = [i.pos().x() for i in hand]
    assert xs == sorted(xs)                                          # fanned left to right



#: The table beside an open score sheet dock in a 1024×640 window: the narrowest one plays at.
BESIDE_THE_DOCK = (676, 572)


@pytest.mark.parametrize("size", SIZES + [BESIDE_THE_DOCK])
def test_four_players_the_contract_plate_stays_off_the_top_seats_won_tricks(size):
    """Beside the score sheet the contract plate lay over the left edge of the top pile; the
    pile stays clear of the top hand once a trick is won (seven cards at most)."""
    lay = TableLayout(*size, seating_for(4))
    pos, rot = lay.pile_slot(TOP)
    lean = 7 * PILE_STEP                                    # eight tricks, each a step up and right
    pile = _card_rect(lay, pos, rot).adjusted(0, -lean, lean, 0)
    info = QRectF(lay.info_pos(), QRectF(0, 0, *lay.info_size()).size())
    assert not info.intersects(pile), (info, pile)
    assert info.right() <= lay.width
    assert not pile.intersects(_hand_rect(lay, TOP, 7))
