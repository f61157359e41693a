"""The limits of a public server, each tried by a hostile client on 127.0.0.1 while a
well-behaved client on [::1] (another address to the server) plays on at another table.

Every limit is set small here; time, where a limit has it, is a clock the test moves itself,
or a timer of a few hundredths of a second that the test waits for (never a timed assertion).
"""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from thousand_qt.engine import PRESETS
from thousand_qt.net.client import NetError, Refused, TableClient
from thousand_qt.net.protocol import MAX_MESSAGE_BYTES, MAX_NAME, parse_client_message

from .helpers import play_bots, run, seats, table_with_people
from .two_addresses import HOSTILE, FakeClock, at, good_table, plays_on, two_addresses


def test_connections_per_address_are_limited_and_another_address_plays_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> tuple[str, str | None]:
        async with two_addresses(tmp_path, connections_per_address=3) as server:
            good = await good_table(server)
            held = [await TableClient.connect(at(server, HOSTILE)) for _ in range(3)]
            with pytest.raises(Refused) as refused:
                await TableClient.connect(at(server, HOSTILE))
            ended = await plays_on(good)
            for c in held:
                await c.close()
            return refused.value.code, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        assert run(main()) == ("too_many_connections", "game_over")
    assert "it holds 3 at once already" in caplog.text


def test_connections_in_all_stay_under_the_limit_and_a_seated_player_plays_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> tuple[int, str | None]:
        async with two_addresses(tmp_path, max_connections=4) as server:
            good = await good_table(server)
            held, refused = [], 0
            for _ in range(6):
                try:
                    held.append(await TableClient.connect(at(server, HOSTILE), timeout=5))
                except NetError:
                    refused += 1
            ended = await plays_on(good)
            for c in held:
                await c.close()
            return refused, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        assert run(main()) == (3, "game_over")
    assert "connections at once is the limit" in caplog.text


def test_tables_per_address_are_limited_and_tables_nobody_joined_expire(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> tuple[list[str], str | None]:
        # (a second: the third table is refused before the first two expire, even on a busy machine)
        async with two_addresses(tmp_path, tables_per_address=2, unjoined_seconds=1.0) as server:
            good = await good_table(server)
            hostile = await TableClient.connect(at(server, HOSTILE))
            codes = [await hostile.create(players=3, seats=seats("hhh")) for _ in range(2)]
            refusals = []
            with pytest.raises(Refused) as refused:
                await hostile.create(players=3, seats=seats("hhh"))
            refusals.append(refused.value.code)
            while any(code in server.tables for code in codes):     # nobody joins: they expire
                await asyncio.sleep(0.01)
            with pytest.raises(Refused) as refused:
                await hostile.join(codes[0], "Late")
            refusals.append(refused.value.code)
            await hostile.create(players=3, seats=seats("hhh"))     # the address may create again
            ended = await plays_on(good)
            await hostile.close()
            return refusals, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        assert run(main()) == (["address_tables", "no_table"], "game_over")
    assert "it has 2 tables already" in caplog.text and "nobody joined it in 1 s" in caplog.text


def test_a_byte_budget_refuses_long_chat_beyond_it_and_the_other_table_plays_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> tuple[set[str], str | None]:
        async with two_addresses(tmp_path, byte_rate=1.0, byte_burst=60_000, flood_close=1000) as server:
            good = await good_table(server)
            _, (hostile, _) = await table_with_people(server, "hhc")
            codes = set()
            for _ in range(400):                   # 230 bytes each, 92,000 in all
                await hostile.chat("x" * 200)
            while "byte_limited" not in codes:
                msg = await hostile.recv()
                if msg.kind == "refused":
                    codes.add(msg.get("code"))
            ended = await plays_on(good)
            return codes, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        codes, ended = run(main())
    assert codes == {"byte_limited"} and ended == "game_over"
    assert "over its budget of 1 bytes a second" in caplog.text


def test_the_largest_message_a_client_needs_fits_the_limit() -> None:
    rules = max((p.to_dict() for p in PRESETS.values()), key=lambda d: len(json.dumps(d)))
    name = "\U0001f600" * MAX_NAME
    create = {"kind": "create", "players": 4, "preset": "classic", "rules": rules, "reconnect_seconds": 3600,
              "takeover_level": "strong", "allow_hints": False, "turn_seconds": 3600, "public": False,
              "seats": [{"kind": "computer", "name": name, "level": "strong"}] * 4}
    chat = {"kind": "chat", "text": "\U0001f600" * 200}
    for message in (create, chat):
        text = json.dumps(message, ensure_ascii=True)
        assert parse_client_message(text).kind == message["kind"]
        assert len(text.encode()) <= MAX_MESSAGE_BYTES < 4 * len(text.encode())


def test_table_code_guesses_are_refused_after_a_few_and_allowed_again_later(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    clock = FakeClock()

    async def main() -> tuple[list[str], str | None]:
        async with two_addresses(tmp_path, guess_failures=3, guess_seconds=60.0, clock=clock) as server:
            good = await good_table(server)
            owner = await TableClient.connect(at(server, HOSTILE))
            code = await owner.create(players=2, seats=seats("hh"))
            await owner.join(code, "Owner")
            guesser = await TableClient.connect(at(server, HOSTILE))
            got = []
            for guess in ("ZZZZZZ", "YYYYYY", "XXXXXX", code):
                try:
                    await guesser.join(guess, "Guesser")
                except Refused as refusal:
                    got.append(refusal.code)
            clock.now += 60.0
            await guesser.join(code, "Guesser")                     # one more try after a minute
            got.append(f"seat {guesser.seat}")
            ended = await plays_on(good)
            return got, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        got, ended = run(main())
    assert got == ["no_table", "no_table", "no_table", "too_many_guesses", "seat 1"] and ended == "game_over"
    assert "too many table codes or tokens that opened nothing" in caplog.text


def test_a_browser_origin_is_refused_unless_allowed(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> tuple[list[int], str | None]:
        async with two_addresses(tmp_path, origins=("https://cards.example",)) as server:
            good = await good_table(server)
            statuses = []
            for origin in ("https://evil.example", "https://cards.example"):
                try:
                    async with connect(at(server, HOSTILE), origin=origin, proxy=None):  # type: ignore[arg-type]
                        statuses.append(101)
                except InvalidStatus as err:
                    statuses.append(err.response.status_code)
                    assert err.response.body.startswith(b"origin_refused: ")
            ended = await plays_on(good)
            return statuses, ended

    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        assert run(main()) == ([403, 101], "game_over")
    assert "'https://evil.example' is not allowed" in caplog.text


def test_the_turn_clock_lets_a_computer_play_for_a_person_who_sits_on_the_turn_until_they_act(
        tmp_path: Path) -> None:
    async def main() -> tuple[str | None, list[str], str | None]:
        async with two_addresses(tmp_path) as server:
            good = await good_table(server)
            _, (player, sitter) = await table_with_people(server, "hh", turn_seconds=1,
                                                                takeover_level="easy")
            await sitter.ready()
            news: list[str] = []

            async def sit() -> None:               # reads; acts once, after the clock first ran out
                acted = False
                while sitter.ended is None:
                    msg = await sitter.recv()
                    if msg.kind == "seat" and msg.get("seat") == sitter.seat:
                        news.append(msg.get("status"))
                    elif (msg.kind == "update" and news == ["computer"] and not acted and sitter.my_turn()
                          and sitter.view is not None):
                        acted = True                # takes the seat back (the move may come too late)
                        await sitter.act(sitter.view.legal_actions[0])

            sitting = asyncio.create_task(sit())
            await play_bots([player])
            await sitting
            return player.ended, news, await plays_on(good)

    ended, news, good_ended = run(main())
    assert ended == "game_over" and good_ended == "game_over"
    assert news[:3] == ["computer", "returned", "computer"]
