"""The opening of the auction at the table (docs/rules.md, "Opening the auction"): with
``opening`` ``free_redeal`` nobody is on the hundred, the first speaker may pass (by mouse or
keyboard) and every player passing deals again, said on the table; with ``barrel_bidding``
``opens`` the barrel player's bid is shown on its plate and in the auction panel before anyone
speaks. At the instant and at the default animation speed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thousand_qt.view.table.seat_words import BID

from .helpers import PLAYERS, at_instant_speed
from .seeds import FREE_DEALER_HUMAN_DEALS, NOBODY_ON_THE_HUNDRED_HUMAN_SPEAKS_FIRST

RECORDS = Path(__file__).resolve().parent.parent / "records"


@pytest.fixture(params=["window", "normal_window"])
def any_window(request):
    return request.getfixturevalue(request.param)


def _press_pass_by_keyboard(win) -> None:
    """Tab to the pass button, then Enter, as a player at the keyboard would."""
    panel = win.auction_panel
    for _ in range(12):
        if QApplication.focusWidget() is panel.pass_button:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.pass_button
    QTest.keyClick(panel.pass_button, Qt.Key.Key_Return)


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("by", ["mouse", "keyboard"])
def test_nobody_on_the_hundred_the_first_speaker_passes_and_every_pass_deals_again(any_window, qtbot, by):
    win, model = any_window, any_window.model
    said: list[str] = []
    win.controller.status.connect(said.append)
    pin = NOBODY_ON_THE_HUNDRED_HUMAN_SPEAKS_FIRST
    with at_instant_speed(win):                      # the first deal; the pass and the next at the test's speed
        model.new_game(pin.rules, PLAYERS, seed=pin.seed(3))
        qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=20000)
    panel, v = win.auction_panel, model.view()
    assert v.to_act == 0 and v.hundred is None and v.auction == ()
    assert panel.title.text().endswith("no bid yet")
    assert "Nobody is on the hundred" in panel.note.text() and "dealt again" in panel.note.text()
    assert 1 not in win.controller.words.said        # nobody has bid before the first word
    if by == "mouse":
        qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    else:
        _press_pass_by_keyboard(win)
    # the computers pass too: the same dealer deals again
    qtbot.waitUntil(lambda: len(model.game.deal_records) >= 2 and not win.queue.busy, timeout=20000)
    assert model.game.results[0].redeal and model.game.deal_records[1].dealer == 2
    assert any("Everybody passed" in t and "Dealt again by" in t for t in said), said


def _barrel_record(tmp_path: Path) -> Path:
    """tests/records/barrel_opens.thousand stopped before its fourth deal's first word, the
    human at seat 1 (seat 0 sits on the barrel)."""
    data = json.loads((RECORDS / "barrel_opens.thousand").read_text(encoding="utf-8"))
    data["deals"][3]["actions"] = []
    data["players"] = [{"name": "Фёдор", "kind": "computer", "level": "easy"}, {"name": "Вы", "kind": "human"},
                       {"name": "Маша", "kind": "computer", "level": "easy"}]
    path = tmp_path / "barrel.thousand"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.usefixtures("english")
def test_the_barrel_players_bid_stands_before_anyone_speaks(any_window, qtbot, tmp_path):
    win, model = any_window, any_window.model
    model.load(_barrel_record(tmp_path))
    qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=20000)
    v = model.view()
    assert v.barrel == 0 and v.standing_bid == (0, 120) and v.to_act == 1
    assert win.controller.words.said[0] == (BID, (120,))         # on the barrel player's plate
    panel = win.auction_panel
    assert "Фёдор: 120" in panel.words.text()
    assert "on the barrel has bid 120" in panel.note.text()
    _press_pass_by_keyboard(win)
    qtbot.waitUntil(lambda: model.view().declarer == 0, timeout=20000)


@pytest.mark.usefixtures("english")
def test_free_dealer_every_pass_and_the_dealer_plays(any_window, qtbot):
    win, model = any_window, any_window.model
    said: list[str] = []
    win.controller.status.connect(said.append)
    pin = FREE_DEALER_HUMAN_DEALS
    with at_instant_speed(win):                      # the deal and the computers' passes
        model.new_game(pin.rules, PLAYERS, seed=pin.seed(3))
        qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=20000)
    panel = win.auction_panel
    assert "the dealer plays 100" in panel.note.text()
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: model.view().declarer == 0 and not win.queue.busy, timeout=20000)
    assert model.view().bid == 100 and model.view().talon is not None      # the talon is shown
    assert any("Everybody passed" in t and "Plays 100: " in t for t in said), said
