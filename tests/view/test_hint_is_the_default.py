"""After a hint the hinted action is what Enter does, in every panel; H asks for a hint while a
panel has the keyboard; the giving hint places each card with its receiver; after «Look at the
cards» in a blind game a hint may be asked at once; Undo says why it is off (issue 37)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thousand_qt.engine import Phase
from thousand_qt.engine.actions import Blind, Contract, Give, Pass
from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS, at_instant_speed, seed_where, to_contract, to_give, to_play
from .seeds import SEAT_2_ON_THE_HUNDRED_HUMAN_NOT_DEALING
from .table_walk import waiting_for_human

NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def _active(win, qtbot) -> None:
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)


def _hint_by_key(win, qtbot, widget) -> object:
    """H pressed on ``widget``: the hint's action (the test's adviser passes, gives the first
    cards, keeps the bid)."""
    with qtbot.waitSignal(win.model.hintReady, timeout=10000) as hint:
        QTest.keyClick(widget, Qt.Key.Key_H)
    return hint.args[0]


def _auction_with_a_raise(win, qtbot) -> None:
    """The deal (at the instant speed) of a seed where the human may raise in the auction."""
    with at_instant_speed(win):
        seed_where(win, PLAYERS, SEAT_2_ON_THE_HUNDRED_HUMAN_NOT_DEALING)
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=15000)
    assert win.auction_panel.isVisible() and win.auction_panel.bid_button.isVisible()


def test_h_in_the_auction_and_enter_does_what_the_hint_said(any_speed_window, qtbot):
    win = any_speed_window
    _auction_with_a_raise(win, qtbot)
    _active(win, qtbot)
    panel = win.auction_panel
    assert panel.amount.hasFocus()                        # the panel has the keyboard
    assert _hint_by_key(win, qtbot, panel.amount) == Pass(0)
    assert panel.pass_button.isDefault() and not panel.bid_button.isDefault()
    dealt_actions = len(win.model.game.deal_records[-1].actions)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    actions = win.model.game.deal_records[-1].actions
    assert len(actions) > dealt_actions and actions[dealt_actions] == Pass(0)


def test_the_giving_hint_places_each_card_with_its_receiver(any_speed_window, qtbot):
    win = any_speed_window
    with at_instant_speed(win):                           # the deal and the auction
        to_give(win, qtbot)
    _active(win, qtbot)
    win.view.setFocus()
    hint = _hint_by_key(win, qtbot, win.view)
    assert isinstance(hint, Give)
    assert win.input.give_choice == [str(hint.first), str(hint.second)]
    panel = win.give_panel
    assert panel.give_button.isEnabled() and panel.give_button.isDefault()
    names = [PLAYERS[seat].name for seat in win.input.recipients()]
    tags = {item.card: item.tag for item in win.scene.human_hand() if item.tag}
    assert tags == {str(hint.first): "→ " + names[0], str(hint.second): "→ " + names[1]}
    assert all(name in panel.choice.text() for name in names)
    QTest.keyClick(win.view, Qt.Key.Key_Return)           # Enter gives them
    qtbot.waitUntil(lambda: win.contract_panel.isVisible(), timeout=15000)
    assert any(isinstance(a, Give) and a.seat == 0 for a in win.model.game.deal_records[-1].actions)


def test_the_contract_hint_is_the_default(window, qtbot):
    win = window
    to_contract(win, qtbot)
    win.show_hint(Contract(0, win.contract_panel.amounts()[0]))
    assert win.contract_panel.keep_button.isDefault() and not win.contract_panel.play_button.isDefault()
    raise_to = win.contract_panel.amounts()[1]
    win.show_hint(Contract(0, raise_to))
    assert win.contract_panel.play_button.isDefault() and win.contract_panel.amount.value() == raise_to


def test_after_looking_at_the_cards_hint_is_on(window, qtbot):
    win = window
    for seed in range(1, 80):
        win.model.new_game(RuleSet(blind_game=True), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=15000)
        if win.model.hand_hidden():
            break
    else:
        raise AssertionError("no seed lets the human bid blind")
    assert not win.menu_actions["hint"].isEnabled()       # the adviser would judge the cards unseen
    assert any(isinstance(a, Blind) for a in win.model.legal())
    win.auction_panel.look_button.click()
    assert win.menu_actions["hint"].isEnabled()
    assert not win.menu_actions["undo"].isEnabled()       # nothing said in this deal yet: and it says so
    assert "Nothing to undo" in win.menu_actions["undo"].toolTip()


def test_undo_says_why_it_is_off(any_speed_window, qtbot):
    win = any_speed_window
    with at_instant_speed(win):                           # the deal, the auction, the give, the contract
        to_play(win, qtbot)
    undo = win.menu_actions["undo"]
    assert undo.isEnabled()                               # the contract: nothing seen after it
    win.input.play(win.scene.human_hand()[0].card)        # the human leads; the others follow
    qtbot.waitUntil(lambda: win.input.mode == "play" and not win.queue.busy, timeout=15000)
    assert not undo.isEnabled()
    assert undo.toolTip() == undo.statusTip() == "Undo is off: cards have been played since your last move."
    assert win.menus.game.toolTipsVisible()
    before = win.model.view()
    win.undo()
    assert win.model.view() == before and win.status_label.text() == undo.toolTip()


def test_ctrl_z_in_a_number_box_undoes_the_move(any_speed_window, qtbot):
    """The contract's number box has the keyboard: Ctrl+Z is the window's Undo, not the box's."""
    win = any_speed_window
    with at_instant_speed(win):
        to_contract(win, qtbot)                           # the cards given: nothing seen since
    _active(win, qtbot)
    box = win.contract_panel.amount
    assert box.hasFocus() and win.menu_actions["undo"].isEnabled()
    QTest.keyClick(box, Qt.Key.Key_Up)                    # the box has an edit of its own to undo
    for key, modifiers in ((Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_H, NO_MODIFIER)):
        override = QKeyEvent(QEvent.Type.ShortcutOverride, key, modifiers, "h" if key == Qt.Key.Key_H else "")
        QApplication.sendEvent(box, override)
        assert not override.isAccepted()                  # the box leaves the key to the window
    copy = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    QApplication.sendEvent(box, copy)
    assert copy.isAccepted()                              # but keeps its own (copy, paste…)
    QTest.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: win.give_panel.isVisible(), timeout=15000)
    assert win.model.game.phase is Phase.GIVE


def test_the_talon_hint_is_what_enter_opens(window, qtbot):
    """Two players: the hinted talon is the default button and the table's cursor stands on it."""
    from thousand_qt.engine.actions import TakeTalon

    from . import seeds
    from .helpers import TWO, seed_where

    win = window
    seed_where(win, TWO, seeds.HUMAN_ON_THE_HUNDRED)
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.talon_panel.isVisible(), timeout=10000)
    win.show_hint(TakeTalon(0, 1))
    assert win.talon_panel.second.isDefault() and win.scene.pair_cursor == 1
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.model.view().talon_index == 1, timeout=10000)
