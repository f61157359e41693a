"""A blind bid is chosen before the cards are seen (docs/rules.md, blind game): the human's
hand lies face down until they bid blind or choose to look; after a look no blind bid is offered."""

from __future__ import annotations

import pytest

from thousand_qt.engine.rules import RuleSet
from thousand_qt.model import seats

from .helpers import PLAYERS, make_window


def _seed_where_the_human_speaks_first() -> int:
    for seed in range(200):
        dealer = seats.first_dealer(seed, 3)
        if (dealer + 2) % 3 == 0:           # seat 0 (the human) speaks first
            return seed
    raise AssertionError("no such seed")


def _own_faces(win) -> list[bool]:
    return [item.face_up for item in win.scene.hands[0]]


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_hand_lies_face_down_until_the_blind_choice(qtbot, speed):
    win = make_window(qtbot, speed)
    model = win.model
    try:
        model.new_game(RuleSet(blind_game=True), PLAYERS, seed=_seed_where_the_human_speaks_first())
        qtbot.waitUntil(lambda: not win.queue.busy and win.auction_panel.isVisible(), timeout=20000)
        panel = win.auction_panel
        assert model.hand_hidden() and not any(_own_faces(win))
        assert panel.blind_button.isVisible() and panel.look_button.isVisible()
        assert not panel.bid_button.isVisible() and not panel.pass_button.isVisible()
        assert "face down" in panel.note.text()
        assert not model.can_hint()              # a hint would judge the hand by its cards
        panel.look_button.click()
        qtbot.waitUntil(lambda: all(_own_faces(win)), timeout=10000)
        assert not model.hand_hidden() and model.can_hint()
        assert not panel.blind_button.isVisible() and panel.pass_button.isVisible()
    finally:
        model.shutdown(2000)


def test_a_blind_bid_from_the_face_down_hand(qtbot):
    win = make_window(qtbot, "instant")
    model = win.model
    try:
        model.new_game(RuleSet(blind_game=True), PLAYERS, seed=_seed_where_the_human_speaks_first())
        qtbot.waitUntil(lambda: not win.queue.busy and win.auction_panel.isVisible(), timeout=20000)
        win.auction_panel.blind_button.click()
        qtbot.waitUntil(lambda: bool(model.game.running_deal.auction_log), timeout=10000)
        assert model.game.running_deal.auction_log[0][1] == "blind"
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=20000)
        assert not model.hand_hidden()
    finally:
        model.shutdown(2000)


def test_without_the_blind_game_the_hand_is_shown_at_once(qtbot):
    win = make_window(qtbot, "instant")
    model = win.model
    try:
        model.new_game(RuleSet(), PLAYERS, seed=_seed_where_the_human_speaks_first())
        qtbot.waitUntil(lambda: not win.queue.busy and win.auction_panel.isVisible(), timeout=20000)
        assert not model.hand_hidden() and all(_own_faces(win))
        assert not win.auction_panel.look_button.isVisible()
    finally:
        model.shutdown(2000)
