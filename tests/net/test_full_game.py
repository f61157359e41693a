"""Whole games over the loopback: people (bots through the client library) and a computer seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt.engine.record import loads_record, replay

from .helpers import play_bots, run, serving, table_with_people


@pytest.mark.parametrize("kinds", ["hhc", "hhhc", "hc"])
def test_people_play_a_whole_game_and_every_record_is_the_hosts(tmp_path: Path, kinds: str) -> None:
    async def main() -> tuple[list[str | None], list[Path]]:
        async with serving(tmp_path) as server:
            _, clients = await table_with_people(server, kinds)
            records = await play_bots(clients)
            for c in clients:
                await c.close()
        return records, server.saved

    records, saved = run(main())
    assert len(saved) == 1
    host_bytes = saved[0].read_bytes()
    for record in records:
        assert record is not None
        assert record.encode("utf-8") == host_bytes
    rec = loads_record(host_bytes.decode("utf-8"))
    assert replay(rec).finished
    assert [p.kind for p in rec.players] == ["human" if k == "h" else "computer" for k in kinds]
