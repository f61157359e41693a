"""The talon cards that joined the declarer's hand, and a card a player received, are marked
for a moment. At the default speed the gift is made at that speed, the way to it at the
instant speed."""

from __future__ import annotations

from .helpers import PLAYERS, at_instant_speed, give_the_first_two, seed_where, to_contract, to_give
from .seeds import HUMAN_DEFENDS


def test_the_talon_cards_are_marked_in_the_declarers_hand(window, qtbot):
    win = window
    to_give(win, qtbot)
    talon = {c.text for c in win.model.view().talon}
    fresh = {i.card for i in win.scene.human_hand() if i.fresh}
    assert fresh == talon and len(talon) == 3


def test_a_received_card_is_marked(window, qtbot):
    win = window
    to_contract(win, qtbot)
    for seat, hand in win.scene.hands.items():
        if seat != win.model.human_seat:
            assert sum(i.fresh for i in hand) == 1


def _a_computer_gives(win, qtbot) -> int:
    """A new game where a computer wins the auction and gives, the human passes: dealt at the
    instant speed up to the human's pass, the rest at the window's speed. Returns the declarer."""
    with at_instant_speed(win):
        seed_where(win, PLAYERS, HUMAN_DEFENDS)
        qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=20000)
        win.auction_panel.pass_button.click()
    qtbot.waitUntil(lambda: bool(win.model.view().given) and not win.queue.busy, timeout=20000)
    return win.model.view().declarer


def _synced(win) -> bool:
    """The table was rebuilt from the model after the animations (a hidden hand's cards are
    nameless again)."""
    return not win.queue.busy and all(not i.card for s, hand in win.scene.hands.items()
                                      if s != win.model.human_seat for i in hand)


def test_each_receiver_of_a_computers_gift_glows_in_its_own_hand(normal_window, qtbot):
    win = normal_window
    declarer = _a_computer_gives(win, qtbot)
    qtbot.waitUntil(lambda: _synced(win), timeout=5000)
    for seat, hand in win.scene.hands.items():
        if seat != declarer:
            assert sum(i.fresh for i in hand) == 1, seat          # one card came to each


def test_each_opponent_glows_after_the_humans_gift_at_the_default_speed(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):
        to_give(win, qtbot)
    give_the_first_two(win, qtbot)                  # the gift at the default speed
    qtbot.waitUntil(lambda: _synced(win), timeout=5000)
    for seat, hand in win.scene.hands.items():
        if seat != win.model.human_seat:
            assert sum(i.fresh for i in hand) == 1, seat
