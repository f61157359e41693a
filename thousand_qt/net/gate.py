"""Who may come in, and how much they may ask: the limits of :class:`~.server_config.ServerConfig`
applied to connections, tables and table codes (the mechanisms are in :mod:`.limits`).

:class:`Gate` counts every TCP connection from the moment it is accepted (over the limit in
all it is dropped at once, so the server never runs out of files; over the limit per address
its opening handshake is answered ``429``, and a few more past it are dropped at once),
refuses browser pages whose origin ``serve`` was not told to allow (``403``), counts the
tables each address holds, slows down an address whose table codes or seat tokens keep
opening nothing, counts the listings of the lobby each address asks for, and keeps each
connection within its messages and bytes a second. Behind a trusted reverse proxy the address
of a connection is its client's, as the proxy's ``X-Forwarded-For`` names it (:mod:`.forwarded`). Each
refusal has a stable code (the body of an HTTP refusal is ``code: sentence``) and a log line
when it bites, at most one a second per limit.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from .connection import Connection
from .forwarded import HEADER, client_host, parse_proxies, trusted_peer
from .limits import AddressBudget, Clock, GuessGuard, PerAddress, Throttled, address_key
from .protocol import Refusal

__all__ = ["ANSWERED_OVER", "Gate", "Limits"]

log = logging.getLogger("thousand_qt.net.server")

#: Connections over its limit an address gets an answer for (HTTP 429); beyond them a new
#: connection from it is dropped at once, so that idle connections never hold files for long.
ANSWERED_OVER = 4


class Limits(Protocol):
    """The limits a :class:`Gate` applies (a :class:`~.server_config.ServerConfig` has them)."""

    @property
    def max_connections(self) -> int: ...
    @property
    def connections_per_address(self) -> int: ...
    @property
    def tables_per_address(self) -> int: ...
    @property
    def rate(self) -> float: ...
    @property
    def byte_rate(self) -> float: ...
    @property
    def byte_burst(self) -> int: ...
    @property
    def guess_failures(self) -> int: ...
    @property
    def guess_seconds(self) -> float: ...
    @property
    def origins(self) -> tuple[str, ...]: ...
    @property
    def trusted_proxies(self) -> tuple[str, ...]: ...
    @property
    def list_burst(self) -> int: ...
    @property
    def list_seconds(self) -> float: ...
    @property
    def clock(self) -> Clock: ...


class Gate:
    """The limits of one server: connections, tables, guesses and budgets per address."""

    def __init__(self, config: Limits) -> None:
        self.config = config
        self.open = PerAddress()                 # TCP connections now, per address
        self._tables_of = PerAddress()           # tables not yet ended, per creating address
        self._creator: dict[str, str] = {}       # table code -> the address that created it
        self._guesses = GuessGuard(config.guess_failures, config.guess_seconds, config.clock)
        self._listings = AddressBudget(config.list_burst, config.list_seconds, config.clock)
        self.bites = Throttled(log, clock=config.clock)
        self.proxies = parse_proxies(config.trusted_proxies)

    # -- connections ------------------------------------------------------------------------
    def connection_class(self) -> type[ServerConnection]:
        """The server's connections, counted from the moment TCP accepts them."""
        gate = self

        class Counted(ServerConnection):
            address = ""
            over = False
            proxied = False         # from a trusted proxy: counted for its client once the headers tell

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                peer = transport.get_extra_info("peername")
                self.address = address_key(peer)
                self.proxied = trusted_peer(peer, gate.proxies)
                cfg = gate.config
                if gate.open.total() >= cfg.max_connections:
                    gate.bites.warning("connections", "refusing a connection from %s: %d connections at once "
                                       "is the limit", self.address, cfg.max_connections)
                    self.address = ""
                    assert isinstance(transport, asyncio.Transport)
                    transport.abort()
                    return
                held = gate.open.add(self.address)
                if self.proxied:
                    return
                self.over = held > cfg.connections_per_address
                if held > cfg.connections_per_address + ANSWERED_OVER:   # not even a 429: its file is freed now
                    gate.bites.warning("connections_per_address", "dropping a connection from %s: it holds %d "
                                       "at once", self.address, held - 1)
                    assert isinstance(transport, asyncio.Transport)
                    transport.abort()

            def forwarded_for(self, client: str) -> None:
                """The connection is the client ``client``'s (a trusted proxy said so): counted for it."""
                if not self.address or client == self.address:
                    return
                gate.open.remove(self.address)
                self.address = client
                self.over = gate.open.add(client) > gate.config.connections_per_address

            def connection_lost(self, exc: Exception | None) -> None:
                super().connection_lost(exc)
                if self.address:
                    gate.open.remove(self.address)
                    self.address = ""

        return Counted

    def check_request(self, ws: ServerConnection, request: Request) -> Response | None:
        """The opening handshake: a browser page's origin must be allowed, and an address may
        hold only so many connections (behind a trusted proxy, the address its
        ``X-Forwarded-For`` names: :mod:`.forwarded`)."""
        cfg = self.config
        if getattr(ws, "proxied", False):
            client = client_host(ws.remote_address, request.headers.get_all(HEADER), self.proxies)
            ws.forwarded_for(address_key(client))    # type: ignore[attr-defined]
        origin = request.headers.get("Origin")
        address = getattr(ws, "address", "")
        if origin is not None and origin not in cfg.origins:
            self.bites.warning("origin", "refusing a connection from %s: the origin %.80r is not allowed",
                               address, origin)
            return ws.respond(403, f"origin_refused: this server takes no connections from {origin[:80]}\n")
        if getattr(ws, "over", False):
            self.bites.warning("connections_per_address", "refusing a connection from %s: it holds %d at once "
                               "already", address, cfg.connections_per_address)
            return ws.respond(429, f"too_many_connections: one address holds at most "
                                   f"{cfg.connections_per_address} connections at once\n")
        return None

    def over_budget(self, conn: Connection, raw: str | bytes) -> Refusal | None:
        """Why a message is refused unread (too many messages or bytes a second), or None."""
        cfg = self.config
        if not conn.limit.take():
            return Refusal("rate_limited", f"at most {cfg.rate:g} messages a second")
        size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
        if not conn.budget.take(min(size, cfg.byte_burst)):
            self.bites.warning("bytes", "%s: over its budget of %g bytes a second", conn.peer, cfg.byte_rate)
            return Refusal("byte_limited", f"at most {cfg.byte_rate:g} bytes a second")
        return None

    # -- tables -----------------------------------------------------------------------------
    def check_create(self, address: str) -> None:
        """Raise :class:`Refusal` when ``address`` holds as many tables as it may."""
        limit = self.config.tables_per_address
        if self._tables_of[address] >= limit:
            self.bites.warning("tables_per_address", "refusing a table to %s: it has %d tables already",
                               address, limit)
            raise Refusal("address_tables", f"one address has at most {limit} tables at once")

    def table_created(self, code: str, address: str) -> None:
        """Table ``code`` was created from ``address``."""
        self._creator[code] = address
        self._tables_of.add(address)

    def table_ended(self, code: str) -> None:
        """Table ``code`` ended: its address may create another."""
        creator = self._creator.pop(code, None)
        if creator is not None:
            self._tables_of.remove(creator)

    # -- table codes and seat tokens --------------------------------------------------------
    def check_guess(self, address: str) -> None:
        """Raise :class:`Refusal` while ``address`` has tried too many codes or tokens in vain."""
        if self._guesses.allowed(address):
            return
        wait = self._guesses.wait_seconds(address)
        self.bites.warning("guesses", "refusing %s: too many table codes or tokens that opened nothing", address)
        raise Refusal("too_many_guesses", f"too many wrong table codes or tokens from your address; "
                                          f"try again in {wait} s", values={"seconds": wait})

    def guess_failed(self, address: str) -> None:
        """``address`` tried a table code or a seat token that opened nothing."""
        self._guesses.failed(address)

    # -- the lobby --------------------------------------------------------------------------
    def check_listing(self, address: str) -> None:
        """Count a listing of the lobby asked from ``address``; raise :class:`Refusal` when the
        address has asked for as many as it may for now."""
        if not self._listings.allowed(address):
            wait = self._listings.wait_seconds(address)
            self.bites.warning("listings", "refusing a listing of the lobby to %s: it asks too often", address)
            raise Refusal("too_many_listings", f"too many listings of the public tables from your address; "
                                               f"try again in {wait} s", values={"seconds": wait})
        self._listings.spend(address)
