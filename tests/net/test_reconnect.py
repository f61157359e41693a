"""A person who drops mid-deal: the table waits, the seat comes back with its token, or a
computer takes it after the host's time and gives it back when the person returns."""

from __future__ import annotations

import asyncio
from pathlib import Path

from thousand_qt.ai import make_player
from thousand_qt.engine import Phase
from thousand_qt.engine.record import loads_record, replay
from thousand_qt.net.bot import play_as_bot
from thousand_qt.net.client import TableClient
from thousand_qt.net.protocol import Message

from .helpers import run, serving, table_with_people, url


def mid_deal(client: TableClient):  # noqa: ANN201 - a predicate for play_as_bot
    """Stop the bot once two tricks of the first deal are played (its seat's turn or not)."""
    def stop(msg: Message) -> bool:
        v = client.view
        return msg.kind == "update" and v is not None and v.phase is Phase.PLAY and len(v.tricks) >= 2
    return stop


def statuses(client: TableClient) -> list[tuple[int, str]]:
    out = []
    for raw in client.raw or []:
        if '"kind":"seat"' in raw:
            import json
            data = json.loads(raw)
            out.append((data["seat"], data["status"]))
    return out


def test_a_client_killed_mid_deal_comes_back_with_its_token(tmp_path: Path) -> None:
    async def main() -> tuple[list[str | None], list[Path], list[tuple[int, str]], int]:
        async with serving(tmp_path) as server:
            code, (a, b) = await table_with_people(server, "hhc", reconnect_seconds=600)
            for c in (a, b):
                await c.ready()
            task_a = asyncio.create_task(play_as_bot(a, make_player("easy", 1)))
            assert await play_as_bot(b, make_player("easy", 2), on_message=mid_deal(b)) is None
            count_when_killed = b.count
            b.ws.transport.abort()          # killed: no close frame
            b2 = await TableClient.connect(url(server), keep_raw=True)
            assert await b2.rejoin(code, b.token or "") == 1
            record_b = await play_as_bot(b2, make_player("easy", 2))
            record_a = await task_a
            return [record_a, record_b], server.saved, statuses(a), count_when_killed

    records, saved, seen, killed_at = run(main())
    host = saved[0].read_text(encoding="utf-8")
    assert records == [host, host]
    assert (1, "reconnecting") in seen and (1, "returned") in seen and (1, "computer") not in seen
    game = replay(loads_record(host))
    assert game.finished and sum(len(d.actions) for d in game.deal_records) > killed_at
    assert loads_record(host).players[1].kind == "human"


def test_a_computer_takes_the_seat_after_the_timeout_and_gives_it_back(tmp_path: Path) -> None:
    async def main() -> tuple[list[str | None], list[Path], list[tuple[int, str]]]:
        async with serving(tmp_path) as server:
            code, (a, b) = await table_with_people(server, "hhc", reconnect_seconds=1, takeover_level="easy")
            for c in (a, b):
                await c.ready()
            took_over = asyncio.Event()

            def watch(msg: Message) -> bool:
                if msg.kind == "seat" and msg.get("status") == "computer":
                    took_over.set()
                return False

            task_a = asyncio.create_task(play_as_bot(a, make_player("easy", 1), on_message=watch))
            await play_as_bot(b, make_player("easy", 2), on_message=mid_deal(b))
            b.ws.transport.abort()
            await asyncio.wait_for(took_over.wait(), 30)   # the game goes on meanwhile
            b2 = await TableClient.connect(url(server), keep_raw=True)
            assert await b2.rejoin(code, b.token or "") == 1
            record_b = await play_as_bot(b2, make_player("easy", 2))
            return [await task_a, record_b], server.saved, statuses(a)

    records, saved, seen = run(main())
    host = saved[0].read_text(encoding="utf-8")
    assert records == [host, host]
    assert seen.index((1, "reconnecting")) < seen.index((1, "computer")) < seen.index((1, "returned"))
    assert replay(loads_record(host)).finished


def test_nobody_back_the_table_is_abandoned_and_saved(tmp_path: Path) -> None:
    async def main() -> list[Path]:
        async with serving(tmp_path) as server:
            _, (a,) = await table_with_people(server, "hc", reconnect_seconds=1)
            await a.ready()
            await play_as_bot(a, make_player("easy", 1), on_message=mid_deal(a))
            a.ws.transport.abort()
            for _ in range(300):
                if server.saved:
                    break
                await asyncio.sleep(0.05)
            assert not server.tables
            return server.saved

    saved = run(main())
    assert len(saved) == 1 and saved[0].parent == tmp_path / "data"
    replay(loads_record(saved[0].read_text(encoding="utf-8")))


def test_a_person_who_leaves_is_replaced_by_a_computer_at_once(tmp_path: Path) -> None:
    async def main() -> tuple[str | None, list[tuple[int, str]]]:
        async with serving(tmp_path) as server:
            _, (a, b) = await table_with_people(server, "hhc", reconnect_seconds=600)
            for c in (a, b):
                await c.ready()
            task_a = asyncio.create_task(play_as_bot(a, make_player("easy", 1)))
            await play_as_bot(b, make_player("easy", 2), on_message=mid_deal(b))
            await b.leave()
            record = await task_a
            return record, statuses(a)

    record, seen = run(main())
    assert record is not None and replay(loads_record(record)).finished
    assert seen.index((1, "left")) < seen.index((1, "computer")) and (1, "reconnecting") not in seen
