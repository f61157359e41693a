"""One client's connection on the host: a bounded outgoing queue, a rate limit, its seat.

The host never waits for a client: :meth:`Connection.send` only queues the text, and a sender
task writes it. A client that reads too slowly (its queue full, or one write stalled longer
than ``send_timeout``) is closed, which for a seated person is a drop like any other: the
table goes on. What a client may send is bounded by two token buckets (:class:`~.limits.Bucket`):
messages a second, and their bytes a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import Protocol

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .limits import Bucket, Clock, address_key
from .table import Outbox, Table

__all__ = ["Connection", "SeatedAt", "CLOSE_SLOW", "CLOSE_FLOOD", "CLOSE_VERSION", "CLOSE_HANDSHAKE",
           "CLOSE_REPLACED"]

log = logging.getLogger(__name__)

#: Close codes (4000-4999 are the application's own).
CLOSE_VERSION = 4001
CLOSE_HANDSHAKE = 4002
CLOSE_FLOOD = 4003
CLOSE_SLOW = 4004
CLOSE_REPLACED = 4005


class SeatedAt(Protocol):
    """What a connection knows of the table it is seated at (a :class:`~.host.TableHost`)."""

    table: Table

    def deliver(self, out: Outbox) -> None: ...

    def request(self, conn: Connection, run: Callable[[], Outbox], about: str | None = None) -> None: ...

    def unseat(self, conn: Connection, *, leaving: bool = False) -> None: ...


class Connection:
    """The host's side of one client: what it may send and what is waiting to be sent to it."""

    def __init__(self, ws: ServerConnection, *, queue_limit: int, send_timeout: float, rate: float,
                 burst: int, byte_rate: float = 8192.0, byte_burst: int = 65536, clock: Clock = time.monotonic) -> None:
        self.ws = ws
        self.peer = _peer(ws)
        self.address = getattr(ws, "address", "") or _address(ws)     # the gate's (a proxy's client)
        self.limit = Bucket(rate, burst, clock)              # messages
        self.budget = Bucket(byte_rate, byte_burst, clock)   # their bytes, chat included
        self.host: SeatedAt | None = None
        self.seat: int | None = None
        self.tables_created = 0
        self.refused_in_a_row = 0
        self._queue: asyncio.Queue[str | None] = asyncio.Queue(queue_limit)
        self._send_timeout = send_timeout
        self._closing = False
        self._stalled = False
        self._closer: asyncio.Task[None] | None = None
        self._writing_since: float | None = None    # the loop's time the write under way began
        self._watchdog: asyncio.TimerHandle | None = None
        self._sender = asyncio.get_running_loop().create_task(self._send_loop())

    def send(self, text: str) -> None:
        """Queue ``text``; a client that lets its queue fill up is closed (it reads too slowly)."""
        if self._closing:
            return
        try:
            self._queue.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("%s reads too slowly; closing it", self.peer)
            self.close(CLOSE_SLOW, "too slow: messages piled up unread")

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after what is already queued has been sent (or at once if that stalls)."""
        if self._closing:
            return
        self._closing = True
        try:
            self._queue.put_nowait(None)
        except asyncio.QueueFull:
            self._sender.cancel()
        self._close_args = (code, reason)
        self._closer = asyncio.get_running_loop().create_task(self._close_after_sending())

    async def _close_after_sending(self) -> None:
        try:
            await asyncio.wait_for(asyncio.shield(self._sender), self._send_timeout)
        except (asyncio.TimeoutError, asyncio.CancelledError):
            self._sender.cancel()
        await self.ws.close(*self._close_args)

    async def drained(self, timeout: float) -> None:
        """Wait (at most ``timeout`` s) until everything queued so far is sent."""
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._queue.join(), timeout)

    async def _send_loop(self) -> None:
        # One watchdog timer, not a timer for each write (nor asyncio.wait_for, which made a task
        # of every message), bounds each write: a write notes when it started, and the watchdog,
        # armed by a write when none is armed, waits until that write is ``send_timeout`` old.
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        assert task is not None
        try:
            while True:
                text = await self._queue.get()
                try:
                    if text is None:
                        return
                    self._writing_since = loop.time()
                    if self._watchdog is None:
                        self._watchdog = loop.call_later(self._send_timeout, self._watch, task)
                    try:
                        await self.ws.send(text)
                    finally:
                        self._writing_since = None
                except asyncio.CancelledError:
                    if not self._stalled:
                        raise
                    log.warning("%s: a write stalled for %.0f s; closing it", self.peer, self._send_timeout)
                    self._closing = True
                    self.ws.transport.abort()
                    return
                except ConnectionClosed:
                    return
                finally:
                    self._queue.task_done()
        finally:
            if self._watchdog is not None:
                self._watchdog.cancel()
                self._watchdog = None

    def _watch(self, sender: asyncio.Task[None]) -> None:
        """The watchdog: a write under way for ``send_timeout`` stops the sender (which closes
        the connection); a younger one is watched until it is that old; with none it rests
        until the next write."""
        self._watchdog = None
        started = self._writing_since
        if started is None:
            return
        loop = asyncio.get_running_loop()
        left = started + self._send_timeout - loop.time()
        if left > 0:
            self._watchdog = loop.call_later(left, self._watch, sender)
            return
        self._stalled = True
        sender.cancel()

    async def finish(self) -> None:
        """The handler is done: send what is queued (briefly), close with the reason given to
        :meth:`close` if there was one, and stop the sender."""
        if self._closer is not None:
            with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._closer), self._send_timeout + 1)
        else:
            await self.drained(1)
        self.stop_sender()

    def stop_sender(self) -> None:
        """The connection is gone: stop the sender task."""
        self._closing = True
        self._sender.cancel()


def _address(ws: ServerConnection) -> str:
    try:
        return address_key(ws.remote_address)
    except Exception:  # noqa: BLE001 - a transport already gone
        return "?"


def _peer(ws: ServerConnection) -> str:
    try:
        address = ws.remote_address
    except Exception:  # noqa: BLE001 - a transport already gone
        return "a client"
    if isinstance(address, tuple) and len(address) >= 2:
        return f"{address[0]}:{address[1]}"
    return str(address)
