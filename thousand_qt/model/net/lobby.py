"""The lobby as Join a table… asks for it: a server's public tables that wait for players.

:class:`LobbyQuery` connects to a server on a thread of its own (its own asyncio loop, as
:class:`~.net_link.NetLink` does), asks for the listing (the protocol's ``list``), closes, and
hands the tables over to the GUI thread as ``listed``; a failure is ``failed`` with the problem's
code (the protocol's refusal code, ``unreachable`` or ``version``) and the English detail. Only
the answer to the latest :meth:`LobbyQuery.ask` is handed over: an older one that arrives late
is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from thousand_qt.net.client import NetError, Refused, TableClient, VersionMismatch
from thousand_qt.net.lobby_read import PublicTable

from .link import CONNECT_TIMEOUT_S

__all__ = ["LobbyQuery", "fetch_lobby"]


async def fetch_lobby(url: str, timeout: float = CONNECT_TIMEOUT_S) -> tuple[PublicTable, ...]:
    """The public tables of the server at ``url``; raises :class:`NetError` (or its kinds)."""
    client = await TableClient.connect(url, timeout=timeout)
    try:
        return await asyncio.wait_for(client.list_tables(), timeout)
    except asyncio.TimeoutError:
        raise NetError(f"{url} did not answer the list of tables in time") from None
    finally:
        with contextlib.suppress(NetError, OSError):
            await client.close()


class LobbyQuery(QObject):
    """Asks a server for its public tables off the GUI thread (see the module's docstring)."""

    listed = Signal(str, object)        # the server's URL and a tuple of PublicTable
    failed = Signal(str, str, str)      # the server's URL, a problem code and the English detail

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._serial = 0
        self._lock = threading.Lock()

    def ask(self, url: str) -> None:
        """Ask the server at ``url`` (the answer comes as ``listed`` or ``failed``)."""
        with self._lock:
            self._serial += 1
            serial = self._serial
        threading.Thread(target=self._run, args=(url, serial), name="thousand-lobby", daemon=True).start()

    def _run(self, url: str, serial: int) -> None:
        try:
            tables = asyncio.run(fetch_lobby(url))
        except VersionMismatch as err:
            self._answer(serial, self.failed, url, "version", str(err))
        except Refused as err:
            self._answer(serial, self.failed, url, err.code, err.message)
        except NetError as err:
            self._answer(serial, self.failed, url, "unreachable", str(err))
        else:
            self._answer(serial, self.listed, url, tables)

    def _answer(self, serial: int, signal: Any, *args: Any) -> None:
        with self._lock:
            if serial != self._serial:      # a newer question was asked meanwhile
                return
        with contextlib.suppress(RuntimeError):     # the dialog is gone: nobody listens
            signal.emit(*args)
