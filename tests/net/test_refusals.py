"""What the host answers to trouble: a wrong code, a full table, another protocol version, an
oversized message, a flood, a silent or slow client, requests out of place."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from thousand_qt.ai import make_player
from thousand_qt.net.bot import play_as_bot
from thousand_qt.net.client import Refused, TableClient, VersionMismatch
from thousand_qt.net.connection import CLOSE_FLOOD, CLOSE_HANDSHAKE, Connection
from thousand_qt.net.protocol import MAX_MESSAGE_BYTES, PROTOCOL_VERSION, encode

from .helpers import run, seats, serving, table_with_people, url


def test_a_wrong_code_and_a_full_table_are_refused(tmp_path: Path) -> None:
    async def main() -> list[str]:
        codes = []
        async with serving(tmp_path) as server:
            code, _ = await table_with_people(server, "hhc")
            late = await TableClient.connect(url(server))
            for attempt in (late.join("ZZZZZZ", "Late"), late.join(code, "Late"), late.rejoin(code, "x" * 32),
                            late.ready(), late.create(players=3, seats=seats("ccc"))):
                try:
                    await attempt
                    if late.seat is None:      # ready: the refusal comes as a message
                        codes.append((await late.recv()).get("code"))
                except Refused as refusal:
                    codes.append(refusal.code)
        return codes

    assert run(main()) == ["no_table", "table_full", "bad_token", "not_seated", "bad_field"]


def test_another_protocol_version_is_told_on_both_sides(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> str:
        async with serving(tmp_path) as server:
            with pytest.raises(VersionMismatch) as info:
                await TableClient.connect(url(server), protocol=1)     # a program before the late redeal's wait
        return str(info.value)

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        message = run(main())
    assert f"protocol version {PROTOCOL_VERSION}" in message and "this program 1" in message
    assert "protocol version 1" in caplog.text


def test_an_oversized_message_is_refused_and_a_huge_frame_closes(tmp_path: Path) -> None:
    async def main() -> tuple[str, int | None]:
        async with serving(tmp_path) as server:
            client = await TableClient.connect(url(server))
            await client.send_raw(encode("chat", text="x") + " " * MAX_MESSAGE_BYTES)
            code = (await client.recv()).get("code")
            await client.send_raw("x" * (8 * MAX_MESSAGE_BYTES))
            try:
                await client.ws.recv()
            except ConnectionClosed as err:
                return code, err.rcvd.code if err.rcvd else None
        return code, None

    assert run(main()) == ("too_large", 1009)


def test_a_flood_is_refused_then_closed_and_other_tables_play_on(tmp_path: Path) -> None:
    async def main() -> tuple[int, int | None, int]:
        async with serving(tmp_path, rate=20.0, burst=40, flood_close=100) as server:
            _, (player,) = await table_with_people(server, "hc")
            flooder = await TableClient.connect(url(server))
            for _ in range(1000):
                try:
                    await flooder.send_raw(encode("phrase", phrase="hello"))
                except ConnectionClosed:
                    break
            limited, close = 0, None
            try:
                while True:
                    msg = await flooder.recv()
                    limited += msg.get("code") == "rate_limited"
            except Exception:  # noqa: BLE001 - the close ends the loop
                close = flooder.ws.close_code
            await player.ready()   # the other table plays on
            await play_as_bot(player, make_player("easy", 1), on_message=lambda msg: player.count >= 30)
            return limited, close, player.count

    limited, close, count = run(main(), 60)
    assert limited >= 50 and close == CLOSE_FLOOD and count >= 30


def test_silence_after_connecting_is_closed(tmp_path: Path) -> None:
    async def main() -> tuple[str, int | None, bytes]:
        async with serving(tmp_path, handshake_seconds=0.3) as server:
            async with connect(url(server), proxy=None) as ws:   # never says hello
                error = await ws.recv()
                with contextlib.suppress(ConnectionClosed):
                    await ws.recv()
                code = ws.close_code
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)   # never upgrades
            left = await reader.read()
            writer.close()
        async with serving(tmp_path, idle_seconds=0.3) as server:    # the usual time to say hello
            idle = await TableClient.connect(url(server))                           # greets, then nothing
            assert (await idle.recv()).get("code") == "idle"
        return str(error), code, left

    error, code, left = run(main())
    assert '"handshake_timeout"' in error and code == CLOSE_HANDSHAKE
    assert b"101" not in left


def test_out_of_place_requests_change_nothing(tmp_path: Path) -> None:
    async def main() -> list[str]:
        async with serving(tmp_path) as server:
            code, (a, b) = await table_with_people(server, "hhc")
            out = []
            await a.act("0 pass")                                     # before the game
            while not out:
                msg = await a.recv()
                if msg.kind == "refused":
                    out.append(msg.get("code"))
            await a.ready()
            await b.ready()
            while a.view is None or a.count != server.tables[code].table.count:
                await a.recv()
            other = 1 - a.seat if a.seat is not None else 0
            await a.send_raw(encode("action", action=f"{other} pass"))  # for another seat
            await a.send_raw(encode("action", action="0 play XX"))
            await a.send_raw(encode("action", action="0 bid 995"))
            await a.send_raw(encode("action", action="0 pass", count=a.count + 7))
            await a.send_raw(encode("hello", protocol=1))
            await a.send_raw(encode("join", code=code, name="again"))
            await a.ready()
            while len(out) < 8:
                msg = await a.recv()
                if msg.kind == "refused":
                    out.append(msg.get("code"))
            return out

    codes = run(main())
    assert codes[0] == "not_started"
    assert codes[1:] == ["not_your_seat", "bad_action", "illegal", "stale", "already_greeted", "already_seated",
                         "already_started"]


def test_a_client_that_reads_too_slowly_is_closed() -> None:
    class Stuck:
        remote_address = ("127.0.0.1", 1)
        closed: tuple[int, str] | None = None

        async def send(self, text: str) -> None:
            await asyncio.Event().wait()

        async def close(self, code: int = 1000, reason: str = "") -> None:
            self.closed = (code, reason)

    async def main() -> tuple[int, str] | None:
        ws = Stuck()
        conn = Connection(ws, queue_limit=3, send_timeout=0.2, rate=1, burst=1)  # type: ignore[arg-type]
        for _ in range(10):
            conn.send("{}")
        await asyncio.sleep(0.5)
        conn.stop_sender()
        return ws.closed

    closed = run(main(), 10)
    assert closed is not None and closed[0] == 4004


class SecondWriteStalls:
    """A client whose second write never ends; ``aborted`` is set when its transport is aborted."""

    remote_address = ("127.0.0.1", 1)

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.aborted = asyncio.Event()
        self.transport = self

    def abort(self) -> None:
        self.aborted.set()

    async def send(self, text: str) -> None:
        self.sent.append(text)
        if len(self.sent) == 2:
            await asyncio.Event().wait()


def test_a_write_that_stalls_closes_the_connection_and_the_sender_stops() -> None:
    async def main() -> tuple[list[str], bool]:
        ws = SecondWriteStalls()
        aborted = ws.aborted
        conn = Connection(ws, queue_limit=10, send_timeout=0.1, rate=1, burst=1)  # type: ignore[arg-type]
        for text in ("a", "b", "c"):
            conn.send(text)
        await aborted.wait()
        await asyncio.sleep(0)
        conn.send("d")      # a connection closed for a stall queues nothing more
        done = conn._sender.done()
        conn.stop_sender()
        return ws.sent, done

    sent, sender_done = run(main(), 10)
    assert sent == ["a", "b"]
    assert sender_done


def test_writes_that_finish_arm_one_watchdog_not_a_timer_each() -> None:
    class Quick:
        remote_address = ("127.0.0.1", 1)
        sent: list[str] = []

        async def send(self, text: str) -> None:
            self.sent.append(text)

    async def main() -> tuple[int, int, bool]:
        loop = asyncio.get_running_loop()
        armed = [0]
        call_later = loop.call_later

        def counting(delay: float, callback: Any, *args: Any) -> asyncio.TimerHandle:
            armed[0] += getattr(callback, "__self__", None) is conn     # (drained's wait_for has one too)
            return call_later(delay, callback, *args)

        loop.call_later = counting  # type: ignore[method-assign, assignment]
        ws = Quick()
        conn = Connection(ws, queue_limit=1000, send_timeout=0.05, rate=1, burst=1)  # type: ignore[arg-type]
        for i in range(200):
            conn.send(str(i))
        await conn.drained(10)
        first = armed[0]
        await asyncio.sleep(0.1)    # the watchdog's time comes (before this sleep's) with no write under way
        resting = conn._watchdog is None
        conn.send("again")
        await conn.drained(10)
        conn.stop_sender()
        loop.call_later = call_later  # type: ignore[method-assign]
        return first, len(ws.sent), resting

    armed, sent, resting = run(main(), 10)
    assert sent == 200 + 1
    assert armed == 1
    assert resting


def test_a_write_begun_late_in_the_watchdogs_wait_gets_its_whole_time() -> None:
    async def main() -> tuple[bool, bool]:
        ws = SecondWriteStalls()
        aborted = ws.aborted
        conn = Connection(ws, queue_limit=10, send_timeout=0.1, rate=1, burst=1)  # type: ignore[arg-type]
        conn.send("a")              # arms the watchdog for 0.1 s from now
        await asyncio.sleep(0.08)
        conn.send("b")              # stalls 0.08 s into the watchdog's wait
        await asyncio.sleep(0.05)   # the watchdog's first time has come (it comes before this sleep's)
        early = aborted.is_set()
        await aborted.wait()        # 0.1 s after "b" began
        conn.stop_sender()
        return early, aborted.is_set()

    early, late = run(main(), 10)
    assert not early
    assert late
