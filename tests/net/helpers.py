"""Helpers of the network tests: a server on the loopback, clients, bots, a time bound."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from thousand_qt.ai import make_player
from thousand_qt.net.bot import play_as_bot
from thousand_qt.net.client import TableClient
from thousand_qt.net.server import TableServer
from thousand_qt.net.server_config import ServerConfig

T = TypeVar("T")

#: RULES.md §14's keys at values other than their defaults, all at once (the seeds' table).
SEED_RULES = {"bolt_when": "under_five", "bolt_each_penalty": 60, "golden_bolts": "double",
              "declarer_scores": "points", "free_concessions": "all", "bank": 100,
              "two_player_talons": "three", "second_talon_card": True, "cut_shown_to": "dealer",
              "redeal_when": "before_lead", "redeal_nines_on_hundred": True, "blind_game": True, "blind_rule": "anyone",
              "opening": "free_redeal", "barrel_bidding": "opens", "marriage_trump": "choose",
              "marriage_moment": "any_turn", "barrel_scoring": "collect", "concede_opponent_points": "bolt"}

#: Generous bounds: a test that takes longer than this is broken, not slow.
BOUND_S = 120.0


def run(coro: Awaitable[T], bound: float = BOUND_S) -> T:
    """Run ``coro`` on a new event loop, failing the test after ``bound`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, bound))  # type: ignore[arg-type]


@contextlib.asynccontextmanager
async def serving(tmp_path: Path, **config: Any) -> AsyncIterator[TableServer]:
    """A server on 127.0.0.1 (an ephemeral port) with its data folder in ``tmp_path``."""
    config.setdefault("seed", 1)
    config.setdefault("rate", 10_000.0)   # bots act at once; the flood test sets its own limit
    config.setdefault("burst", 10_000)
    config.setdefault("byte_rate", 1e9)   # the limits' own tests set theirs
    config.setdefault("byte_burst", 10**9)
    config.setdefault("guess_failures", 1000)
    server = TableServer(ServerConfig(data_dir=tmp_path / "data", **config))
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.stop()


def url(server: TableServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


def seats(kinds: Sequence[str], level: str = "easy") -> list[dict[str, Any]]:
    """Seat specs: "h" a person, "c" a computer of ``level``."""
    return [{"kind": "human"} if k == "h" else {"kind": "computer", "level": level, "name": f"Comp {i}"}
            for i, k in enumerate(kinds)]


async def table_with_people(server: TableServer, kinds: str, **create: Any) -> tuple[str, list[TableClient]]:
    """A table of ``kinds`` ("hhc": two people, one computer), each person a connected client."""
    owner = await TableClient.connect(url(server), keep_raw=True)
    code = await owner.create(players=len(kinds), seats=seats(kinds), **create)
    clients = [owner]
    await owner.join(code, "Bot 0")
    for i in range(1, kinds.count("h")):
        c = await TableClient.connect(url(server), keep_raw=True)
        await c.join(code, f"Bot {i}")
        clients.append(c)
    return code, clients


async def play_bots(clients: Sequence[TableClient], level: str = "easy") -> list[str | None]:
    """Every client says ready and plays as a bot of ``level`` until the table ends."""
    for c in clients:
        await c.ready()
    return list(await asyncio.gather(*(play_as_bot(c, make_player(level, 100 + i))
                                       for i, c in enumerate(clients))))


SERVING = re.compile(r"serving on (wss?)://127\.0\.0\.1:(\d+)")


def start_serve(tmp_path: Path, *extra: str) -> tuple[subprocess.Popen[str], int]:
    """``thousand-qt serve`` in a process of its own on 127.0.0.1 (a free port), its data folder
    ``tmp_path / "data"``; returns the process (its stderr a pipe) and the port."""
    proc = subprocess.Popen([sys.executable, "-m", "thousand_qt", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--data-dir", str(tmp_path / "data"), "--rate", "10000", *extra],
                            stderr=subprocess.PIPE, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.stderr is not None
    for _ in range(50):
        line = proc.stderr.readline()
        found = SERVING.search(line)
        if found:
            return proc, int(found.group(2))
    proc.kill()
    raise AssertionError("the server did not say where it serves")
