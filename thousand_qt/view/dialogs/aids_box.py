"""New game's "Training aids" group: three check boxes, all off each time the dialog opens."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from ...engine import Aids


class AidsBox(QGroupBox):
    """The training aids for the next game (docs/rules.md, "Training aids"); :meth:`aids`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Training aids"), parent)
        box = QVBoxLayout(self)
        self.opponents_hands = QCheckBox(self.tr("Show the &opponents' hands"), self)
        self.opponents_hands.setToolTip(self.tr("The opponents' cards lie face up on the table."))
        self.talon_suits = QCheckBox(self.tr("Show the talon's &suits"), self)
        self.talon_suits.setToolTip(self.tr("Each face-down talon card shows its suit."))
        self.talon_card = QCheckBox(self.tr("Let me look at one &talon card"), self)
        self.talon_card.setToolTip(self.tr("During the auction, click one talon card (or press its number) "
                                           "to turn it over; once a deal."))
        self.note = QLabel(self.tr("A game with any aid on is not counted in the statistics."), self)
        self.note.setWordWrap(True)
        for widget in (self.opponents_hands, self.talon_suits, self.talon_card, self.note):
            box.addWidget(widget)

    def set_talon(self, present: bool) -> None:
        """Offer the talon's two aids only in a game with a talon (not the game with a stock)."""
        for box in (self.talon_suits, self.talon_card):
            if not present:
                box.setChecked(False)
            box.setEnabled(present)

    def aids(self) -> Aids:
        """The aids ticked."""
        return Aids(self.opponents_hands.isChecked(), self.talon_suits.isChecked(), self.talon_card.isChecked())
