"""The cut (``cut``) on the table: the bottom cards in the status line and on the table, a third
nine's −120 in the status line and on the score sheet; at the instant and the default speed."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Phase, parse_cards
from thousand_qt.engine import events as ev
from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS, make_window


def _seed_with_third_nine(limit: int = 2000) -> int:
    """A game seed whose first deal (as the model deals it) is cut with a third nine."""
    from thousand_qt.engine import Game
    from thousand_qt.model import seats
    for seed in range(limit):
        game = Game(RuleSet(cut=True), 3, seats.first_dealer(seed, 3))
        events = game.start_deal(seed=f"{seed}/0")
        if any(isinstance(e, ev.DeckCut) and e.penalty for e in events):
            return seed
    raise AssertionError("no seed with a third nine")


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_cut_is_shown_in_the_status_line_and_on_the_table(qtbot, speed):
    win = make_window(qtbot, speed)
    model = win.model
    try:
        said: list[str] = []
        win.controller.status.connect(said.append)
        model.new_game(RuleSet(cut=True), PLAYERS, seed=3)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=20000)
        cut = model.game.deal.cut
        lines = [t for t in said if "cuts:" in t]
        assert lines and win.controller.cards_text([c.text for c in cut]) in lines[0]
    finally:
        model.shutdown(2000)


def test_a_third_nine_shows_minus_120_in_the_status_line_and_on_the_score_sheet(qtbot):
    seed = _seed_with_third_nine()
    win = make_window(qtbot, "instant")
    model = win.model
    try:
        said: list[str] = []
        win.controller.status.connect(said.append)
        model.new_game(RuleSet(cut=True), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=20000)
        assert any("third nine" in t and "120" in t for t in said), said
    finally:
        model.shutdown(2000)


def test_the_score_sheet_marks_the_cut_penalty_and_the_golden_reset(qtbot):
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.score_sheet import ScoreTable
    from thousand_qt.view.table import marks

    table = ScoreTable()
    qtbot.addWidget(table)
    played = DealResult(0, 1, 100, (40, 145, 37), (40, 100, -85), (40, 100, -85), (0, 0, 0), None,
                        made=True, cut_penalty=(2, 120))
    redeal = DealResult(1, None, None, (0, 0, 0), (-120, 0, 0), (-80, 100, -85), (0, 0, 0), None,
                        redeal=True, cut_penalty=(0, 120))
    reset = DealResult(2, 1, 120, (0, 0, 0), (80, -100, 85), (0, 0, 0), (0, 1, 0), None,
                       made=False, golden=True, golden_reset=True)
    table.show_results(["A", "B", "C"], [played, redeal, reset])
    assert f"{marks.CUT}−120" in table.item(0, 2).text() and "third nine" in table.item(0, 2).toolTip()
    assert f"{marks.CUT}−120" in table.item(1, 0).text()
    assert marks.RESET in table.item(2, 0).text()


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_cut_stays_on_the_info_plate_through_the_auction(qtbot, speed):
    """The cut's line is still on the table when the human is to bid (the plates' refresh at the
    queue's end wiped it at once), until the auction is won."""
    from .table_walk import waiting_for_human

    win = make_window(qtbot, speed)
    model = win.model
    try:
        model.new_game(RuleSet(cut=True), PLAYERS, seed=3)
        shown = win.controller.cards_text([c.text for c in model.game.deal.cut])
        for _ in range(6):
            qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
            if model.view().phase is not Phase.AUCTION or win.auction_panel.isVisible():
                break
        assert model.view().phase is Phase.AUCTION
        info = win.scene.info
        assert info.isVisible() and any("cuts:" in line and shown in line for line in info.lines), info.lines
        win.auction_panel.pass_button.click()
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
        if model.view().phase is Phase.AUCTION:
            assert any("cuts:" in line for line in win.scene.info.lines)
        else:
            assert not any("cuts:" in line for line in win.scene.info.lines)
    finally:
        model.shutdown(2000)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_cut_line_is_read_whole_on_the_info_plate_at_1024x640(window, qtbot, request, lang):
    """The longest cut line (a third nine) wraps onto the plate's next line instead of being
    elided: the 120 lost stays in sight at the smallest window, in English and in Russian."""
    from PySide6.QtWidgets import QApplication

    if lang == "ru":
        request.getfixturevalue("russian")
    window.model.new_game(RuleSet(cut=True), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=10000)
    window.resize(1024, 640)
    QApplication.processEvents()
    c, info = window.controller, window.scene.info
    for line in (c.cut_line(2, parse_cards(["9C", "9D", "9H"]), 120), c.cut_line(2, parse_cards(["9C", "TD"]), 0)):
        info.set_fields(trump="", lines=[line])
        info.layout()
        assert all(t.shown == t.full for t in info.texts), [t.shown for t in info.texts]
        assert " ".join(t.shown for t in info.texts) == line


def test_the_score_sheet_shows_a_cut_penalty_whole_in_the_dock_at_1024x640(window, qtbot):
    """The smallest window's score sheet dock is about 340 pixels wide: a declarer's cell with a
    cut penalty ("[105✓] -15  ✂−120") wraps onto a second line instead of ending in "…"."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from thousand_qt.engine.events import DealResult

    win = window
    win.resize(1024, 640)
    win.score_sheet.show()
    QApplication.processEvents()
    result = DealResult(0, 2, 105, (33, 23, 164), (35, 25, -15), (35, 25, -15), (0, 0, 0), None, made=True,
                        cut_penalty=(2, 120))
    table = win.score_sheet.table
    table.show_results(["Вы", "Фёдор", "Маша"], [result])
    QApplication.processEvents()
    item = table.item(0, 2)
    width = table.columnWidth(2) - 8            # the cell's margins
    needed = QFontMetrics(item.font()).boundingRect(QRect(0, 0, width, 1000), Qt.TextFlag.TextWordWrap,
                                                    item.text())
    assert table.wordWrap() and needed.height() <= table.rowHeight(0), (item.text(), width, table.rowHeight(0))
