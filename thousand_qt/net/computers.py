"""Computer players' decisions off the event loop's interpreter: a bounded pool of processes.

A decision of the strong player takes up to a second of CPU; on a thread it would hold the
interpreter's lock that the event loop needs, and every other table would wait. :class:`Computers`
runs the decisions of the project's players in worker processes instead
(:class:`~concurrent.futures.ProcessPoolExecutor`, started the first time it is needed with the
``spawn`` method, so the same on every platform). A worker gets the seat's view as its JSON wire
text and the player's level and seed, rebuilds the player from them (a player's decision
depends only on its seed and the view; a worker keeps the last players it built for their
caches) and answers the action's record text. Workers run at a lower priority than the
server. At most ``strong_at_once`` strong decisions run
at a time, so that a worker is left for the quick decisions of the other levels.

Where no pool can start (a frozen bundle, a system without the semaphores multiprocessing
needs), with ``workers`` 0, for a player that is not one of the levels (a test's own), or once
the pool broke, the decision runs on a thread as before. :meth:`Computers.close` stops the
workers with the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import os
import signal
import sys
import threading
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import cache
from multiprocessing.connection import wait

from thousand_qt.ai.driver import Chooser
from thousand_qt.ai.levels import LEVELS, make_player
from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import Action, ActionSyntaxError, parse_action

from .wire import view_to_wire
from .wire_read import view_from_wire

__all__ = ["Computers", "decide"]

log = logging.getLogger(__name__)

#: Players a worker keeps built (their caches last over a deal's decisions).
_KEPT = 64
_players: OrderedDict[tuple[str, int], Chooser] = OrderedDict()


#: How much lower a worker's scheduling priority is than the server's (Unix): where the cores
#: are few, the event loop that answers every table goes first.
WORKER_NICENESS = 5


def _quiet_worker() -> None:
    """A worker leaves Ctrl+C to the server (which stops it when it stops itself) and the CPU
    to the event loop when both want it, and ends with the server however that ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    _end_with_parent()


def _end_with_parent() -> None:
    """End this worker when the server's process is gone: a server killed without a goodbye
    (a crash, SIGKILL) would otherwise leave its workers waiting for work for ever, more of
    them at every restart. The parent's sentinel becomes ready when the parent ends."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="end-with-server", daemon=True).start()


def decide(level: str, seed: int, view_text: str) -> str | None:
    """In a worker: the choice of the player ``make_player(level, seed)`` on the view whose wire
    text is ``view_text``, as its record text (None: no action)."""
    key = (level, seed)
    player = _players.pop(key, None) or make_player(level, seed)
    _players[key] = player
    while len(_players) > _KEPT:
        _players.popitem(last=False)
    action = player.choose(view_from_wire(json.loads(view_text)))
    return None if action is None else str(action)


@cache
def _levels() -> dict[type, str]:
    return {type(make_player(level)): level for level in LEVELS}


def _level_of(player: Chooser) -> str | None:
    """The level of one of the project's players (rebuilt exactly from its level and seed)."""
    return _levels().get(type(player))


class Computers:
    """Where the computer players of a server's tables decide (see the module's text)."""

    def __init__(self, workers: int = 0, strong_at_once: int | None = None) -> None:
        self.workers = workers
        self._strong = asyncio.Semaphore(strong_at_once if strong_at_once is not None else max(1, workers - 1))
        self._pool: ProcessPoolExecutor | None = None
        self._broken = workers <= 0 or bool(getattr(sys, "frozen", False))

    @property
    def in_processes(self) -> bool:
        """True while decisions go to worker processes."""
        return not self._broken

    async def choose(self, player: Chooser, view: SeatView) -> Action | None:
        """``player.choose(view)``, computed off the event loop's interpreter where it can be."""
        level = None if self._broken else _level_of(player)
        seed = getattr(player, "seed", None)
        if level is None or type(seed) is not int:
            return await asyncio.to_thread(player.choose, view)
        text = json.dumps(view_to_wire(view), ensure_ascii=False, separators=(",", ":"))
        if level == "strong":
            async with self._strong:
                answer = await self._in_pool(level, seed, text)
        else:
            answer = await self._in_pool(level, seed, text)
        if answer is _BROKEN:
            return await asyncio.to_thread(player.choose, view)
        try:
            return None if answer is None else parse_action(str(answer))
        except ActionSyntaxError:
            log.error("a worker answered %r, not an action", answer)
            return None

    async def _in_pool(self, level: str, seed: int, text: str) -> object:
        try:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=_quiet_worker)
            return await asyncio.get_running_loop().run_in_executor(self._pool, decide, level, seed, text)
        except (BrokenProcessPool, OSError, NotImplementedError, ImportError) as err:
            log.error("the computer players' worker processes cannot run (%s); they decide on threads now", err)
            self._broken = True
            self._close_pool()
            return _BROKEN

    def _close_pool(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def close(self) -> None:
        """Stop the workers (a decision under way is finished first, and its answer dropped)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, True, cancel_futures=True)


#: What :meth:`Computers._in_pool` answers when the pool could not decide.
_BROKEN = object()
