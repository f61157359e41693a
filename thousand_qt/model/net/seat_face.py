"""What a seat at a network table knows, and the window's GameModel questions about it.

:class:`SeatFace` holds the seat's state as the host's messages left it (the view shown, the
seats, the rules, the connection, the record once it came) and answers what the window asks a
``GameModel`` (the players, the view, what the person may do and why not, the record); the
host's messages change it in :class:`~.seat.NetSeatModel`. Nothing here sends anything.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from thousand_qt.engine import Game, Phase, RuleSet, SeatView
from thousand_qt.engine.actions import Action, ActionSyntaxError
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.atomic_file import save_text_atomic
from thousand_qt.engine.record import GameRecord, PlayerInfo, RecordError, loads_record, record_from_game
from thousand_qt.engine.scoring import ConcessionCost

from .. import persistence
from . import view as net_view
from ..aids import AidsShown
from ..animation_gate import AnimationGate
from ..messages import user_reason
from .link import NetLink, SeatInfo, TableInfo
from ..refusals import seat_action
from ..signals import GameSignals

__all__ = ["SeatFace", "FREE_SEAT", "player_of"]

#: What a free seat is called on the table until somebody sits down.
FREE_SEAT = "…"


class SeatFace(GameSignals):
    """A network seat's state and the GameModel questions about it (see the module's docstring)."""

    connectionChanged = Signal(str)       # connecting, connected, reconnecting, lost
    joinedTable = Signal(str, int)        # the table code and this seat
    joinFailed = Signal(str)              # why (translated): no host, wrong code, full, version
    tableChanged = Signal()               # the seats, their names and readiness, the start
    seatNews = Signal(int, str)           # another seat's trouble, as a sentence
    chatReceived = Signal(int, str, str)  # seat, name, plain text (a phrase already translated)
    tableEnded = Signal(str, str)         # the reason code and the sentence, after the last update shown

    def __init__(self, parent: QObject | None = None, *,
                 record_source: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent)
        self.record_source = record_source      # the host's window: the record held by its server
        self.autosave: QObject | None = None    # the host's window: its TableAutosave (net/autosave.py)
        self.current_path: str | None = None
        self.url = ""
        self.name = ""
        self.on_server = False                  # the table was created on a ``serve`` process
        self.failure: str | None = None         # why the seat could not be taken (NetLink's code)
        self._link: NetLink | None = None
        self._seat = 0
        self._code: str | None = None
        self._table: TableInfo | None = None
        self._rules = RuleSet()
        self._players = [PlayerInfo(FREE_SEAT, "human") for _ in range(3)]
        self._view: SeatView = net_view.empty_view(self._rules, 3, 0)
        self._count = 0
        self._dealt = False                   # an update of the game was shown
        self._gate = AnimationGate(self._go_on)
        self._paused = False
        self._sent: int | None = None         # the count an action was sent at, until answered
        self._record_text: str | None = None
        self._ended: str | None = None
        self._connection = "connecting"
        self._looked_deal = -1

    def _go_on(self) -> None:
        """The view is done with what it was shown (overridden: the next message is shown)."""

    @property
    def code(self) -> str | None:
        return self._code

    @property
    def connection(self) -> str:
        return self._connection

    @property
    def table(self) -> TableInfo | None:
        """The host's last word on the table (seats, rules, started), None before it came."""
        return self._table

    @property
    def link(self) -> NetLink | None:
        return self._link

    # ================================================================ the GameModel face ==
    @property
    def players(self) -> list[PlayerInfo]:
        return list(self._players)

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def human_seat(self) -> int:
        return self._seat

    @property
    def finished(self) -> bool:
        return self._ended is not None or self._view.phase is Phase.GAME_OVER

    @property
    def ended(self) -> str | None:
        """Why the table ended (a protocol reason, or ``lost``), None while it goes on."""
        return self._ended

    @property
    def aids(self) -> Aids:
        return Aids()           # no training aids at a table with people

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def is_thinking(self) -> bool:
        return False

    autosave_path = staticmethod(persistence.autosave_path)

    def view(self) -> SeatView:
        """The seat's view as far as the table shows it (later updates may be waiting)."""
        return self._view

    def is_computer(self, seat: int) -> bool:
        return self._players[seat].kind == "computer" if 0 <= seat < len(self._players) else False

    def aids_shown(self) -> AidsShown:
        return AidsShown()

    def peek_talon(self, index: int) -> bool:
        return False

    def hand_hidden(self) -> bool:
        v = self._view
        return v.may_bid_blind and self._looked_deal != v.deal_number

    def look_at_hand(self) -> None:
        if self.hand_hidden():
            self._looked_deal = self._view.deal_number
            self.handLooked.emit()

    def concession_cost(self) -> ConcessionCost:
        return net_view.concession_cost(self._view)

    def set_animation_gate(self, on: bool) -> None:
        self._gate.set(on)

    def animations_finished(self) -> None:
        self._gate.finished()

    def can_undo(self) -> bool:
        return False

    def undo_refusal(self) -> str | None:
        """Why undo is off: always, at a network table."""
        return QCoreApplication.translate("NetTableWindow", "Undo is off in network games.")

    def undo(self) -> bool:
        return False

    # ================================================================ actions =============
    def _may_act(self) -> bool:
        return self._connection == "connected" and self._ended is None and self._sent is None

    def legal(self) -> list[Action]:
        """The seat's actions the host offers in the view shown (none while an action is on its way)."""
        return list(self._view.legal_actions) if self._may_act() else []

    def legal_actions(self) -> list[str]:
        return [str(a) for a in self.legal()]

    def _parse(self, text: Action | str) -> Action:
        return seat_action(self._seat, text)

    def why_illegal(self, action_text: Action | str) -> str | None:
        try:
            action = self._parse(action_text)
        except ActionSyntaxError as err:
            return user_reason(str(err))
        if action.seat != self._seat:
            return self.tr("That is not your move.")
        blocked = self._blocked()
        if blocked:
            return blocked
        reason = net_view.why_illegal(self._view, action)
        return None if reason is None else user_reason(reason)

    def _blocked(self) -> str | None:
        if self._ended is not None:
            return self.tr("The table has ended.")
        if self._connection != "connected":
            return self.tr("Not connected to the host: wait until the connection is back.")
        if self._sent is not None:
            return self.tr("Waiting for the host to answer your move.")
        return None

    # ================================================================ the record ==========
    def record_text(self) -> str | None:
        """The record's text: from the host at the end, or (the host's window) the table's so far."""
        if self._record_text is not None:
            return self._record_text
        return self.record_source() if self.record_source is not None else None

    def can_save(self) -> bool:
        """True once there is a record to save: from the host at the end, or (the host's
        window) as soon as the game has begun."""
        return self._record_text is not None or (self.record_source is not None and self._dealt)

    def record(self) -> GameRecord:
        """The record received (an empty one, without deals, before it came)."""
        text = self.record_text()
        if text is not None:
            return loads_record(text)
        return record_from_game(Game(self._rules, len(self._players), 0), self._players)

    def save(self, path: str | Path) -> None:
        """Save the record received so far (the host's very bytes); raises :class:`OSError`."""
        text = self.record_text()
        if text is None:
            message = self.tr("The host sends the record when the table ends; until then there is nothing to save.")
            self.errorMessage.emit(message)
            raise OSError(message)
        try:
            save_text_atomic(path, text)
        except OSError as err:
            self.errorMessage.emit(self.tr("Cannot save the game: {reason}").format(reason=err))
            raise
        self.current_path = str(path)

    def continuation_refusal(self, record: GameRecord) -> str | None:
        """None: :meth:`continue_from` says why a network game is not played on here."""
        return None

    def continue_from(self, record: GameRecord) -> None:
        """A network game cannot be played on from a review here (raises :class:`RecordError`)."""
        raise RecordError(self.tr("a network game is played on at its table; save it and open the file "
                                  "in the game window to play on against the computer"))



def player_of(seat: SeatInfo) -> PlayerInfo:
    """A seat of the host's ``table`` message as a record's player."""
    name = seat.name or FREE_SEAT
    if seat.kind == "computer":
        return PlayerInfo(name, "computer", seat.level or "normal")
    return PlayerInfo(name, "human")
