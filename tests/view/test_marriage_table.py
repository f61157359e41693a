"""RULES.md §14's marriage choices at the table (marriage_moment any_turn, marriage_trump choose):
the human declares a marriage before a card while following, with the mouse and with the
keyboard; keeps the trump on a later marriage; sees another seat do both; the hint and the
review name them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from thousand_qt.engine import Card, RuleSet, Suit
from thousand_qt.engine.actions import DeclareMarriage, Play
from thousand_qt.engine.record import PlayerInfo, record_from_game, save_record

from ..engine.helpers import FOLLOW_POSITION, KEEP_POSITION, position_game
from .helpers import make_window
from .seeds import SimplePlayer
from .table_walk import click_button, click_card, waiting_for_human

ANY_TURN = RuleSet(marriage_moment="any_turn", marriage_trump="choose")


class DeclaringPlayer(SimplePlayer):
    """The simple player, but it declares a marriage before its card, and keeps the trump, when it may."""

    def choose(self, view):
        declare = [a for a in view.legal_actions if isinstance(a, (DeclareMarriage, Play)) and a.keep]
        declare += [a for a in view.legal_actions if isinstance(a, DeclareMarriage)]
        return declare[0] if declare else super().choose(view)


def _saved(tmp_path, position, human: int, rules: RuleSet = ANY_TURN):
    game = position_game(position, rules)
    players = [PlayerInfo(f"P{s}", "computer", "easy") for s in range(3)]
    players[human] = PlayerInfo("Вы", "human")
    path = tmp_path / "marriage.thousand"
    save_record(record_from_game(game, players), path)
    return path


@pytest.fixture(params=["instant", "normal"])
def declaring_window(request, qtbot):
    win = make_window(qtbot, request.param, player_factory=DeclaringPlayer)
    yield win
    win.model.shutdown(2000)


def _open(win, qtbot, path) -> None:
    win.model.load(path)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=15000)


def _declared_and_won(win, qtbot) -> None:
    qtbot.waitUntil(lambda: not win.marriage_panel.isVisible() and win.input.mode == "play"
                    and not win.queue.busy, timeout=15000)
    assert {str(a) for a in win.model.legal()} == {"1 play KH", "1 play QH"}     # a trump now, void in clubs
    queen = next(i for i in win.scene.human_hand() if i.card == "QH")
    click_card(win, queen)                                          # raised
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)
    click_card(win, queen)                                          # played
    qtbot.waitUntil(lambda: win.model.view().tricks_won[1] == 2 and waiting_for_human(win), timeout=15000)
    view = win.model.view()
    assert view.trump is Suit.HEARTS and (1, Suit.HEARTS, 100) in view.marriages


def test_the_human_declares_while_following_with_the_mouse(any_speed_window, qtbot, tmp_path):
    win = any_speed_window
    _open(win, qtbot, _saved(tmp_path, FOLLOW_POSITION, human=1))
    panel = win.marriage_panel
    assert panel.isVisible() and win.input.mode == "play"          # the cards stay playable
    assert [b.text() for b in panel.buttons.values()] == ["♥ marriage (+100)"]   # no trump yet to keep
    trick = win.scene.middle_card_rects()
    assert len(trick) == 2 and not any(card.intersects(panel.geometry()) for card in trick)   # in sight
    click_button(next(iter(panel.buttons.values())))
    _declared_and_won(win, qtbot)


def test_the_human_declares_while_following_with_the_keyboard(any_speed_window, qtbot, tmp_path):
    win = any_speed_window
    _open(win, qtbot, _saved(tmp_path, FOLLOW_POSITION, human=1))
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Tab)                        # from the table into the panel
    button = QApplication.focusWidget()
    assert button in win.marriage_panel.buttons.values()
    QTest.keyClick(button, Qt.Key.Key_Return)
    _declared_and_won(win, qtbot)


def test_playing_a_card_instead_declares_nothing(window, qtbot, tmp_path):
    _open(window, qtbot, _saved(tmp_path, FOLLOW_POSITION, human=1))
    nine = next(i for i in window.scene.human_hand() if i.card == "9S")
    click_card(window, nine)
    click_card(window, nine)
    qtbot.waitUntil(lambda: window.model.view().tricks_won[2] == 2, timeout=15000)
    assert not window.model.view().marriages and not window.marriage_panel.isVisible()


def _answer_keep(press: list[str], answered: list[bool]) -> None:
    """Answer the keep-the-trump question when it opens, by the keys in ``press`` (if they do not
    close it, it is closed and ``answered`` stays empty: the test fails instead of hanging)."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        for key in press:
            QTest.keyClick(box.focusWidget() or box, getattr(Qt.Key, key))
        if box.isVisible():
            box.done(0)
        else:
            answered.append(True)
    QTimer.singleShot(0, answer)


@pytest.mark.parametrize(("keys", "kept"), [(["Key_Tab", "Key_Space"], True), (["Key_Return"], False)])
def test_the_human_keeps_the_trump_or_not_with_the_keyboard(any_speed_window, qtbot, tmp_path, keys, kept):
    win = any_speed_window
    _open(win, qtbot, _saved(tmp_path, KEEP_POSITION, human=1))
    assert not win.marriage_panel.isVisible() or win.marriage_panel.offered()
    answered: list[bool] = []
    _answer_keep(keys, answered)
    assert win.input.play("KD") and answered
    qtbot.waitUntil(lambda: (1, Suit.DIAMONDS, 80) in win.model.view().marriages, timeout=15000)
    assert win.model.view().trump is (Suit.HEARTS if kept else Suit.DIAMONDS)


def test_the_keep_question_has_a_button_for_each_answer(window, qtbot):
    from thousand_qt.view.panels.marriage import ask_keep_trump

    def click_keep() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click_keep)
            return
        assert [b.text() for b in box.buttons()] == ["Make ♦ trump", "Keep ♥ trump"]
        click_button(box.buttons()[1])
    QTimer.singleShot(0, click_keep)
    assert ask_keep_trump(window, "KD", Suit.HEARTS) is True


def test_another_seat_declaring_while_following_is_seen(declaring_window, qtbot, tmp_path):
    win = declaring_window
    _open(win, qtbot, _saved(tmp_path, FOLLOW_POSITION, human=0))            # seat 1, a computer, declares
    qtbot.waitUntil(lambda: win.model.view().tricks_won[1] == 2, timeout=15000)
    assert win.controller.words.said[1] == ("marriage", (Suit.HEARTS, 100))
    assert win.scene.badges[1].word == "марьяж ♥ 100" or win.scene.badges[1].word == "marriage ♥ 100"


def test_another_seat_keeping_the_trump_is_seen(declaring_window, qtbot, tmp_path):
    win = declaring_window
    _open(win, qtbot, _saved(tmp_path, KEEP_POSITION, human=0))
    qtbot.waitUntil(lambda: (1, Suit.DIAMONDS, 80) in win.model.view().marriages and waiting_for_human(win),
                    timeout=15000)
    assert win.controller.words.said[1] == ("kept", (Suit.DIAMONDS, 80))
    assert "80" in win.scene.badges[1].word and win.model.view().trump is Suit.HEARTS


def test_the_hint_and_the_review_name_both(window, qtbot, tmp_path):
    from thousand_qt.view.action_words import action_words, choice_words

    declare = DeclareMarriage(1, Suit.HEARTS)
    assert action_words(declare) == "declare the ♥ marriage before your card"
    assert choice_words(DeclareMarriage(1, Suit.HEARTS, True)) == "♥ marriage declared, trump kept"
    assert action_words(Play(1, Card.parse("KD"), "marriage", True)) == \
        "play K♦ and declare the marriage, keeping the trump"
    assert choice_words(Play(1, Card.parse("KD"), "marriage", True)) == "K♦, marriage declared, trump kept"
    _open(window, qtbot, _saved(tmp_path, FOLLOW_POSITION, human=1))
    window.show_hint(declare)
    button = window.marriage_panel.buttons[declare]
    assert button.isDefault() and "♥" in window.status_label.text()


@pytest.mark.parametrize(("name", "said"), [("marriage_any_turn", "♥ marriage declared"),
                                            ("marriage_keep", "K♦, marriage declared, trump kept")])
def test_the_review_names_a_declaration_and_a_kept_trump(window, name, said):
    from .helpers import RECORDS

    assert window.review.enter_file(str(RECORDS / f"{name}.thousand"))
    s = window.review.session
    texts = []
    for index in range(s.cursor.last + 1):
        s.go_to(index)
        texts.append(window.review.panel.move_label.text())
    assert any(said in text for text in texts)
    window.review.leave()
