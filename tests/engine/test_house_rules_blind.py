"""docs/rules.md (the seeds' remaining house rules): blind_rule — who may bid blind, and what.

The records blind_anyone and blind_first_120 under tests/records show each value. Their deal 1
(dealer 0: seat 1 on the hundred, seat 2 speaks first) and deal 2 (dealer 1: seat 2 on the
hundred, seat 0 speaks first) are the deals D1 and D2 below.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from thousand_qt.engine import Phase, RuleError, RuleSet
from thousand_qt.engine.actions import Bid, Blind
from thousand_qt.engine.reasons import ReasonCode
from thousand_qt.engine.record import load_record, replay

from .helpers import Deal, new_game, run

RECORDS = Path(__file__).parent.parent / "records"

#: Seat 0: the ♥ marriage; seat 1: the ♠ marriage; seat 2: the ♣ and ♦ marriages.
D1 = Deal(["AH TH KH QH AD TD AC", "AS TS KS QS JS 9S 9H", "TC KC QC JC 9C KD QD"], "JH JD 9D")
#: Seat 0: the ♠ marriage; seat 1: the ♥ marriage; seat 2: none.
D2 = Deal(["AS TS KS QS AD 9C JC", "AH KH QH TH 9H JH AC", "KD QD TD JD 9D TC KC"], "QC JS 9S")
#: No marriage anywhere.
PLAIN = Deal(["AH TH KH AD TD AC 9S", "AS TS KS JS QH 9H JH", "TC KC QC JC 9C KD JD"], "QS QD 9D")


def blinds(game, seat=None) -> list[int]:
    return [a.amount for a in game.legal_actions(seat) if isinstance(a, Blind)]


def reason(game, text):
    why = game.why_illegal(text)
    return why.code if why is not None else None


def deals(name: str, **rule_changes):
    record = load_record(RECORDS / f"{name}.thousand")
    if rule_changes:
        record = replace(record, rules=record.rules.with_changes(**rule_changes))
    return replay(record)


# -- anyone --------------------------------------------------------------------------------------
def test_anyone_a_later_speaker_bids_blind_after_an_open_bid():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    run(game, "2 bid 105")
    assert blinds(game)[:2] == [120, 125] and blinds(game)[-1] == 300     # no marriage ceiling
    run(game, "0 blind 120")
    assert game.deal.blind_seats == {0}


def test_first_speaker_refuses_the_later_speakers_blind_bid():
    game = new_game(D1, blind_game=True)
    run(game, "2 bid 105")
    assert blinds(game) == [] and reason(game, "0 blind 120") is ReasonCode.BLIND_NOT_FIRST


def test_anyone_the_player_on_the_hundred_bids_blind_their_100_is_no_call():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    run(game, "2 bid 105; 0 pass")
    assert game.to_act == 1 and blinds(game)[0] == 120
    run(game, "1 blind 120; 2 pass")
    assert game.deal.declarer == 1 and game.deal.blind and not game.deal.talon_public


def test_anyone_blind_again_after_ones_own_blind_bid_not_after_an_open_call():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    run(game, "2 bid 105; 0 blind 120; 1 blind 125")
    assert blinds(game) == []                      # seat 2 made an open call
    assert reason(game, "2 blind 130") is ReasonCode.BLIND_AFTER_CALL
    run(game, "2 bid 130")
    assert blinds(game)[0] == 135                   # seat 0 has made only a blind bid
    run(game, "0 blind 135; 1 bid 140")             # seat 1's first open call shows its cards
    run(game, "2 pass; 0 pass")
    assert game.deal.declarer == 1 and not game.deal.blind and game.deal.talon_public


def test_anyone_a_pass_is_an_open_call():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    run(game, "2 bid 105; 0 pass; 1 bid 110")
    assert game.to_act == 2 and blinds(game) == []
    assert game.deal.looked == {0, 1, 2}


def test_anyone_the_amounts_of_a_blind_bid():
    game = new_game(D1, blind_game=True, blind_rule="anyone", max_bid=200, bid_step=10)
    run(game, "2 bid 130")                          # on the grid (100 + 10k), above 130, up to 200
    assert blinds(game) == [140, 150, 160, 170, 180, 190, 200]
    assert reason(game, "0 blind 135") is ReasonCode.BLIND_RANGE
    assert reason(game, "0 blind 210") is ReasonCode.BLIND_RANGE


@pytest.mark.parametrize(("script", "blind"), [
    ("2 bid 105; 0 blind 120; 1 pass; 2 pass", True),          # the last raise blind
    ("2 blind 120; 0 bid 125; 1 pass; 2 pass", False),         # the last raise open
    ("2 blind 120; 0 bid 125; 1 pass; 2 blind 130; 0 pass", True),
])
def test_anyone_the_deal_is_blind_when_the_last_raise_was_blind(script, blind):
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    run(game, script)
    assert game.phase is Phase.GIVE
    assert game.deal.blind is blind and game.deal.talon_public is not blind


def test_anyone_the_record_doubles_the_blind_deal_and_not_the_open_one():
    first, second = deals("blind_anyone").results
    assert first.blind and first.declarer == 0 and first.contract == 130
    assert first.points == (11, 127, 82) and first.change == (-260, 250, 160)   # 125 and 80, doubled
    assert not second.blind and second.change == (130, 0, 5)


# -- first_120 -----------------------------------------------------------------------------------
def test_first_120_only_the_first_speaker_and_only_120():
    game = new_game(D1, blind_game=True, blind_rule="first_120")
    assert blinds(game) == [120]
    assert reason(game, "2 blind 125") is ReasonCode.BLIND_ONLY_120
    run(game, "2 blind 120")
    assert blinds(game) == [] and reason(game, "0 blind 125") is ReasonCode.BLIND_NOT_FIRST


def test_first_120_the_contract_stays_120_no_raise_after_the_talon():
    game = new_game(D1, dealer=1, blind_game=True, blind_rule="first_120")   # seat 0 speaks first
    run(game, "0 blind 120; 1 pass; 2 pass; 0 give 9D JD")
    assert game.phase is Phase.PLAY and game.deal.contract == 120      # no contract to state
    assert reason(game, "0 contract 125") is ReasonCode.CONTRACT_IS_BID
    run(game, "0 contract 120")                                       # a stated contract: 120
    assert game.deal.contract == 120 and game.phase is Phase.PLAY


def test_first_speaker_a_blind_declarer_may_still_raise():
    game = new_game(D1, dealer=1, blind_game=True)
    run(game, "0 blind 120; 1 pass; 2 pass; 0 give 9D JD")
    assert game.phase is Phase.CONTRACT and game.why_illegal("0 contract 200") is None


def test_first_120_outbidding_needs_a_marriage():
    game = new_game(PLAIN, blind_game=True, blind_rule="first_120")
    run(game, "2 blind 120")
    assert not any(isinstance(a, Bid) for a in game.legal_actions())     # seat 0: no marriage
    game = new_game(D2, dealer=1, blind_game=True, blind_rule="first_120")      # seat 1 holds ♥
    run(game, "0 blind 120")
    assert game.why_illegal("1 bid 125") is None
    game = new_game(PLAIN, blind_game=True, blind_rule="first_120", bid_limit_by_marriages=False)
    run(game, "2 blind 120")
    assert any(isinstance(a, Bid) and a.amount == 125 for a in game.legal_actions())


def test_first_120_an_open_last_raise_is_an_ordinary_deal():
    first, second = deals("blind_first_120").results
    assert first.blind and first.contract == 120 and first.change == (250, 160, -240)
    assert not second.blind and second.declarer == 1 and second.contract == 125


def test_first_120_the_barrel_player_above_120_has_no_blind_bid():
    game = new_game(blind_game=True, blind_rule="first_120", barrel_min_contract=121)
    game.board.barrel, game.board.totals = 2, [0, 0, 880]
    D1.start(game)
    assert blinds(game) == []


# -- off, bad values, the stock game ---------------------------------------------------------
@pytest.mark.parametrize("value", ["first_speaker", "first_120", "anyone"])
def test_blind_game_off_turns_every_value_off(value):
    game = new_game(D1, blind_rule=value)
    assert blinds(game) == [] and reason(game, "2 blind 120") is ReasonCode.BLIND_OFF
    run(game, "2 bid 105")
    assert blinds(game) == []


@pytest.mark.parametrize("value", ["first", "all", 120, True, None])
def test_a_bad_value_is_refused(value):
    with pytest.raises(RuleError, match="blind_rule"):
        RuleSet.from_dict({"blind_rule": value})


@pytest.mark.parametrize("value", ["first_120", "anyone"])
def test_the_stock_game_accepts_and_ignores_the_key(value):
    game = new_game(n=2, two_player_game="stock", blind_game=True, blind_rule=value)
    game.start_deal(seed=3)
    assert game.phase is Phase.PLAY and blinds(game) == []


# -- the seat's view -----------------------------------------------------------------------------
def test_anyone_the_view_says_who_may_yet_bid_blind():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    assert [game.view_for(s).blind_open for s in range(3)] == [True, True, True]
    assert game.view_for(2).may_bid_blind and not game.view_for(0).may_bid_blind     # not its turn
    run(game, "2 bid 105; 0 blind 120")
    assert [game.view_for(s).blind_open for s in range(3)] == [True, True, False]
    assert game.view_for(1).auction[-1] == (0, "blind", 120)          # the others see it
    run(game, "1 pass")
    assert [game.view_for(s).blind_open for s in range(3)] == [True, False, False]


@pytest.mark.parametrize("value", ["first_speaker", "first_120"])
def test_first_speaker_values_the_view_opens_only_the_first_speakers_turn(value):
    game = new_game(D1, blind_game=True, blind_rule=value)
    assert [game.view_for(s).blind_open for s in range(3)] == [False, False, True]
    run(game, "2 blind 120")
    assert not any(game.view_for(s).blind_open for s in range(3))


def test_a_blind_declarers_talon_reaches_no_other_view():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    run(game, "2 bid 105; 0 blind 120; 1 pass; 2 pass")
    assert game.view_for(1).talon is None and game.view_for(2).talon is None
    assert not set(D1.talons()[0]) & set(game.view_for(1).hand)


def test_the_view_after_a_look_offers_no_blind_bid():
    game = new_game(D1, blind_game=True, blind_rule="anyone")
    view = game.view_for(2)
    assert view.may_bid_blind and not view.looked().may_bid_blind
    assert [a for a in view.legal_actions if not isinstance(a, Blind)] == list(view.looked().legal_actions)
