"""The score sheet marks a golden deal (★ beside its number) and a contract bid blind (◐ in the
declarer's cell), each with its tooltip, and Help ▸ Marks explains both: before, neither had a
mark and the legend no symbol for them."""

from __future__ import annotations

from thousand_qt.engine.cut import CUT_PENALTY
from thousand_qt.engine.events import DealResult
from thousand_qt.view.score_sheet import ScoreTable
from thousand_qt.view.table import marks


def test_golden_and_blind_deals_have_their_marks(qtbot):
    table = ScoreTable()
    qtbot.addWidget(table)
    golden = DealResult(0, 1, 120, (40, 145, 37), (80, 240, 70), (80, 240, 70), (0, 0, 0), None,
                        made=True, golden=True)
    blind = DealResult(1, 2, 110, (40, 45, 127), (40, 45, 220), (120, 285, 290), (0, 0, 0), None,
                       made=True, blind=True)
    plain = DealResult(2, 0, 100, (120, 0, 0), (100, 0, 0), (220, 285, 290), (0, 0, 0), None, made=True)
    table.show_results(["A", "B", "C"], [golden, blind, plain])
    heads = [table.verticalHeaderItem(row) for row in range(3)]
    assert heads[0].text() == f"1 {marks.GOLDEN}" and "golden" in heads[0].toolTip()
    assert marks.GOLDEN not in heads[1].text() + heads[2].text()
    assert table.item(1, 2).text().startswith(f"[110{marks.MADE}{marks.BLIND}]")
    assert "blind" in table.item(1, 2).toolTip()
    assert marks.BLIND not in table.item(0, 1).text() + table.item(2, 0).text()


def test_the_legend_explains_every_score_sheet_mark():
    legend = dict(marks.legend())
    for mark in (marks.GOLDEN, marks.BLIND, marks.CUT):
        assert mark in legend
    assert "golden" in legend[marks.GOLDEN] and "blind" in legend[marks.BLIND]
    assert f"−{CUT_PENALTY}" in legend[marks.CUT]     # the engine's cost, not a number of the view's
