"""Preferences: the house rules (they apply from the next game), the app's own settings
(animation speed, how long a finished trick stays, card points on the plates, think pause,
marriages, a forced card played by itself, language, opponents) and the cards (deck, four colours,
card indices, a preview).

``load_settings()`` fills the editors from the settings wrapper; ``save_settings()`` writes
them back and saves; OK does both."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...ai import LEVELS
from ...engine import RuleError
from ...model.i18n import resolve
from ...model.settings import ANIMATION_SPEEDS, LANGUAGES, TRICK_HOLDS, Settings
from ..dialog_lifetime import warning_box
from ..names import shown_name, typed_name
from ..window_fit import resize_within_screen
from .deck_page import DeckPage
from .rules_page import RulesPage
from .wheel_guard import guard_wheel


class PreferencesDialog(QDialog):
    """Three tabs: Rules, Application and Cards."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.store_warning: QMessageBox | None = None
        self.setObjectName("PreferencesDialog")
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.rules_page = RulesPage(self)
        self.app_page = QWidget(self)
        self.deck_page = DeckPage(self, language=resolve(settings.language))
        self.indices = self.deck_page.indices
        self.tabs.addTab(self.rules_page, "")
        self.tabs.addTab(self.app_page, "")
        self.tabs.addTab(self.deck_page, "")
        layout.addWidget(self.tabs)
        self.note = QLabel(self)
        layout.addWidget(self.note)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020;")
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.form = QFormLayout(self.app_page)
        self.speed = QComboBox(self.app_page)
        self.trick_hold = QComboBox(self.app_page)
        self.talon_hold = QComboBox(self.app_page)
        self.card_points = QCheckBox(self.app_page)
        self.sound = QCheckBox(self.app_page)
        self.think = QSpinBox(self.app_page)
        self.think.setRange(*Settings.bounds("think_pause_ms"))
        self.think.setSingleStep(100)
        self.auto_declare = QCheckBox(self.app_page)
        self.auto_play = QCheckBox(self.app_page)
        self.language = QComboBox(self.app_page)
        self.human_name = QLineEdit(self.app_page)
        self.names = [QLineEdit(self.app_page) for _ in range(2)]
        self.levels = [QComboBox(self.app_page) for _ in range(2)]
        self.labels = [QLabel(self.app_page) for _ in range(14)]
        self._lay_out_app_page()
        guard_wheel(self)                       # a child of the dialog: it lives as long as the dialog
        self.retranslate_ui()
        self.load_settings()
        resize_within_screen(self, 720, 600)

    def _lay_out_app_page(self) -> None:
        """The Application tab: one labelled row per editor."""
        rows = [self.speed, self.trick_hold, self.talon_hold, self.card_points, self.sound, self.think,
                self.auto_declare, self.auto_play, self.language,
                self.human_name, self.names[0], self.levels[0], self.names[1], self.levels[1]]
        for label, widget in zip(self.labels, rows, strict=True):
            self.form.addRow(label, widget)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.tabs.setTabText(0, self.tr("Rules"))
        self.tabs.setTabText(1, self.tr("Application"))
        self.tabs.setTabText(2, self.tr("Cards"))
        self.note.setText(self.tr("New rules apply from the next game."))
        texts = [self.tr("Animation speed"), self.tr("A finished trick stays"), self.tr("A talon turned up stays"),
                 self.tr("Card points"), self.tr("Sound"),
                 self.tr("Computer think pause"), self.tr("Marriages"), self.tr("Forced cards"),
                 self.tr("Language"), self.tr("Your name"),
                 self.tr("Left opponent"), self.tr("Left opponent's level"), self.tr("Right opponent"),
                 self.tr("Right opponent's level")]
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.card_points.setText(self.tr("Show each player's card points during the deal"))
        self.sound.setText(self.tr("Sounds of the deal, the cards, the tricks and the game's end"))
        holds = [self.tr("not at all"), self.tr("a moment"), self.tr("a little while"), self.tr("a long while"),
                 self.tr("until a click or a key")]
        self._fill(self.trick_hold, TRICK_HOLDS, holds)
        self._fill(self.talon_hold, TRICK_HOLDS, holds)
        self.auto_declare.setText(self.tr("Declare marriages automatically when leading K or Q"))
        self.auto_play.setText(self.tr("Play my only playable card by itself"))
        self.auto_play.setToolTip(self.tr("When a single card may be played (and there is no marriage to "
                                          "declare with it), it is played for you after a moment. Never a bid."))
        self.think.setSuffix(" " + self.tr("ms"))
        self._fill(self.speed, ANIMATION_SPEEDS,
                   [self.tr("instant"), self.tr("fast"), self.tr("normal"), self.tr("slow")])
        self._fill(self.language, LANGUAGES,
                   [self.tr("as the system"), "Русский", "English", "Polski", "Українська"])
        for combo in self.levels:
            self._fill(combo, LEVELS,
                       [self.tr("easy", "level"), self.tr("normal", "level"), self.tr("strong", "level")])

    @staticmethod
    def _fill(combo: QComboBox, values: Sequence[str], labels: Sequence[str]) -> None:
        current = combo.currentData()
        combo.clear()
        for value, label in zip(values, labels, strict=True):
            combo.addItem(label, value)
        if current is not None:
            combo.setCurrentIndex(max(0, combo.findData(current)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- settings -----------------------------------------------------------------------
    def load_settings(self) -> None:
        s = self.settings
        self.rules_page.load_rules(s.rules)
        self.speed.setCurrentIndex(max(0, self.speed.findData(s.animation_speed)))
        self.trick_hold.setCurrentIndex(max(0, self.trick_hold.findData(s.trick_hold)))
        self.talon_hold.setCurrentIndex(max(0, self.talon_hold.findData(s.talon_hold)))
        self.card_points.setChecked(s.show_card_points)
        self.sound.setChecked(s.sound)
        self.think.setValue(s.think_pause_ms)
        self.auto_declare.setChecked(s.auto_declare_marriages)
        self.auto_play.setChecked(s.auto_play_forced)
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.human_name.setText(shown_name(s.human_name))      # "You" in English
        for i in range(2):
            self.names[i].setText(s.opponent_names[i])
            self.levels[i].setCurrentIndex(max(0, self.levels[i].findData(s.opponent_levels[i])))
        self.deck_page.load(s.deck, s.deck_svg, s.four_colour, s.card_indices)

    def save_settings(self) -> bool:
        """Write the editors into the settings and save them; False if the rules are invalid.

        Settings that cannot be stored still apply for this session; a warning says so."""
        try:
            rules = self.rules_page.rules()
        except RuleError as err:
            self.error.setText(str(err))
            return False
        s = self.settings
        s.rules = rules
        s.preset = rules.preset_name()
        s.animation_speed = self.speed.currentData()
        s.trick_hold = self.trick_hold.currentData()
        s.talon_hold = self.talon_hold.currentData()
        s.show_card_points = self.card_points.isChecked()
        s.sound = self.sound.isChecked()
        s.think_pause_ms = self.think.value()
        s.auto_declare_marriages = self.auto_declare.isChecked()
        s.auto_play_forced = self.auto_play.isChecked()
        s.card_indices = self.indices.currentData()
        s.language = self.language.currentData()
        s.human_name = typed_name(self.human_name.text()) or s.human_name
        shown = len(self.names)      # the opponents New game alone names are kept
        s.opponent_names = ([e.text().strip() or old for e, old in zip(self.names, s.opponent_names, strict=False)]
                            + s.opponent_names[shown:])
        s.opponent_levels = [c.currentData() for c in self.levels] + s.opponent_levels[shown:]
        s.deck = self.deck_page.choice()
        s.deck_svg = self.deck_page.svg_file.text().strip()
        s.four_colour = self.deck_page.four_colour.isChecked()
        if not s.save():
            self._warn_not_stored()
        return True

    def _warn_not_stored(self) -> None:
        """The settings apply for this session, but could not be written: say so."""
        from ...model.settings import settings_file

        text = self.tr("The settings could not be stored in {0}.\nThey apply until you quit.").format(
            settings_file())
        self.store_warning = warning_box(self.tr("Preferences"), text, self.parentWidget() or self)
        self.store_warning.open()

    def accept(self) -> None:
        if self.save_settings():
            super().accept()
