"""The window's own host: the :class:`~thousand_qt.net.server.TableServer` of ``thousand-qt
serve``, run in the program on a thread with its own asyncio loop.

The window that hosts a table starts a :class:`LocalHost` on the address and port the player
chose, then sits at the table as a client over 127.0.0.1 like everybody else (a
:class:`~.link.NetLink`), so the host's game is checked and played by the same code as on a
server. It holds one table (a stranger cannot open more on the player's computer). Stopping it
ends the table for everybody, who get the record so far; the server saves that record in the
data folder (``tables/`` beside the autosave), as it saves a finished game.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from thousand_qt.net.server import TableServer
from thousand_qt.net.server_config import ServerConfig

from .link import run_loop

__all__ = ["LocalHost", "default_tables_folder"]

T = TypeVar("T")


def default_tables_folder() -> Path:
    """Where a hosted table's record is saved: ``tables/`` in the program's data folder."""
    from ..persistence import autosave_path

    return autosave_path().parent / "tables"


class LocalHost:
    """A table server on a background thread; :meth:`start`, then :meth:`stop`."""

    def __init__(self, data_dir: Path | None = None, *, seed: int | None = None, rate: float = 20.0) -> None:
        self.data_dir = data_dir if data_dir is not None else default_tables_folder()
        config = ServerConfig(data_dir=self.data_dir, max_tables=1, tables_per_connection=1, seed=seed, rate=rate,
                              burst=max(1, int(rate * 2)), keep_tables=False)   # its own autosave keeps the game
        self.server = TableServer(config)
        self.address = ""
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=run_loop, args=(self._loop,), name="thousand-host", daemon=True)
        self._stopped = False

    def _run(self, coro: Coroutine[Any, Any, T], timeout: float) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and not self._stopped

    def start(self, address: str, port: int, timeout: float = 10.0) -> int:
        """Listen on ``address``:``port`` (port 0: a free one); returns the port. Raises
        :class:`OSError` when it cannot (the port taken, an address not of this computer)."""
        self._thread.start()
        try:
            self._run(self.server.start(address, port), timeout)
        except BaseException:
            self._end_loop(timeout)
            raise
        self.address, self.port = address, self.server.port
        return self.port

    def record_text(self, code: str, timeout: float = 5.0) -> str | None:
        """The record so far of table ``code`` (None before its game starts, or once it ended)."""
        if not self.running:
            return None

        async def read() -> str | None:
            host = self.server.tables.get(code)
            if host is None or host.table.game is None:
                return None
            return host.table.record_text()

        return self._run(read(), timeout)

    def saved(self) -> list[Path]:
        """The records the server saved so far (a table ended)."""
        return list(self.server.saved)

    def stop(self, timeout: float = 10.0) -> None:
        """End every table (each player gets the record so far) and stop the thread."""
        if self._stopped or not self._thread.is_alive():
            return
        self._stopped = True
        try:
            self._run(self.server.stop(), timeout)
        finally:
            self._end_loop(timeout)

    def _end_loop(self, timeout: float) -> None:
        self._stopped = True
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
