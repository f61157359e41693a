"""The lead waits for a person's answer to the redeal offered after the contract (docs/rules.md,
``redeal_when`` ``before_lead``), as on this computer: the redeal or ``play_on``
(docs/network-protocol.md). The position is tests/records/redeal_before_lead's first deal: seat 1
fixes 100 and is to lead, seat 2 holds 12 points after the give and may ask, seat 0 may not.
The frames of every seat are read after each step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_qt.engine import Game
from thousand_qt.engine.record import load_record
from thousand_qt.engine.record_walk import start_recorded_deal
from thousand_qt.net.protocol import Refusal
from thousand_qt.net.table import Outbox, SeatSpec, Table

from .helpers import play_bots, run, serving, table_with_people

RECORD = load_record(Path(__file__).parent.parent / "records" / "redeal_before_lead.thousand")
CONTRACT = RECORD.deals[0].actions[3]          # "1 contract 100"


def table_at_the_contract(declarer: str) -> Table:
    """Seats 0 and 2 people (here), seat 1 ``declarer`` ("human" or "computer"); the game at
    the record's first deal, seat 1 about to fix the contract."""
    specs = [SeatSpec("human"), SeatSpec(declarer, "", "normal"), SeatSpec("human")]
    table = Table("ABCDEF", RECORD.rules, specs, seed=5, turn_seconds=30)
    people = [0, 2] if declarer == "computer" else [0, 1, 2]
    for seat in people:
        table.join(f"P{seat}", seat)
    for seat in people:
        table.set_ready(seat, True)
    game = Game(RECORD.rules, 3, 0)
    start_recorded_deal(game, RECORD.deals[0])
    for action in RECORD.deals[0].actions[:3]:
        game.apply(action)
    table.game = game
    return table


def frames(out: Outbox) -> dict[int, dict[str, object]]:
    """Each seat's last update in ``out``."""
    got = {}
    for seat, text in out:
        message = json.loads(text)
        if message["kind"] == "update":
            got[seat] = message
    return got


def legal(frame: dict[str, object]) -> list[str]:
    view = frame["view"]
    assert isinstance(view, dict)
    return list(view["legal_actions"])


def contract_fixed(table: Table) -> Outbox:
    """Seat 1 fixes the contract: the person by its action, the computer by its answer."""
    if table.seats[1].computer_plays:
        job = table.computer_job()
        assert job is not None and job.seat == 1
        return table.computer_answer(job, CONTRACT)
    return table.act(1, str(CONTRACT))


@pytest.mark.parametrize("declarer", ["computer", "human"])
def test_the_lead_waits_for_the_persons_answer_and_every_seat_sees_it(declarer: str) -> None:
    table = table_at_the_contract(declarer)
    waiting = frames(contract_fixed(table))
    assert set(waiting) == ({0, 2} if declarer == "computer" else {0, 1, 2})
    assert all(f["waiting"] == [2] for f in waiting.values())
    assert legal(waiting[2]) == ["2 redeal"]
    assert legal(waiting[0]) == []
    if declarer == "human":
        assert legal(waiting[1]) == []                 # the lead is not offered while the table waits
        with pytest.raises(Refusal) as refused:
            table.act(1, "1 play AS")
        assert refused.value.code == "waiting"
    assert table.computer_job() is None                # nor played by a computer
    assert table.waits_for_person() == (2, table.count)   # the clock runs for the seat asked
    count = table.count

    for seat in (0, 1):                                # only the seat offered the redeal answers
        with pytest.raises(Refusal) as refused:
            table.play_on(seat)
        assert refused.value.code == "not_offered"
    played_on = frames(table.play_on(2, count))
    assert table.count == count                        # an answer, not an action of the game
    assert all("waiting" not in f and f["count"] == count for f in played_on.values())
    assert legal(played_on[2]) == []                   # the offer is gone for good in this deal
    if declarer == "human":
        assert "1 play AS" in legal(played_on[1])
    else:
        job = table.computer_job()
        assert job is not None and job.seat == 1 and job.count == count

    for refused_now in (lambda: table.play_on(2), lambda: table.act(2, "2 redeal")):   # only once
        with pytest.raises(Refusal) as refused:
            refused_now()
        assert refused.value.code == "not_offered"
    assert table.waits_for_person() == ((1, count) if declarer == "human" else None)


def test_the_redeal_asked_while_the_lead_waits_is_taken() -> None:
    table = table_at_the_contract("computer")
    contract_fixed(table)
    out = table.act(2, "2 redeal")
    assert table.game is not None and len(table.game.deal_records) == 2      # dealt again
    told = [(seat, json.loads(text)) for seat, text in out]
    assert {seat for seat, m in told if any(e["type"] == "RedealTaken" for e in m["events"])} == {0, 2}
    assert all("waiting" not in m for _, m in told)


def test_a_stale_play_on_is_refused_and_changes_nothing() -> None:
    table = table_at_the_contract("computer")
    contract_fixed(table)
    with pytest.raises(Refusal) as refused:
        table.play_on(2, table.count - 1)
    assert refused.value.code == "stale"
    assert table.waiting() == [2]


def test_when_the_clock_runs_out_the_seat_plays_on_and_a_computer_plays_it() -> None:
    table = table_at_the_contract("computer")
    contract_fixed(table)
    count = table.count
    assert table.turn_over(1, count) == []             # the leader's clock does not run while it waits
    out = table.turn_over(2, count)
    said = [json.loads(t) for seat, t in out if json.loads(t)["kind"] == "seat"]
    assert {m["status"] for m in said} == {"computer"} and {m["seat"] for m in said} == {2}
    after = frames(out)
    assert set(after) == {0, 2} and all("waiting" not in f for f in after.values())
    assert legal(after[2]) == []                       # played on: no redeal offered any more
    job = table.computer_job()
    assert job is not None and job.seat == 1
    table.take_back(2)                                 # back at the table: the answer stands
    with pytest.raises(Refusal):
        table.act(2, "2 redeal")


@pytest.mark.parametrize("leaving", [True, False])
def test_a_person_gone_plays_on_once_a_computer_takes_the_seat(leaving: bool) -> None:
    table = table_at_the_contract("computer")
    contract_fixed(table)
    table.drop(2, leaving=leaving)
    assert table.waiting() == [2]                      # away: the table waits for them as on a turn
    assert table.computer_job() is None and table.waits_for_person() is None
    after = frames(table.take_over(2))
    assert set(after) == {0} and "waiting" not in after[0]
    assert table.waiting() == []
    job = table.computer_job()
    assert job is not None and job.seat == 1


def test_people_play_a_whole_game_over_the_loopback_answering_every_offer(tmp_path: Path) -> None:
    """Bots (people through the client library) under the Online table's rules and a higher
    redeal limit: every offer is answered (a redeal or ``play_on``), the game ends, and in every
    frame sent while the lead waited the seat to lead had nothing to do."""
    async def main() -> tuple[list[str | None], list[list[str]]]:
        async with serving(tmp_path) as server:
            _, clients = await table_with_people(server, "hhh", preset="online",
                                                 rules={"redeal_hand_below": 15, "win_at": 1000})
            records = await play_bots(clients)
            raws = [list(c.raw or []) for c in clients]
            for c in clients:
                await c.close()
        return records, raws

    records, raws = run(main())
    assert all(r is not None and r == records[0] for r in records)
    waited = 0
    for raw in raws:
        for text in raw:
            message = json.loads(text)
            if message["kind"] == "update" and "waiting" in message:
                view = message["view"]
                waited += 1
                assert view["seat"] not in message["waiting"] or "redeal" in " ".join(view["legal_actions"])
                if view["seat"] == view["to_act"]:
                    assert view["legal_actions"] == []
    assert waited > 0
