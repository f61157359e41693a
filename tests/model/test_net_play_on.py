"""A seat at a network table answers the redeal offered after the contract with "Play on"
(docs/network-protocol.md, ``play_on``): the answer goes to the host at the position it was given
at, the offer closes here, and a refusal of the host offers it again (the host still waits).
The view is tests/records/redeal_before_lead's first deal after the contract, seat 2's; the
connection is a stand-in that keeps what is sent."""

from __future__ import annotations

from pathlib import Path

from thousand_qt.engine import Game
from thousand_qt.engine.actions import Redeal
from thousand_qt.engine.record import load_record
from thousand_qt.engine.record_walk import start_recorded_deal
from thousand_qt.model.net.link import Received
from thousand_qt.model.net.seat import NetSeatModel
from thousand_qt.net.hidden import canonical_view

RECORD = load_record(Path(__file__).resolve().parents[1] / "records" / "redeal_before_lead.thousand")


class SentLink:
    """Keeps the positions ``play_on`` was sent at."""

    def __init__(self) -> None:
        self.play_ons: list[int] = []

    def play_on(self, count: int) -> None:
        self.play_ons.append(count)

    def close(self, timeout: float) -> None:
        """Nothing to close."""


def test_play_on_is_sent_once_and_a_refusal_offers_it_again(qtbot) -> None:
    game = Game(RECORD.rules, 3, 0)
    start_recorded_deal(game, RECORD.deals[0])
    for action in RECORD.deals[0].actions[:4]:
        game.apply(action)
    model = NetSeatModel(think_pause_ms=0)
    link = SentLink()
    model._link, model._connection, model._human_seat = link, "connected", 2   # type: ignore[assignment]
    with qtbot.waitSignal(model.humanTurn, timeout=5000):
        model._received(Received("update", {"waiting": [2]}, view=canonical_view(game.view_for(2)), count=9))
    assert model.redeal_offer() == Redeal(2)
    model.decline_redeal()
    model.decline_redeal()                          # the offer is closed: nothing more is sent
    assert link.play_ons == [9] and model.redeal_offer() is None
    with qtbot.waitSignal(model.humanTurn, timeout=5000):
        model._received(Received("refused", {"code": "stale", "message": "moved on", "about": "play_on"}))
    assert model.redeal_offer() == Redeal(2)
    model.shutdown(2000)
