"""A card the model refuses (the one route: the hand hands the Action to the window's submit,
the model judges it) springs back to the hand, and the hand is offered again as it was: the
model's reason in the status line, the cards playable, the hint's mark kept."""

from __future__ import annotations

from thousand_qt.engine.actions import Play
from thousand_qt.engine.cards import Card

from .helpers import to_play


def test_a_refused_card_springs_back_and_the_hand_stays_as_it_was(window, qtbot, monkeypatch):
    win = window
    to_play(win, qtbot)
    model = win.model
    sent = []

    def refuse(action):
        sent.append(action)
        model.errorMessage.emit("Not now.")
        return False

    monkeypatch.setattr(model, "submit", refuse)
    hand = win.scene.human_hand()
    hinted, dropped = hand[0], hand[-1]
    win.show_hint(Play(model.human_seat, Card.parse(hinted.card)))
    assert hinted.marked
    drop = win.scene.layout.drop_zone().center()
    dropped.setPos(drop)
    win.scene.cardDropped.emit(dropped, drop)
    assert [(a.seat, str(a.card)) for a in sent] == [(model.human_seat, dropped.card)]
    assert win.status_label.text() == "Not now."
    assert win.input.mode == "play" and dropped in win.scene.human_hand()
    assert hinted.marked                                       # the hint is still shown
    qtbot.waitUntil(lambda: (dropped.pos() - dropped.home).manhattanLength() < 1, timeout=3000)
