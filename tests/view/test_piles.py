"""The table's piles (table/piles.py): one slot and one face for each card, and the z bands in
their order: the won tricks under the hands (a long pile of won tricks reaches into the hands'
band: they lie apart), the hands under the talons and the stock, those under the trick, the
dealer's pack over everything."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from thousand_qt.view.table.piles import Z_HAND, Z_PACK, Z_STOCK, Z_TALON, Z_TRICK, Z_WON, Pile
from thousand_qt.view.table.seating import seating_for


def test_a_pile_needs_a_slot_and_a_face_for_each_card():
    with pytest.raises(ValueError, match="one slot"):
        Pile((), ((QPointF(0, 0), 0.0),), 0, (), 10.0)
    assert Pile.of([], [], Z_HAND, True, 10.0).face_up == ()


def test_the_z_bands_keep_their_order_with_room_for_a_hand_the_stock_and_a_trick():
    assert Z_WON < Z_HAND and Z_HAND + 12 <= Z_TALON == Z_STOCK and Z_STOCK + 12 <= Z_TRICK
    assert Z_TRICK + 4 <= Z_PACK


def test_the_scenes_piles_cover_every_card_once(qapp):
    from thousand_qt.engine import Game
    from thousand_qt.view.table.card_renderer import CardRenderer
    from thousand_qt.view.table.scene import TableScene

    game = Game(n_players=3)
    game.start_deal(seed=4)
    scene = TableScene(CardRenderer())
    scene.setup(seating_for(3), 0)
    scene.resize_table(1280, 755)
    scene.sync(game.view_for(0))
    laid = [item for pile in scene.laid_out() for item in pile.items]
    assert sorted(map(id, laid)) == sorted(map(id, scene.all_cards())) and len(laid) == 24
