"""The lobby of a server: public tables that wait for players are listed, private, full, started
and ended ones never are; a listing is bounded in entries and an address that asks too often is
refused (another address lists on); a listing is read back checked. All on the loopback."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from thousand_qt.net.client import Refused, TableClient
from thousand_qt.net.lobby_read import MAX_LISTED, read_listing
from thousand_qt.net.protocol import Refusal, parse_client_message
from thousand_qt.net.table_state import restore_table, state_text
from thousand_qt.net.wire_read import WireError

from .helpers import run, seats, serving, url
from .two_addresses import GOOD, HOSTILE, FakeClock, at, good_table, plays_on, two_addresses


def test_a_listing_shows_the_public_tables_that_wait_and_nothing_else(tmp_path: Path) -> None:
    async def main() -> None:
        async with serving(tmp_path, tables_per_address=20, tables_per_connection=20) as server:
            owner = await TableClient.connect(url(server))
            public = await owner.create(players=3, seats=seats("hhc", "strong"), preset="online", public=True,
                                        turn_seconds=30)
            private = await owner.create(players=2, seats=seats("hh"))
            explicit_private = await owner.create(players=2, seats=seats("hh"), public=False)
            full = await owner.create(players=2, seats=seats("hc"), public=True)
            started = await owner.create(players=2, seats=seats("hh"), public=True)
            anna = await TableClient.connect(url(server))
            await anna.join(public, "Anna")
            filler = await TableClient.connect(url(server))
            await filler.join(full, "Filler")            # its one person's seat is taken: full
            players = [await TableClient.connect(url(server)) for _ in range(2)]
            for i, p in enumerate(players):
                await p.join(started, f"P{i}")
            for p in players:
                await p.ready()
            while not server.tables[started].table.started:
                await players[0].recv()
            stranger = await TableClient.connect(url(server))
            listed = await stranger.list_tables()
            assert [t.code for t in listed] == [public]
            entry = listed[0]
            assert (entry.players, entry.free, entry.people, entry.computers) == (3, 1, ("Anna",), ("strong",))
            assert entry.preset == "online" and entry.turn_seconds == 30 and not entry.allow_hints
            raw = " ".join(stranger.raw or []) + json.dumps([t.code for t in listed])
            for hidden in (private, explicit_private):   # a private table's code is never sent
                assert hidden not in raw
            await stranger.join(public, "Stranger")      # and one click later the stranger sits there
            assert stranger.seat == 1
            assert await owner.list_tables() == ()       # now full: gone from the list

    run(main())


def test_a_listing_holds_at_most_the_servers_limit(tmp_path: Path) -> None:
    async def main() -> int:
        async with serving(tmp_path, tables_per_address=30, tables_per_connection=30, list_limit=7) as server:
            owner = await TableClient.connect(url(server))
            for _ in range(12):
                await owner.create(players=2, seats=seats("hh"), public=True)
            return len(await owner.list_tables())

    assert run(main()) == 7


def test_an_address_that_asks_too_often_is_refused_and_another_lists_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    clock = FakeClock()

    async def main() -> tuple[list[str], int, int, str | None]:
        async with two_addresses(tmp_path, list_burst=3, list_seconds=10.0, clock=clock) as server:
            good = await good_table(server)
            owner = await TableClient.connect(at(server, GOOD))
            await owner.create(players=2, seats=seats("hh"), public=True)
            hostile = await TableClient.connect(at(server, HOSTILE))
            got: list[str] = []
            for _ in range(5):
                try:
                    got.append(str(len(await hostile.list_tables())))
                except Refused as refusal:
                    got.append(refusal.code)
            other = await TableClient.connect(at(server, HOSTILE))  # a new connection: the same address
            with pytest.raises(Refused):
                await other.list_tables()
            await other.send_raw(json.dumps({"kind": "list"}))
            while (msg := await other.recv()).kind != "refused":
                pass
            wait = msg.get("values")["seconds"]
            listed_by_good = len(await owner.list_tables())       # [::1] is another address
            clock.now += 10.0
            got.append(str(len(await hostile.list_tables())))    # one more after the wait
            ended = await plays_on(good)
            return got, wait, listed_by_good, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        got, wait, listed_by_good, ended = run(main())
    assert got == ["1", "1", "1", "too_many_listings", "too_many_listings", "1"]
    assert wait == 10 and listed_by_good == 1 and ended == "game_over"
    assert "refusing a listing of the lobby" in caplog.text


def test_a_hostile_listing_request_is_refused_like_any_other_message() -> None:
    assert parse_client_message('{"kind": "list"}').kind == "list"
    for bad in ('{"kind": "list", "all": true}', '{"kind": "list", "limit": 1000}',
                '{"kind": "create", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}], "public": "yes"}'):
        with pytest.raises(Refusal) as refused:
            parse_client_message(bad)
        assert refused.value.code == "bad_field"


def test_a_flood_of_listings_is_closed_and_the_server_lists_on(tmp_path: Path) -> None:
    async def main() -> tuple[set[str], int]:
        async with serving(tmp_path, rate=20.0, burst=40, flood_close=50, list_burst=5) as server:
            owner = await TableClient.connect(url(server))
            await owner.create(players=2, seats=seats("hh"), public=True)
            flooder = await TableClient.connect(url(server))
            for _ in range(400):
                await flooder.send_raw('{"kind":"list"}')
            codes: set[str] = set()
            try:
                while True:
                    msg = await flooder.recv()
                    codes.add(msg.get("code") if msg.kind in ("refused", "error") else msg.kind)
            except Exception:
                pass
            return codes, len(await owner.list_tables())

    codes, listed = run(main())
    assert "tables" in codes and "rate_limited" in codes and "flood" in codes
    assert listed == 1


@pytest.mark.parametrize("bad", [
    "not a list", [{"code": "AAAAAA"}], [1],
    [{"code": "AAAAAA", "players": 2, "free": 1, "people": [], "computers": [], "preset": "classic", "rules": {},
      "turn_seconds": 0, "allow_hints": False, "reconnect_seconds": 60}],        # the seats do not add up
    [{"code": "aaaaaa", "players": 2, "free": 2, "people": [], "computers": [], "preset": "classic", "rules": {},
      "turn_seconds": 0, "allow_hints": False, "reconnect_seconds": 60}],
    [{"code": "AAAAAA", "players": 2, "free": 1, "people": ["x" * 41], "computers": [], "preset": "classic",
      "rules": {}, "turn_seconds": 0, "allow_hints": False, "reconnect_seconds": 60}],
])
def test_a_listing_that_is_not_one_is_refused_by_the_reader(bad: object) -> None:
    with pytest.raises(WireError):
        read_listing(bad)


def test_a_listing_longer_than_any_server_sends_is_refused_by_the_reader() -> None:
    with pytest.raises(WireError, match="at most"):
        read_listing([{}] * (MAX_LISTED + 1))


def test_a_public_table_stays_public_when_the_server_resumes_it(tmp_path: Path) -> None:
    async def main() -> tuple[bool, bool]:
        async with serving(tmp_path) as server:
            owner = await TableClient.connect(url(server))
            public = await owner.create(players=2, seats=seats("hh"), public=True)
            private = await owner.create(players=2, seats=seats("hh"))
            return (restore_table(state_text(server.tables[public].table)).public,
                    restore_table(state_text(server.tables[private].table)).public)

    assert run(main()) == (True, False)


def test_a_state_written_before_the_lobby_is_a_private_table(tmp_path: Path) -> None:
    async def main() -> str:
        async with serving(tmp_path) as server:
            owner = await TableClient.connect(url(server))
            code = await owner.create(players=2, seats=seats("hh"), public=True)
            return state_text(server.tables[code].table)

    state = json.loads(run(main()))
    del state["public"]
    assert restore_table(json.dumps(state)).public is False
    state["public"] = "yes"
    with pytest.raises(ValueError, match="public"):
        restore_table(json.dumps(state))

