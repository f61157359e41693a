"""Giving on a forced hundred (issue 14, item 3: seed 6016772903227, dealer 0, our seat 1): the
strong player must not hand a card to the opponent who can use it, and must play the deal out
better than the reported -100 against normal defenders."""

from __future__ import annotations

from thousand_qt.ai.bidding import gift_risk
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import PRESETS, Phase
from thousand_qt.engine.actions import Give
from thousand_qt.engine.cards import DECK

from .helpers import play_out, to_give

SEED, DEALER, SEAT = 6016772903227, 0, 1
CARD = {c.text: c for c in DECK}


def test_no_ten_to_the_holder_of_the_suit():
    g = to_give(SEED, DEALER, SEAT)
    holder = next(s for s in range(3) if s != SEAT and CARD["AH"] in g.view_for(s).hand)
    action = make_player("strong", 5 + SEAT).choose(g.view_for(SEAT))
    assert isinstance(action, Give)
    to_holder = action.first if holder == (SEAT + 1) % 3 else action.second
    assert to_holder.suit is not CARD["AH"].suit


def test_plays_the_deal_better_than_reported():
    g = to_give(SEED, DEALER, SEAT)
    contract, result, players = play_out(g, SEAT, "strong")
    assert g.phase in (Phase.DEAL, Phase.GAME_OVER)
    assert result.declarer == SEAT and not result.conceded
    assert result.change[SEAT] > -100
    assert sum(sum(p.fallbacks.values()) for p in players) == 0


def test_gift_risk_orders_low_cards_first():
    rules = PRESETS["classic"]
    kept = [CARD[t] for t in ("KD", "TD", "QC", "KC")]
    jack, ten, king = CARD["JD"], CARD["TH"], CARD["KS"]
    assert gift_risk(jack, kept, rules) < gift_risk(king, kept, rules) < gift_risk(ten, kept, rules)
    # a ten behind our own ace wins nothing for the opponent beyond its points
    assert gift_risk(ten, kept + [CARD["AH"]], rules) == 0.5 * ten.points
