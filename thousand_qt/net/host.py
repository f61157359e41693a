"""A table at work on the host: its :class:`Table`, the connections of its seats, its timers.

:class:`TableHost` delivers what the table says to the seats' connections, runs the computer
players' decisions off the event loop (:class:`~.computers.Computers`: worker processes, or a
thread; one at a time per table), waits ``reconnect_seconds`` for a person who dropped before a
computer takes the seat, keeps the turn clock (a person who sits on their turn past
``turn_seconds`` is played for by a computer until they act), and ends the table (game over,
abandoned, lobby expired, nobody joined in time, server stopping), saving the record of a game
that was played.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from .computers import Computers
from .connection import CLOSE_REPLACED, Connection
from .protocol import Refusal, encode
from .table import Outbox, Table

__all__ = ["TableHost"]

log = logging.getLogger(__name__)

END_MESSAGES = {
    "game_over": "The game is over.",
    "server_stopped": "The server is stopping; the game so far is saved.",
    "abandoned": "Every person left the table; the game so far is saved.",
    "expired": "The table was not started in time.",
}


class TableHost:
    """One table and the connections seated at it."""

    def __init__(self, table: Table, *, lobby_seconds: float, on_end: Callable[[TableHost], None],
                 computers: Computers | None = None, unjoined_seconds: float | None = None,
                 on_change: Callable[[TableHost], None] | None = None) -> None:
        self.table = table
        self._computers = computers or Computers()
        self.conns: dict[int, Connection] = {}
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._changed = asyncio.Event()
        self._on_end = on_end
        self._on_change = on_change     # told of each change (the server keeps the table's state)
        loop = asyncio.get_running_loop()
        self._lobby_timer = loop.call_later(lobby_seconds, self._lobby_expired)
        self._unjoined_seconds = unjoined_seconds if unjoined_seconds is not None else lobby_seconds
        self._unjoined_timer: asyncio.TimerHandle | None = None
        self._clock_timer: asyncio.TimerHandle | None = None
        self._clock_for: tuple[int, int] | None = None
        self._wait_for_someone()
        self._driver = loop.create_task(self._drive())

    @property
    def code(self) -> str:
        return self.table.code

    # -- delivering -------------------------------------------------------------------------
    def deliver(self, out: Outbox) -> None:
        """Hand each message to its seat's connection, then see whether the game is over."""
        if self._on_change is not None and not self.table.ended and not self.table.game_over:
            self._on_change(self)
        for seat, text in out:
            conn = self.conns.get(seat)
            if conn is not None:
                conn.send(text)
        if any(s.computer_plays for s in self.table.seats):   # a table of people has nothing to drive
            self._changed.set()
        if self.table.game_over and not self.table.ended:
            self.end("game_over")
        else:
            self._wind_clock()

    # -- people -----------------------------------------------------------------------------
    def seat(self, conn: Connection, seat: int) -> None:
        """``conn`` now speaks for ``seat`` (an older connection of the seat is closed)."""
        old = self.conns.get(seat)
        if old is not None and old is not conn:
            old.host = old.seat = None
            old.close(CLOSE_REPLACED, "the seat was taken over by a new connection with its token")
        self.conns[seat] = conn
        conn.host, conn.seat = self, seat
        timer = self._timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        if self._unjoined_timer is not None:
            self._unjoined_timer.cancel()
            self._unjoined_timer = None

    def request(self, conn: Connection, run: Callable[[], Outbox], about: str | None = None) -> None:
        """Run a table method for ``conn``; a refusal is sent back to it alone."""
        try:
            out = run()
        except Refusal as refusal:
            conn.send(refusal_text(refusal, about))
            return
        self.deliver(out)

    def unseat(self, conn: Connection, *, leaving: bool = False) -> None:
        """``conn`` is gone (or left): the table frees the seat or waits for the person."""
        seat = conn.seat
        conn.host = conn.seat = None
        if seat is None or self.conns.get(seat) is not conn:
            return
        del self.conns[seat]
        if self.table.ended:
            return
        self.deliver(self.table.drop(seat, leaving=leaving))
        if not self.table.started:
            if not any(s.taken for s in self.table.seats):
                self._wait_for_someone()
            return
        wait = 0 if leaving else self.table.reconnect_seconds
        self._timers[seat] = asyncio.get_running_loop().call_later(wait, self._take_over, seat)

    def _take_over(self, seat: int) -> None:
        self._timers.pop(seat, None)
        if self.table.ended:
            return
        self.deliver(self.table.take_over(seat))
        if self.table.started and self.table.people_connected() == 0 and not self._timers:
            self.end("abandoned")

    def wait_for_people(self) -> None:
        """A table resumed after a restart: each person away gets the reconnect wait, as after
        a dropped connection (then a computer takes the seat, or the table is abandoned)."""
        loop = asyncio.get_running_loop()
        for seat in self.table.away_seats():
            self._timers[seat] = loop.call_later(self.table.reconnect_seconds, self._take_over, seat)
        if self.table.started and self.table.people_connected() == 0 and not self._timers:
            self.end("abandoned")

    def _lobby_expired(self) -> None:
        if not self.table.started and not self.table.ended:
            self.end("expired")

    def _wait_for_someone(self) -> None:
        """Nobody sits at the table (yet, or any more): it ends unless somebody joins in time."""
        if self._unjoined_timer is not None:
            self._unjoined_timer.cancel()
        self._unjoined_timer = asyncio.get_running_loop().call_later(self._unjoined_seconds, self._nobody_joined)

    def _nobody_joined(self) -> None:
        self._unjoined_timer = None
        if not self.table.started and not self.table.ended and not any(s.taken for s in self.table.seats):
            log.info("table %s: nobody joined it in %g s; it ends", self.code, self._unjoined_seconds)
            self.end("expired")

    # -- the turn clock ---------------------------------------------------------------------
    def _wind_clock(self) -> None:
        """Start the turn clock for the person whose turn it is now (once for each turn)."""
        if not self.table.turn_seconds:
            return
        waiting = self.table.waits_for_person()
        if waiting == self._clock_for:
            return
        if self._clock_timer is not None:
            self._clock_timer.cancel()
            self._clock_timer = None
        self._clock_for = waiting
        if waiting is not None:
            self._clock_timer = asyncio.get_running_loop().call_later(self.table.turn_seconds, self._turn_over,
                                                                      *waiting)

    def _turn_over(self, seat: int, count: int) -> None:
        self._clock_timer = None
        out = self.table.turn_over(seat, count)
        if out:
            log.info("table %s: seat %d sat on its turn for %d s; a computer plays for it", self.code, seat,
                     self.table.turn_seconds)
        self.deliver(out)

    # -- computer players -------------------------------------------------------------------
    async def _drive(self) -> None:
        while not self.table.ended:
            job = self.table.computer_job()
            if job is None:
                self._changed.clear()
                await self._changed.wait()
                continue
            await asyncio.sleep(0)   # let the senders write the last update before the thinking starts
            try:
                action = await self._computers.choose(job.player, job.view)
            except Exception:  # a broken player must not stop the table: it plays a legal action
                log.exception("table %s: the computer player of seat %d failed", self.code, job.seat)
                action = None
            self.deliver(self.table.computer_answer(job, action))

    # -- the end ----------------------------------------------------------------------------
    def end(self, reason: str) -> None:
        """End the table for everybody (the server saves the record)."""
        if self.table.ended:
            return
        out = self.table.end(reason, END_MESSAGES[reason])
        for seat, text in out:
            conn = self.conns.get(seat)
            if conn is not None:
                conn.send(text)
        self._lobby_timer.cancel()
        for other in (self._unjoined_timer, self._clock_timer):
            if other is not None:
                other.cancel()
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        self._changed.set()
        for conn in self.conns.values():
            conn.host = conn.seat = None
        self.conns.clear()
        self._on_end(self)

    async def stopped(self) -> None:
        """Wait for the computer-player task to finish after :meth:`end`."""
        self._changed.set()
        try:
            await asyncio.wait_for(self._driver, 30)
        except (asyncio.TimeoutError, asyncio.CancelledError):
            self._driver.cancel()


def refusal_text(refusal: Refusal, about: str | None = None) -> str:
    """The ``refused`` message of a refusal (``about``: the kind of the refused message)."""
    return encode("refused", code=refusal.code, message=refusal.message[:400], about=about, **refusal.extra)
