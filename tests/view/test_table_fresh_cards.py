"""The talon cards that joined the declarer's hand, and a card a player received, are marked
for a moment."""

from __future__ import annotations

from .test_input_cards import _to_contract, _to_give


def test_the_talon_cards_are_marked_in_the_declarers_hand(window, qtbot):
    win = window
    _to_give(win, qtbot)
    talon = {c.text for c in win.model.view().talon}
    fresh = {i.card for i in win.scene.human_hand() if i.fresh}
    assert fresh == talon and len(talon) == 3


def test_a_received_card_is_marked(window, qtbot):
    win = window
    _to_contract(win, qtbot)
    for seat, hand in win.scene.hands.items():
        if seat != win.model.human_seat:
            assert sum(i.fresh for i in hand) == 1
