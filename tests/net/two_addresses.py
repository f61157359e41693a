"""Helpers of the tests of a public server's limits: a server on two loopback addresses
(127.0.0.1 for a hostile client, [::1] for a well-behaved one, two addresses to the server), a
clock the test moves itself, and the well-behaved table that must play on."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from thousand_qt.net.client import TableClient
from thousand_qt.net.server import TableServer
from thousand_qt.net.server_config import ServerConfig

from .helpers import play_bots, seats

HOSTILE, GOOD = "127.0.0.1", "::1"


class FakeClock:
    """Time that moves only when the test says."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _free_port() -> int:
    """A port free on both loopback addresses (the server then listens on both)."""
    for _ in range(20):
        with socket.socket(socket.AF_INET) as v4, socket.socket(socket.AF_INET6) as v6:
            v4.bind((HOSTILE, 0))
            port = int(v4.getsockname()[1])
            try:
                v6.bind((GOOD, port))
            except OSError:
                continue
            return port
    raise OSError("no port free on both loopback addresses")


@contextlib.asynccontextmanager
async def two_addresses(tmp_path: Path, **config: Any) -> AsyncIterator[TableServer]:
    """A server on 127.0.0.1 and [::1] (one port) with fast bots and the given limits."""
    config = {"seed": 1, "rate": 10_000.0, "burst": 10_000, "byte_rate": 1e9, "byte_burst": 10**9, **config}
    server = TableServer(ServerConfig(data_dir=tmp_path / "data", **config))
    try:
        await server.start([HOSTILE, GOOD], _free_port())
    except OSError as err:      # the well-behaved client's address is [::1]
        pytest.skip(f"no IPv6 loopback here: {err}")
    try:
        yield server
    finally:
        await server.stop()


def at(server: TableServer, address: str) -> str:
    return f"ws://{address}:{server.port}" if ":" not in address else f"ws://[{address}]:{server.port}"


async def good_table(server: TableServer) -> list[TableClient]:
    """A person and a computer at a table created and joined from [::1]."""
    client = await TableClient.connect(at(server, GOOD))
    code = await client.create(players=2, seats=seats("hc"))
    await client.join(code, "Good")
    return [client]


async def plays_on(clients: list[TableClient]) -> str | None:
    """The well-behaved table plays its game to the end; how it ended."""
    await play_bots(clients)
    return clients[0].ended
