"""New game: how many play (two, three or four; two with talons or with a stock), the players'
names, the opponents' levels and the rule preset; all remembered in the settings.

The rows sit in one ``QFormLayout`` (``self.form``) so that more options can be added below.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from ...ai import LEVELS
from ...engine import PRESETS, PlayerInfo, RuleSet
from ...model.settings import Settings
from ..names import shown_name, typed_name
from .aids_box import AidsBox
from .rule_words import preset_labels, two_player_games

# the opponent seats, clockwise from the human's left
MAX_OPPONENTS = 3


class NewGameDialog(QDialog):
    """Player count, names, levels and preset ("своя" = the rules of Preferences)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.form = form = QFormLayout(self)
        self.count = QComboBox(self)
        for n, label in ((2, self.tr("Two: you and one opponent")), (3, self.tr("Three: you and two opponents")),
                         (4, self.tr("Four: the dealer sits out each deal"))):
            self.count.addItem(label, n)
        self.count.setCurrentIndex(max(0, self.count.findData(settings.player_count)))
        form.addRow(self.tr("Players"), self.count)
        self.two_game = QComboBox(self)
        for value, label in two_player_games():
            self.two_game.addItem(label, value)
        self.two_game.setCurrentIndex(max(0, self.two_game.findData(settings.rules.two_player_game)))
        self.two_game.setToolTip(self.tr("With talons: 10 cards each and an auction. With a stock: 6 cards "
                                         "each, no auction, and after each trick both draw from the stock."))
        form.addRow(self.tr("Two players"), self.two_game)
        self.human = QLineEdit(shown_name(settings.human_name), self)   # "You" in English
        form.addRow(self.tr("Your name"), self.human)
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        self.rows: list[QHBoxLayout] = []
        self.seat_labels: list[QLabel] = []
        level_labels = [self.tr("easy", "level"), self.tr("normal", "level"), self.tr("strong", "level")]
        for i in range(MAX_OPPONENTS):
            name = QLineEdit(settings.opponent_names[i], self)
            level = QComboBox(self)
            for value, label in zip(LEVELS, level_labels, strict=True):
                level.addItem(label, value)
            level.setCurrentIndex(max(0, level.findData(settings.opponent_levels[i])))
            level.setAccessibleName(self.tr("Level"))
            row = QHBoxLayout()
            row.addWidget(name, 1)
            row.addWidget(level)
            title = QLabel(self)
            title.setBuddy(name)
            form.addRow(title, row)
            self.seat_labels.append(title)
            self.names.append(name)
            self.levels.append(level)
            self.rows.append(row)
        self.preset = QComboBox(self)
        for key, label in preset_labels().items():
            self.preset.addItem(label, key)
        self.preset.setCurrentIndex(max(0, self.preset.findData(settings.rules.preset_name())))
        form.addRow(self.tr("Rules"), self.preset)
        self.aids_box = AidsBox(self)
        form.addRow(self.aids_box)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.count.currentIndexChanged.connect(self._show_seats)
        self.two_game.currentIndexChanged.connect(self._show_seats)
        self._show_seats()

    def player_count(self) -> int:
        return int(self.count.currentData())

    def seat_titles(self) -> list[str]:
        """Where each opponent sits, for the chosen number of players (clockwise from the left)."""
        n = self.player_count()
        if n == 2:
            return [self.tr("Opponent")]
        if n == 3:
            return [self.tr("Left opponent"), self.tr("Right opponent")]
        return [self.tr("Left opponent"), self.tr("Opponent across"), self.tr("Right opponent")]

    def _show_seats(self) -> None:
        self.form.setRowVisible(self.two_game, self.player_count() == 2)
        self.aids_box.set_talon(self.player_count() != 2 or self.two_player_game() != "stock")
        titles = self.seat_titles()
        for i, row in enumerate(self.rows):
            shown = i < len(titles)
            self.form.setRowVisible(row, shown)
            if shown:
                self.seat_labels[i].setText(titles[i])
                self.names[i].setAccessibleName(titles[i])
        self.adjustSize()

    def two_player_game(self) -> str:
        """``talons`` or ``stock`` (only two players use it)."""
        return str(self.two_game.currentData())

    def rules(self) -> RuleSet:
        base = PRESETS.get(str(self.preset.currentData()), self.settings.rules)
        return base.with_changes(two_player_game=self.two_player_game())

    def players(self) -> list[PlayerInfo]:
        """The human at seat 0, then the chosen number of computer opponents."""
        out = [PlayerInfo(typed_name(self.human.text()) or self.settings.human_name, "human")]
        for name, level in list(zip(self.names, self.levels, strict=True))[:self.player_count() - 1]:
            out.append(PlayerInfo(name.text().strip() or "?", "computer", level.currentData()))
        return out

    def accept(self) -> None:
        s = self.settings
        s.player_count = self.player_count()
        s.human_name = typed_name(self.human.text()) or s.human_name
        s.opponent_names = [e.text().strip() or old for e, old in zip(self.names, s.opponent_names, strict=False)]
        s.opponent_levels = [c.currentData() for c in self.levels]
        s.rules = s.rules.with_changes(two_player_game=self.two_player_game())
        s.save()
        super().accept()
