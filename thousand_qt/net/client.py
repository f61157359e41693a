"""The client side of network play (asyncio): for a bot, a test or the window.

    client = await TableClient.connect("ws://127.0.0.1:8765")
    code = await client.create(players=3, seats=[{"kind": "human"}, {"kind": "human"},
                                                 {"kind": "computer", "level": "easy"}])
    seat = await client.join(code, "Anna")
    await client.ready()
    while (msg := await client.recv()).kind != "ended":
        if msg.kind == "update" and client.my_turn():
            await client.act(choose(client.view))

:meth:`TableClient.recv` returns the host's next message (checked) and keeps the state up to
date: :attr:`view` (the seat's :class:`SeatView`, with the score sheet), :attr:`count`, the
table's seats, and at the end :attr:`record` (the text of the game's record). The requests
(:meth:`create`, :meth:`join`, :meth:`rejoin`) wait for their answer and raise
:class:`Refused` when the host refuses; a host of another protocol version raises
:class:`VersionMismatch` with both versions named.
"""

from __future__ import annotations

import collections
import re
import ssl
from collections.abc import Mapping, Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from thousand_qt import __version__
from thousand_qt.engine import DealResult, SeatView
from thousand_qt.engine.actions import Action, Redeal

from .lobby_read import PublicTable, read_listing
from .protocol import PROTOCOL_VERSION, Message, Refusal, encode, parse_server_message
from .wire_read import WireError, result_from_wire, results_from_wire, view_from_wire

__all__ = ["NetError", "Refused", "VersionMismatch", "TableClient"]

#: The largest message a client reads from a host (a whole game's record at the end).
MAX_SERVER_MESSAGE = 32 * 1024 * 1024


class NetError(Exception):
    """Network play failed: the host closed, sent something unreadable, or refused."""


class Refused(NetError):
    """The host refused a request: ``code`` (stable) and the host's sentence."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.message = message


class VersionMismatch(NetError):
    """The host speaks another version of the protocol."""


class TableClient:
    """One connection to a host, at most one seat at one table."""

    def __init__(self, ws: ClientConnection, *, keep_raw: bool = False) -> None:
        self.ws = ws
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.view: SeatView | None = None
        self.count = 0
        self.results: list[DealResult] = []
        self.table: dict[str, Any] | None = None
        self.record: str | None = None
        self.ended: str | None = None
        self.raw: list[str] | None = [] if keep_raw else None   # every text received, for tests
        self._pending: collections.deque[Message] = collections.deque()

    # -- connecting -------------------------------------------------------------------------
    @classmethod
    async def connect(cls, url: str, *, ssl_context: ssl.SSLContext | None = None, timeout: float = 10.0,
                      protocol: int = PROTOCOL_VERSION, keep_raw: bool = False,
                      headers: Mapping[str, str] | None = None) -> TableClient:
        """Open a connection and greet the host; raises :class:`VersionMismatch` or :class:`NetError`.
        ``headers``: more HTTP headers for the opening handshake (a proxy's, in tests)."""
        try:
            ws = await connect(url, ssl=ssl_context, open_timeout=timeout, proxy=None, compression=None,
                               max_size=MAX_SERVER_MESSAGE, additional_headers=headers)
        except (OSError, TimeoutError, ValueError) as err:
            raise NetError(f"cannot connect to {url}: {err}") from None
        except InvalidStatus as err:  # the host refused the opening handshake: "code: sentence"
            refused = _http_refusal(err.response.body)
            if refused is not None:
                raise refused from None
            raise NetError(f"cannot connect to {url}: {err}") from None
        except Exception as err:  # the handshake refused (an HTTP error, not a WebSocket)
            raise NetError(f"cannot connect to {url}: {err}") from None
        client = cls(ws, keep_raw=keep_raw)
        await client._send("hello", protocol=protocol, app=f"thousand-qt {__version__}")
        msg = await client._next()
        if msg.kind == "error":
            if msg.get("code") == "version":
                raise VersionMismatch(f"the host speaks protocol version {msg.get('protocol')}, this program "
                                      f"{protocol}: {msg.get('message')}")
            raise Refused(msg.get("code"), msg.get("message"))
        if msg.kind != "welcome":
            raise NetError(f"the host answered {msg.kind!r} to hello")
        if msg.get("protocol") != protocol:
            await ws.close()
            raise VersionMismatch(f"the host speaks protocol version {msg.get('protocol')}, this program "
                                  f"{protocol}: both need the same version of Thousand")
        return client

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()

    # -- requests ---------------------------------------------------------------------------
    async def create(self, *, players: int, seats: Sequence[dict[str, Any]], rules: dict[str, Any] | None = None,
                     preset: str | None = None, reconnect_seconds: int | None = None,
                     takeover_level: str | None = None, allow_hints: bool | None = None,
                     turn_seconds: int | None = None, public: bool | None = None) -> str:
        """Create a table; returns its code (the creator still has to :meth:`join` it)."""
        extra = {k: v for k, v in (("rules", rules), ("preset", preset), ("reconnect_seconds", reconnect_seconds),
                                   ("takeover_level", takeover_level), ("allow_hints", allow_hints),
                                   ("turn_seconds", turn_seconds), ("public", public))
                 if v is not None}
        await self._send("create", players=players, seats=list(seats), **extra)
        msg = await self._answer("created", "create")
        code: str = msg.get("code")
        return code

    async def list_tables(self) -> tuple[PublicTable, ...]:
        """The server's public tables that wait for players (its lobby)."""
        await self._send("list")
        msg = await self._answer("tables", "list")
        try:
            return read_listing(msg.get("tables"))
        except WireError as err:
            raise NetError(f"the host sent an unreadable list of tables: {err}") from None

    async def join(self, code: str, name: str, seat: int | None = None) -> int:
        """Take a free seat at table ``code``; returns the seat (:attr:`token` opens it again)."""
        fields: dict[str, Any] = {"code": code, "name": name}
        if seat is not None:
            fields["seat"] = seat
        await self._send("join", **fields)
        return self._joined(await self._answer("joined", "join"))

    async def rejoin(self, code: str, token: str) -> int:
        """Come back to the seat that ``token`` opens; returns the seat."""
        await self._send("rejoin", code=code, token=token)
        return self._joined(await self._answer("joined", "rejoin"))

    def _joined(self, msg: Message) -> int:
        self.code, self.seat, self.token = msg.get("code"), msg.get("seat"), msg.get("token")
        seat: int = msg.get("seat")
        return seat

    async def ready(self, ready: bool = True) -> None:
        await self._send("ready", ready=ready)

    async def act(self, action: Action | str, count: int | None = None) -> None:
        """Send an action for this seat, chosen at position ``count`` (by default the last view's)."""
        await self._send("action", action=str(action), count=self.count if count is None else count)

    async def play_on(self, count: int | None = None) -> None:
        """Decline the redeal offered after the contract (by default at the last view's position)."""
        await self._send("play_on", count=self.count if count is None else count)

    async def chat(self, text: str) -> None:
        await self._send("chat", text=text)

    async def phrase(self, phrase: str) -> None:
        await self._send("phrase", phrase=phrase)

    async def leave(self) -> None:
        await self._send("leave")

    async def send_raw(self, text: str | bytes) -> None:
        """Send anything (tests of the host's defences)."""
        await self.ws.send(text)

    # -- receiving --------------------------------------------------------------------------
    def my_turn(self) -> bool:
        """True when the last view offers this seat an action (its turn, or a redeal out of turn)."""
        v = self.view
        return v is not None and bool(v.legal_actions) and (v.to_act == v.seat or
                                                             any(isinstance(a, Redeal) for a in v.legal_actions))

    async def recv(self) -> Message:
        """The host's next message (the state updated); raises :class:`NetError` when the host closes."""
        if self._pending:
            return self._pending.popleft()
        return await self._next()

    async def _answer(self, kind: str, about: str) -> Message:
        while True:
            msg = await self._next()
            if msg.kind == kind:
                return msg
            if msg.kind == "refused" and msg.get("about") in (about, None):
                raise Refused(msg.get("code"), msg.get("message"))
            if msg.kind == "error":
                raise NetError(msg.get("message"))
            self._pending.append(msg)

    async def _send(self, kind: str, **fields: Any) -> None:
        try:
            await self.ws.send(encode(kind, **fields))
        except ConnectionClosed as err:
            raise NetError(f"the host closed the connection ({_closed(err)})") from None

    async def _next(self) -> Message:
        try:
            raw = await self.ws.recv()
        except ConnectionClosed as err:
            raise NetError(f"the host closed the connection ({_closed(err)})") from None
        if isinstance(raw, bytes):
            raise NetError("the host sent a binary frame")
        if self.raw is not None:
            self.raw.append(raw)
        try:
            msg = parse_server_message(raw)
            self._take(msg)
        except (Refusal, WireError) as err:
            raise NetError(f"the host sent an unreadable message: {err}") from None
        return msg

    def _take(self, msg: Message) -> None:
        if msg.kind == "update":
            view = msg.get("view")
            if isinstance(view, dict) and "results" in view:
                self.results = list(results_from_wire(view["results"]))
            events = msg.get("events")
            if not isinstance(events, list):
                raise WireError("events: must be a list")
            for event in events:
                if isinstance(event, dict) and event.get("type") == "DealScored":
                    self.results.append(result_from_wire(event.get("result")))
            self.view = view_from_wire(view, tuple(self.results))
            self.count = msg.get("count")
        elif msg.kind == "table":
            self.table = dict(msg.fields)
        elif msg.kind == "ended":
            self.ended = msg.get("reason")
            record = msg.get("record")
            self.record = record if isinstance(record, str) else None


def _closed(err: ConnectionClosed) -> str:
    rcvd = err.rcvd
    if rcvd is None:
        return "no close frame"
    return f"{rcvd.code} {rcvd.reason}".strip()


_HTTP_REFUSAL = re.compile(r"([a-z_]{1,40}): ([^\n]{1,400})")


def _http_refusal(body: bytes | bytearray | None) -> Refused | None:
    """The refusal a host wrote in the body of an HTTP answer to the opening handshake
    (``code: sentence``), or None for any other body."""
    found = _HTTP_REFUSAL.match(bytes(body or b"")[:500].decode("utf-8", "replace"))
    return Refused(found[1], found[2]) if found else None
