"""The table's seatings: the game with a stock is a seating of its own (no talon, the stock left
of the trick), chosen with the others by one function; its geometry is the two-player table's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet, is_stock_game
from thousand_qt.view.table.layout import TableLayout
from thousand_qt.view.table.seating import BOTTOM, SEATINGS, STOCK_SEATING, TOP, seating_for

SIZES = st.tuples(st.integers(480, 2560), st.integers(400, 1440))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_number_of_players_has_its_seating(n):
    seating = seating_for(n)
    assert seating is SEATINGS[n]
    assert seating.n == n
    assert not seating.stock


def test_the_game_with_a_stock_has_its_own_seating():
    seating = seating_for(2, stock_game=True)
    assert seating is STOCK_SEATING
    assert seating.stock and not seating.two_talons
    assert seating.sides == (BOTTOM, TOP)
    assert seating.beside_the_trick           # the stock lies left of the trick, as a talon would
    assert SEATINGS[2].beside_the_trick and not SEATINGS[3].beside_the_trick and not SEATINGS[4].beside_the_trick


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_rules_choose_the_seating(n):
    for game in ("stock", "talons"):
        rules = RuleSet(two_player_game=game)
        assert seating_for(n, is_stock_game(rules, n)).stock == (n == 2 and game == "stock")


@pytest.mark.parametrize(("n", "stock"), [(1, False), (5, False), (3, True), (4, True)])
def test_no_other_table(n, stock):
    with pytest.raises(ValueError, match="players|two"):
        seating_for(n, stock)


@given(SIZES)
def test_the_stock_table_lies_as_the_two_player_table(size):
    """Every seat, plate and pile lies where it does with two players; the stock where the left
    talon would."""
    two, stock = TableLayout(*size, SEATINGS[2]), TableLayout(*size, STOCK_SEATING)
    assert stock.n == 2
    for side in (BOTTOM, TOP):
        assert stock.hand_slots(side, 6) == two.hand_slots(side, 6)
        assert stock.badge_pos(side) == two.badge_pos(side)
        assert stock.pile_slot(side) == two.pile_slot(side)
        assert stock.trick_slot(side) == two.trick_slot(side)
    assert stock.info_pos() == two.info_pos()
    assert stock.centre == two.centre and stock.hand_cw == two.hand_cw
    assert stock.stock_pos() == two.talon_pair_slots(0, 1, False)[0]
    assert stock.panel_width(beside_talons=True) == two.panel_width(beside_talons=True)


@given(SIZES)
def test_a_panel_beside_the_stock_leaves_it_in_sight(size):
    lay = TableLayout(*size, STOCK_SEATING)
    half = lay.panel_width(beside_talons=True) / 2
    assert lay.centre.x() - half >= lay.stock_pos().x() + lay.cw / 2
