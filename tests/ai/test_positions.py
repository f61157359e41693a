"""Reported positions (issue reports, each ``start_deal(seed=...)`` with dealer and our seat, or
a hand and talon set up with ``set_deal``): contracts the hand can make, chosen by expected
score, with no fallback of the search (the players' budgets are counted in solver nodes)."""

from __future__ import annotations

import dataclasses

import pytest

from thousand_qt.ai.expectation import (
    best_contract,
    best_estimated_contract,
    estimated_make_prob,
)
from thousand_qt.engine import PRESETS
from thousand_qt.engine.actions import ACES, MARRIAGE, Bid, Pass, Play

from .helpers import on_the_hundred, play_out, set_deal, to_give

# (seed, dealer, our seat, level, the contract it failed in the report)
RAISED_TOO_HIGH = [
    (40378212057079, 1, 0, "strong", 140),    # took 127
    (126368548780735, 0, 1, "strong", 170),   # took 121: its heart marriage lead lost to the ten
    (117230774619618, 0, 1, "normal", 190),   # took 164
    (208280802023298, 0, 1, "normal", 175),   # took 170
]


@pytest.mark.parametrize(("seed", "dealer", "seat", "level", "failed"), RAISED_TOO_HIGH)
def test_contract_the_hand_makes(seed, dealer, seat, level, failed):
    contract, result, players = play_out(to_give(seed, dealer, seat), seat, level)
    assert contract is not None and contract < failed
    assert result.declarer == seat and result.made and not result.conceded
    assert sum(sum(p.fallbacks.values()) for p in players) == 0


# (seed, dealer, our seat, the least contract: what the hand makes in play, reported left unclaimed)
CONTRACTED_TOO_LOW = [
    (212066834172037, 2, 2, 180),   # contracted 140 under the old cap of the bid + 35; takes 251
    # strong hands found by playing 150 deals out (strong declarer at the least bid, normal
    # defenders): each contracted high and made with points to spare; the bound is 15 under
    # the contract chosen, so a player turned cautious fails them
    (43359770476842, 0, 2, 165),    # contracts 180, takes 280
    (129154733934330, 0, 2, 150),   # contracts 165, takes 223
    (76043960523295, 1, 0, 140),    # contracts 155, takes 220
    (28935901024813, 2, 0, 135),    # contracts 150, takes 204
    (110396799585571, 1, 0, 135),   # contracts 150, takes 196
]


@pytest.mark.parametrize(("seed", "dealer", "seat", "least"), CONTRACTED_TOO_LOW)
def test_contract_claims_what_the_hand_makes(seed, dealer, seat, least):
    contract, result, players = play_out(to_give(seed, dealer, seat), seat, "strong")
    assert contract is not None and contract >= least
    assert result.declarer == seat and result.made and not result.conceded
    assert sum(sum(p.fallbacks.values()) for p in players) == 0


def test_expected_score_prefers_a_sure_contract():
    # made in every deal at 120, in 40 % at 170: +120 beats 0.4 * 170 - 0.6 * 170
    reach = [200] * 4 + [140] * 6
    choice = best_contract(reach, [120, 170], discount=0)
    assert (choice.amount, choice.made_in, choice.samples) == (120, 10, 10)
    assert choice.expected == 120
    assert best_contract(reach, [120, 130, 140, 170], discount=0).amount == 140
    assert best_contract(reach, [120, 130, 140, 170], discount=10).amount == 130


def test_estimated_contract_leaves_room_for_the_spread():
    assert estimated_make_prob(150, 150) == pytest.approx(0.5)
    assert best_estimated_contract(150, [100, 110, 120, 130, 140, 150]) < 150
    assert best_estimated_contract(250, [100, 110, 120]) == 120
    with pytest.raises(ValueError):
        best_estimated_contract(150, [])


def _no_fallback(players) -> bool:
    return sum(sum(p.fallbacks.values()) for p in players) == 0


def test_strong_contracts_the_two_marriages_and_two_aces_of_issue_38():
    # issue 38: on the hundred after two passes it contracted 120 (from 5 solved samples) and
    # took 276; a club player contracts at least 175. (At a98b917 it contracts 210, again from
    # 5 samples, and with these defenders' cards takes 161: the contract, not the play, is asked)
    contract, _result, players = play_out(on_the_hundred("QD 9D AH KH AC QH KD", "QC TD JH"), 0, "strong")
    assert contract is not None and contract >= 160
    assert _no_fallback(players)


@pytest.mark.xfail(strict=True, reason="issue 38: contracts 125 from 4 samples; 24 equal shares of the "
                   "budget, bisection and censored samples were measured and did not fix it (docs/benchmarks.md)")
def test_strong_contracts_the_hundred_marriage_and_three_aces_of_issue_38():
    # issue 38: on the hundred after two passes it contracted 110 (later 125) from 4 samples,
    # three of them reaching 200-220 and the fourth, started on the nodes the others had left,
    # cut off at 110 and counted as failing everything above; the issue asks 150 or more
    contract, _result, players = play_out(on_the_hundred("KS AS JC AD QH TH QC", "9D KH KC"), 0, "strong")
    assert contract is not None and contract >= 150
    assert _no_fallback(players)


def test_strong_bids_and_contracts_the_ace_marriage():
    # issue 38: four aces and the ten of diamonds to win a trick with; a normal player outbids it
    rules = dataclasses.replace(PRESETS["classic"], ace_marriage=True)
    log: list = []
    contract, result, players = play_out(set_deal("AS AC AD AH TD 9S JC", rules=rules), 2, "strong", log)
    calls = [a for s, a in log if s == 2 and isinstance(a, (Bid, Pass))]
    assert isinstance(calls[0], Bid) and result.declarer == 2
    assert contract is not None and contract >= 200
    lead = next(a for s, a in log if s == 2 and isinstance(a, Play))
    assert lead.card.rank != "A" or lead.declare == ACES, "the first lead broke the four aces"
    assert result.made and _no_fallback(players)


# positions of our own finding, each with a plain right decision

def test_strong_contracts_two_marriages_high():
    # 180 in the heart and diamond marriages, the ace and ten of hearts and the ace of diamonds
    contract, result, players = play_out(on_the_hundred("AH TH KH QH AD KD QD", "9S JS 9C"), 0, "strong")
    assert contract is not None and contract >= 180
    assert result.made and _no_fallback(players)


def test_strong_bids_two_marriages_and_contracts_them_high():
    # the same hand in the auction, the first to speak: it bids, takes the talon and contracts high
    log: list = []
    contract, result, players = play_out(set_deal("AH TH KH QH AD KD QD"), 2, "strong", log)
    assert isinstance(next(a for s, a in log if s == 2), Bid)
    assert result.declarer == 2 and contract is not None and contract >= 180
    assert result.made and _no_fallback(players)


@pytest.mark.parametrize("level", ["strong", "normal"])
def test_a_hand_of_nothing_on_the_hundred_is_not_raised(level):
    # no ace, no marriage, no ten, and a talon of the same: concede or play the hundred
    contract, result, players = play_out(on_the_hundred("9S JS QS 9C JC 9D JD", "9H JH QC"), 0, level)
    assert result.conceded or contract == 100
    assert _no_fallback(players)


def test_strong_wins_a_trick_before_it_declares_both_marriages():
    # the heart and spade marriages and the aces above them: the first lead wins its trick
    # (marriage_needs_trick), and both marriages are declared on the way to the contract
    log: list = []
    contract, result, players = play_out(on_the_hundred("AH KH QH AS TS KS QS", "9C JC 9D"), 0, "strong", log)
    lead = next(a for s, a in log if s == 0 and isinstance(a, Play))
    assert lead.card.rank == "A"
    assert {a.card.suit.value for s, a in log if s == 0 and isinstance(a, Play) and a.declare == MARRIAGE} == {"H", "S"}
    assert contract is not None and contract >= 160 and result.made and _no_fallback(players)


def test_strong_passes_a_hand_of_nothing_in_the_auction():
    # no ace, no marriage: the ten of spades and the jacks do not carry 105
    log: list = []
    _contract, result, players = play_out(set_deal("KS TS JS QC JC QD JH"), 2, "strong", log)
    assert isinstance(next(a for s, a in log if s == 2), Pass)
    assert result.declarer != 2 and _no_fallback(players)
