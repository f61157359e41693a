"""blind_rule on the table (docs/rules.md, "Blind bids of the seeds"): with ``anyone`` a later
speaker's hand lies face down until they look (a click on it, the L key or the panel's button)
or make an open call; the face-down panel offers each blind amount; another seat's blind bid is
said on its plate."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thousand_qt.ai import blind as blind_module
from thousand_qt.engine.rules import RuleSet
from thousand_qt.model import default_player_factory, seats

from .helpers import PLAYERS, make_window
from .table_walk import click_button, click_card

ANYONE = RuleSet(blind_game=True, blind_rule="anyone")


def _seed_where_the_human_speaks_second() -> int:
    """Seat 0 deals: seat 1 is on the hundred, seat 2 speaks first (and passes), then the human."""
    return next(seed for seed in range(200) if seats.first_dealer(seed, 3) == 0)


def _own_faces(win) -> list[bool]:
    return [item.face_up for item in win.scene.hands[0]]


def _start(qtbot, speed, rules=ANYONE):
    win = make_window(qtbot, speed)
    win.model.new_game(rules, PLAYERS, seed=_seed_where_the_human_speaks_second())
    qtbot.waitUntil(lambda: not win.queue.busy and win.auction_panel.isVisible(), timeout=20000)
    return win


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_anyone_a_later_speakers_hand_lies_face_down_and_l_turns_it_up(qtbot, speed):
    win = _start(qtbot, speed)
    model, panel = win.model, win.auction_panel
    try:
        assert model.game.running_deal.auction_log[0][:2] == (2, "pass")      # seat 2 spoke first
        assert model.hand_hidden() and not any(_own_faces(win))
        assert win.controller.look.note.isVisible() and "press L" in win.controller.look.note.text
        assert panel.blind_button.isVisible() and panel.look_button.isVisible()
        assert panel.amount.isVisible() and panel.amount.allowed[:2] == [120, 125]   # every blind amount
        assert not panel.bid_button.isVisible() and not panel.pass_button.isVisible()
        win.view.setFocus()
        QTest.keyClick(win.view, Qt.Key.Key_L)
        qtbot.waitUntil(lambda: all(_own_faces(win)) and not win.queue.busy, timeout=10000)
        assert not model.hand_hidden() and not win.controller.look.note.isVisible()
        assert not panel.blind_button.isVisible() and panel.pass_button.isVisible()
    finally:
        model.shutdown(2000)


def test_the_note_on_the_face_down_hand_follows_a_resize(qtbot):
    """At 1920x1080 the note stayed where the smaller window had put it, under the auction panel."""
    win = _start(qtbot, "normal")
    try:
        note = win.controller.look.note
        before = note.pos()
        win.resize(1900, 1040)
        qtbot.waitUntil(lambda: win.scene.layout.width > 1800, timeout=10000)
        lay = win.scene.layout
        assert note.isVisible() and note.pos() != before
        assert note.pos().x() == lay.centre.x() and lay.hand_card_top() < note.pos().y() < lay.height
        assert not note.sceneBoundingRect().toAlignedRect().intersects(win.auction_panel.geometry())
    finally:
        win.model.shutdown(2000)


def test_anyone_a_click_on_the_face_down_hand_turns_it_up(qtbot):
    win = _start(qtbot, "instant")
    try:
        click_card(win, win.scene.human_hand()[-1])
        qtbot.waitUntil(lambda: all(_own_faces(win)) and not win.queue.busy, timeout=10000)
        assert not win.model.hand_hidden() and win.auction_panel.pass_button.isVisible()
    finally:
        win.model.shutdown(2000)


def test_anyone_a_blind_bid_of_the_amount_in_the_box(qtbot):
    win = _start(qtbot, "instant")
    model, panel = win.model, win.auction_panel
    try:
        panel.amount.setValue(130)
        click_button(panel.blind_button)
        qtbot.waitUntil(lambda: model.game.phase.value != "auction", timeout=10000)    # seat 1 passes
        deal = model.game.running_deal
        assert deal.auction_log[1] == (0, "blind", 130)
        assert deal.declarer == 0 and deal.blind and not deal.talon_public
    finally:
        model.shutdown(2000)


def test_first_speaker_a_later_speaker_sees_the_cards_at_once(qtbot):
    win = _start(qtbot, "instant", RuleSet(blind_game=True))
    try:
        assert not win.model.hand_hidden() and all(_own_faces(win))
        assert not win.auction_panel.blind_button.isVisible() and not win.controller.look.note.isVisible()
    finally:
        win.model.shutdown(2000)


def test_a_computers_blind_bid_is_said_on_its_plate(qtbot, monkeypatch):
    monkeypatch.setattr(blind_module, "blind_outlook", lambda v, rng: blind_module.BlindOutlook(50.0, 40.0, 0, 0))
    win = make_window(qtbot, "instant", player_factory=default_player_factory)
    players = [PLAYERS[0], *(replace(p, level="normal") for p in PLAYERS[1:])]
    try:
        win.model.new_game(ANYONE, players, seed=_seed_where_the_human_speaks_second())
        qtbot.waitUntil(lambda: not win.queue.busy and win.auction_panel.isVisible(), timeout=20000)
        assert win.model.game.running_deal.auction_log[0] == (2, "blind", 120)
        assert win.controller.words.said[2] == ("blind", (120,))
        assert win.scene.badges[2].word == "120 blind"
    finally:
        win.model.shutdown(2000)


def test_l_looks_also_while_the_panel_has_the_keyboard_and_the_panel_says_a_blind_bid(qtbot):
    win = _start(qtbot, "instant")
    panel = win.auction_panel
    try:
        panel.amount.setValue(125)
        click_button(panel.blind_button)
        qtbot.waitUntil(lambda: not win.queue.busy and win.model.game.phase.value != "auction", timeout=10000)
        assert win.model.game.running_deal.auction_log[1] == (0, "blind", 125)
    finally:
        win.model.shutdown(2000)
    win = _start(qtbot, "instant")
    panel = win.auction_panel
    try:
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
        panel.amount.setFocus()
        QTest.keyClick(panel.amount, Qt.Key.Key_L)
        qtbot.waitUntil(lambda: all(_own_faces(win)) and not win.queue.busy, timeout=10000)
        assert not win.model.hand_hidden() and panel.pass_button.isVisible()
    finally:
        win.model.shutdown(2000)
