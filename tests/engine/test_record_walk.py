"""The one walk over a record: the visitor is told every step in the game's order, and the
record is checked as it goes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.events import Event
from thousand_qt.engine.record import GameRecord, RecordError, load_record, loads_record
from thousand_qt.engine.record_walk import RecordVisitor, Step, walk

RECORDS = Path(__file__).resolve().parent.parent / "records"


class Log(RecordVisitor):
    """Every call of the walk, as a short tuple."""

    def __init__(self) -> None:
        self.calls: list[tuple[object, ...]] = []

    def begin_deal(self, game: Game, deal: int) -> None:
        self.calls.append(("begin", deal, game.phase))

    def dealt(self, game: Game, deal: int, events: list[Event]) -> None:
        self.calls.append(("dealt", deal, len(game.deal_records)))

    def before_action(self, game: Game, step: Step) -> None:
        self.calls.append(("before", step.deal, step.index, len(game.deal_records[-1].actions)))

    def after_action(self, game: Game, step: Step, events: list[Event]) -> None:
        assert game.deal_records[-1].actions[-1] == step.action
        self.calls.append(("after", step.deal, step.index))

    def end_deal(self, game: Game, deal: int) -> None:
        self.calls.append(("end", deal))


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.thousand")), ids=lambda p: p.stem)
def test_the_visitor_is_told_every_step_in_order(path: Path) -> None:
    record = load_record(path)
    log = Log()
    game = walk(record, log)
    expected: list[tuple[object, ...]] = []
    for k, deal in enumerate(record.deals):
        expected += [("begin", k, Phase.DEAL), ("dealt", k, k + 1)]
        for i in range(len(deal.actions)):
            expected += [("before", k, i, i), ("after", k, i)]
        expected.append(("end", k))
    assert log.calls == expected
    assert game.deal_records == record.deals


def test_upto_stops_after_that_many_actions_without_ending_the_deal() -> None:
    record = load_record(RECORDS / "classic.thousand")
    log = Log()
    game = walk(record, log, upto=5)
    assert sum(len(d.actions) for d in game.deal_records) == 5
    assert [c for c in log.calls if c[0] == "after"][-1] == ("after", 0, 4) and ("end", 0) not in log.calls


def _broken(mutate) -> GameRecord:
    data = json.loads((RECORDS / "classic.thousand").read_text(encoding="utf-8"))
    mutate(data["deals"])
    return loads_record(json.dumps(data))


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda deals: deals[0]["actions"].__setitem__(2, "2 fly"), 'deal 1, action 3 "2 fly": '),
    (lambda deals: deals[0]["actions"].__setitem__(0, "0 pass"), 'deal 1, action 1 "0 pass": '),
    (lambda deals: deals[0]["actions"].append("1 pass"), "the deal is already over"),
    (lambda deals: deals[0]["actions"].pop(), "deal 2: the previous deal is not finished"),
])
def test_a_bad_record_stops_the_walk_with_where_and_why(mutate, message: str) -> None:
    log = Log()
    with pytest.raises(RecordError, match=message.replace("(", r"\(")):
        walk(_broken(mutate), log)
