"""The typed deal (:class:`DealRecord`): read from a record's deals and written back unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_qt.engine.actions import Pass, parse_action
from thousand_qt.engine.cards import Card
from thousand_qt.engine.deal_record import DealRecord
from thousand_qt.engine.record import load_record, replay

RECORDS = Path(__file__).parent.parent / "records"


@pytest.mark.parametrize("name", ["classic", "cut", "stock", "two_players", "four_players", "barrel_win"])
def test_a_deal_is_written_back_as_the_file_holds_it(name: str) -> None:
    path = RECORDS / f"{name}.thousand"
    record, data = load_record(path), json.loads(path.read_text(encoding="utf-8"))
    assert [DealRecord.from_json(d) for d in data["deals"]] == record.deals
    assert [d.to_json() for d in record.deals] == record.to_json()["deals"]
    assert [d.actions for d in record.deals] == [tuple(parse_action(t) for t in d["actions"]) for d in data["deals"]]


def test_the_game_and_its_record_give_the_same_deals() -> None:
    record = load_record(RECORDS / "cut.thousand")
    assert replay(record).deal_records == record.deals


def test_the_talons_the_stock_and_the_cut_are_read_by_their_shape() -> None:
    two = load_record(RECORDS / "two_players.thousand").deals[0]
    assert len(two.talons) == 2 and all(len(t) == 2 for t in two.talons) and two.stock is None
    stock = load_record(RECORDS / "stock.thousand").deals[0]
    assert stock.talons == () and stock.stock is not None and len(stock.stock) == 12
    cut = load_record(RECORDS / "cut.thousand").deals[0]
    assert len(cut.talons) == 1 and len(cut.talons[0]) == 3 and cut.cut
    assert all(isinstance(c, Card) for c in cut.cut)


def test_a_seats_last_action_is_found_by_its_seat() -> None:
    deal = DealRecord(dealer=0, hands=((), (), ()), talons=((),),
                      actions=(parse_action("1 bid 100"), Pass(2), parse_action("1 bid 110"), Pass(1)))
    assert deal.last_action_of(1) == 3
    assert deal.last_action_of(2) == 1
    assert deal.last_action_of(0) is None
