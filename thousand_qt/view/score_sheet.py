"""The score sheet (запись): a row per deal, a column per player; as a dock and as a table
the game-over dialog shows.

Each cell holds the player's total after the deal; the declarer's cell shows the contract
(✓ made, ✗ failed, Р conceded, П written off, ◐ bid blind); a golden deal's number is starred ★; bolts are
drawn ``|`` (a third crosses them ``/``), the barrel is marked "(Б)", a samosval "С" (the marks
and their tooltips are in :mod:`.marks`). Redeals appear as a grey row.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QDockWidget, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ..engine import DealResult
from .felt_style import apply_felt
from .table import marks


def cell(result: DealResult, seat: int, bolts_before: int) -> tuple[str, str]:
    """The text for ``seat`` after ``result`` and the tooltip explaining its marks."""
    text, tips = str(result.totals[seat]), []
    if result.declarer == seat and result.contract is not None:
        if result.written_off:
            mark = marks.written_off()
        else:
            mark = marks.conceded() if result.conceded else (marks.MADE if result.made else marks.FAILED)
        text = f"[{result.contract}{mark}{marks.BLIND if result.blind else ''}] " + text
        tips.append(marks.contract_tip(result.contract, result.made, result.conceded, result.written_off))
        if result.blind:
            tips.append(marks.blind_tip())
    if seat in result.bolt_seats:
        count = result.bolts[seat]
        penalty = count == 0 or count < bolts_before
        text += "  " + (marks.BOLT_PENALTY if penalty else marks.BOLT * count)
        tips.append(marks.bolt_tip(count, penalty))
    if seat in result.samosval_seats:
        text += "  " + marks.samosval()
        tips.append(marks.samosval_tip())
    if result.collected is not None and result.collected[0] == seat:
        text += f"  {marks.barrel()}+{result.collected[1]}"
        tips.append(marks.collect_tip(result.collected[1]))
    elif result.barrel == seat:
        text += "  " + marks.barrel()
        tips.append(marks.barrel_tip())
    if result.cut_penalty is not None and result.cut_penalty[0] == seat:
        text += f"  {marks.CUT}−{result.cut_penalty[1]}"
        tips.append(marks.cut_tip(result.cut_penalty[1]))
    if result.golden_reset:
        text += "  " + marks.RESET
        tips.append(marks.reset_tip())
    return text, "\n".join(tips)


class ScoreTable(QTableWidget):
    """The table of every deal's result (read only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)          # a narrow column puts the marks on a second line
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._names: list[str] = []
        self._results: tuple[DealResult, ...] = ()
        self._bolts: list[int] = []     # each seat's bolts after the last row shown
        self._deals = 0                 # deals shown (redeals not counted)

    def refresh(self) -> None:
        """Fill again (after a language change)."""
        self._fill(self._names, self._results)

    def show_results(self, names: list[str], results: Sequence[DealResult]) -> None:
        """Show the player names and the model view's ``results``: the rows of deals added since
        the last call are appended and the others kept; other names, or results that do not
        go on from the shown ones (an undo, a review position), fill the table again."""
        names, results = list(names), tuple(results)
        shown = len(self._results)
        if names != self._names or len(results) < shown or results[:shown] != self._results:
            self._fill(names, results)
        elif len(results) > shown:
            self._results = results
            self._append(shown)
            self.scrollToBottom()

    def _fill(self, names: list[str], results: tuple[DealResult, ...]) -> None:
        self._names, self._results = names, results
        self.clear()
        self.setRowCount(0)
        self.setColumnCount(len(names))
        self.setHorizontalHeaderLabels(names)
        self._bolts, self._deals = [0] * len(names), 0
        self._append(0)
        if self._results:
            self.scrollToBottom()

    def _append(self, start: int) -> None:
        """Rows for ``self._results[start:]`` (the bolts and deal count go on from the last row)."""
        self.setRowCount(len(self._results))
        for row in range(start, len(self._results)):
            r = self._results[row]
            if r.redeal:
                label = "—"
            else:
                self._deals += 1
                label = str(self._deals)
            header = QTableWidgetItem(f"{label} {marks.GOLDEN}" if r.golden else label)
            if r.golden:
                header.setToolTip(marks.golden_tip())
            self.setVerticalHeaderItem(row, header)
            for seat in range(len(self._names)):
                if r.redeal and r.cut_penalty is not None and r.cut_penalty[0] == seat:
                    item = QTableWidgetItem(f"{r.totals[seat]}  {marks.CUT}−{r.cut_penalty[1]}")
                    item.setToolTip(marks.cut_tip(r.cut_penalty[1]))
                    item.setForeground(QBrush(QColor("#888")))
                elif r.redeal:
                    item = QTableWidgetItem(self.tr("redeal") if seat == 0 else "")
                    item.setForeground(QBrush(QColor("#888")))
                else:
                    text, tip = cell(r, seat, self._bolts[seat])
                    item = QTableWidgetItem(text)
                    item.setToolTip(tip)
                    if r.declarer == seat:
                        font = QFont(self.font())     # the sheet's size (an item's own is the desktop's)
                        font.setBold(True)
                        item.setFont(font)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, seat, item)
            if not r.redeal:
                self._bolts = list(r.bolts)


# The dock's least width with three (or four) players' columns, at the desktop's text size; it
# grows with the table's text. Two players' columns take two thirds of it: the table keeps the rest.
MIN_WIDTH = 340
# The most of its window's width the dock takes, whatever its text: with QT_SCALE_FACTOR=2 on a
# 1920×1080 screen (a window 960 wide) the sheet took half the window and squeezed the hand.
MAX_SHARE = 0.3


class ScoreSheet(QDockWidget):
    """Dock with the table of every deal's result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheet")
        self.table = ScoreTable(self)
        self.setMinimumWidth(MIN_WIDTH)
        self.setWidget(self.table)
        apply_felt(self, dock=True)
        self._text_px: int | None = None
        self._columns = 3
        if parent is not None:          # its share of the window follows the window's width
            parent.installEventFilter(self)
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit_width()
        return False

    def set_text_px(self, px: int) -> None:
        """The text at ``px`` pixels, as the table's panels and status line have it (and the
        sheet as much wider as its text is larger, so that a contract fits on a line)."""
        if px != self._text_px:
            self._text_px = px
            self._fit_width()
            apply_felt(self, dock=True, text_px=px)
            self.table.refresh()

    def _fit_width(self) -> None:
        """The least width for the columns shown and the text size (see MIN_WIDTH), and never
        more than MAX_SHARE of the window's width (the cells wrap instead)."""
        least = MIN_WIDTH * min(self._columns, 3) // 3
        wanted = max(least, round(least * (self._text_px or 13) / 13))
        window = self.parentWidget()
        most = round(window.width() * MAX_SHARE) if window is not None else wanted
        self.setMinimumWidth(min(wanted, most))
        self.setMaximumWidth(max(min(wanted, most), most))

    def retranslate_ui(self) -> None:
        """The title and the table's texts in the language now installed."""
        self.setWindowTitle(self.tr("Score sheet"))
        # a new title renames the View menu's toggle action too: give it back its accelerator
        self.toggleViewAction().setText(QCoreApplication.translate("MainWindow", "Score &sheet"))
        self.table.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_results(self, names: list[str], results: Sequence[DealResult]) -> None:
        """Fill the sheet from the player names and the model view's ``results`` (two players'
        sheet is narrower)."""
        columns = max(2, len(names)) if names else 3
        if columns != self._columns:
            self._columns = columns
            self._fit_width()
        self.table.show_results(names, results)
