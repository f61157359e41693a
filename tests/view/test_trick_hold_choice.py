"""A card chosen while a finished trick is held (at the default animation speed and hold) is
not lost: the click ends the hold at once and the choice waits for the human's turn — one
click selects the card, a second one plays it."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from thousand_qt.engine.actions import Play

from .helpers import at_instant_speed, to_play
from .table_walk import click_card


def _highest_legal(win) -> str:
    legal = [a.card for a in win.model.legal() if isinstance(a, Play)]
    return str(max(legal, key=lambda c: (c.points, c.strength)))


def _held_trick_the_human_took(win, qtbot) -> None:
    """Play on (the human leads its strongest card) until a held trick is the human's."""
    win.settings.trick_hold = "normal"               # applied with the speed, as Preferences applies it
    with at_instant_speed(win):                     # the deal, the auction, the give, the contract
        to_play(win, qtbot)
    assert win.controller.hold.mode == "normal"
    for _ in range(7):
        qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=15000)
        win.input.play(_highest_legal(win))
        qtbot.waitUntil(lambda: win.controller.hold.holding, timeout=15000)
        if win.model.view().tricks[-1].winner == win.model.human_seat and win.model.view().hand:
            return
        qtbot.waitUntil(lambda: not win.controller.hold.holding, timeout=15000)
    pytest.fail("the human took no trick")


def _card_to_choose(win):
    hand = win.scene.human_hand()
    return hand[len(hand) // 2]


def test_one_click_during_the_hold_selects_the_card_for_the_turn(normal_window, qtbot):
    win = normal_window
    _held_trick_the_human_took(win, qtbot)
    item = _card_to_choose(win)
    click_card(win, item)
    assert not win.controller.hold.holding                  # the click ended the hold at once
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=15000)
    qtbot.waitUntil(lambda: item.card in win.scene.raised, timeout=5000)
    assert win.input.cursor == item.card
    assert len(win.model.view().hand) == len(win.scene.human_hand())     # nothing played yet


def test_two_clicks_during_the_hold_play_the_card_when_the_turn_comes(normal_window, qtbot):
    win = normal_window
    _held_trick_the_human_took(win, qtbot)
    item = _card_to_choose(win)
    card, cards_before = item.card, len(win.model.view().hand)
    click_card(win, item)
    QTest.qWait(0)
    click_card(win, item)
    qtbot.waitUntil(lambda: len(win.model.view().hand) == cards_before - 1, timeout=15000)
    assert card not in [c.text for c in win.model.view().hand]
    assert any(c.text == card for _, c in win.model.view().trick) or \
        any(c.text == card for _, c in win.model.view().tricks[-1].cards)
