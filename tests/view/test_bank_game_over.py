"""The final screen shows the bank (docs/rules.md: bank) instead of the stake's settlement."""

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
