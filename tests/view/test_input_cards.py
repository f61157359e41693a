"""The human's cards at the default animation speed: a selected card rises, chosen gift cards
rise, a card dropped where it may not go springs back; keyboard giving picks two cards. The way
to the give or the play goes at the instant speed, save for the turn highlight, which follows
the seats to act on the way."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from thousand_qt.view.table.seating import Side

from .helpers import at_instant_speed, to_give, to_play


def _resting_y(win) -> float:
    return win.scene.layout.hand_slots(Side.BOTTOM, 1)[0][0].y()


def test_a_selected_card_rises_at_normal_speed(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    item = win.scene.human_hand()[2]
    low = _resting_y(win)
    assert abs(item.pos().y() - low) < 1
    item.clicked.emit(item)
    qtbot.waitUntil(lambda: abs(item.pos().y() - (low - win.scene.layout.raise_height)) < 1, timeout=3000)
    QTest.keyClick(win.view, Qt.Key.Key_Right)      # the selection moves on: this one comes down
    qtbot.waitUntil(lambda: abs(item.pos().y() - low) < 1, timeout=3000)
    after = win.scene.human_hand()[3]
    qtbot.waitUntil(lambda: after.pos().y() < low - 1, timeout=3000)


def test_a_card_dropped_on_the_felt_springs_back(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    item = win.scene.human_hand()[0]
    home = QPointF(item.pos())
    felt = QPointF(20, 20)
    item.setPos(felt)
    win.scene.cardDropped.emit(item, felt)
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1, timeout=3000)
    assert item in win.scene.human_hand()


def test_an_illegal_card_dropped_on_the_trick_springs_back(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    # the human leads: every card is legal; so drop while it is not the human's turn instead
    win.input.stop()
    item = win.scene.human_hand()[0]
    home = QPointF(item.pos())
    drop = win.scene.layout.drop_zone().center()
    item.setPos(drop)
    win.scene.cardDropped.emit(item, drop)
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1, timeout=3000)


def test_chosen_gift_cards_rise(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_give(win, qtbot)
    low = _resting_y(win)
    item = win.scene.human_hand()[4]
    item.clicked.emit(item)
    qtbot.waitUntil(lambda: item.pos().y() < low - win.scene.layout.raise_height + 1, timeout=3000)


def test_keyboard_giving_picks_two_cards(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_give(win, qtbot)
    hand = [i.card for i in win.scene.human_hand()]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return):
        QTest.keyClick(win.view, key)
    assert win.input.give_choice == [hand[2]]
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    assert win.input.give_choice == [hand[2], hand[3]]
    assert win.give_panel.give_button.isEnabled()


def test_the_turn_highlight_follows_the_seat_to_act(normal_window, qtbot):
    win = normal_window
    to_give(win, qtbot)
    badges = win.scene.badges
    assert badges[win.model.human_seat].highlight
    assert not any(b.highlight for s, b in badges.items() if s != win.model.human_seat)


def test_arrow_keys_step_over_cards_that_cannot_be_played(normal_window, qtbot, monkeypatch):
    from thousand_qt.engine import Play

    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    hand = [i.card for i in win.scene.human_hand()]
    legal = [a for a in win.model.legal() if isinstance(a, Play) and a.card.text in (hand[1], hand[4])]
    monkeypatch.setattr(win.model, "legal", lambda: legal)    # as when following suit
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    assert win.input.cursor == hand[1]
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    assert win.input.cursor == hand[4]
    QTest.keyClick(win.view, Qt.Key.Key_Right)                # nothing playable further right
    assert win.input.cursor == hand[4]
    QTest.keyClick(win.view, Qt.Key.Key_Left)
    assert win.input.cursor == hand[1]


def test_enter_with_nothing_selected_selects_the_first_playable_card_then_plays_it(normal_window, qtbot,
                                                                                   monkeypatch):
    """After a trick nothing stands selected: a keyboard player's Enter must not be lost."""
    from thousand_qt.engine import Play

    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    hand = [i.card for i in win.scene.human_hand()]
    legal = [a for a in win.model.legal() if isinstance(a, Play) and a.card.text == hand[2]]
    monkeypatch.setattr(win.model, "legal", lambda: legal)    # only the third card may be played
    assert win.input.cursor is None
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    assert win.input.cursor == hand[2] and win.scene.raised == {hand[2]}
    assert win.model.view().trick == ()                       # the first press only selects
    monkeypatch.undo()
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=3000)
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: hand[2] not in [i.card for i in win.scene.human_hand()], timeout=5000)
