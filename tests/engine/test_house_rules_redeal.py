"""docs/rules.md (the seeds' remaining house rules): redeal_when, redeal_nines_on_hundred.

Records under tests/records:
- redeal_before_lead: three deals dealt by seat 0 (seat 1 on the hundred plays 100 or 120).
  Deal 1: seat 2 holds 10 card points as dealt and asks nothing in the auction; given JD its
  8 cards hold 12 < 14, and after the contract it asks for the redeal. Deal 2: seat 2's three
  nines give no right as dealt; given 9H, its 8 cards hold all four, and it asks. Deal 3: deal 1
  again, but the declarer concedes first (−100; +50 each): the redeal is gone.
- redeal_nines_on_hundred: seat 1, on the hundred, asks with three nines before the first bid;
  in the next deal seat 2, who is not on the hundred, holds the same cards and may not.
- redeal_before_lead_hundred: seat 2 declares 105; seat 1, on the hundred, is given 9D (a third
  nine) and asks after the contract.
LOSE (helpers): seat 0 holds 12 points as dealt, and with 9H given four nines.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from thousand_qt.engine import Game, Phase, RuleError, RuleSet
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import Redeal
from thousand_qt.engine.reasons import ReasonCode
from thousand_qt.engine.record import RecordError, load_record, replay
from thousand_qt.engine.record_walk import start_recorded_deal

from .helpers import LOSE, LOSE_GIVE, TWO, Deal, new_game, of_type, rotate_deal, run

RECORDS = Path(__file__).parent.parent / "records"
LATE = {"redeal_when": "before_lead"}


def record_game(name: str, deals: int, actions: int | None = None, **rule_changes) -> Game:
    """The record ``name`` replayed up to ``actions`` actions of its deal number ``deals`` (from 1)."""
    record = load_record(RECORDS / f"{name}.thousand")
    rules = record.rules.with_changes(**rule_changes) if rule_changes else record.rules
    game = Game(rules, 3, record.deals[0].dealer)
    for k, deal in enumerate(record.deals[:deals]):
        start_recorded_deal(game, deal)
        todo = deal.actions if k + 1 < deals or actions is None else deal.actions[:actions]
        for a in todo:
            game.apply(a)
    return game


def code(game: Game, seat: int) -> ReasonCode | None:
    reason = game.why_illegal(Redeal(seat))
    return None if reason is None else reason.code


def test_bad_values_are_refused():
    for key, value in (("redeal_when", "after_lead"), ("redeal_when", True), ("redeal_nines_on_hundred", "yes")):
        with pytest.raises(RuleError, match=key):
            RuleSet.from_dict({key: value})
    assert RuleSet().redeal_when == "dealt" and RuleSet().redeal_nines_on_hundred is False


def test_before_lead_an_opponents_8_cards_after_the_contract():
    game = record_game("redeal_before_lead", 1, 0)
    assert code(game, 2) is ReasonCode.REDEAL_AFTER_CONTRACT          # none in the auction
    assert record_game("redeal_before_lead", 1, 0, redeal_when="dealt").is_legal("2 redeal")
    run(game, "2 pass; 0 pass; 1 give JD 9H")
    assert game.phase is Phase.CONTRACT and code(game, 2) is ReasonCode.REDEAL_AFTER_CONTRACT
    run(game, "1 contract 100")
    assert game.legal_actions(2) == [Redeal(2)] and code(game, 2) is None
    assert code(game, 0) is ReasonCode.REDEAL_NO_RIGHT                 # 53 points
    assert code(game, 1) is ReasonCode.REDEAL_NOT_DECLARER             # the declarer concedes instead
    events = game.apply("2 redeal")
    assert of_type(events, ev.RedealTaken) == [ev.RedealTaken(2, "hand", "points")]
    assert game.phase is Phase.DEAL and game.next_dealer == 0 and game.results[-1].redeal


def test_before_lead_the_nine_given_makes_four():
    game = record_game("redeal_before_lead", 2, 3)
    assert code(game, 2) is ReasonCode.REDEAL_AFTER_CONTRACT
    events = run(game, "1 contract 120; 2 redeal")
    assert of_type(events, ev.RedealTaken) == [ev.RedealTaken(2, "hand", "nines")]


def test_before_lead_the_concession_or_the_first_card_ends_the_right():
    game = record_game("redeal_before_lead", 3, 4)
    assert game.is_legal("2 redeal")
    probe = game.copy()
    probe.apply("1 play AS")
    assert code(probe, 2) is ReasonCode.REDEAL_BEFORE_LEAD
    game.apply("1 concede")
    assert game.phase is Phase.DEAL and not game.is_legal("2 redeal")


def test_the_records_replay_and_need_their_rules():
    for name in ("redeal_before_lead", "redeal_before_lead_hundred"):
        record = load_record(RECORDS / f"{name}.thousand")
        assert replay(record).results[0].redeal
        with pytest.raises(RecordError):
            replay(replace(record, rules=RuleSet()))
    record = load_record(RECORDS / "redeal_nines_on_hundred.thousand")
    assert replay(record).totals == (50, -100, 50)
    with pytest.raises(RecordError):
        replay(replace(record, rules=RuleSet()))


def test_nines_on_the_hundred_before_the_first_bid():
    game = record_game("redeal_nines_on_hundred", 1, 0)
    assert game.legal_actions(1) == [Redeal(1)]
    assert code(record_game("redeal_nines_on_hundred", 1, 0, redeal_nines_on_hundred=False), 1) \
        is ReasonCode.REDEAL_NO_RIGHT
    assert of_type(game.apply("1 redeal"), ev.RedealTaken) == [ev.RedealTaken(1, "hand", "hundred_nines")]
    game = record_game("redeal_nines_on_hundred", 2, 0)
    assert code(game, 2) is ReasonCode.REDEAL_NO_RIGHT                 # three nines, not on the hundred


def test_nines_on_the_hundred_before_the_lead_as_an_opponent():
    game = record_game("redeal_before_lead_hundred", 1, 5)
    assert game.legal_actions(1) == [Redeal(1)]
    assert code(game, 0) is ReasonCode.REDEAL_NO_RIGHT
    assert code(record_game("redeal_before_lead_hundred", 1, 5, redeal_nines_on_hundred=False), 1) \
        is ReasonCode.REDEAL_NO_RIGHT
    # seat 0, not on the hundred, with a third nine given: no right
    game = new_game(NINES_TO_0, **LATE, redeal_nines_on_hundred=True)
    run(game, "2 bid 105; 0 pass; 1 pass; 2 give 9D JH; 2 contract 105")
    assert sorted(c.text for c in game.deal.hands[0] if c.rank == "9") == ["9C", "9D", "9S"]
    assert code(game, 0) is ReasonCode.REDEAL_NO_RIGHT


#: redeal_before_lead_hundred's deal with seats 0 and 1 swapped: seat 0 gets the third nine.
NINES_TO_0 = Deal(["9S 9C AS TS AC TC KS", "QS JS KC QC JC QD JD", "AH TH KH QH AD TD KD"], "9D 9H JH")


def test_no_contract_stated_the_redeal_comes_after_the_giving():
    game = new_game(LOSE, **LATE, raise_after_talon=False)
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}")
    assert game.phase is Phase.PLAY and game.is_legal("0 redeal")
    run(game, "1 contract 100")                                        # a record may state it
    assert game.is_legal("0 redeal")


def test_the_talon_redeal_stays_before_the_giving():
    deal = Deal(["AS TS AC TC AD TD AH", "KS QS KC QC KD QD KH", "JS 9S JC 9C QH JH TH"], "9D JD 9H")
    game = new_game(deal, **LATE)
    run(game, "2 pass; 0 pass")
    assert game.phase is Phase.GIVE and game.legal_actions()[0] == Redeal(1)
    events = game.apply("1 redeal")
    assert of_type(events, ev.RedealTaken) == [ev.RedealTaken(1, "talon", "points")]


def test_a_forced_golden_deal_has_it_and_is_dealt_again():
    game = new_game(LOSE, **LATE, golden_round=True)
    assert game.phase is Phase.GIVE and game.deal.declarer == 1 and game.deal.golden
    run(game, f"{LOSE_GIVE}; 1 contract 120")
    assert code(game, 0) is None and code(game, 2) is ReasonCode.REDEAL_NO_RIGHT
    game.apply("0 redeal")
    LOSE.start(game)
    assert game.deal.golden and game.deal.declarer == 1


def test_an_automatic_barrel_deal_has_it():
    game = new_game(None, **LATE, barrel_bidding="automatic")
    game.board.totals, game.board.barrel = [0, 880, 0], 1
    LOSE.start(game)
    run(game, f"{LOSE_GIVE}; 1 contract 120")
    assert game.is_legal("0 redeal")
    assert game.board.barrel_attempts_used == 0
    game.apply("0 redeal")
    assert game.board.barrel_attempts_used == 0 and game.totals == (0, 880, 0)


def test_four_players_the_dealer_sitting_out_has_none():
    lose4 = rotate_deal(LOSE, {1: 1, 2: 2, 0: 3}, 4)
    game = new_game(lose4, n=4, **LATE)
    assert code(game, 3) is ReasonCode.REDEAL_AFTER_CONTRACT
    run(game, f"2 pass; 3 pass; {LOSE_GIVE}; 1 contract 100")
    assert game.legal_actions(3) == [Redeal(3)]
    assert game.legal_actions(0) == [] and code(game, 0) is ReasonCode.REDEAL_NO_RIGHT


def test_two_players_ignore_the_key():
    game = new_game(TWO, **LATE, redeal_nines=3)
    assert game.phase is Phase.AUCTION and game.legal_actions(0)[0] == Redeal(0)   # 9S 9C 9D as dealt


@pytest.mark.parametrize("when", ["dealt", "before_lead"])
def test_the_stock_game_has_no_redeal(when):
    game = Game(RuleSet(two_player_game="stock", redeal_when=when, redeal_nines_on_hundred=True), 2, 0)
    game.start_deal(seed=3)
    assert not any(isinstance(a, Redeal) for s in (0, 1) for a in game.legal_actions(s))
