"""The host of network play: many tables at once over WebSocket (docs/network-protocol.md).

:class:`TableServer` accepts connections, greets them (a client that does not say ``hello``
with the same protocol version within ``handshake_seconds`` is closed with the reason), reads
every message through :func:`~.protocol.parse_client_message` under a rate limit, and hands
requests to the tables. A problem with one connection or one table never stops the others.
The limits a public server needs (connections in all and per address, tables per address,
bytes and messages per connection, failed table codes per address, browser origins) are
:class:`ServerConfig`'s; their mechanisms are in :mod:`.limits`, and each one that bites says
so in the log (at most once a second).
:meth:`TableServer.stop` ends every table, saving the games in progress as records in the
data folder (file names are the server's own, never anything a client sent).
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from datetime import UTC, datetime
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from thousand_qt import __version__
from thousand_qt.engine import PRESETS, RuleError, RuleSet
from thousand_qt.storage.atomic_file import save_text_atomic

from .computers import Computers
from .connection import CLOSE_FLOOD, CLOSE_HANDSHAKE, CLOSE_VERSION, Connection
from .gate import Gate
from .host import TableHost, refusal_text
from .limits import quiet_resource_errors
from .listen_socket import EVERY_V4, EVERY_V6, dual_stack_socket
from .lobby import MAX_LISTED, lobby_listing
from .protocol import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    Message,
    Refusal,
    encode,
    parse_client_message,
)
from .routing import new_code
from .server_config import ServerConfig
from .table import SeatSpec, Table
from .table_store import StateWriter, TableStore

__all__ = ["TableServer", "table_rules"]

log = logging.getLogger(__name__)

#: Frames larger than this close the connection (1009) before they are read; between
#: MAX_MESSAGE_BYTES and this a message is read and refused with a reason.
FRAME_LIMIT = 2 * MAX_MESSAGE_BYTES


def table_rules(msg: Message) -> RuleSet:
    """The rules a ``create`` asks for: its ``preset`` (Classic by default) with its ``rules``
    over it; a key or value docs/rules.md does not allow is refused (``bad_rules``)."""
    try:
        rules = PRESETS[msg.get("preset", "classic")]
        if msg.get("rules") is not None:
            rules = RuleSet.from_dict({**rules.to_dict(), **msg.get("rules")})
    except (RuleError, TypeError, ValueError) as err:
        raise Refusal("bad_rules", f"rules: {str(err)[:200]}") from None
    return rules


class TableServer:
    """Runs tables and their connections; :meth:`start`, then :meth:`stop`."""

    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.tables: dict[str, TableHost] = {}
        self.saved: list[Path] = []
        self._server: Server | None = None
        self._serial = 0
        self._connections: set[Connection] = set()
        self._ending: set[asyncio.Task[None]] = set()
        self.computers = Computers(config.computer_workers, config.strong_at_once)
        self.gate = Gate(config)
        self.store = TableStore(config.data_dir) if config.keep_tables else None
        self.writer = StateWriter(self.store, config.state_seconds) if self.store is not None else None

    @property
    def port(self) -> int:
        """The port the server listens on (useful with port 0)."""
        assert self._server is not None
        port: int = next(iter(self._server.sockets)).getsockname()[1]
        return port

    async def start(self, host: str | list[str], port: int, ssl_context: ssl.SSLContext | None = None) -> None:
        """Listen on ``host``:``port`` (``ssl_context``: wss://). ``::`` is every network, IPv6
        and IPv4 on one dual-stack socket, or ``0.0.0.0`` where the machine has no IPv6; a
        list of addresses listens on each (the same port)."""
        self.config.data_dir.mkdir(parents=True, exist_ok=True)
        self._resume()
        sock = None
        if host == "::":
            sock = dual_stack_socket(EVERY_V6, port)
            if sock is None:
                log.info("no dual-stack IPv6 here: listening on IPv4 only (%s)", EVERY_V4)
                host = EVERY_V4
        where = {"sock": sock} if sock is not None else {"host": host, "port": port}
        quiet_resource_errors(asyncio.get_running_loop(), self.gate.bites)
        self._server = await serve(self._handle, **where, ssl=ssl_context, compression=None,
                                   create_connection=self.gate.connection_class(),
                                   process_request=self.gate.check_request,
                                   max_size=FRAME_LIMIT, max_queue=8, open_timeout=self.config.handshake_seconds,
                                   ping_interval=self.config.ping_interval, ping_timeout=self.config.ping_timeout,
                                   close_timeout=5, server_header=f"thousand-qt/{__version__}")
        scheme = "wss" if ssl_context else "ws"
        log.info("serving on %s://%s:%d, data folder %s", scheme, host, self.port, self.config.data_dir)

    async def stop(self) -> None:
        """End every table (saving games in progress), then close every connection."""
        for host in list(self.tables.values()):
            host.end("server_stopped")
        await asyncio.gather(*(c.drained(5) for c in list(self._connections)), *list(self._ending))
        if self.writer is not None:
            await self.writer.close()
        if self._server is not None:
            self._server.close(close_connections=True)
            await self._server.wait_closed()
        await self.computers.close()
        log.info("stopped; %d record(s) saved this run", len(self.saved))

    # -- tables -----------------------------------------------------------------------------
    def _host(self, table: Table) -> TableHost:
        """Run ``table`` on this server (its state kept after every change, if the server keeps tables)."""
        keep = None if self.writer is None else self._keep
        host = TableHost(table, lobby_seconds=self.config.lobby_seconds, on_end=self._table_ended,
                         computers=self.computers, unjoined_seconds=self.config.unjoined_seconds, on_change=keep)
        self.tables[table.code] = host
        return host

    def _keep(self, host: TableHost) -> None:
        if self.writer is not None:
            self.writer.changed(host.table)

    def _resume(self) -> None:
        """The tables a stopped or killed server left in play (its state files) go on."""
        if self.store is None:
            return
        for table in self.store.load():
            if table.code in self.tables:
                continue
            host = self._host(table)
            log.info("table %s resumed: %s", table.code,
                     f"its game at {table.count}, waiting for its people" if table.started else "not started")
            host.wait_for_people()

    def _new_code(self) -> str:
        while True:
            code = new_code(self.config.code_prefix)
            if code not in self.tables:
                return code

    def _table_ended(self, host: TableHost) -> None:
        self.tables.pop(host.code, None)
        self.gate.table_ended(host.code)
        table = host.table
        log.info("table %s ended: %s", host.code, table.ended)
        if self.writer is not None:
            self.writer.ended(host.code)
        if table.game is not None:
            self._serial += 1
            stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
            path = self.config.data_dir / f"table-{stamp}-{self._serial:04d}.thousand"
            try:
                save_text_atomic(path, table.record_text())
            except OSError as err:
                log.error("table %s: cannot save its record to %s: %s", host.code, path, err)
            else:
                self.saved.append(path)
                log.info("table %s: record saved to %s", host.code, path)
        task = asyncio.get_running_loop().create_task(host.stopped())
        self._ending.add(task)
        task.add_done_callback(self._ending.discard)

    def _create(self, conn: Connection, msg: Message) -> None:
        cfg = self.config
        if len(self.tables) >= cfg.max_tables:
            raise Refusal("server_full", "the server holds as many tables as it can; try later")
        if conn.tables_created >= cfg.tables_per_connection:
            raise Refusal("too_many_tables", f"one connection creates at most {cfg.tables_per_connection} tables")
        self.gate.check_create(conn.address)
        players, seats = msg.get("players"), msg.get("seats")
        if len(seats) != players:
            raise Refusal("bad_field", f"seats must list {players} seats", field="seats")
        if not any(s["kind"] == "human" for s in seats):
            raise Refusal("bad_field", "at least one seat must wait for a person", field="seats")
        rules = table_rules(msg)
        specs = [SeatSpec(s["kind"], s.get("name", "").strip(), s.get("level", "normal")) for s in seats]
        code = self._new_code()
        seed = None if cfg.seed is None else cfg.seed + self._serial + len(self.tables)
        table = Table(code, rules, specs, reconnect_seconds=msg.get("reconnect_seconds", 60),
                      takeover_level=msg.get("takeover_level", "normal"),
                      allow_hints=msg.get("allow_hints", False), seed=seed, turn_seconds=msg.get("turn_seconds", 0),
                      public=msg.get("public", False))
        self._keep(self._host(table))
        self.gate.table_created(code, conn.address)
        conn.tables_created += 1
        log.info("table %s created by %s: %d players%s", code, conn.peer, players, ", public" if table.public else "")
        conn.send(encode("created", code=code))

    def _list(self, conn: Connection) -> None:
        """The lobby: the public tables that wait for players (never a private one)."""
        self.gate.check_listing(conn.address)
        limit = min(self.config.list_limit, MAX_LISTED)
        conn.send(encode("tables", tables=lobby_listing((h.table for h in self.tables.values()), limit)))

    def _find(self, code: str) -> TableHost:
        host = self.tables.get(code)
        if host is None:
            raise Refusal("no_table", f"there is no table {code} on this server")
        return host

    # -- connections ------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        cfg = self.config
        conn = Connection(ws, queue_limit=cfg.queue_limit, send_timeout=cfg.send_timeout, rate=cfg.rate,
                          burst=cfg.burst, byte_rate=cfg.byte_rate, byte_burst=cfg.byte_burst, clock=cfg.clock)
        self._connections.add(conn)
        try:
            if await self._greet(conn):
                await self._serve(conn)
        except ConnectionClosed:
            pass
        except Exception:  # one broken connection never stops the server
            log.exception("%s: unexpected error; closing it", conn.peer)
        finally:
            if conn.host is not None:
                conn.host.unseat(conn)
            self._connections.discard(conn)
            await conn.finish()

    async def _greet(self, conn: Connection) -> bool:
        try:
            raw = await asyncio.wait_for(conn.ws.recv(), self.config.handshake_seconds)
        except asyncio.TimeoutError:
            conn.send(encode("error", code="handshake_timeout",
                             message=f"no hello within {self.config.handshake_seconds:.0f} s"))
            conn.close(CLOSE_HANDSHAKE, "no hello in time")
            return False
        try:
            msg = parse_client_message(raw)
            if msg.kind != "hello":
                raise Refusal("handshake", "the first message must be hello")
        except Refusal as refusal:
            conn.send(encode("error", code=refusal.code, message=refusal.message[:400]))
            conn.close(CLOSE_HANDSHAKE, "no hello")
            return False
        theirs = msg.get("protocol")
        if theirs != PROTOCOL_VERSION:
            conn.send(encode("error", code="version", protocol=PROTOCOL_VERSION,
                             message=f"this server speaks protocol version {PROTOCOL_VERSION}, your program "
                                     f"version {theirs}: both need the same version of Thousand"))
            conn.close(CLOSE_VERSION, f"protocol {PROTOCOL_VERSION} only")
            log.info("%s: refused, protocol version %s", conn.peer, theirs)
            return False
        conn.send(encode("welcome", protocol=PROTOCOL_VERSION, server=f"thousand-qt {__version__}"))
        return True

    async def _serve(self, conn: Connection) -> None:
        cfg = self.config
        while True:
            timeout = cfg.idle_seconds if conn.host is None else None
            try:
                raw = await asyncio.wait_for(conn.ws.recv(), timeout)
            except asyncio.TimeoutError:
                conn.send(encode("error", code="idle", message=f"nothing for {cfg.idle_seconds:.0f} s"))
                conn.close(1000, "idle")
                return
            unread = self.gate.over_budget(conn, raw)
            if unread is not None:
                conn.refused_in_a_row += 1
                if conn.refused_in_a_row >= cfg.flood_close:
                    log.warning("%s: flooding; closing it", conn.peer)
                    conn.send(encode("error", code="flood", message="too many messages; the connection is closed"))
                    conn.close(CLOSE_FLOOD, "flood")
                    return
                conn.send(refusal_text(unread))
                continue
            conn.refused_in_a_row = 0
            about = None
            try:
                msg = parse_client_message(raw)
                about = msg.kind
                self._dispatch(conn, msg)
            except Refusal as refusal:
                conn.send(refusal_text(refusal, about))

    def _dispatch(self, conn: Connection, msg: Message) -> None:
        kind = msg.kind
        if kind == "hello":
            raise Refusal("already_greeted", "hello is only the first message")
        if kind == "create":
            self._create(conn, msg)
            return
        if kind in ("join", "rejoin"):
            self._join(conn, msg)
            return
        if kind == "list":
            self._list(conn)
            return
        host, seat = conn.host, conn.seat
        if host is None or seat is None:
            raise Refusal("not_seated", "join a table first")
        table = host.table
        if kind == "ready":
            host.request(conn, lambda: table.set_ready(seat, msg.get("ready", True)), kind)
        elif kind == "action":
            host.deliver(table.take_back(seat))
            host.request(conn, lambda: table.act(seat, msg.get("action"), msg.get("count")), kind)
        elif kind == "play_on":
            host.request(conn, lambda: table.play_on(seat, msg.get("count")), kind)
        elif kind == "chat":
            host.deliver(table.chat(seat, msg.get("text").strip()))
        elif kind == "phrase":
            host.deliver(table.phrase(seat, msg.get("phrase")))
        elif kind == "leave":
            host.unseat(conn, leaving=True)

    def _join(self, conn: Connection, msg: Message) -> None:
        if conn.host is not None:
            raise Refusal("already_seated", "this connection already has a seat; leave it first")
        self.gate.check_guess(conn.address)
        try:
            host = self._find(msg.get("code"))
        except Refusal:
            self.gate.guess_failed(conn.address)
            raise
        table = host.table
        if msg.kind == "join":
            seat, token, out = table.join(msg.get("name"), msg.get("seat"))
            host.seat(conn, seat)
            conn.send(encode("joined", code=table.code, seat=seat, token=token))
            host.deliver(out)
            log.info("table %s: %s sat at seat %d", table.code, conn.peer, seat)
            return
        found = table.seat_of_token(msg.get("token"))
        if found is None:
            self.gate.guess_failed(conn.address)
            raise Refusal("bad_token", "that token opens no seat at this table")
        host.seat(conn, found)
        conn.send(encode("joined", code=table.code, seat=found, token=msg.get("token")))
        host.deliver(table.rejoin(found))
        log.info("table %s: %s came back to seat %d", table.code, conn.peer, found)

