"""RULES.md §14's marriage choices at the table: the panel that declares a marriage before the
card (``marriage_moment`` ``any_turn``: leading or following, once a trick is won), and the
question whether a marriage led keeps the trump (``marriage_trump`` ``choose``).

The panel opens over the table while the human's cards stay playable: a card played instead
declares nothing. Its buttons are reached with the mouse or with Tab from the table (Enter
presses the one with the focus); the hint makes its declaration the panel's default button.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QPushButton, QWidget

from ...engine import Action, DeclareMarriage, Suit
from ..table.card_text import SUIT_SYMBOLS
from ..table.table_model import SubmitAction, TableModel
from .panel import Panel

__all__ = ["MarriagePanel", "ask_keep_trump"]

translate = QCoreApplication.translate


class MarriagePanel(Panel):
    """One button for each marriage the human may declare before the card (and, where the
    trump may be kept, one that keeps it)."""

    room_for_raised = True
    clear_of_the_trick = True     # the trick under way stays in sight
    takes_focus = False     # the cards stay the table's (←/→ and Enter); Tab reaches the buttons

    def __init__(self, model: TableModel, submit: SubmitAction, parent: QWidget | None = None) -> None:
        super().__init__(model, submit, parent)
        self.row = QHBoxLayout()
        self.body.addLayout(self.row)
        self.note = self.note_label()
        self.body.addWidget(self.note)
        self.buttons: dict[DeclareMarriage, QPushButton] = {}

    def offered(self) -> list[DeclareMarriage]:
        """The declarations the human may make now (none: the panel stays closed)."""
        return self.legal(DeclareMarriage)

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Declare a marriage before your card?"))
        self.note.setText(self.tr("Or just play a card: nothing is declared then."))

    def refresh(self) -> None:
        for button in self.buttons.values():
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        trump = self.model.view().trump
        for action in self.offered():
            button = self.button(self._sender(action))
            button.setText(self.words(action, trump))
            self.row.addWidget(button)
            self.buttons[action] = button
        self.adjustSize()

    def _sender(self, action: DeclareMarriage) -> Callable[[], None]:
        return lambda: self.send(action)

    def words(self, action: DeclareMarriage, trump: Suit | None) -> str:
        """The button's text: "♥ marriage (+100)", or "♥ marriage, keep ♠ trump"."""
        suit = SUIT_SYMBOLS[action.suit.value]
        if action.keep and trump is not None:
            return self.tr("{0} marriage, keep {1} trump").format(suit, SUIT_SYMBOLS[trump.value])
        value = self.model.view().rules.marriage_values.of(action.suit)
        return self.tr("{0} marriage (+{1})").format(suit, value)

    def hint_button(self, action: Action) -> QPushButton | None:
        return self.buttons.get(action) if isinstance(action, DeclareMarriage) else None


def ask_keep_trump(parent: QWidget, card: str, trump: Suit | None) -> bool:
    """Ask whether the marriage declared with ``card`` keeps the trump ``trump`` (True) or makes
    its own suit trump; a modal question with a button for each (Tab, Enter and Escape work:
    Escape makes the marriage's suit trump, as the engine does without a choice)."""
    suit = SUIT_SYMBOLS.get(card[-1:], "?")
    kept = SUIT_SYMBOLS[trump.value] if trump is not None else "?"
    box = QMessageBox(QMessageBox.Icon.Question, translate("MarriagePanel", "Marriage"),
                      translate("MarriagePanel", "Make {0} trump, or keep the trump {1} and only score the marriage?")
                      .format(suit, kept), QMessageBox.StandardButton.NoButton, parent)
    change = box.addButton(translate("MarriagePanel", "Make {0} trump").format(suit), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(translate("MarriagePanel", "Keep {0} trump").format(kept), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(change)
    box.setEscapeButton(change)
    box.exec()
    chosen = box.clickedButton()
    box.deleteLater()
    return chosen is keep
