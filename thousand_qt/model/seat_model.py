"""What a game window asks of its model: one interface for the game on this computer
(:class:`~.game_model.GameModel`) and for a seat at a network table
(:class:`~.net.seat.NetSeatModel`).

The view never asks which of the two it holds. What only one of them can do is a capability the
model answers: :meth:`SeatModel.can_undo` and :meth:`SeatModel.can_save` say whether now,
:meth:`SeatModel.local_games` gives the commands that start and open games (``None`` at a
network table, whose games the host starts), :meth:`SeatModel.last_deal_talon` the talon of the
deal just scored where the model knows it.

:class:`TableSeat` is the part the table, the hand and the panels use; :class:`SeatModel` adds
what the window around them uses.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import SignalInstance

from thousand_qt.engine import Card, RuleSet, SeatView
from thousand_qt.engine.actions import Action, Redeal
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.record import GameRecord, PlayerInfo
from thousand_qt.engine.scoring import ConcessionCost

from .aids import AidsShown
from .game_start import NO_AIDS

__all__ = ["LocalGames", "SeatModel", "SeatSignals", "TableSeat"]


class SeatSignals(Protocol):
    """The signals of :class:`~.signals.GameSignals`, which both models emit."""

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
    allPassed: SignalInstance
    barrelChanged: SignalInstance
    gameOver: SignalInstance
    humanTurn: SignalInstance
    thinking: SignalInstance
    stateChanged: SignalInstance
    errorMessage: SignalInstance
    hintReady: SignalInstance
    autosaveFailed: SignalInstance
    aidsChanged: SignalInstance


class TableSeat(SeatSignals, Protocol):
    """The signals and questions the table, the hand and the panels use."""

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

    def redeal_offer(self) -> Redeal | None:
        """The person's redeal after the contract on offer now (the game waits for the answer)."""
        ...

    def decline_redeal(self) -> None:
        """Play on without the redeal on offer."""
        ...

    def next_deal(self) -> bool:
        """Deal the next deal (after the deal's summary or a redeal was shown)."""
        ...

    def set_animation_gate(self, on: bool) -> None:
        """When on, the game waits for :meth:`animations_finished` after each batch of events."""
        ...

    def animations_finished(self) -> None:
        """The table has shown the last events: the game may go on."""
        ...


class LocalGames(Protocol):
    """The commands of the game on this computer that start a game: new, or from a file."""

    def new_game(self, rules: RuleSet, players: list[PlayerInfo], seed: int | None = None,
                 human_seat: int = 0, aids: Aids = NO_AIDS) -> None:
        """Start a new game and deal its first deal."""
        ...

    def load(self, path: str | Path) -> None:
        """Go on with the game of a record file; raises ``RecordError`` (the game stays)."""
        ...


class SeatModel(TableSeat, Protocol):
    """What a game window asks of its model (see the module's docstring)."""

    #: The file the game was last saved to or opened from, None if none.
    current_path: str | None
    #: The least time a computer's move is shown before the next (ms).
    think_pause_ms: int

    @property
    def finished(self) -> bool:
        """The game (or the table) is over."""
        ...

    @property
    def paused(self) -> bool:
        """A review is shown: nothing of the game moves on (:meth:`set_paused`)."""
        ...

    def set_paused(self, paused: bool) -> None:
        """Hold the game while a review is shown; unpaused, it goes on where it stood."""
        ...

    def game_in_progress(self) -> bool:
        """A game that has begun and is not over (leaving it would lose something)."""
        ...

    def submit(self, action: Action) -> bool:
        """The human's action; False (and ``errorMessage`` says why) if refused."""
        ...

    def can_hint(self) -> bool:
        """A hint may be asked for now."""
        ...

    def request_hint(self) -> bool:
        """Ask for a hint (``hintReady`` brings it); False if there is none to ask now."""
        ...

    def can_undo(self) -> bool:
        """The human may take back their last action now."""
        ...

    def undo_refusal(self) -> str | None:
        """Why undo is off now (a sentence), or None."""
        ...

    def undo(self) -> bool:
        """Take back the human's last action; False if there is none to take back."""
        ...

    def record(self) -> GameRecord:
        """The record of the game as far as this model has it."""
        ...

    def can_save(self) -> bool:
        """There is a record to save now."""
        ...

    def save(self, path: str | Path) -> None:
        """Save the record; raises :class:`OSError` (and ``errorMessage`` says why)."""
        ...

    def last_deal_talon(self) -> tuple[Card, ...] | None:
        """The talon as dealt in the last deal played, where the model knows it, else None."""
        ...

    def continuation_refusal(self, record: GameRecord) -> str | None:
        """Why a new game may not go on from ``record`` (a review's position), or None."""
        ...

    def continue_from(self, record: GameRecord) -> None:
        """A new game from ``record``; raises ``RecordError`` where it may not."""
        ...

    def local_games(self) -> LocalGames | None:
        """The commands that start a game here, or None (a network table's host starts its games)."""
        ...

    def shutdown(self, msecs: int = 5000) -> bool:
        """Stop the model's workers (before the window closes); False if one did not stop."""
        ...
