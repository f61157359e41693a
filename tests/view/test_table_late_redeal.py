"""The redeal after the contract at the table (docs/rules.md: ``redeal_when`` ``before_lead``):
offered to the person when their 8 cards allow it, done with the mouse or the keyboard, or
declined with "Play on"; the computer declarer waits for the answer; a computer's redeal after
the person's contract is shown; the hint names it. At the instant and the default speed.

The deals are tests/records/redeal_before_lead's first, seated again: OPPONENT — the person
(seat 0) is dealt 9♠ 9♣ 9♦ J♠ J♣ Q♣ Q♦ (10 points) and given J♦ by seat 2, who plays 100;
DECLARER — the person plays 100 and gives J♦ to seat 1, who holds those cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from thousand_qt.engine import Card, Game, Phase, RuleSet
from thousand_qt.engine.actions import Contract, Redeal
from thousand_qt.engine.record import record_from_game, save_record

from .helpers import PLAYERS, make_window
from .seeds import RedealingPlayer

RULES = RuleSet(redeal_when="before_lead")
WEAK, STRONG, SPADES = "9S 9C 9D JS JC QC QD", "AH TH KH QH AD TD KD", "AS TS KS QS AC TC KC"
OPPONENT = (1, [WEAK, STRONG, SPADES], ["0 pass", "1 pass", "2 give JD 9H", "2 contract 100"])
DECLARER = (2, [SPADES, WEAK, STRONG], ["1 pass", "2 pass", "0 give JD 9H"])


def load_position(win, qtbot, tmp_path, position) -> None:
    dealer, hands, actions = position
    game = Game(RULES, 3, dealer)
    game.start_deal([[Card.parse(t) for t in h.split()] for h in hands],
                    [[Card.parse(t) for t in ("9H", "JH", "JD")]])
    for action in actions:
        game.apply(action)
    path = tmp_path / "late.thousand"
    save_record(record_from_game(game, PLAYERS), path)
    win.model.load(path)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=15000)


def offered(win, qtbot) -> None:
    qtbot.waitUntil(lambda: win.redeal_panel.isVisible() and not win.queue.busy, timeout=15000)
    model = win.model
    assert model.view().phase is Phase.PLAY and model.view().to_act == 2
    assert model.redeal_offer() == Redeal(0)
    assert not model.game.deal.tricks and not model.game.deal.trick        # the declarer waits
    assert "Redeal" in win.redeal_panel.redeal_button.text()


@pytest.mark.parametrize("how", ["mouse", "enter"])
def test_the_offer_taken_with_the_mouse_or_enter(any_speed_window, qtbot, tmp_path, how):
    win = any_speed_window
    load_position(win, qtbot, tmp_path, OPPONENT)
    offered(win, qtbot)
    if how == "mouse":
        qtbot.mouseClick(win.redeal_panel.redeal_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(win.redeal_panel.redeal_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(win.model.game.deal_records) >= 2, timeout=15000)
    assert win.model.game.results[0].redeal
    assert str(win.model.game.deal_records[0].actions[-1]) == "0 redeal"


def test_the_offer_declined_with_tab_and_enter(any_speed_window, qtbot, tmp_path):
    win = any_speed_window
    load_position(win, qtbot, tmp_path, OPPONENT)
    offered(win, qtbot)
    assert win.redeal_panel.redeal_button.hasFocus()
    qtbot.keyClick(win.redeal_panel.redeal_button, Qt.Key.Key_Tab)
    assert win.redeal_panel.play_on_button.hasFocus()
    qtbot.keyClick(win.redeal_panel.play_on_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(win.model.game.deal.trick or win.model.game.deal.tricks), timeout=15000)
    assert not win.redeal_panel.isVisible() and win.model.redeal_offer() is None
    assert not win.model.game.results                                  # played on, no redeal


def test_the_hint_names_the_redeal(window, qtbot, tmp_path):
    load_position(window, qtbot, tmp_path, OPPONENT)
    offered(window, qtbot)
    with qtbot.waitSignal(window.model.hintReady, timeout=5000) as blocker:
        assert window.model.can_hint() and window.model.request_hint()
    assert blocker.args[0] == Redeal(0)
    assert "redeal" in window.status_label.text().lower()
    assert window.redeal_panel.redeal_button.isDefault()


@pytest.mark.parametrize(("lang", "speed"), [("en", "instant"), ("ru", "normal")])
def test_a_computers_redeal_after_the_persons_contract_is_shown(qtbot, tmp_path, request, lang, speed):
    if lang == "ru":
        request.getfixturevalue("russian")
    window = make_window(qtbot, speed, RedealingPlayer)
    request.addfinalizer(lambda: window.model.shutdown(2000))
    said = []
    window.controller.status.connect(said.append)
    load_position(window, qtbot, tmp_path, DECLARER)
    qtbot.waitUntil(lambda: window.contract_panel.isVisible() and not window.queue.busy, timeout=15000)
    assert window.submit(Contract(0, 100))
    qtbot.waitUntil(lambda: len(window.model.game.deal_records) >= 2 and not window.queue.busy, timeout=15000)
    assert str(window.model.game.deal_records[0].actions[-1]) == "1 redeal"
    name = "Фёдор"
    notes = [t for t in said if name in t]
    assert notes and ({"en": "weak hand", "ru": "слабая рука"}[lang] in notes[0]), said


def test_the_hint_to_play_on_makes_enter_play_on(window, qtbot, tmp_path, monkeypatch):
    """An adviser that would not ask: the hint says to play on, and Enter does that."""
    from thousand_qt.model import seats

    class PlaysOn:
        def choose(self, view):
            return None

    monkeypatch.setattr(seats, "hint_adviser", lambda factory, seed: PlaysOn())
    load_position(window, qtbot, tmp_path, OPPONENT)
    offered(window, qtbot)
    with qtbot.waitSignal(window.model.hintReady, timeout=5000) as blocker:
        assert window.model.request_hint()
    assert blocker.args[0] is None and "play on" in window.status_label.text().lower()
    assert window.redeal_panel.play_on_button.isDefault() and window.redeal_panel.play_on_button.hasFocus()
    qtbot.keyClick(window.redeal_panel.play_on_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.model.game.deal.trick or window.model.game.deal.tricks), timeout=15000)
