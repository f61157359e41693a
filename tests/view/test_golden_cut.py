"""The cut in golden deals (``cut`` and ``golden_round`` on): a golden deal has no auction, so
the cut's line was a flash before «Золотой кон…», and the summary never named the cut. Now the
info plate keeps the cut until the play, and the summary and the score sheet name it with what
it cost (the engine's figure); at the instant and the default speed."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Game, Phase
from thousand_qt.engine import events as ev
from thousand_qt.engine.cut import CUT_PENALTY, cut_cost
from thousand_qt.engine.events import DealResult
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.engine.rules import RuleSet
from thousand_qt.model import seats
from thousand_qt.view.dialogs.summary import DealSummaryDialog
from thousand_qt.view.table import marks

from .helpers import PLAYERS, make_window
from .table_walk import waiting_for_human

RULES = RuleSet(cut=True, golden_round=True)


def _seed(third_nine: bool) -> int:
    """A game seed whose first (golden) deal's cut ends, or not, at a third nine."""
    for seed in range(3000):
        game = Game(RULES, 3, seats.first_dealer(seed, 3))
        events = game.start_deal(seed=f"{seed}/0")
        if any(isinstance(e, ev.DeckCut) and bool(e.penalty) == third_nine for e in events):
            return seed
    raise AssertionError("no such seed")


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
        model.new_game(RULES, PLAYERS, seed=_seed(third_nine=True))
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
        v = model.view()
        assert v.golden and v.phase is not Phase.AUCTION
        info = win.scene.info
        assert any("cuts:" in line and str(CUT_PENALTY) in line for line in info.lines), info.lines
        info.layout()
        shown = [t.shown for t in info.texts]      # read whole: the 120 is not cut off with "…"
        assert all(t.shown == t.full for t in info.texts) and f"loses {CUT_PENALTY}" in " ".join(shown), shown
        for _ in range(80):
            qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
            if win.summary is not None:
                break
            win.submit(model.legal()[0])
        assert not any("cuts:" in line for line in win.scene.info.lines), win.scene.info.lines   # not after the play
        notes = win.summary.notes.text()
        assert "cuts:" in notes and f"loses {CUT_PENALTY}" in notes, notes
        win.show_score_sheet()
        cells = [win.score_sheet.table.item(0, s).text() for s in range(3)]
        assert any(f"{marks.CUT}−{CUT_PENALTY}" in c for c in cells), cells
        assert marks.GOLDEN in win.score_sheet.table.verticalHeaderItem(0).text()
    finally:
        model.shutdown(2000)
