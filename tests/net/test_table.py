"""The table's own logic, without the network: seats, the ready check, who may act, the record."""

from __future__ import annotations

import json

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.record import loads_record
from thousand_qt.net.protocol import Refusal
from thousand_qt.net.table import SeatSpec, Table


def table(kinds: str = "hhc", **options: object) -> Table:
    specs = [SeatSpec("human") if k == "h" else SeatSpec("computer", "", "easy") for k in kinds]
    return Table("ABCDEF", RuleSet(), specs, seed=5, **options)  # type: ignore[arg-type]


def kinds_of(out: list[tuple[int, str]]) -> list[str]:
    return [json.loads(text)["kind"] for _, text in out]


def test_seats_are_given_in_order_or_as_asked_and_freed_before_the_game() -> None:
    t = table("hhhc")
    assert t.join("A", 2)[0] == 2
    assert t.join("B")[0] == 0
    with pytest.raises(Refusal) as info:
        t.join("C", 2)
    assert info.value.code == "seat_taken"
    with pytest.raises(Refusal):
        t.join("D", 3)                    # a computer's seat
    t.drop(0)                             # before the game: the seat is free again
    assert t.join("E")[0] == 0
    assert t.join("F")[0] == 1
    with pytest.raises(Refusal) as info:
        t.join("G")
    assert info.value.code == "table_full"


def test_the_game_starts_when_every_person_is_ready_and_each_gets_its_view() -> None:
    t = table()
    s0, token0, _ = t.join("A")
    s1, _, _ = t.join("B")
    assert not t.started and "update" not in kinds_of(t.set_ready(s0, True))
    out = t.set_ready(s1, True)
    assert t.started and kinds_of(out).count("update") >= 2
    assert {seat for seat, text in out if '"update"' in text} == {0, 1}
    assert t.seat_of_token(token0) == 0 and t.seat_of_token("x" * 32) is None
    with pytest.raises(Refusal) as info:
        t.set_ready(s0, False)
    assert info.value.code == "already_started"


def test_only_the_seat_to_act_acts_and_a_refusal_changes_nothing() -> None:
    t = table("hh")
    t.join("A")
    t.join("B")
    t.set_ready(0, True)
    t.set_ready(1, True)
    game = t.game
    assert game is not None and game.to_act is not None
    turn, other = game.to_act, 1 - game.to_act
    before = t.record_text()
    for seat, text, code in [(other, f"{turn} pass", "not_your_seat"), (other, f"{other} pass", "illegal"),
                             (turn, f"{turn} bid 7", "illegal"), (turn, "nonsense", "bad_action"),
                             (turn, f"{turn} pass", "stale")]:
        with pytest.raises(Refusal) as info:
            t.act(seat, text, count=t.count + 1 if code == "stale" else None)
        assert info.value.code == code
    assert t.record_text() == before
    t.act(turn, f"{turn} pass", count=t.count)
    assert t.record_text() != before


def test_a_computer_takes_a_dropped_seat_only_when_told_and_the_record_still_names_a_person() -> None:
    t = table("hhc")
    t.join("A")
    t.join("B")
    t.set_ready(0, True)
    t.set_ready(1, True)
    assert kinds_of(t.drop(1)) == ["seat"]
    assert t.seats[1].status() == "away"
    assert kinds_of(t.take_over(1)) == ["seat"]
    assert t.seats[1].status() == "computer"
    with pytest.raises(Refusal):
        t.act(1, "1 pass")
    back = t.rejoin(1)
    assert "update" in kinds_of(back) and t.seats[1].status() == "here"
    record = loads_record(t.record_text())
    assert [p.kind for p in record.players] == ["human", "human", "computer"]
    assert record.players[2].level == "easy"
