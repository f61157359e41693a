"""The score sheet dock's text grows with the table, as the panels', the summary's and the
status line's do: at 1920×1080 it kept the desktop's small text beside large cards."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import results_of_a_long_game


def _sizes(win) -> set[int]:
    """The pixel sizes of the sheet's text: the table, its headers and every cell."""
    table = win.score_sheet.table
    sizes = {table.font().pixelSize(), table.horizontalHeader().font().pixelSize(),
             table.verticalHeader().font().pixelSize()}
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            font = table.item(row, col).font()
            sizes.add(font.pixelSize() if font.pixelSize() > 0 else table.font().pixelSize())
    return sizes


def test_the_score_sheet_text_follows_the_table(window):
    win = window
    win.score_sheet.show()
    win.score_sheet.show_results(["Вы", "Фёдор", "Маша"], results_of_a_long_game(4))
    shown = {}
    for w, h in ((1024, 640), (1920, 1080)):
        win.resize(w, h)
        QApplication.processEvents()
        px = win.scene.layout.ui_font_px()
        assert _sizes(win) == {px}, (w, h)      # the declarer's bold cells too
        shown[w] = px, win.score_sheet.minimumWidth()
    assert shown[1920][0] > shown[1024][0]      # larger text,
    assert shown[1920][1] > shown[1024][1]      # and a wider sheet for it
    table = win.score_sheet.table
    assert any(table.item(r, c).font().bold() for r in range(table.rowCount())
               for c in range(table.columnCount())), "the declarer's cell stays bold"


def test_two_players_sheet_leaves_the_table_more_room(window):
    """Two columns need less than three: at 1024×640 the two-player table kept only two thirds
    of the window beside a sheet as wide as three players'."""
    win = window
    win.resize(1024, 640)
    win.score_sheet.show()
    QApplication.processEvents()
    widths = {}
    for names in (["Вы", "Фёдор", "Маша"], ["Вы", "Фёдор"], ["Вы", "Фёдор", "Маша", "Петя"]):
        win.score_sheet.show_results(names, [])
        QApplication.processEvents()
        widths[len(names)] = win.score_sheet.minimumWidth()
    assert widths[2] < widths[3] == widths[4]
    assert widths[2] >= 2 * widths[3] // 3
