"""The redeal offered after the contract (docs/rules.md: ``redeal_when`` ``before_lead``): the
person, an opponent whose 8 cards allow it, asks for the redeal or plays on, while the declarer
waits to lead. Enter presses the focused button (Redeal first), Tab goes between the two."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ...engine import Action, Phase, Redeal
from ...model.redeal_words import RedealWords
from ..table.table_model import SubmitAction, TableModel
from .panel import Panel


class RedealOfferPanel(Panel):
    """Redeal, or play on."""

    def __init__(self, model: TableModel, submit: SubmitAction, parent: QWidget | None = None) -> None:
        super().__init__(model, submit, parent)
        self.note = self.note_label()
        self.body.addWidget(self.note)
        row = QHBoxLayout()
        self.redeal_button = self.button(lambda: self.send(Redeal(self.seat)))
        self.play_on_button = self.button(self._play_on)
        row.addWidget(self.redeal_button)
        row.addWidget(self.play_on_button)
        self.body.addLayout(row)
        model.stateChanged.connect(self._offer_gone)

    def offered(self, phase: Phase) -> bool:
        """The person's redeal after the contract is on offer now (the turn is theirs to answer)."""
        return phase is Phase.PLAY and self.model.redeal_offer() is not None

    def retranslate_ui(self) -> None:
        self.redeal_button.setText(self.tr("Redeal"))
        self.play_on_button.setText(self.tr("Play on"))

    def refresh(self) -> None:
        self.title.setText(self.tr("Redeal before the first lead?"))
        why = RedealWords().of_view(self.model.view())
        self.note.setText(self.tr("Your 8 cards — {0}. You may ask for a redeal before the first card is played.")
                          .format(why))
        self.redeal_button.setDefault(True)
        self.play_on_button.setDefault(False)

    def open_offer(self) -> str:
        """Open with the keyboard focus on Redeal; the status line while the offer waits."""
        self.open()
        self.take_focus()
        return self.tr("Your cards allow a redeal: Redeal, or Play on (Tab, Enter).")

    def hint_button(self, action: Action) -> QPushButton | None:
        return self.redeal_button if isinstance(action, Redeal) and self.isVisible() else None

    def hint_play_on(self) -> str:
        """The hint is to play on: Enter does that now; the hint's words."""
        if self.isVisible():
            self.redeal_button.setDefault(False)
            self.play_on_button.setDefault(True)
            self.play_on_button.setFocus()
        return self.tr("Hint: play on without a redeal (your cards can defend)")

    def _play_on(self) -> None:
        self.hide()
        self.model.decline_redeal()

    def _offer_gone(self) -> None:
        if self.isVisible() and self.model.redeal_offer() is None:
            self.hide()
