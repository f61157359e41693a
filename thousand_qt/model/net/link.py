"""The window's connection to a host: a :class:`~thousand_qt.net.client.TableClient` on a thread
of its own (its own asyncio loop), its messages carried to the GUI thread as Qt signals.

:class:`NetLink` connects, creates the table if asked (the host's own seat), joins (or comes
back to a seat with its token: a guest's program started again after a crash), then hands
every message of the host over as a :class:`Received` (the message and the client's state after
it, all immutable) through ``received``. A connection that drops while the table goes on is
opened again with the seat's token, for as long as the host waits for a person
(``reconnect_seconds``); the first ``update`` after that is a full snapshot (``resync``). The
GUI thread sends with :meth:`act`, :meth:`play_on`, :meth:`ready`, :meth:`chat`, :meth:`phrase` and
:meth:`leave`; :meth:`close` ends the thread. Nothing here knows the rules: the host does.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import threading
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from thousand_qt.engine import SeatView
from thousand_qt.engine.events import Event
from thousand_qt.net.client import NetError, Refused, TableClient, VersionMismatch
from thousand_qt.net.routing import table_url
from thousand_qt.net.wire_read import WireError, events_from_wire

__all__ = ["NetLink", "Received", "SeatInfo", "TableInfo", "table_info", "run_loop"]

log = logging.getLogger(__name__)

#: How long a connection attempt may take, and the pause between attempts while reconnecting.
CONNECT_TIMEOUT_S = 10.0
RETRY_S = (0.2, 0.5, 1.0, 2.0)
#: The least time a dropped connection is tried again (a host that waits less still gets this).
MIN_RECONNECT_S = 5.0


def run_loop(loop: asyncio.AbstractEventLoop) -> None:
    """A thread's body: run ``loop`` until stopped, then cancel what is left and close it."""
    asyncio.set_event_loop(loop)
    loop.run_forever()
    pending = asyncio.all_tasks(loop)
    for task in pending:
        task.cancel()
    loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()


@dataclass(frozen=True)
class SeatInfo:
    """One seat as the host's ``table`` message shows it."""

    name: str
    kind: str           # "human" or "computer"
    level: str | None
    status: str         # free, here, away, computer
    ready: bool


@dataclass(frozen=True)
class TableInfo:
    """The host's ``table`` message: the seats, the rules, whether the game started."""

    code: str
    players: int
    seats: tuple[SeatInfo, ...]
    rules: Mapping[str, Any]
    started: bool
    allow_hints: bool
    reconnect_seconds: int
    turn_seconds: int = 0           # the turn clock (0: none)


def table_info(fields: Mapping[str, Any]) -> TableInfo:
    """The checked form of a ``table`` message's fields; raises :class:`WireError`."""
    seats = fields.get("seats")
    if not isinstance(seats, list) or len(seats) != fields.get("players"):
        raise WireError("table: seats must list every seat")
    out = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict):
            raise WireError(f"table: seats[{i}] must be an object")
        name, kind, level, status, ready = (s.get(k) for k in ("name", "kind", "level", "status", "ready"))
        if not (isinstance(name, str) and len(name) <= 40 and kind in ("human", "computer")
                and (level is None or isinstance(level, str)) and isinstance(status, str)
                and isinstance(ready, bool)):
            raise WireError(f"table: seats[{i}] is not a seat")
        out.append(SeatInfo(name, kind, level, status, ready))
    return TableInfo(fields["code"], fields["players"], tuple(out), dict(fields["rules"]), fields["started"],
                     fields["allow_hints"], fields["reconnect_seconds"], fields.get("turn_seconds", 0))


@dataclass(frozen=True)
class Received:
    """One message of the host and the client's state after it (safe to hand between threads)."""

    kind: str
    fields: Mapping[str, Any]
    view: SeatView | None = None
    count: int = 0
    events: tuple[Event, ...] = ()
    table: TableInfo | None = None
    record: str | None = None
    resync: bool = False            # the full snapshot after coming back with the token
    extra: Mapping[str, Any] = field(default_factory=dict)


class NetLink(QObject):
    """One seat's connection to a host, run on its own thread (see the module's docstring)."""

    received = Signal(object)       # a Received
    joined = Signal(str, int)       # the table code and the seat
    failed = Signal(str, str)       # a problem code and the English detail: no connection, no seat
    #                                 ("create:<code>": the host refused to create the table)
    connection = Signal(str)        # "connected", "reconnecting" or "lost"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=run_loop, args=(self._loop,), name="thousand-net", daemon=True)
        self._client: TableClient | None = None
        self._task: concurrent.futures.Future[None] | None = None
        self._closing = False
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None       # what opens the seat again (set before ``joined``)
        self.url = ""
        self._name = ""

    # -- the thread -------------------------------------------------------------------------
    def _emit(self, signal: Any, *args: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the window is gone (quitting): nobody listens
            signal.emit(*args)

    def open(self, url: str, name: str, *, code: str | None = None, create: Mapping[str, Any] | None = None,
             seat: int | None = None, token: str | None = None) -> None:
        """Connect to ``url``, create a table first if ``create`` gives its fields, and take a
        seat at table ``code`` (or the one created) as ``name``, or the seat ``token`` opens;
        ``joined`` or ``failed`` tells."""
        self.url, self._name = url, name
        self._thread.start()
        self._task = asyncio.run_coroutine_threadsafe(self._session(url, name, code, create, seat, token),
                                                      self._loop)

    async def _session(self, url: str, name: str, code: str | None, create: Mapping[str, Any] | None,
                       seat: int | None, token: str | None = None) -> None:
        try:   # joining: the table's own URL (a proxy in front of several servers routes by it)
            client = await TableClient.connect(url if code is None else table_url(url, code),
                                               timeout=CONNECT_TIMEOUT_S)
        except VersionMismatch as err:
            self._emit(self.failed, "version", str(err))
            return
        except Refused as err:              # a limit of the host: too many connections, an origin
            self._emit(self.failed, err.code, err.message)
            return
        except NetError as err:
            self._emit(self.failed, "unreachable", str(err))
            return
        if create is not None:
            try:
                code = await client.create(**create)
            except Refused as err:          # the host's reason, said apart from a refused seat
                await client.close()
                self._emit(self.failed, f"create:{err.code}", err.message)
                return
            except NetError as err:
                self._emit(self.failed, "unreachable", str(err))
                return
        try:
            assert code is not None
            seat = await client.rejoin(code, token) if token else await client.join(code, name, seat)
        except Refused as err:
            await client.close()
            self._emit(self.failed, err.code, str(err))
            return
        except NetError as err:
            self._emit(self.failed, "unreachable", str(err))
            return
        self._client, self.code, self.seat, self.token = client, code, seat, client.token
        self._emit(self.joined, code, seat)
        self._emit(self.connection, "connected")
        await self._receive(url, resync=bool(token))

    async def _receive(self, url: str, *, resync: bool = False) -> None:
        """Hand the host's messages over (``resync``: the first update is a full snapshot)."""
        client = self._client
        while client is not None:
            try:
                msg = await client.recv()
                events = events_from_wire(msg.get("events")) if msg.kind == "update" else ()
                table = table_info(msg.fields) if msg.kind == "table" else None
            except (NetError, WireError) as err:
                if self._closing:
                    return
                log.info("the connection to %s dropped: %s", url, err)
                client = await self._reconnect(url, client)
                self._client = client
                resync = True
                continue
            got = Received(msg.kind, dict(msg.fields), client.view, client.count, events, table, client.record,
                           resync and msg.kind == "update")
            if msg.kind == "update":
                resync = False
            self._emit(self.received, got)
            if msg.kind == "ended":
                self._closing = True
                await client.close()
                return

    async def _reconnect(self, url: str, old: TableClient) -> TableClient | None:
        """Open the seat again with its token while the host waits; None when that failed."""
        self._emit(self.connection, "reconnecting")
        old.ws.transport.abort()
        wait = max(MIN_RECONNECT_S, float((old.table or {}).get("reconnect_seconds", 60)))
        deadline = self._loop.time() + wait
        attempt = 0
        while not self._closing and self._loop.time() < deadline:
            await asyncio.sleep(RETRY_S[min(attempt, len(RETRY_S) - 1)])
            attempt += 1
            try:
                client = await TableClient.connect(table_url(url, self.code or ""), timeout=min(
                    CONNECT_TIMEOUT_S, max(1.0, deadline - self._loop.time())))
                if (old.table or {}).get("started", True):
                    await client.rejoin(self.code or "", old.token or "")
                else:                       # before the game the seat was freed: take one again
                    self.seat = await client.join(self.code or "", self._name, self.seat)
            except Refused as err:          # the table is gone, or the token opens nothing now
                log.info("rejoin refused: %s", err)
                break
            except NetError as err:
                log.info("reconnecting to %s: %s", url, err)
                continue
            client.table = old.table
            self.token = client.token
            self._emit(self.joined, self.code or "", self.seat if self.seat is not None else 0)
            self._emit(self.connection, "connected")
            return client
        if not self._closing:
            self._emit(self.connection, "lost")
        return None

    # -- sending (from the GUI thread) ------------------------------------------------------
    def _call(self, send: Callable[[TableClient], Awaitable[None]]) -> None:
        if not self._thread.is_alive() or self._closing:
            return

        async def run() -> None:
            client = self._client
            if client is None:
                return
            with contextlib.suppress(NetError):  # dropped: the receiving side reconnects
                await send(client)

        asyncio.run_coroutine_threadsafe(run(), self._loop)

    def act(self, action: str, count: int) -> None:
        """Send an action of the seat, chosen at position ``count``."""
        self._call(lambda c: c.act(action, count))

    def play_on(self, count: int) -> None:
        """Decline the redeal offered after the contract, at position ``count``."""
        self._call(lambda c: c.play_on(count))

    def ready(self, ready: bool = True) -> None:
        self._call(lambda c: c.ready(ready))

    def chat(self, text: str) -> None:
        self._call(lambda c: c.chat(text))

    def phrase(self, phrase: str) -> None:
        self._call(lambda c: c.phrase(phrase))

    def leave(self) -> None:
        """Leave the seat (during the game a computer plays it from now on)."""
        self._call(lambda c: c.leave())

    def drop_connection(self) -> None:
        """Cut the connection without a goodbye, as a failing network would (the link then
        comes back with the token): for the tests and for trying the reconnection by hand."""
        def cut() -> None:
            if self._client is not None:
                self._client.ws.transport.abort()
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(cut)

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection and end the thread (waits at most ``timeout`` seconds)."""
        if not self._thread.is_alive():
            return
        self._closing = True

        async def shut() -> None:
            if self._client is not None:
                with contextlib.suppress(asyncio.TimeoutError, OSError):
                    await asyncio.wait_for(self._client.close(), timeout / 2)
            if self._task is not None:
                self._task.cancel()
            self._loop.stop()

        asyncio.run_coroutine_threadsafe(shut(), self._loop)
        self._thread.join(timeout)
