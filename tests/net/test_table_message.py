"""The ``table`` message tells every seat, guests too, the table's turn clock (0: none)."""

from __future__ import annotations

from pathlib import Path

from .helpers import run, serving, table_with_people


def test_every_seat_is_told_the_turn_clock(tmp_path: Path) -> None:
    async def main() -> list[object]:
        async with serving(tmp_path) as server:
            _, clocked = await table_with_people(server, "hhc", turn_seconds=45)
            _, plain = await table_with_people(server, "hh")
            for client in clocked + plain:
                while client.table is None or client.table["seats"][-1]["status"] == "free":
                    await client.recv()
            return [c.table["turn_seconds"] for c in clocked + plain if c.table is not None]

    assert run(main()) == [45, 45, 0, 0]
