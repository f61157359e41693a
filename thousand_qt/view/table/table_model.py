"""What the table, the hand and the panels ask of their model, and the one route of the human's
actions to it.

The model is a :class:`~thousand_qt.model.game_model.GameModel` (a game on this computer) or a
:class:`~thousand_qt.model.net_seat.NetSeatModel` (a seat at a network table); both give what
:class:`TableModel` names. Every action of the human, from the cards of the hand, a talon on the
table or a panel's button, is an engine :class:`~thousand_qt.engine.actions.Action` handed to a
:data:`SubmitAction` (the window's ``submit``), which gives it to the model: the model decides
whether it is legal (the engine's rules) and says why not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance

from ...engine import Action, Aids, ConcessionCost, RuleSet, SeatView
from ...engine.record import PlayerInfo
from ...model.aids import AidsShown

#: Hands one of the human's actions to the model; False if the model refused it (and said why).
SubmitAction = Callable[[Action], bool]


class TableModel(Protocol):
    """The model's signals and questions the table's view uses (see the module's docstring)."""

    gameStarted: SignalInstance
    dealStarted: SignalInstance
    deckCut: SignalInstance
    handLooked: SignalInstance
    bidMade: SignalInstance
    passed: SignalInstance
    auctionWon: SignalInstance
    talonShown: SignalInstance
    cardsGiven: SignalInstance
    contractFixed: SignalInstance
    conceded: SignalInstance
    cardPlayed: SignalInstance
    marriageDeclared: SignalInstance
    trumpChanged: SignalInstance
    trickTaken: SignalInstance
    cardsDrawn: SignalInstance
    dealScored: SignalInstance
    redeal: SignalInstance
    barrelChanged: SignalInstance
    gameOver: SignalInstance
    humanTurn: SignalInstance
    thinking: SignalInstance
    stateChanged: SignalInstance
    aidsChanged: SignalInstance

    @property
    def human_seat(self) -> int:
        """The seat whose cards the table shows face up."""
        ...

    @property
    def players(self) -> list[PlayerInfo]:
        """Who sits where."""
        ...

    @property
    def rules(self) -> RuleSet:
        """The rules of the game."""
        ...

    @property
    def aids(self) -> Aids:
        """The training aids of the game."""
        ...

    def view(self) -> SeatView:
        """What the human may see now."""
        ...

    def legal(self) -> list[Action]:
        """The human's legal actions now."""
        ...

    def why_illegal(self, action_text: Action | str) -> str | None:
        """None if the human may do the action now, else the reason."""
        ...

    def hand_hidden(self) -> bool:
        """True while the human's hand lies face down for the blind choice."""
        ...

    def look_at_hand(self) -> None:
        """The human looks at the hand instead of bidding blind."""
        ...

    def aids_shown(self) -> AidsShown:
        """What the training aids let the human see now."""
        ...

    def peek_talon(self, index: int) -> bool:
        """Look at one talon card (an aid); False if not allowed now."""
        ...

    def concession_cost(self) -> ConcessionCost:
        """What conceding the running deal would score now."""
        ...

    def next_deal(self) -> bool:
        """Deal the next deal (after a redeal was shown)."""
        ...

    def set_animation_gate(self, on: bool) -> None:
        """When on, the game waits for :meth:`animations_finished` after each batch of events."""
        ...

    def animations_finished(self) -> None:
        """The table has shown the last events: the game may go on."""
        ...
