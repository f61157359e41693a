"""A bot at a network table: a computer player that plays its seat through the client library.

Used by the tests and the benchmark, and a model for other programs: it answers every update
that offers its seat an action (its turn, or a redeal out of turn: before the first bid, or after
the contract) with its player's choice, computed off the event loop, and stops when the table
ends. A redeal after the contract that its player does not ask for it declines with ``play_on``:
the lead waits for that answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from thousand_qt.ai.driver import Chooser
from thousand_qt.engine.actions import Action

from .client import TableClient
from .protocol import Message

__all__ = ["play_as_bot"]

#: How long a bot waits before sending again an action the host refused for the rate limit.
RETRY_S = 0.1


async def play_as_bot(client: TableClient, player: Chooser, *,
                      on_message: Callable[[Message], bool] | None = None) -> str | None:
    """Play until the table ends; returns the record the host sent (None if there was none).

    ``on_message`` sees every message first; when it returns True the bot stops at once (a
    test that drops the connection mid-deal).
    """
    sent: tuple[int, Action] | None = None
    while True:
        msg = await client.recv()
        if on_message is not None and on_message(msg):
            return None
        if msg.kind == "ended":
            return client.record
        if msg.kind == "refused" and msg.get("code") == "rate_limited" and sent and sent[0] == client.count:
            await asyncio.sleep(RETRY_S)   # too fast for the host: the same action a moment later
            await client.act(sent[1])
        if msg.kind == "update" and client.my_turn():
            view = client.view
            assert view is not None
            action = await asyncio.to_thread(player.choose, view)
            if action is not None:
                sent = (client.count, action)
                await client.act(action)
            elif msg.get("waiting") and view.seat in msg.get("waiting"):
                await client.play_on()
