"""The floor of a server's CPU per deal for the transport alone: the deal's pattern of frames
with no game behind them, over three transports.

Usage (from the repository's top, ``PYTHONPATH=.``)::

    python lab/transport_floor.py KIND [KIND ...] [--groups 16] [--seconds 20] [--think 0.2]

``--uvloop`` runs the servers on uvloop's event loop instead of asyncio's own (when uvloop can
be imported; the game does not use it).

KIND is ``websockets`` (the library as ``serve`` runs it: ``compression=None``, its own
keepalive), ``rfc6455`` (a minimal WebSocket server on :class:`asyncio.Protocol`: the opening
handshake, masked client frames read, unmasked text frames written; nothing else), or ``tcp``
(:class:`asyncio.Protocol` with frames of a 4-byte length, no WebSocket at all). Each runs in
a process of its own on 127.0.0.1; ``groups`` groups of three connections (a table of three)
play rounds: the group's first connection sends a message of about 50 bytes (an action) after
``think`` seconds on average (uniformly half to one and a half of it), and the server answers
each with a text of 2,048 characters (an update) to each of the three connections; 7 rounds of
43 also send one more such text to one connection. 43 rounds are 43 frames in and 136 out:
two deals' worth (a deal at a table of three is about 21.5 actions and 68 updates). The
server's CPU time (user and system, ``/proc``) over the window, divided by the deals. Nothing
goes to any address but the loopback; each run stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import hashlib
import os
import random
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

UPDATE = ("x" * 2040 + "update").encode()[:2048]
ROUNDS_PER_TWO_DEALS = 43
EXTRA_ROUNDS = 7      # of each 43, the rounds that send one more update (3.5 a deal)
_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


# -- servers ---------------------------------------------------------------------------------
class _Groups:
    """Connections by group: the first of each group of three speaks for it."""

    def __init__(self) -> None:
        self.joined: list[object] = []

    def add(self, conn: object) -> tuple[int, int]:
        self.joined.append(conn)
        n = len(self.joined) - 1
        return n // 3, n % 3

    def members(self, group: int) -> list[object]:
        return self.joined[3 * group:3 * group + 3]


def _reply(groups: _Groups, group: int, round_no: int, write: object) -> None:
    members = groups.members(group)
    for m in members:
        write(m, UPDATE)  # type: ignore[operator]
    if round_no % ROUNDS_PER_TWO_DEALS < EXTRA_ROUNDS:
        write(members[round_no % len(members)], UPDATE)  # type: ignore[operator]


class _TcpServer(asyncio.Protocol):
    """Frames of a 4-byte big-endian length and the bytes."""

    groups = _Groups()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport: asyncio.Transport = transport  # type: ignore[assignment]
        self.buf = b""
        self.group, self.index = self.groups.add(self)
        self.rounds = 0

    def data_received(self, data: bytes) -> None:
        self.buf += data
        while len(self.buf) >= 4:
            n = struct.unpack_from(">I", self.buf)[0]
            if len(self.buf) < 4 + n:
                return
            self.buf = self.buf[4 + n:]
            self.rounds += 1
            _reply(self.groups, self.group, self.rounds,
                   lambda c, d: c.transport.write(struct.pack(">I", len(d)) + d))


class _WsServer(asyncio.Protocol):
    """A minimal RFC 6455 server: the opening handshake, then masked client frames (payloads
    under 126 bytes and 16-bit lengths; no fragments; pings answered, close closes)."""

    groups = _Groups()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport: asyncio.Transport = transport  # type: ignore[assignment]
        self.buf = b""
        self.open = False
        self.rounds = 0

    def data_received(self, data: bytes) -> None:
        self.buf += data
        if not self.open:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head, self.buf = self.buf[:end], self.buf[end + 4:]
            key = next(line.split(b":", 1)[1].strip() for line in head.split(b"\r\n")
                       if line.lower().startswith(b"sec-websocket-key:"))
            accept = base64.b64encode(hashlib.sha1(key + _GUID).digest())
            self.transport.write(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                                 b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n")
            self.open = True
            self.group, self.index = self.groups.add(self)
        while len(self.buf) >= 6:
            opcode = self.buf[0] & 0x0F
            n = self.buf[1] & 0x7F
            at = 2
            if n == 126:
                n = struct.unpack_from(">H", self.buf, 2)[0]
                at = 4
            if len(self.buf) < at + 4 + n:
                return
            mask = self.buf[at:at + 4]
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(self.buf[at + 4:at + 4 + n]))
            self.buf = self.buf[at + 4 + n:]
            if opcode == 8:
                self.transport.close()
                return
            if opcode == 9:     # the client's keepalive: a pong with the ping's payload
                self.transport.write(bytes((0x8A, len(payload))) + payload)
                continue
            if opcode != 1:
                continue
            payload.decode()   # a text frame is UTF-8
            self.rounds += 1
            _reply(self.groups, self.group, self.rounds, lambda c, d: c.transport.write(_ws_frame(d)))


def _ws_frame(data: bytes) -> bytes:
    n = len(data)
    head = bytes((0x81, n)) if n < 126 else struct.pack(">BBH", 0x81, 126, n)
    return head + data


async def _serve_protocol(factory: type[asyncio.Protocol]) -> None:
    loop = asyncio.get_running_loop()
    server = await loop.create_server(factory, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    stop = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    await stop.wait()


async def _serve_websockets() -> None:
    from websockets.asyncio.server import ServerConnection, serve
    from websockets.exceptions import ConnectionClosed

    groups = _Groups()
    text = UPDATE.decode()

    async def handler(ws: ServerConnection) -> None:
        with contextlib.suppress(ConnectionClosed):
            await rounds_of(ws)

    async def rounds_of(ws: ServerConnection) -> None:
        group, _ = groups.add(ws)
        rounds = 0
        async for _ in ws:
            rounds += 1
            members = groups.members(group)
            for m in members:
                await m.send(text)  # type: ignore[attr-defined]
            if rounds % ROUNDS_PER_TWO_DEALS < EXTRA_ROUNDS:
                await members[rounds % len(members)].send(text)  # type: ignore[attr-defined]

    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    async with serve(handler, "127.0.0.1", 0, compression=None, max_size=2**16) as server:
        print(next(iter(server.sockets)).getsockname()[1], flush=True)
        await stop.wait()


# -- clients ---------------------------------------------------------------------------------
async def _tcp_group(port: int, think: float, until: float, rng: random.Random) -> int:
    streams = [await asyncio.open_connection("127.0.0.1", port) for _ in range(3)]

    async def read_one(reader: asyncio.StreamReader) -> None:
        n = struct.unpack(">I", await reader.readexactly(4))[0]
        await reader.readexactly(n)

    async def drain_forever(reader: asyncio.StreamReader) -> None:
        while True:
            await read_one(reader)

    readers = [asyncio.create_task(drain_forever(r)) for r, _ in streams[1:]]
    rounds = 0
    reader0, writer0 = streams[0]
    action = b'{"kind":"action","action":"1 play 9h","count":123}'
    pending = 0
    while time.perf_counter() < until:
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        rounds += 1
        writer0.write(struct.pack(">I", len(action)) + action)
        pending += 1 + (rounds % ROUNDS_PER_TWO_DEALS < EXTRA_ROUNDS and rounds % 3 == 0)
        while pending:   # its own update (and the extra one when it is this connection's)
            await read_one(reader0)
            pending -= 1
    for t in readers:
        t.cancel()
    for _, w in streams:
        w.close()
    return rounds


async def _ws_group(port: int, think: float, until: float, rng: random.Random) -> int:
    from websockets.asyncio.client import connect

    conns = [await connect(f"ws://127.0.0.1:{port}", compression=None, proxy=None, max_size=2**16)
             for _ in range(3)]

    async def drain_forever(ws: object) -> None:
        async for _ in ws:  # type: ignore[attr-defined]
            pass

    readers = [asyncio.create_task(drain_forever(w)) for w in conns[1:]]
    rounds = 0
    action = '{"kind":"action","action":"1 play 9h","count":123}'
    while time.perf_counter() < until:
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        rounds += 1
        await conns[0].send(action)
        for _ in range(1 + (rounds % ROUNDS_PER_TWO_DEALS < EXTRA_ROUNDS and rounds % 3 == 0)):
            await conns[0].recv()
    for t in readers:
        t.cancel()
    for w in conns:
        await w.close()
    return rounds


def _cpu_seconds(pid: int) -> float:
    stat = Path(f"/proc/{pid}/stat").read_text()
    rest = stat[stat.rindex(")") + 2:].split()
    return (int(rest[11]) + int(rest[12])) / os.sysconf("SC_CLK_TCK")


async def _clients(kind: str, port: int, pid: int, groups: int, seconds: float, think: float) -> tuple[int, float]:
    group = _tcp_group if kind == "tcp" else _ws_group
    # connect every group first (the groups join in order), then time the window
    until = time.perf_counter() + 2.0 + seconds
    tasks = []
    for g in range(groups):
        tasks.append(asyncio.create_task(group(port, think, until, random.Random(g))))
        await asyncio.sleep(0.02)
    await asyncio.sleep(max(0.0, until - seconds - time.perf_counter()))
    cpu0 = _cpu_seconds(pid)
    rounds = await asyncio.gather(*tasks)
    cpu1 = _cpu_seconds(pid)
    return sum(rounds), cpu1 - cpu0


def measure(kind: str, groups: int, seconds: float, think: float, uvloop: bool = False) -> str:
    """One run of the server ``kind``: a line with its CPU per round and per deal."""
    proc = subprocess.Popen([sys.executable, __file__, "--server", kind, *(["--uvloop"] if uvloop else [])],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        port = int(proc.stdout.readline())
        rounds, cpu = asyncio.run(_clients(kind, port, proc.pid, groups, seconds, think))
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
    deals = rounds * 2 / ROUNDS_PER_TWO_DEALS
    name = kind + (" (uvloop)" if uvloop else "")
    return (f"{name:19s} {groups} groups of 3, think {think:g} s: {rounds} rounds (about {deals:.0f} deals), "
            f"server CPU {cpu:.2f} s: {cpu / rounds * 1e6:.0f} µs a round, {cpu / deals * 1000:.2f} ms a deal "
            f"(load {os.getloadavg()[0]:.1f})")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("kinds", nargs="*", default=["websockets", "rfc6455", "tcp"])
    p.add_argument("--server")
    p.add_argument("--groups", type=int, default=16)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--think", type=float, default=0.2)
    p.add_argument("--uvloop", action="store_true", help="the server on uvloop's event loop (if installed)")
    args = p.parse_args()
    if args.server and args.uvloop:
        import uvloop

        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    if args.server == "tcp":
        asyncio.run(_serve_protocol(_TcpServer))
    elif args.server == "rfc6455":
        asyncio.run(_serve_protocol(_WsServer))
    elif args.server == "websockets":
        asyncio.run(_serve_websockets())
    else:
        for kind in args.kinds:
            print(measure(kind, args.groups, args.seconds, args.think, args.uvloop), flush=True)


if __name__ == "__main__":
    main()
