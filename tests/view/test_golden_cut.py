"""The cut in golden deals (``cut`` and ``golden_round`` on): a golden deal has no auction, so
the cut's line was a flash before «Золотой кон…», and the summary never named the cut. Now the
info plate keeps the cut until the play, and the summary and the score sheet name it with what
it cost (the engine's figure); at the instant and the default speed (at the default speed the
way from the plate's first check to the human's last card goes at the instant speed)."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Phase
from thousand_qt.engine.cut import CUT_PENALTY, cut_cost
from thousand_qt.engine.events import DealResult
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.view.dialogs.summary import DealSummaryDialog
from thousand_qt.view.table import marks

from .helpers import PLAYERS, at_instant_speed, make_window
from .seeds import A_GOLDEN_DEALS_CUT_AT_A_THIRD_NINE
from .table_walk import waiting_for_human

RULES = A_GOLDEN_DEALS_CUT_AT_A_THIRD_NINE.rules


def _submit_first_legal(win, qtbot, until) -> None:
    """The human's first legal action, turn after turn, until ``until()`` holds at its turn."""
    for _ in range(80):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
        if until():
            return
        win.submit(win.model.legal()[0])
    raise AssertionError("the deal did not end")


def test_the_engine_says_what_a_cut_costs():
    from thousand_qt.engine.cards import Card
    assert cut_cost([Card.parse(t) for t in ("9C", "9D", "9H")]) == CUT_PENALTY
    assert cut_cost([Card.parse(t) for t in ("9C", "KD")]) == 0


def test_the_summary_names_the_cut_of_a_golden_deal(qtbot):
    three = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer"), PlayerInfo("Маша", "computer")]
    plain = DealResult(2, 0, 120, (125, 20, 55), (240, 20, 55), (240, 20, 55), (0, 0, 0), None, made=True,
                       golden=True)
    dialog = DealSummaryDialog(three, plain, RULES, cut=["9S", "KD"])
    qtbot.addWidget(dialog)
    assert "Фёдор cuts: 9♠ K♦ — the bottom card is the dealer's." in dialog.notes.text()
    costly = DealResult(2, 0, 120, (125, 20, 55), (240, -100, 55), (240, -100, 55), (0, 0, 0), None, made=True,
                        golden=True, cut_penalty=(1, CUT_PENALTY))
    dialog = DealSummaryDialog(three, costly, RULES, cut=["9C", "9D", "9H"])
    qtbot.addWidget(dialog)
    assert f"Фёдор cuts: 9♣ 9♦ 9♥ — the third nine, Фёдор loses {CUT_PENALTY}." in dialog.notes.text()


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_golden_deals_cut_stays_on_the_plate_and_reaches_the_summary_and_the_sheet(qtbot, speed):
    win = make_window(qtbot, speed)
    model = win.model
    try:
        model.new_game(RULES, PLAYERS, seed=A_GOLDEN_DEALS_CUT_AT_A_THIRD_NINE.seed(3))
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
        v = model.view()
        assert v.golden and v.phase is not Phase.AUCTION
        info = win.scene.info
        assert any("cuts:" in line and str(CUT_PENALTY) in line for line in info.lines), info.lines
        info.layout()
        shown = [t.shown for t in info.texts]      # read whole: the 120 is not cut off with "…"
        assert all(t.shown == t.full for t in info.texts) and f"loses {CUT_PENALTY}" in " ".join(shown), shown
        with at_instant_speed(win):          # the way to the last card is not what is tested
            _submit_first_legal(win, qtbot, lambda: model.view().phase is Phase.PLAY and len(model.view().hand) == 1)
        _submit_first_legal(win, qtbot, lambda: win.summary is not None)
        assert not any("cuts:" in line for line in win.scene.info.lines), win.scene.info.lines   # not after the play
        notes = win.summary.notes.text()
        assert "cuts:" in notes and f"loses {CUT_PENALTY}" in notes, notes
        win.show_score_sheet()
        cells = [win.score_sheet.table.item(0, s).text() for s in range(3)]
        assert any(f"{marks.CUT}−{CUT_PENALTY}" in c for c in cells), cells
        assert marks.GOLDEN in win.score_sheet.table.verticalHeaderItem(0).text()
    finally:
        model.shutdown(2000)
