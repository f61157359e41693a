"""The score sheet adds the rows of new deals and leaves the others: a long game is not rebuilt
row by row at every pause of the animations."""

from __future__ import annotations

from .helpers import results_of_a_long_game


def rows(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def headers(table) -> list[str]:
    return [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]


def test_new_deals_are_added_and_the_shown_rows_kept(qtbot) -> None:
    from thousand_qt.view.score_sheet import ScoreSheet

    results = results_of_a_long_game(40)
    assert any(r.redeal for r in results) or len(results) >= 10
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    table, names = sheet.table, ["A", "B", "C"]
    sheet.show_results(names, results[:5])
    first = table.item(0, 0)
    for k in range(5, len(results) + 1):
        sheet.show_results(names, results[:k])
        sheet.show_results(names, results[:k])          # the same again (an animation pause)
        assert table.item(0, 0) is first                # never rebuilt
    whole = ScoreSheet()
    qtbot.addWidget(whole)
    whole.show_results(names, results)                  # all at once: the same sheet
    assert rows(table) == rows(whole.table) and headers(table) == headers(whole.table)
    tips = [[table.item(r, c).toolTip() for c in range(3)] for r in range(table.rowCount())]
    assert tips == [[whole.table.item(r, c).toolTip() for c in range(3)] for r in range(table.rowCount())]


def test_other_results_or_names_fill_the_sheet_again(qtbot) -> None:
    from thousand_qt.view.score_sheet import ScoreSheet

    results = results_of_a_long_game(12)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_results(["A", "B", "C"], results)
    sheet.show_results(["A", "B", "C"], results[:3])    # undo, or a review position
    assert sheet.table.rowCount() == 3
    sheet.show_results(["X", "B", "C"], results[:3])
    assert sheet.table.horizontalHeaderItem(0).text() == "X"
    again = ScoreSheet()
    qtbot.addWidget(again)
    again.show_results(["X", "B", "C"], results[:3])
    assert rows(sheet.table) == rows(again.table)
