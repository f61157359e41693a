"""No crash loses a table: ``serve`` killed mid-game (SIGKILL, no goodbye) and started again on
the same data folder resumes the table, its people come back with their old tokens and play
on, and the record goes on from where it was; a bad state file never stops the start."""

from __future__ import annotations

import asyncio
import json
import shutil
import signal
from pathlib import Path

from thousand_qt.ai import make_player
from thousand_qt.engine.record import loads_record, replay
from thousand_qt.net.bot import play_as_bot
from thousand_qt.net.client import TableClient
from thousand_qt.net.protocol import Message

from .helpers import run, seats, serving, start_serve, table_with_people, url


def stop_at(client: TableClient, count: int):  # noqa: ANN201 - a predicate for play_as_bot
    def stop(msg: Message) -> bool:
        return msg.kind == "update" and client.count >= count
    return stop


def in_play(tmp_path: Path) -> list[Path]:
    """The state files (a kill may also leave the temporary of a write under way)."""
    return sorted((tmp_path / "data" / "in-play").glob("*.json"))


def test_serve_killed_mid_game_resumes_the_table_and_its_people_play_on(tmp_path: Path) -> None:
    proc, port = start_serve(tmp_path)
    tokens: list[str] = []

    async def before() -> str:
        a = await TableClient.connect(f"ws://127.0.0.1:{port}")
        code = await a.create(players=3, seats=seats("hhc"), reconnect_seconds=600)
        await a.join(code, "Anna")
        b = await TableClient.connect(f"ws://127.0.0.1:{port}")
        await b.join(code, "Boris")
        for c in (a, b):
            await c.ready()
        await asyncio.gather(play_as_bot(a, make_player("easy", 1), on_message=stop_at(a, 25)),
                             play_as_bot(b, make_player("easy", 2), on_message=stop_at(b, 25)))
        tokens.extend([a.token or "", b.token or ""])
        return code

    try:
        code = run(before())
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
    [state_file] = in_play(tmp_path)
    state_text = state_file.read_text(encoding="utf-8")
    assert state_file.name == f"{code}.json" and not any(t in state_text for t in tokens)
    left = json.loads(state_text)["record"]
    moves = state_file.with_suffix(".moves")
    played = moves.read_text(encoding="utf-8").count("\n") if moves.exists() else 0
    assert sum(len(d["actions"]) for d in left["deals"]) + played > 0

    proc, port = start_serve(tmp_path)

    async def after() -> list[str | None]:
        clients = []
        for i, token in enumerate(tokens):
            c = await TableClient.connect(f"ws://127.0.0.1:{port}")
            assert await c.rejoin(code, token) == i
            clients.append(c)
        return list(await asyncio.gather(*(play_as_bot(c, make_player("easy", 10 + i))
                                           for i, c in enumerate(clients))))

    try:
        records = run(after())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    saved = sorted((tmp_path / "data").glob("table-*.thousand"))
    assert len(saved) == 1 and records == [saved[0].read_text(encoding="utf-8")] * 2
    final = loads_record(records[0] or "")      # the finished record names the 128-bit secret
    seed = final.extras["seed"]
    assert replay(final).finished and not (tmp_path / "data" / "in-play").exists()
    # the record goes on from the state the killed server left: the same deals, the same actions first
    for k, deal in enumerate(left["deals"]):
        kept = final.deals[k].to_json()
        assert (kept["hands"], kept["talon"]) == (deal["hands"], deal["talon"])
        assert kept["actions"][:len(deal["actions"])] == deal["actions"]
    assert json.loads(state_text)["seed"] == str(seed)      # the same secret deals on


def test_a_resumed_table_nobody_comes_back_to_is_abandoned_and_saved(tmp_path: Path) -> None:
    async def main() -> tuple[list[Path], list[Path]]:
        async with serving(tmp_path / "first") as first:
            _, (a,) = await table_with_people(first, "hc", reconnect_seconds=1)
            await a.ready()
            await play_as_bot(a, make_player("easy", 1), on_message=stop_at(a, 10))
            assert first.writer is not None
            await first.writer.flush()
            shutil.copytree(tmp_path / "first" / "data", tmp_path / "data")   # what a kill leaves
        async with serving(tmp_path) as second:
            assert len(second.tables) == 1
            for _ in range(300):
                if second.saved:
                    break
                await asyncio.sleep(0.05)
        return second.saved, in_play(tmp_path)      # once the writes under way are done

    saved, states = run(main())
    assert len(saved) == 1 and states == []
    replay(loads_record(saved[0].read_text(encoding="utf-8")))


def test_a_bad_state_file_is_set_aside_and_the_server_starts(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "in-play"
    folder.mkdir(parents=True)
    (folder / "ABCDEF.json").write_text('{"format": "thousand-qt-table", "version": 1, "code": 7}', encoding="utf-8")

    async def main() -> int:
        async with serving(tmp_path) as server:
            c = await TableClient.connect(url(server))
            code = await c.create(players=2, seats=seats("hc"))
            await c.join(code, "Anna")
            await c.close()
            return len(server.tables)

    assert run(main()) == 1
    assert (folder / "ABCDEF.json.bad").exists() and not (folder / "ABCDEF.json").exists()


def test_a_server_that_keeps_no_tables_writes_no_state(tmp_path: Path) -> None:
    async def main() -> list[Path]:
        async with serving(tmp_path, keep_tables=False) as server:
            _, (a,) = await table_with_people(server, "hc")
            await a.ready()
            await play_as_bot(a, make_player("easy", 1), on_message=stop_at(a, 5))
            return in_play(tmp_path)

    assert run(main()) == []
