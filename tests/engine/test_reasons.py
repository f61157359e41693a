"""Refusals carry a structured reason: a stable code, its values, and the English sentence."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Game, IllegalActionError, Reason, ReasonCode, Suit
from thousand_qt.engine.reasons import ENGLISH, QUOTE_LIMIT, shorten

from .helpers import D_AUCTION, D_GIVE, TWO, D, new_game, run


def test_every_code_has_an_english_sentence():
    assert set(ENGLISH) == set(ReasonCode)
    assert len({c.value for c in ReasonCode}) == len(ReasonCode)


def test_a_refusal_carries_its_code_and_values():
    game = new_game(D)
    run(game, D_AUCTION + "; " + D_GIVE)
    run(game, "1 contract 100; 1 play KS")
    reason = game.why_illegal("2 play KC")          # seat 2 holds QS: spades must be followed
    assert isinstance(reason, Reason)
    assert reason.code is ReasonCode.MUST_FOLLOW and reason.value("suit") is Suit.SPADES
    assert str(reason) == "must follow suit (♠)"
    with pytest.raises(IllegalActionError) as info:
        game.apply("2 play KC")
    assert isinstance(info.value, ValueError)
    assert info.value.reason == reason and str(info.value) == "must follow suit (♠)"


def test_bid_refusals_name_the_minimum_and_the_ceiling():
    game = new_game(D)
    low = game.why_illegal("2 bid 100")
    assert low.code is ReasonCode.BID_TOO_LOW and low.value("minimum") == 105
    assert str(low) == "the bid must be at least 105"
    high = game.why_illegal("2 bid 300")              # seat 2 speaks first: no marriage, ceiling 120
    assert high.code is ReasonCode.BID_OVER_CEILING
    assert (high.value("amount"), high.value("ceiling"), high.value("max_bid")) == (300, 120, 300)
    assert str(high) == "300 is over the ceiling of 120 (120 + marriages held, at most 300)"


def test_game_state_refusals():
    game = Game()
    assert game.why_illegal("0 pass").code is ReasonCode.NOT_DEALT
    game.start_deal(seed=1)
    with pytest.raises(IllegalActionError) as info:
        game.start_deal(seed=2)
    assert info.value.reason.code is ReasonCode.DEAL_IN_PROGRESS
    assert game.why_illegal("3 pass").code is ReasonCode.NO_SEAT          # three players: seats 0-2
    assert game.why_illegal("0 play AS").code is ReasonCode.NOT_YOUR_TURN
    assert game.why_illegal("2 play AS").code is ReasonCode.WRONG_PHASE


def test_a_100000_character_action_is_not_echoed_whole():
    game = new_game(D)
    for text in ("2 bid " + "1" * 100_000, "2 bid 1" + "0" * 60, "1 " + "x" * 100_000, "9" * 100_000 + " pass"):
        reason = game.why_illegal(text)
        assert reason is not None and len(str(reason)) < 200, reason.code
        with pytest.raises(IllegalActionError) as info:
            game.apply(text)
        assert len(str(info.value)) < 200
    long_number = Reason.of(ReasonCode.BID_OVER_CEILING, amount=10**60, ceiling=120, base=120, max_bid=300)
    assert str(long_number).startswith("1" + "0" * (QUOTE_LIMIT - 1) + "… is over the ceiling of 120")


def test_shorten_cuts_at_the_limit():
    assert shorten("a" * QUOTE_LIMIT) == "a" * QUOTE_LIMIT
    assert shorten("a" * (QUOTE_LIMIT + 1)) == "a" * QUOTE_LIMIT + "…"


def test_two_players_give_is_refused_because_the_declarer_discards():
    game = new_game(TWO)
    run(game, "0 pass; 1 talon 0")
    reason = game.why_illegal("1 give JH 9H")
    assert reason.code is ReasonCode.DISCARD_NOT_GIVE
    assert "discard" in str(reason) and "differ" not in str(reason)


def test_three_players_discard_is_refused_because_the_declarer_gives():
    game = new_game(D)
    run(game, D_AUCTION)
    reason = game.why_illegal("1 discard JS 9C")
    assert reason.code is ReasonCode.GIVE_NOT_DISCARD and "give" in str(reason)


def test_the_same_card_twice_is_refused_as_such():
    game = new_game(D)
    run(game, D_AUCTION)
    assert game.why_illegal("1 give JS JS").code is ReasonCode.SAME_CARD


def test_with_raise_after_talon_off_a_contract_other_than_the_bid_says_so():
    game = new_game(D, raise_after_talon=False)
    run(game, D_AUCTION + "; " + D_GIVE)
    reason = game.why_illegal("1 contract 120")
    assert reason.code is ReasonCode.CONTRACT_IS_BID and reason.value("contract") == 100
    assert "must equal the bid" in str(reason) and "phase" not in str(reason)
    # the contract as it stands may still be stated (a record may write it): not refused
    assert game.why_illegal("1 contract 100") is None
    assert game.apply("1 contract 100") == []
