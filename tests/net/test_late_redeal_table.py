"""A network table with ``redeal_when`` ``before_lead`` (docs/rules.md): after a person fixes
the contract, a computer opponent whose 8 cards allow it asks for the redeal, and every seat is
told who asked and why, with no card of another hand (tests/records/redeal_before_lead, deal 1:
seat 1 plays 100, seat 2 holds 12 points after the give)."""

from __future__ import annotations

import json
from pathlib import Path

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.record import load_record
from thousand_qt.engine.record_walk import start_recorded_deal
from thousand_qt.net.table import SeatSpec, Table

RECORD = load_record(Path(__file__).parent.parent / "records" / "redeal_before_lead.thousand")


def test_a_computer_opponent_asks_after_the_persons_contract_and_all_are_told() -> None:
    specs = [SeatSpec("human"), SeatSpec("human"), SeatSpec("computer", "", "normal")]
    table = Table("ABCDEF", RECORD.rules, specs, seed=5)
    table.join("A", 0)
    table.join("B", 1)
    table.set_ready(0, True)
    table.set_ready(1, True)
    game = Game(RECORD.rules, 3, 0)            # the record's first deal, up to the contract
    start_recorded_deal(game, RECORD.deals[0])
    for action in RECORD.deals[0].actions[:3]:
        game.apply(action)
    table.game = game
    out = table.act(1, "1 contract 100")
    assert [str(a) for a in game.deal_records[0].actions][-2:] == ["1 contract 100", "2 redeal"]
    told = {}
    for seat, text in out:
        message = json.loads(text)
        for event in message.get("events", []):
            if event.get("type") == "RedealTaken":
                told[seat] = event
    assert set(told) == {0, 1}
    assert all(e["seat"] == 2 and e["reason"] == "hand" and e["ground"] == "points" for e in told.values())
    assert "JD" not in json.dumps(told)              # seat 2's cards are not told
    assert game.phase is not Phase.PLAY and len(game.deal_records) == 2   # the same dealer dealt again
