"""End of a deal (points, marriages, change, bolts, barrel) and end of the game (winner,
totals, settlement, play again). Both are window-modal but opened with ``open()`` so the event
loop, and the tests, keep running."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from ..names import shown_names
from ..suits import SUIT_SYMBOLS


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


class _ResultDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.headline = QLabel(self)
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.table = QTableWidget(self)
        self.table.verticalHeader().hide()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        layout.addWidget(self.notes)
        self.buttons = QDialogButtonBox(self)
        layout.addWidget(self.buttons)
        self.resize(480, 300)

    def _fill(self, header: list[str], rows: list[list[str]]) -> None:
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c else
                                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setFixedHeight(self.table.horizontalHeader().height() + 30 * len(rows) + 4)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        pass


class DealSummaryDialog(_ResultDialog):
    """One deal's result; "Next deal" deals on."""

    def __init__(self, players: list, result, parent=None) -> None:
        super().__init__(parent)
        self.players, self.result = players, result
        self.next_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.clicked.connect(self.accept)
        self.next_button.setDefault(True)
        self.next_button.setFocus()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        r, names = self.result, shown_names(self.players)
        self.setWindowTitle(self.tr("End of the deal"))
        self.next_button.setText(self.tr("Next deal"))
        if r.declarer is None:
            head = self.tr("No game in this deal.")
        elif r.conceded:
            head = self.tr("{0}: concession (роспись), {1}.").format(names[r.declarer], r.contract)
        elif r.made:
            head = self.tr("{0}: the contract {1} is made!").format(names[r.declarer], r.contract)
        else:
            head = self.tr("{0}: the contract {1} is lost.").format(names[r.declarer], r.contract)
        if r.blind:
            head += " " + self.tr("(blind: doubled)")
        if r.golden:
            head += " " + self.tr("(golden round: doubled)")
        self.headline.setText(head)
        rows = []
        for seat, name in enumerate(names):
            bolts = "|" * r.bolts[seat] if r.bolts[seat] else ""
            rows.append([name, str(r.points[seat]), _signed(r.change[seat]), str(r.totals[seat]), bolts])
        self._fill([self.tr("Player"), self.tr("Points"), self.tr("Change"), self.tr("Total"),
                    self.tr("Bolts")], rows)
        notes = []
        for seat, suit, value in r.marriages:
            symbol = SUIT_SYMBOLS.get(suit, self.tr("aces"))
            notes.append(self.tr("{0}: marriage (марьяж) {1} — {2}.").format(names[seat], symbol, value))
        for seat in r.bolt_seats:
            notes.append(self.tr("{0}: no trick — a bolt (болт).").format(names[seat]))
        for seat in r.samosval_seats:
            notes.append(self.tr("{0}: exactly 555, samosval — back to 0!").format(names[seat]))
        if r.barrel is not None:
            notes.append(self.tr("{0}: on the barrel (бочка).").format(names[r.barrel]))
        notes += list(r.notes)
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))


class GameOverDialog(_ResultDialog):
    """The winner, the totals and the settlement; "Play again" starts a new game."""

    def __init__(self, players: list, winner: int, totals: list, settlement: list, parent=None) -> None:
        super().__init__(parent)
        self.players, self.winner, self.totals, self.settlement = players, winner, totals, settlement
        self.again_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.again_button.clicked.connect(self.accept)
        self.close_button.clicked.connect(self.reject)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        names = shown_names(self.players)
        self.setWindowTitle(self.tr("Game over"))
        self.again_button.setText(self.tr("Play again"))
        self.headline.setText(self.tr("Winner: {0}!").format(names[self.winner]))
        header = [self.tr("Player"), self.tr("Total")]
        show_money = any(self.settlement)
        if show_money:
            header.append(self.tr("Settlement"))
        rows = []
        for seat, name in enumerate(names):
            row = [name, str(self.totals[seat])]
            if show_money:
                row.append(f"{self.settlement[seat]:+.2f}")
            rows.append(row)
        self._fill(header, rows)
        self.notes.hide()
