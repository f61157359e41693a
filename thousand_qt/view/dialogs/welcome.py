"""The welcome at the first start: what the game is, three key rules, where the rules and the
controls are, and "Don't show this again"; the first deal is dealt when it is closed.

:func:`welcome_then_deal` opens it without blocking (the event loop, a file handed over by a
later start and the tests keep running); a game begun meanwhile (that file) is not replaced.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...model.settings import Settings
from ..dialog_lifetime import freed_on_close
from ..felt_style import apply_felt
from ..window_fit import resize_within_screen

#: The welcome's width; its height is what its text needs at that width.
WIDTH = 620


class WelcomeDialog(QDialog):
    """The welcome; closed, it stores "Don't show this again" in ``settings``."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomeDialog")
        self.settings = settings
        layout = QVBoxLayout(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.text, 1)
        self.dont_show = QCheckBox(self)
        layout.addWidget(self.dont_show)
        self.buttons = QDialogButtonBox(self)
        self.deal = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.finished.connect(self._remember)
        apply_felt(self)
        self.retranslate_ui()
        resize_within_screen(self, WIDTH, layout.totalHeightForWidth(WIDTH))   # as tall as its text

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Thousand"))
        rules = [self.tr("<b>The auction.</b> Each deal the players bid how many points they will score, from 100 "
                         "up. The highest bidder takes the talon (прикуп), gives one card to each opponent and "
                         "must then score at least the bid, or loses it."),
                 self.tr("<b>The play.</b> Follow the suit led; without it, play a trump if there is one and you "
                         "hold it. Cards count A 11, 10 10, K 4, Q 3, J 2, 9 0: 120 in the pack."),
                 self.tr("<b>Marriages (марьяж).</b> The king and queen of one suit, declared by leading one of "
                         "them after taking a trick, score 40 to 100 points and make that suit trumps.")]
        self.text.setText(
            "<p>" + self.tr("<b>Тысяча (Thousand)</b> is the Russian card game of bidding and tricks: you against "
                            "the computer, with 24 cards (nine to ace). Whoever first reaches 1000 points wins.")
            + "</p><p>" + self.tr("Three rules to begin with:") + "</p><ol>"
            + "".join(f"<li>{rule}</li>" for rule in rules) + "</ol><p>"
            + self.tr("The whole rules of the game you play are in Help ▸ Rules (F1), the mouse and the keys in "
                      "Help ▸ Controls; Game ▸ Hint (H) suggests a move and says why. A talon turned face up stays "
                      "until you click or press a key.") + "</p>")
        self.dont_show.setText(self.tr("Don't show this again"))
        self.deal.setText(self.tr("Deal the cards"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _remember(self) -> None:
        if self.dont_show.isChecked():
            self.settings.show_welcome = False
            self.settings.save()


def welcome_then_deal(parent: QWidget, settings: Settings, deal: Callable[[], object],
                      began: Callable[[], bool]) -> WelcomeDialog:
    """Open the welcome over ``parent``; when it is closed, ``deal()`` unless ``began()`` (a game
    was begun meanwhile)."""
    dialog = freed_on_close(WelcomeDialog(settings, parent))
    dialog.finished.connect(lambda _result: None if began() else deal())
    dialog.open()
    return dialog
