"""The normal player's honest auction (issue 38 item 4): no bid by choice without an ace or a
marriage, and no raise past what its own hand estimate makes."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from thousand_qt.ai.bidding import holds_a_bid
from thousand_qt.ai.levels import make_player
from thousand_qt.engine.actions import Bid, Pass
from thousand_qt.engine.cards import DECK

from .helpers import after_calls, set_deal

SEEDS = range(4)


def normal_calls(g, seat: int = 2):
    view = g.view_for(seat)
    assert view.to_act == seat
    return [make_player("normal", s).choose(view) for s in SEEDS]


# no ace, no marriage: the rule of thumb found a bid in some of its talons (main's normal bid
# 105 on them with one of the seeds)
NOTHING_TO_BID_ON = ["KS JC QD KC 9H JH KH", "TH 9D QD JD KH JS TC"]


@pytest.mark.parametrize("hand", NOTHING_TO_BID_ON)
def test_passes_without_an_ace_or_a_marriage(hand):
    assert all(isinstance(a, Pass) for a in normal_calls(set_deal(hand)))


@given(st.permutations([c for c in DECK if c.rank != "A"]))
def test_never_bids_by_choice_without_an_ace_or_a_marriage(cards):
    hand = cards[:7]
    assume(not holds_a_bid(hand))
    call = make_player("normal", 1).choose(set_deal(" ".join(c.text for c in hand)).view_for(2))
    assert not isinstance(call, Bid)     # a pass, or the redeal a hand of few points may ask


RAISER = "KS QS"   # the seat after ours holds a marriage: classic lets it raise past 120

# (hand, the calls before it speaks again, the next bid it must not make): hands whose estimate
# does not carry the raise, each raised by main's normal with some seed. The ♣ and ♦ marriages
# without an ace took no trick at 135 in the games; the estimate still finds 135 on it
# with some talons, 145 with none of the seeds. One ♥ marriage and an ace raised to 125.
NO_RAISE = [
    ("JC 9S QD QC KC 9C KD", [105, 140, None], 145),
    ("KH QH AS 9S JC 9C 9D", [105, 120, None], 125),
]


@pytest.mark.parametrize(("hand", "calls", "amount"), NO_RAISE)
def test_does_not_raise_past_its_estimate(hand, calls, amount):
    g = after_calls(set_deal(hand, other=RAISER), calls)
    assert any(isinstance(a, Bid) and a.amount == amount for a in g.view_for(2).legal_actions)
    assert all(isinstance(a, Pass) for a in normal_calls(g))


# an ace or a marriage and an estimate that carries the bid: it bids
MAY_BID = [
    ("KH QH AS 9S JC 9C 9D", [], 105),        # the ♥ marriage and an ace
    ("AS TS AC KC QC 9D JH", [], 105),        # two aces and the ♣ marriage
    ("AH TH KH QH AD KD QD", [105, 150, None], 155),   # two marriages, two aces
]


@pytest.mark.parametrize(("hand", "calls", "amount"), MAY_BID)
def test_bids_what_the_hand_makes(hand, calls, amount):
    g = after_calls(set_deal(hand, other=RAISER), calls)
    calls = normal_calls(g)
    assert all(a == Bid(2, amount) for a in calls), calls
