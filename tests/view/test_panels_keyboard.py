"""The in-table panels by keyboard, as Help ▸ Controls says: when a panel opens Enter presses
its default button; Tab and Shift+Tab cycle through its buttons (and the table), with a focus
ring that can be seen; Enter presses the button that has the focus. The auction and contract
panels open at the test's speed; the way to the give goes at the instant speed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from thousand_qt.engine import Phase

from .helpers import PLAYERS, at_instant_speed, seed_where, to_contract
from .seeds import HUMAN_DEFENDS


@pytest.fixture(params=["window", "normal_window"])
def any_window(request):
    return request.getfixturevalue(request.param)


def _at_the_humans_auction(win, qtbot) -> None:
    """A computer on the hundred, the human's word in the auction (the panel opens at the
    test's speed: it takes the keyboard as it opens)."""
    seed_where(win, PLAYERS, HUMAN_DEFENDS)
    assert win.model.view().phase is Phase.AUCTION
    qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=15000)


def _key(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed by the player: it goes to the widget that has the keyboard focus."""
    QTest.keyClick(QApplication.focusWidget(), key, modifier)


def _human_words(win) -> list:
    return [(verb, amount) for seat, verb, amount in win.model.view().auction if seat == win.model.human_seat]


def test_enter_in_the_auction_panel_bids_at_once(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot)
    panel = win.auction_panel
    amount = panel.amount.number()
    _key(Qt.Key.Key_Return)
    assert _human_words(win) == [("bid", amount)]
    assert not panel.isVisible()


def test_enter_in_the_contract_panel_keeps_the_bid_at_once(any_window, qtbot):
    win = any_window
    to_contract(win, qtbot)                              # the panel opens at the test's speed
    lowest = win.contract_panel.amounts()[0]
    _key(Qt.Key.Key_Enter)
    assert win.model.view().contract == lowest


def _buttons(panel) -> list[QPushButton]:
    return [b for b in panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]


def test_tab_and_shift_tab_cycle_through_the_panel_and_the_table(window, qtbot):
    win = window
    _at_the_humans_auction(win, qtbot)
    win.score_sheet.show()                  # a shown dock is not a stop of the cycle
    panel = win.auction_panel
    forward = []
    for _ in range(2 * (len(_buttons(panel)) + 2)):
        _key(Qt.Key.Key_Tab)
        forward.append(QApplication.focusWidget())
    stops = [w for w in forward if isinstance(w, QPushButton)]
    assert set(stops) == set(_buttons(panel))                     # every button is reached
    assert all(w is win.view or panel.isAncestorOf(w) for w in forward)   # and nothing else
    cycle = len(set(forward))
    assert forward[:cycle] == forward[cycle:2 * cycle]              # round and round
    backward = []
    for _ in range(cycle):
        _key(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        backward.append(QApplication.focusWidget())
    assert backward[:-1] == list(reversed(forward[:cycle - 1]))


def _gold_pixels(image) -> int:
    """Pixels of the table's gold (the focus ring's colour) in ``image``."""
    gold = (0xff, 0xd8, 0x66)
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if max(abs(c - g) for c, g in zip(image.pixelColor(x, y).getRgb()[:3], gold, strict=True)) < 40)


def test_the_focused_button_shows_a_gold_focus_ring_and_enter_presses_it(any_window, qtbot):
    win = any_window
    _at_the_humans_auction(win, qtbot)
    panel = win.auction_panel
    while QApplication.focusWidget() is not panel.pass_button:
        _key(Qt.Key.Key_Tab)
    button = panel.pass_button
    assert _gold_pixels(button.grab().toImage()) > button.width() + button.height()     # a ring round it
    _key(Qt.Key.Key_Return)
    assert _human_words(win) == [("pass", 0)]
    assert not panel.isVisible()


def test_tab_from_the_table_reaches_the_give_button_and_enter_gives(window, qtbot):
    from .helpers import to_give

    win = window
    to_give(win, qtbot)
    assert QApplication.focusWidget() is win.view           # the cards are chosen on the table
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Return):
        _key(key)
    assert len(win.input.give_choice) == 2
    while QApplication.focusWidget() is not win.give_panel.give_button:
        _key(Qt.Key.Key_Tab)
    _key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.model.view().phase is not Phase.GIVE, timeout=5000)


def test_enter_on_a_chosen_card_gives_once_both_are_chosen(any_window, qtbot):
    """→ Enter → Enter picks a card for each opponent; Enter again gives, as the status line
    says ("or ← → and Enter, then Give"); Space still takes the card under the cursor back."""
    from .helpers import to_give

    win = any_window
    with at_instant_speed(win):
        to_give(win, qtbot)

    def press(key) -> None:
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
        _key(key)

    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Return):
        press(key)
    chosen = list(win.input.give_choice)
    assert len(chosen) == 2 and win.input.cursor == chosen[1]
    press(Qt.Key.Key_Space)                              # takes the card under the cursor back
    assert win.input.give_choice == chosen[:1]
    press(Qt.Key.Key_Space)
    assert win.input.give_choice == chosen
    hand = [item.card for item in win.scene.human_hand()]
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.model.view().phase is not Phase.GIVE, timeout=5000)
    given = {card for card in hand if card not in {c.text for c in win.model.view().hand}}
    assert given == set(chosen)
