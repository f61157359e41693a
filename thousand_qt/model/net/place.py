"""A person's place at a network table: everything about the table except the game shown on it.

:class:`TablePlace` connects to the host (:class:`~.link.NetLink`), takes the seat (or comes
back to it with its token), keeps the host's word on the table (the seats, their names, kinds
and troubles, the rules, the code), the connection's state, the table talk, and the end of the
table; it leaves the table on purpose. The game played at the place (the view shown, the
actions, the record) is :class:`~.seat.NetSeatModel`'s, built on it.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine.record import PlayerInfo

from ..seat_base import SeatBase
from . import words as net_words
from .link import NetLink, Received, SeatInfo, TableInfo

__all__ = ["FREE_SEAT", "Removable", "TablePlace", "player_of"]

#: What a free seat is called on the table until somebody sits down.
FREE_SEAT = "…"


class Removable(Protocol):
    """The host's window's autosave of the table (:class:`~.autosave.TableAutosave`)."""

    def remove(self) -> None:
        """Remove the autosave (the table has been closed on purpose)."""
        ...


class TablePlace(SeatBase):
    """A place at a network table (see the module's docstring); ``go_on`` as :class:`.SeatBase`'s."""

    connectionChanged = Signal(str)       # connecting, connected, reconnecting, lost
    joinedTable = Signal(str, int)        # the table code and this seat
    joinFailed = Signal(str)              # why (translated): no host, wrong code, full, version
    tableChanged = Signal()               # the seats, their names and readiness, the start
    seatNews = Signal(int, str)           # another seat's trouble, as a sentence
    chatReceived = Signal(int, str, str)  # seat, name, plain text (a phrase already translated)
    tableEnded = Signal(str, str)         # the reason code and the sentence, after the last update shown

    def __init__(self, parent: QObject | None, go_on: Callable[[], None]) -> None:
        super().__init__(parent, go_on)
        self.autosave: Removable | None = None  # the host's window: its TableAutosave
        self.url = ""
        self.name = ""
        self.on_server = False                  # the table was created on a ``serve`` process
        self.failure: str | None = None         # why the seat could not be taken (NetLink's code)
        self._link: NetLink | None = None
        self._code: str | None = None
        self._table: TableInfo | None = None
        self._players = [PlayerInfo(FREE_SEAT, "human") for _ in range(3)]
        self._ended: str | None = None
        self._connection = "connecting"

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

    @property
    def ended(self) -> str | None:
        """Why the table ended (a protocol reason, or ``lost``), None while it goes on."""
        return self._ended

    def is_computer(self, seat: int) -> bool:
        return self._players[seat].kind == "computer" if 0 <= seat < len(self._players) else False

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
        moved = seat != self._human_seat or self._code is None
        self._code, self._human_seat = code, seat
        if moved:
            self._seats_changed()
        self.joinedTable.emit(code, seat)

    @Slot(str)
    def _connection_changed(self, state: str) -> None:
        self._connection = state
        self.connectionChanged.emit(state)
        if state == "lost" and self._ended is None:
            self._end("lost")
        self.stateChanged.emit()

    # ================================================================ the host's news =====
    @Slot(object)
    def _received(self, got: Received) -> None:
        """A message of the host about the table (the game's own are the seat's model's)."""
        kind = got.kind
        if kind == "table" and got.table is not None:
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
        if before is None or before.players != table.players or before.seats != table.seats:
            self._seats_changed()
        else:
            self.stateChanged.emit()
        self.tableChanged.emit()

    def _seats_changed(self) -> None:
        """Who sits where, or this place's seat, changed (the seat's model draws the table again)."""
        self.stateChanged.emit()

    def _seat_news(self, fields: Any) -> None:
        seat, status = fields["seat"], fields["status"]
        if seat == self._human_seat and status == "computer":       # the turn clock ran out on this seat
            self.errorMessage.emit(net_words.clock_text())
        if seat == self._human_seat or not 0 <= seat < len(self._players):
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
        """The host refused something of this place's: said on ``errorMessage``."""
        self.errorMessage.emit(net_words.refusal_text(fields["code"], fields["message"], fields.get("reason"),
                                                      fields.get("values")))

    def _end(self, reason: str) -> None:
        if self._ended is not None:
            return
        self._ended = reason
        self.stateChanged.emit()
        self.tableEnded.emit(reason, net_words.ended_text(reason))

    # ================================================================ talk and leaving ====
    def ready(self, ready: bool = True) -> None:
        if self._link is not None:
            self._link.ready(ready)

    def chat(self, text: str) -> None:
        if self._link is not None and text.strip():
            self._link.chat(text.strip())

    def phrase(self, phrase: str) -> None:
        if self._link is not None:
            self._link.phrase(phrase)

    def leave(self) -> None:
        """Leave the table (a computer plays the seat from now on) and close the connection."""
        if self._link is not None and self._ended is None:
            self._link.leave()
        self._end("left")

    def close_link(self, msecs: int) -> None:
        """Close the connection (waiting at most ``msecs`` for its thread)."""
        if self._link is not None:
            self._link.close(msecs / 1000)


def player_of(seat: SeatInfo) -> PlayerInfo:
    """A seat of the host's ``table`` message as a record's player."""
    name = seat.name or FREE_SEAT
    if seat.kind == "computer":
        return PlayerInfo(name, "computer", seat.level or "normal")
    return PlayerInfo(name, "human")
