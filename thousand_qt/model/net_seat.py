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
import contextlib
import dataclasses
import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Slot

from thousand_qt.engine import Phase, RuleError, RuleSet
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import Action, ActionSyntaxError, parse_action

from . import net_view, net_words, seats
from .ai_worker import AiBridge, ChooseTask, default_player_factory
from .computer_turns import DEFAULT_THINK_PAUSE_MS
from .event_signals import emit_events
from .net_link import NetLink, Received, TableInfo
from .net_seat_face import SeatFace, player_of
from .refusals import not_an_action

__all__ = ["NetSeatModel"]


class NetSeatModel(SeatFace):
    """One person's seat at a network table (see the module's docstring; the state and the
    window's questions about it are :class:`~.net_seat_face.SeatFace`'s)."""

    def __init__(self, parent: QObject | None = None, *, think_pause_ms: int = DEFAULT_THINK_PAUSE_MS,
                 record_source: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent, record_source=record_source)
        self.think_pause_ms = think_pause_ms
        self._inbox: collections.deque[Received] = collections.deque()
        self._deal_wait = False               # the deal's summary is shown: the next deal waits
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

    def _go_on(self) -> None:
        self._pump()

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

    # ================================================================ connecting ==========
    def connect_to(self, url: str, name: str, *, code: str | None = None, create: dict[str, Any] | None = None,
                   on_server: bool = False, token: str | None = None) -> None:
        """Connect to the host at ``url`` and sit at table ``code`` (or create it first with
        ``create``, the fields of the protocol's ``create``) as ``name``, or come back to the
        seat ``token`` opens there; ``on_server``: the host is a ``thousand-qt serve`` process
        (its troubles are said as the server's)."""
        self.url, self.name = url, name
        self.on_server = on_server
        link = NetLink(self)
        link.received.connect(self._received)
        link.joined.connect(self._joined)
        link.failed.connect(lambda code_, detail: self._failed(code_, detail))
        link.connection.connect(self._connection_changed)
        self._link = link
        link.open(url, name, code=code, create=create, token=token)

    def _failed(self, code: str, detail: str) -> None:
        self._connection = "failed"
        self.failure = code
        self.joinFailed.emit(net_words.failure_text(code, detail, server=self.on_server))

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

    def submit(self, action: Action) -> bool:
        """Send the person's action (an engine value) to the host (which checks it); False if it
        cannot be sent now (or is no action)."""
        refused = not_an_action(action)
        if refused is not None:
            self.errorMessage.emit(refused)
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
        with contextlib.suppress(RuleError, TypeError, ValueError):
            self._rules = RuleSet.from_dict(dict(table.rules))
        self._players = [player_of(s) for s in table.seats]
        if not self._dealt and (before is None or before.players != table.players or before.seats != table.seats):
            self._set_up_table()
        else:
            self.stateChanged.emit()
        self.tableChanged.emit()

    def redraw(self) -> None:
        """Draw the table again as it stands (a window that has just been opened on this model)."""
        self.gameStarted.emit()
        self.stateChanged.emit()
        self._human_turn()

    def _set_up_table(self) -> None:
        """Before the first deal: the empty table with the seats as they are now."""
        n = len(self._players)
        self._view = net_view.empty_view(self._rules, n, min(self._seat, n - 1))
        self.gameStarted.emit()
        self.stateChanged.emit()

    def _seat_news(self, fields: Any) -> None:
        seat, status = fields["seat"], fields["status"]
        if seat == self._seat and status == "computer":       # the turn clock ran out on this seat
            self.errorMessage.emit(net_words.clock_text())
        if seat == self._seat or not 0 <= seat < len(self._players):
            return
        table = self._table
        if table is not None and seat < len(table.seats):     # the seats as the table's message would say
            shown = {"reconnecting": "away", "left": "away", "computer": "computer", "returned": "here"}[status]
            seats = list(table.seats)
            seats[seat] = dataclasses.replace(seats[seat], status=shown)
            self._table = dataclasses.replace(table, seats=tuple(seats))
            self.tableChanged.emit()
        self.seatNews.emit(seat, net_words.seat_text(self._players[seat].name, status, fields.get("seconds")))

    def _refused(self, fields: Any) -> None:
        text = net_words.refusal_text(fields["code"], fields["message"], fields.get("reason"), fields.get("values"))
        if fields.get("about") == "action":
            self._sent = None
            self._human_turn()        # the panel opens again: nothing changed
        self.errorMessage.emit(text)  # after it, so that the status line keeps the reason

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
            self.humanTurn.emit(v.phase)

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

