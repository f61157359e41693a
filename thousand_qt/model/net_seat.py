"""The model of a seat at a network table: the window's :class:`GameModel` interface over a
host's messages, so that the table, the panels, the animations and the score sheet work as in
a game against the computer.

The host plays the game (thousand_qt.net); this model shows it. Each ``update`` of the host
(:class:`~.net_link.Received`) becomes the same signals ``GameModel`` emits
(:func:`~.event_signals.emit_events`), one update at a time: while the view animates the last
one, or shows the deal's summary, the next waits, and another seat's move is shown no sooner
than the think pause after the one before (the host does not wait for the animations).
:meth:`submit` sends the person's action to the host, which checks it; a refusal is said on
``errorMessage`` and changes nothing. Undo is off; a hint only where the host allows hints.
The record comes from the host when the table ends (the host's own window has it all along).
"""

from __future__ import annotations

import collections
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Signal, Slot

from thousand_qt.engine import Game, Phase, RuleError, RuleSet, SeatView
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import Action, ActionSyntaxError, as_action, parse_action
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.record import GameRecord, PlayerInfo, loads_record, record_from_game
from thousand_qt.engine.scoring import ConcessionCost

from . import net_view, net_words, persistence, seats
from .ai_worker import AiBridge, ChooseTask, default_player_factory
from .aids import AidsShown
from .animation_gate import AnimationGate
from .computer_turns import DEFAULT_THINK_PAUSE_MS
from .event_signals import emit_events
from .files import write_text_atomic
from .messages import user_reason
from .net_link import NetLink, Received, SeatInfo, TableInfo
from .signals import GameSignals

__all__ = ["NetSeatModel"]

#: What a free seat is called on the table until somebody sits down.
FREE_SEAT = "…"


class NetSeatModel(GameSignals):
    """One person's seat at a network table (see the module's docstring)."""

    connectionChanged = Signal(str)       # connecting, connected, reconnecting, lost
    joinedTable = Signal(str, int)        # the table code and this seat
    joinFailed = Signal(str)              # why (translated): no host, wrong code, full, version
    tableChanged = Signal()               # the seats, their names and readiness, the start
    seatNews = Signal(int, str)           # another seat's trouble, as a sentence
    chatReceived = Signal(int, str, str)  # seat, name, plain text (a phrase already translated)
    tableEnded = Signal(str, str)         # the reason code and the sentence, after the last update shown

    def __init__(self, parent: QObject | None = None, *, think_pause_ms: int = DEFAULT_THINK_PAUSE_MS,
                 record_source: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent)
        self.think_pause_ms = think_pause_ms
        self.record_source = record_source      # the host's window: the record held by its server
        self.current_path: str | None = None
        self.url = ""
        self.name = ""
        self._link: NetLink | None = None
        self._seat = 0
        self._code: str | None = None
        self._table: TableInfo | None = None
        self._rules = RuleSet()
        self._players = [PlayerInfo(FREE_SEAT, "human") for _ in range(3)]
        self._view: SeatView = net_view.empty_view(self._rules, 3, 0)
        self._count = 0
        self._dealt = False                   # an update of the game was shown
        self._inbox: collections.deque[Received] = collections.deque()
        self._gate = AnimationGate(self._pump)
        self._paused = False
        self._deal_wait = False               # the deal's summary is shown: the next deal waits
        self._sent: int | None = None         # the count an action was sent at, until answered
        self._record_text: str | None = None
        self._ended: str | None = None
        self._connection = "connecting"
        self._looked_deal = -1
        self._clock = QElapsedTimer()
        self._clock.start()
        self._pause_timer = QTimer(self)
        self._pause_timer.setSingleShot(True)
        self._pause_timer.timeout.connect(self._pump)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._hint_bridge = AiBridge(self)
        self._hint_bridge.answered.connect(self._on_hint)
        self._hint_id = 0

    # ================================================================ connecting ==========
    def connect_to(self, url: str, name: str, *, code: str | None = None, create: dict[str, Any] | None = None) -> None:
        """Connect to the host at ``url`` and sit at table ``code`` (or create it first with
        ``create``, the fields of the protocol's ``create``) as ``name``."""
        self.url, self.name = url, name
        link = NetLink(self)
        link.received.connect(self._received)
        link.joined.connect(self._joined)
        link.failed.connect(lambda code_, detail: self._failed(code_, detail))
        link.connection.connect(self._connection_changed)
        self._link = link
        link.open(url, name, code=code, create=create)

    def _failed(self, code: str, detail: str) -> None:
        self._connection = "failed"
        self.joinFailed.emit(net_words.failure_text(code, detail))

    @Slot(str, int)
    def _joined(self, code: str, seat: int) -> None:
        moved = seat != self._seat or self._code is None
        self._code, self._seat = code, seat
        if moved and not self._dealt:
            self._set_up_table()
        self.joinedTable.emit(code, seat)

    @Slot(str)
    def _connection_changed(self, state: str) -> None:
        self._connection = state
        self.connectionChanged.emit(state)
        if state == "lost" and self._ended is None:
            self._end("lost")
        self.stateChanged.emit()

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

    def set_paused(self, paused: bool) -> None:
        """While paused (a review is shown) the host's messages wait here, not shown."""
        self._paused = paused
        if not paused:
            self._pump()

    def next_deal(self) -> bool:
        """The deal's summary was closed: show the next deal (the host dealt it already)."""
        if not self._deal_wait:
            return False
        self._deal_wait = False
        self._pump()
        return True

    def can_undo(self) -> bool:
        return False

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
        if not isinstance(text, str):
            return as_action(text)
        parts = text.split()
        if parts and not parts[0].lstrip("-").isdigit():
            text = f"{self._seat} {text}"
        return parse_action(text)

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

    def submit(self, action_text: Action | str) -> bool:
        """Send the person's action to the host (which checks it); False if it cannot be sent now."""
        try:
            action = self._parse(action_text)
        except ActionSyntaxError as err:
            self.errorMessage.emit(user_reason(str(err)))
            return False
        reason = self.tr("That is not your move.") if action.seat != self._seat else self._blocked()
        if reason is not None or self._link is None:
            self.errorMessage.emit(reason or self.tr("Not connected to the host: wait until the connection is back."))
            return False
        self._sent = self._count
        self._link.act(str(action), self._count)
        return True

    def can_hint(self) -> bool:
        v = self._view
        return (self._table is not None and self._table.allow_hints and self._may_act() and not self.finished
                and v.to_act == self._seat and bool(v.legal_actions) and not self.hand_hidden())

    def request_hint(self) -> bool:
        """Ask the strong player what to do (only where the host allows hints)."""
        if not self.can_hint():
            return False
        self._hint_id += 1
        adviser = seats.hint_adviser(default_player_factory, random.randrange(1, 2**31))
        self._pool.start(ChooseTask(self._hint_bridge, self._hint_id, self._count, adviser, self._view).run)
        return True

    @Slot(int, int, str, str, object)
    def _on_hint(self, request_id: int, count: int, text: str, error: str, reason: object = None) -> None:
        if request_id != self._hint_id or count != self._count or error:
            return
        try:
            self.hintReady.emit(parse_action(text), reason)
        except ActionSyntaxError:
            return

    # ================================================================ the host's messages ==
    @Slot(object)
    def _received(self, got: Received) -> None:
        kind = got.kind
        if kind == "update":
            if got.resync:                   # a full snapshot: what was waiting is in it
                self._inbox.clear()
                self._deal_wait = False
                self._sent = None             # an action lost in the drop is asked for again
            if self._sent is not None and got.count != self._sent:
                self._sent = None
            self._inbox.append(got)
            self._pump()
        elif kind == "ended":
            if got.record:
                self._record_text = got.record
            self._inbox.append(got)
            self._pump()
        elif kind == "table" and got.table is not None:
            self._take_table(got.table)
        elif kind == "seat":
            self._seat_news(got.fields)
        elif kind == "chat":
            self.chatReceived.emit(got.fields["seat"], got.fields["name"], got.fields["text"])
        elif kind == "phrase":
            self.chatReceived.emit(got.fields["seat"], got.fields["name"], net_words.phrase_text(got.fields["phrase"]))
        elif kind == "refused":
            self._refused(got.fields)
        elif kind == "error":
            self.errorMessage.emit(net_words.refusal_text(got.fields["code"], got.fields["message"]))

    def _take_table(self, table: TableInfo) -> None:
        before = self._table
        self._table = table
        try:
            self._rules = RuleSet.from_dict(dict(table.rules))
        except (RuleError, TypeError, ValueError):
            pass
        self._players = [_player(s) for s in table.seats]
        if not self._dealt and (before is None or before.players != table.players or before.seats != table.seats):
            self._set_up_table()
        else:
            self.stateChanged.emit()
        self.tableChanged.emit()

    def _set_up_table(self) -> None:
        """Before the first deal: the empty table with the seats as they are now."""
        n = len(self._players)
        self._view = net_view.empty_view(self._rules, n, min(self._seat, n - 1))
        self.gameStarted.emit()
        self.stateChanged.emit()

    def _seat_news(self, fields: Any) -> None:
        seat, status = fields["seat"], fields["status"]
        if seat == self._seat or not 0 <= seat < len(self._players):
            return
        self.seatNews.emit(seat, net_words.seat_text(self._players[seat].name, status, fields.get("seconds")))

    def _refused(self, fields: Any) -> None:
        text = net_words.refusal_text(fields["code"], fields["message"], fields.get("reason"), fields.get("values"))
        self.errorMessage.emit(text)
        if fields.get("about") == "action":
            self._sent = None
            self._human_turn()        # the panel opens again: nothing changed

    # ================================================================ showing updates =====
    def _pump(self) -> None:
        """Show the waiting messages, one update at a time (see the module's docstring)."""
        while self._inbox and not (self._paused or self._gate.holding or self._deal_wait):
            got = self._inbox[0]
            if got.kind == "update" and not got.resync:
                wait = self._think_wait()
                if wait > 0:
                    if not self._pause_timer.isActive():
                        self._pause_timer.start(wait)
                    return
            self._inbox.popleft()
            if got.kind == "ended":
                self._end(str(got.fields.get("reason", "")))
            else:
                self._show(got)

    def _think_wait(self) -> int:
        """How long another seat's move still waits so that it is seen (ms)."""
        mover = self._view.to_act
        if not self._dealt or mover is None or mover == self._seat:
            return 0
        return max(0, self.think_pause_ms - int(self._clock.elapsed()))

    def _show(self, got: Received) -> None:
        assert got.view is not None
        self._view, self._count = got.view, got.count
        self._dealt = True
        if got.resync:
            self._gate.clear()
            self.gameStarted.emit()          # the table drawn again from the view, as after a load
        else:
            emit_events(self, got.events, self._seat)
            if got.events:
                self._gate.events_shown()
        if any(isinstance(e, ev.DealScored) and not e.result.redeal for e in got.events):
            self._deal_wait = True
        self.stateChanged.emit()
        self._clock.restart()
        v = self._view
        if v.to_act is not None and v.to_act != self._seat and v.phase is not Phase.GAME_OVER:
            self.thinking.emit(v.to_act)
        self._human_turn()

    def _human_turn(self) -> None:
        v = self._view
        if v.to_act == self._seat and v.legal_actions and self._may_act():
            self.humanTurn.emit(v.phase.value)

    def _end(self, reason: str) -> None:
        if self._ended is not None:
            return
        self._ended = reason
        self.stateChanged.emit()
        self.tableEnded.emit(reason, net_words.ended_text(reason))

    # ================================================================ talk and the seat ===
    def ready(self, ready: bool = True) -> None:
        if self._link is not None:
            self._link.ready(ready)

    def chat(self, text: str) -> None:
        if self._link is not None and text.strip():
            self._link.chat(text.strip())

    def phrase(self, phrase: str) -> None:
        if self._link is not None:
            self._link.phrase(phrase)

    # ================================================================ the record ==========
    def record_text(self) -> str | None:
        """The record's text: from the host at the end, or (the host's window) the table's so far."""
        if self._record_text is not None:
            return self._record_text
        return self.record_source() if self.record_source is not None else None

    def can_save(self) -> bool:
        return self.record_text() is not None

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
            write_text_atomic(path, text)
        except OSError as err:
            self.errorMessage.emit(self.tr("Cannot save the game: {reason}").format(reason=err))
            raise
        self.current_path = str(path)

    # ================================================================ the end =============
    def leave(self) -> None:
        """Leave the table (a computer plays the seat from now on) and close the connection."""
        if self._link is not None and self._ended is None:
            self._link.leave()
        self._end("left")

    def shutdown(self, msecs: int = 5000) -> bool:
        """Close the connection and wait for the hint worker."""
        self._hint_id += 1
        if self._link is not None:
            self._link.close(msecs / 1000)
        return self._pool.waitForDone(msecs)


def _player(seat: SeatInfo) -> PlayerInfo:
    name = seat.name or FREE_SEAT
    if seat.kind == "computer":
        return PlayerInfo(name, "computer", seat.level or "normal")
    return PlayerInfo(name, "human")
