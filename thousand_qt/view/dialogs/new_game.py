"""New game: the players' names, the opponents' levels and the rule preset."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
)

from ...ai import LEVELS
from ...engine.record import PlayerInfo
from ...engine.rules import PRESETS, RuleSet
from .aids_box import AidsBox
from .rules_page import preset_labels


class NewGameDialog(QDialog):
    """Names, levels and preset ("своя" = the rules of Preferences); remembered in the settings."""

    def __init__(self, settings, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout(self)
        self.human = QLineEdit(settings.human_name, self)
        form.addRow(self.tr("Your name"), self.human)
        self.names, self.levels = [], []
        level_labels = [self.tr("easy", "level"), self.tr("normal", "level"), self.tr("strong", "level")]
        for i, title in enumerate((self.tr("Left opponent"), self.tr("Right opponent"))):
            name = QLineEdit(settings.opponent_names[i], self)
            level = QComboBox(self)
            for value, label in zip(LEVELS, level_labels):
                level.addItem(label, value)
            level.setCurrentIndex(max(0, level.findData(settings.opponent_levels[i])))
            form.addRow(title, name)
            form.addRow(self.tr("Level"), level)
            self.names.append(name)
            self.levels.append(level)
        self.preset = QComboBox(self)
        for key, label in preset_labels().items():
            self.preset.addItem(label, key)
        self.preset.setCurrentIndex(max(0, self.preset.findData(settings.rules.preset_name())))
        form.addRow(self.tr("Rules"), self.preset)
        self.aids_box = AidsBox(self)
        form.addRow(self.aids_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def rules(self) -> RuleSet:
        return PRESETS.get(self.preset.currentData(), self.settings.rules)

    def players(self) -> list[PlayerInfo]:
        out = [PlayerInfo(self.human.text().strip() or self.settings.human_name, "human")]
        for name, level in zip(self.names, self.levels):
            out.append(PlayerInfo(name.text().strip() or "?", "computer", level.currentData()))
        return out

    def accept(self) -> None:
        s = self.settings
        s.human_name = self.human.text().strip() or s.human_name
        s.opponent_names = [e.text().strip() or old for e, old in zip(self.names, s.opponent_names)]
        s.opponent_levels = [c.currentData() for c in self.levels]
        s.save()
        super().accept()
