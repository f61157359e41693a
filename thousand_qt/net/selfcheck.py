"""The network step of ``--self-test``: host a table on 127.0.0.1 and play a deal through it.

A :class:`~.server.TableServer` listens on an ephemeral loopback port; a client joins its one
seat for a person, a computer player (easy) plays the other seat, a bot plays through the
client until the first deal is scored; stopping the server then saves the record, which must
be the very text the client received. Nothing leaves the machine.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from thousand_qt.ai import make_player

from .bot import play_as_bot
from .client import TableClient
from .protocol import Message
from .server import TableServer
from .server_config import ServerConfig

__all__ = ["NetCheckError", "host_and_join"]


class NetCheckError(RuntimeError):
    """The network step failed (the message says where)."""


async def _check(data_dir: Path) -> str:
    server = TableServer(ServerConfig(data_dir=data_dir, rate=10_000.0, burst=10_000))
    await server.start("127.0.0.1", 0)
    port = server.port
    try:
        client = await TableClient.connect(f"ws://127.0.0.1:{port}")
        code = await client.create(players=2, seats=[{"kind": "human"}, {"kind": "computer", "level": "easy"}])
        await client.join(code, "Self-test")
        await client.ready()

        def scored(msg: Message) -> bool:
            return bool(client.results)

        await play_as_bot(client, make_player("easy", 1), on_message=scored)
        updates = client.count
    finally:
        await server.stop()
    while client.ended is None:
        await client.recv()
    await client.close()
    if client.ended != "server_stopped" or client.record is None or len(server.saved) != 1:
        raise NetCheckError(f"the table ended as {client.ended!r} with {len(server.saved)} record(s) saved")
    if server.saved[0].read_text(encoding="utf-8") != client.record:
        raise NetCheckError("the record the client received differs from the one the host saved")
    return f"hosted table {code} on 127.0.0.1:{port}, joined it and played a deal ({updates} steps); same record"


def host_and_join(data_dir: Path, timeout: float = 60.0) -> str:
    """Run the check (its own event loop); a line saying what was done, or :class:`NetCheckError`."""
    try:
        return asyncio.run(asyncio.wait_for(_check(data_dir), timeout))
    except asyncio.TimeoutError:
        raise NetCheckError(f"no deal played over 127.0.0.1 within {timeout:.0f} s") from None
    except OSError as err:
        raise NetCheckError(f"cannot host on 127.0.0.1: {err}") from None
