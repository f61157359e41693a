"""The final screen shows the bank (docs/rules.md: bank) instead of the stake's settlement; the deal
summary says why a bolt was given and what it cost (bolt_when, bolt_each_penalty, golden_bolts)."""

from __future__ import annotations

from thousand_qt.engine import RuleSet
from thousand_qt.engine.scoring import Scoreboard
from thousand_qt.view.dialogs.summary import GameOverDialog

from .helpers import PLAYERS


def _column(dialog: GameOverDialog, c: int) -> list[str]:
    table = dialog.table
    return [table.horizontalHeaderItem(c).text()] + [table.item(r, c).text() for r in range(table.rowCount())]


def _settled(rules: RuleSet) -> tuple[float, ...]:
    board = Scoreboard(rules, 3, totals=[1000, 300, 100])
    board.winner, board.finished = 0, True
    return board.settlement()


def test_the_bank_replaces_the_settlement_on_the_final_screen(qtbot):
    rules = RuleSet(bank=50, stake_per_point=1)
    over = GameOverDialog(PLAYERS, 0, [1000, 300, 100], _settled(rules), bank=True)
    qtbot.addWidget(over)
    assert _column(over, 2) == ["Bank", "+50.00", "+0.00", "-50.00"]
    plain = GameOverDialog(PLAYERS, 0, [1000, 300, 100], _settled(RuleSet(stake_per_point=1)))
    qtbot.addWidget(plain)
    assert _column(plain, 2) == ["Settlement", "+1600.00", "-700.00", "-900.00"]


def test_the_bank_column_in_russian(qtbot, russian):
    over = GameOverDialog(PLAYERS, 0, [1000, 300, 100], _settled(RuleSet(bank=50)), bank=True)
    qtbot.addWidget(over)
    assert _column(over, 2)[0] == "Банк"


def _bolt_notes(qtbot, rules: RuleSet, bolts: tuple[int, ...], golden: bool = False) -> list[str]:
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.dialogs.summary import DealSummaryDialog

    result = DealResult(0, 1, 120, (116, 0, 4), (115, -120, 0), (115, -120, 0), bolts, None, made=False,
                        bolt_seats=(1, 2), golden=golden)
    dialog = DealSummaryDialog(PLAYERS, result, rules)
    qtbot.addWidget(dialog)
    return [n for n in dialog.notes_lines(["A", "B", "C"]) if "bolt" in n]


def test_the_deal_summary_says_why_a_bolt_and_what_it_cost(qtbot):
    assert _bolt_notes(qtbot, RuleSet(bolt_when="under_five", bolt_each_penalty=60), (0, 1, 0)) == [
        "B: fewer than 5 points — a bolt (болт). Every bolt costs 60 as well.",
        "C: fewer than 5 points — the third bolt (болт): 120 taken off, the bolts crossed out. Every bolt costs "
        "60 as well."]
    # golden, double: 2 + 2 = 4 → 1 left is a third bolt (240); 0 + 2 = 2 is not
    assert _bolt_notes(qtbot, RuleSet(golden_bolts="double", golden_round=True), (0, 1, 2), golden=True) == [
        "B: no trick — the third bolt (болт): 240 taken off, the bolts crossed out.",
        "C: no trick — a bolt (болт)."]
