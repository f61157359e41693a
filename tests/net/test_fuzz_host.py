"""A hostile client: 10,000 random and malicious messages neither crash the host nor change a game."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from thousand_qt.engine import DECK
from thousand_qt.net.client import TableClient
from thousand_qt.net.protocol import MAX_MESSAGE_BYTES, PHRASES, encode

from .helpers import play_bots, run, serving, table_with_people, url

KINDS = ["hello", "create", "join", "rejoin", "ready", "action", "chat", "phrase", "dance", "", "leave "]
VERBS = ["bid", "pass", "blind", "redeal", "talon", "give", "discard", "contract", "concede", "play", "fly"]


def junk(rng: random.Random, depth: int = 0) -> object:
    pick = rng.randrange(9 if depth < 6 else 6)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([0, -1, 1, 3, 4, 2**31, -(2**63), 10**18, 1.5, 1e300])
    if pick == 3:
        odd = [0, 7, 0x202E, 0xFEFF, 65, 0x44F, 0x1F600, 60, 0x7F]
        return "".join(chr(rng.choice(odd)) for _ in range(rng.randrange(6)))
    if pick == 4:
        return rng.choice(["", "ABCDEF", "../../etc/passwd", "/tmp/x", "x" * 300, "<b>bold</b>", "'; DROP"])
    if pick == 5:
        return rng.choice(["0 play AS", "1 bid 120", "2 pass", "0 give AS KS", "3 concede", "9 play XX"])
    if pick == 6:
        return [junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["kind", "code", "name", "seat", "action", "text", "token", "x"]): junk(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def hostile(rng: random.Random, legal_of_mine: set[str]) -> str | bytes:
    """One message: random bytes, random JSON, a near-miss of a real message, or an action for
    another seat or an illegal one of its own (never a legal action of its own seat)."""
    pick = rng.randrange(12)
    if pick == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(40)))
    if pick == 1:
        return "".join(rng.choice('{}[]":,0123456789abc\\ ') for _ in range(rng.randrange(60)))
    if pick == 2:
        return json.dumps(junk(rng))
    if pick == 3:
        return "[" * rng.randrange(9, 5000) + "]" * rng.randrange(5000)
    if pick == 4:
        return encode("chat", text="x" * rng.randrange(150, 250)) + " " * rng.choice([0, MAX_MESSAGE_BYTES])
    if pick == 5:
        fields = {k: junk(rng) for k in rng.sample(["code", "name", "seat", "token", "players", "seats", "rules",
                                                     "action", "count", "text", "ready", "protocol"], 3)}
        return json.dumps({"kind": rng.choice(KINDS), **fields})
    if pick in (6, 7, 8):
        while True:
            seat = rng.randrange(-1, 5)
            verb = rng.choice(VERBS)
            args = " ".join(rng.choice([c.text for c in DECK] + ["120", "100", "0", "1", "aces", "marriage", "ZZ"])
                            for _ in range(rng.randrange(3)))
            text = f"{seat} {verb} {args}".strip()
            if text not in legal_of_mine:
                break
        return encode("action", action=text, count=rng.choice([rng.randrange(500), None]) or 0)
    if pick == 9:
        return encode("rejoin", code="".join(rng.choice("ABCDEFGHJK") for _ in range(6)),
                      token="A" * rng.randrange(16, 64))
    if pick == 10:
        return encode("create", players=3, seats=[{"kind": "human"}] * 3,
                      rules={rng.choice(["min_bid", "bid_step", "nope", "barrel_at"]): junk(rng)})
    return encode(rng.choice(["phrase", "join", "ready", "hello"]),
                  **rng.choice([{"phrase": rng.choice(PHRASES)}, {"code": "ABCDEF", "name": "x"},
                                {"ready": True}, {"protocol": 1}]))


def test_ten_thousand_hostile_messages_change_nothing(tmp_path: Path) -> None:
    async def main() -> tuple[int, int, str, str, int]:
        async with serving(tmp_path, queue_limit=100_000) as server:
            code, (fuzzer, other) = await table_with_people(server, "hhc")
            await fuzzer.ready()
            await other.ready()
            host = server.tables[code]
            # wait until a person is to act, so that nothing moves while the fuzzer works
            for _ in range(3000):
                game = host.table.game
                if game is not None and game.to_act in (0, 1) and host.table.computer_job() is None:
                    break
                await asyncio.sleep(0.01)
            else:
                raise AssertionError("no person came to act")
            while fuzzer.count != host.table.count:
                await fuzzer.recv()
            view = fuzzer.view
            assert view is not None
            mine = {str(a) for a in view.legal_actions}
            before_count, before_record = host.table.count, host.table.record_text()
            received = 0

            async def drain() -> None:
                nonlocal received
                async for _ in fuzzer.ws:
                    received += 1

            reader = asyncio.create_task(drain())
            rng = random.Random(24)
            for _ in range(10_000):
                await fuzzer.ws.send(hostile(rng, mine))
            await fuzzer.ws.send(encode("phrase", phrase="bye"))   # the last one: answered in order
            for _ in range(1000):
                if received >= 10_000:
                    break
                await asyncio.sleep(0.01)
            after_count, after_record = host.table.count, host.table.record_text()
            reader.cancel()
            # the host still serves: a new table plays a whole game
            newcomer = await TableClient.connect(url(server))
            await newcomer.close()
            _, clients = await table_with_people(server, "hc")
            await play_bots(clients)
            return before_count, after_count, before_record, after_record, received

    before_count, after_count, before_record, after_record, received = run(main())
    assert received >= 10_000          # every message was answered (refused, or a phrase/chat)
    assert after_count == before_count
    assert after_record == before_record
