"""The person's redeal after the contract (docs/rules.md: ``redeal_when`` ``before_lead``) is
offered while the declarer is to lead, until it is taken or declined; declined, not again in that
deal (tests/records/redeal_before_lead: seat 2 may ask after seat 1's contract)."""

from __future__ import annotations

from pathlib import Path

from thousand_qt.engine import Game
from thousand_qt.engine.actions import Redeal
from thousand_qt.engine.record import load_record
from thousand_qt.engine.record_walk import start_recorded_deal
from thousand_qt.model.redeal_offer import RedealOffer

RECORD = load_record(Path(__file__).resolve().parents[1] / "records" / "redeal_before_lead.thousand")


def position(deal: int, actions: int) -> Game:
    game = Game(RECORD.rules, 3, 0)
    for k in range(deal + 1):
        start_recorded_deal(game, RECORD.deals[k])
        for action in RECORD.deals[k].actions[: actions if k == deal else None]:
            game.apply(action)
    return game


def test_offered_after_the_contract_until_declined_in_that_deal():
    offer = RedealOffer()
    before = position(0, 3)                                    # the contract not fixed yet
    assert offer.offered(before.view_for(2), before.legal_actions(2)) is None
    game = position(0, 4)
    view = game.view_for(2)
    assert offer.offered(view, game.legal_actions(2)) == Redeal(2)
    assert offer.offered(game.view_for(0), game.legal_actions(0)) is None      # no right
    assert offer.offered(game.view_for(1), game.legal_actions(1)) is None      # the declarer
    offer.decline(view)
    assert offer.offered(view, game.legal_actions(2)) is None
    later = position(1, 4)                                     # the next deal: offered again
    assert offer.offered(later.view_for(2), later.legal_actions(2)) == Redeal(2)
