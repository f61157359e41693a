"""The human's turn at the table: the panels laid over it (the auction, the talon choice of two
players, the gifts or the cards laid away, the contract, the redeal offered after the contract,
the marriage declared before the card) and the hand's mode, opened for the phase the human acts
in, placed again when the table is resized, and closed when the turn is over; the status line
says what to do. The words are in the "MainWindow" context."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import Phase
from .panels.auction import AuctionPanel
from .panels.declarer import ContractPanel, DiscardPanel, GivePanel, TalonChoicePanel
from .panels.marriage import MarriagePanel
from .panels.panel import Panel
from .panels.redeal_offer import RedealOfferPanel
from .table.graphics_view import TableView
from .table.human_input import GIVE, IDLE, PLAY, TALON, HumanInput
from .table.table_model import SubmitAction, TableModel

translate = QCoreApplication.translate


class TurnPanels(QObject):
    """The panels of the human's turn over ``view`` (their actions go to ``submit``; the cards
    are chosen through ``hand``) and the turn they are open for (see the module)."""

    def __init__(self, model: TableModel, submit: SubmitAction, hand: HumanInput, view: TableView,
                 say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.hand, self.view, self.say = model, hand, view, say
        self.auction_panel = AuctionPanel(model, submit, view)
        self.give_panel = GivePanel(model, submit, hand, view)
        self.contract_panel = ContractPanel(model, submit, view)
        self.talon_panel = TalonChoicePanel(model, submit, view)
        self.discard_panel = DiscardPanel(model, submit, hand, view)
        self.redeal_panel = RedealOfferPanel(model, submit, view)    # redeal_when before_lead
        self.marriage_panel = MarriagePanel(model, submit, view)     # marriage_moment any_turn
        self.panels: list[Panel] = [self.auction_panel, self.give_panel, self.contract_panel, self.talon_panel,
                                    self.discard_panel, self.redeal_panel, self.marriage_panel]
        self.phase: Phase | None = None      # the phase of the turn opened last (None: the redeal offer)

    def open_for(self, phase: Phase) -> None:
        """Open the panel (or enable the cards) for the phase the human acts in."""
        if self._waiting_for(phase):
            return      # told twice (after the animations): keep what the player chose so far
        self.close()
        if self.redeal_panel.offered(phase):      # an opponent's redeal after the contract
            self.phase = None
            return self.say(self.redeal_panel.open_offer())
        self.phase = phase
        if phase is Phase.AUCTION:
            self.auction_panel.open()
        elif phase is Phase.GIVE:
            self.hand.start(GIVE)
            self.giving_panel().open()
        elif phase is Phase.CONTRACT:
            self.contract_panel.open()
        elif phase is Phase.TALON:
            self.hand.start(TALON)
            self.talon_panel.open()
        elif phase is Phase.PLAY:
            self.hand.start(PLAY)
            if self.marriage_panel.offered():
                self.marriage_panel.open()
        self.say(self.status(phase))
        if not any(panel.isVisible() and panel.take_focus() for panel in self.panels):
            self.view.setFocus()

    def _waiting_for(self, phase: Phase) -> bool:
        if phase is not self.phase:
            return False
        panel = {Phase.AUCTION: self.auction_panel, Phase.GIVE: self.giving_panel(),
                 Phase.CONTRACT: self.contract_panel, Phase.TALON: self.talon_panel}.get(phase)
        return panel.isVisible() if panel is not None else self.hand.mode == PLAY

    def giving_panel(self) -> GivePanel:
        """Giving a card to each opponent, or (two players) laying two or three away."""
        seating = self.view.table.layout.seating
        return self.discard_panel if seating.two_talons else self.give_panel

    def status(self, phase: Phase) -> str:
        """The status line while the human acts in ``phase``."""
        if not self.view.table.layout.seating.two_talons:
            give = translate("MainWindow", "Click the card for each opponent (or ← → and Enter), then Give.")
        elif self.hand.give_count() == 3:
            give = translate("MainWindow", "Click three cards to lay face down (or ← → and Enter), then Lay down.")
        else:
            give = translate("MainWindow", "Click two cards to lay face down (or ← → and Enter), then Lay down.")
        texts = {Phase.AUCTION: translate("MainWindow", "Your word in the auction."),
                 Phase.GIVE: give,
                 Phase.CONTRACT: translate("MainWindow", "Set your contract: keep the bid or raise it."),
                 Phase.TALON: translate("MainWindow", "Choose a talon (прикуп): click it, or ← → and Enter."),
                 Phase.PLAY: translate("MainWindow",
                                       "Your move: drag a card to the table or click it twice (or ← → and Enter).")}
        return texts.get(phase, "")

    def waiting_status(self) -> str | None:
        """The status line of the turn still open (a language change says it again), None if none is."""
        waiting = self.hand.mode != IDLE or any(panel.isVisible() for panel in self.panels)
        return self.status(self.phase) if waiting and self.phase else None

    def hide_panels(self) -> None:
        """Every panel closed (an action went to the model)."""
        for panel in self.panels:
            panel.hide()

    def close(self) -> None:
        """No turn open: the panels closed and the hand idle."""
        self.hide_panels()
        self.hand.stop()

    def place(self) -> None:
        """The open panels in their places on the table as it is now (after a resize)."""
        for panel in self.panels:
            if panel.isVisible():
                panel.place()

    def hand_looked(self) -> None:
        """The hand was turned up (by the panel, a click on it or L): the open auction panel
        offers the open bids now."""
        if self.auction_panel.isVisible():
            self.auction_panel.refresh()


__all__ = ["TurnPanels"]
