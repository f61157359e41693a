"""docs/rules.md ("Opening the auction"): ``opening`` (nobody on the hundred) and
``barrel_bidding`` ``opens`` (the barrel player's bid stands before anyone speaks).

The hand-written records under tests/records show each value; the sums are worked out here.
opening_free_redeal: a golden deal (``doubled``) that every player passes is dealt again by the
same dealer, and that deal is still the golden one: deal D with seat 1 playing 100 (145 points)
scores +200, seat 2's 37 → 35 → 70, seat 0's 38 → 40 → 80.
opening_free_dealer: the three pass and the dealer, seat 0, plays 100 with 33 points: −100.
barrel_opens: three deals take seat 0 to the barrel (880); in the fourth seat 0's 120 stands,
seat 2 passes, seat 0 is passed over, seat 1 bids 125, seat 0 raises to 130 and makes it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, RuleError, RuleSet
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import Bid, Blind, Pass
from thousand_qt.engine.record import load_record, replay

from .helpers import D4, D_GIVE, D_PLAY, D, Phase, new_game, of_type, run, tricks

RECORDS = Path(__file__).parent.parent / "records"


def game_of(name: str, **rule_changes) -> Game:
    """The record ``name`` replayed (under its own rules, changed by ``rule_changes``)."""
    record = load_record(RECORDS / f"{name}.thousand")
    if rule_changes:
        record = replace(record, rules=record.rules.with_changes(**rule_changes))
    return replay(record)


def amounts(game: Game, kind: type) -> list[int]:
    return [a.amount for a in game.legal_actions() if isinstance(a, kind)]


# -- opening free_redeal / free_dealer ---------------------------------------------------------
def test_free_redeal_record_every_pass_is_a_redeal_and_the_golden_deal_is_dealt_again():
    game = game_of("opening_free_redeal")
    first, second = game.results
    assert first.redeal and first.declarer is None and first.change == (0, 0, 0)
    assert [str(a) for a in game.deal_records[0].actions] == ["1 pass", "2 pass", "0 pass"]   # no redeal action
    assert [r.dealer for r in game.deal_records] == [0, 0]          # the same dealer deals again
    assert second.golden and second.change == (80, 200, 70) and game.deals_played == 1


def test_free_opening_nobody_is_on_the_hundred_and_the_player_after_the_dealer_may_pass():
    game = new_game(None, opening="free_redeal")
    events = D.start(game)
    assert events[0] == ev.DealStarted(0, None, False)
    view = game.view_for(1)
    assert view.hundred is None and view.high_bidder is None and view.to_act == 1
    assert amounts(game, Bid)[0] == 100 and Pass(1) in game.legal_actions()
    run(game, "1 pass; 2 pass")
    assert game.to_act == 0 and amounts(game, Bid)[0] == 100   # left alone with no bid: still speaks
    run(game, "0 bid 100")
    assert game.phase is Phase.GIVE and game.running_deal.declarer == 0


def test_free_opening_a_bid_then_the_others_pass():
    game = new_game(D, opening="free_dealer")
    run(game, "1 bid 100; 2 bid 105; 0 pass; 1 pass")
    assert game.running_deal.declarer == 2 and game.running_deal.bid == 105


def test_free_redeal_events_of_every_pass():
    game = new_game(D, opening="free_redeal")
    events = run(game, "1 pass; 2 pass; 0 pass")
    assert of_type(events, ev.AllPassed) == [ev.AllPassed(0, None)]
    assert game.phase is Phase.DEAL and game.next_dealer == 0 and game.results[-1].redeal


def test_free_dealer_record_the_dealer_plays_min_bid_and_the_talon_is_shown():
    game = game_of("opening_free_dealer")
    (result,) = game.results
    assert result.declarer == 0 and result.contract == 100 and result.change == (-100, 35, 50)
    game = new_game(D, opening="free_dealer", hidden_talon_on_hundred=True)
    events = run(game, "1 pass; 2 pass; 0 pass")
    assert of_type(events, ev.AllPassed) == [ev.AllPassed(0, 0)]
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(0, 100)]
    assert of_type(events, ev.TalonShown)[0].public          # nobody won "on the hundred"


def test_hundred_opening_still_hides_the_talon_of_the_hundred():
    game = new_game(D)
    events = run(game, "2 pass; 0 pass")
    assert not of_type(events, ev.TalonShown)[0].public


def test_free_dealer_four_players_the_player_after_the_dealer_plays():
    game = new_game(D4, n=4, opening="free_dealer", min_bid=60)
    assert game.to_act == 1
    run(game, "1 pass; 2 pass; 3 pass")
    d = game.running_deal
    assert d.declarer == 1 and d.bid == 60 and game.phase is Phase.GIVE


def test_minus_threshold_passes_everybody_the_dealer_plays_whatever_their_total():
    game = new_game(None, opening="free_dealer", minus_bid_threshold=0, totals=(-10, -20, -30))
    events = D.start(game)
    assert [e.seat for e in of_type(events, ev.Passed)] == [1, 2, 0]
    assert all(e.automatic for e in of_type(events, ev.Passed))
    assert game.running_deal.declarer == 0 and game.phase is Phase.GIVE and game.deal_records[-1].actions == ()
    # free_redeal: a redeal would change no total and come back for ever; the dealer plays min_bid
    game = new_game(None, opening="free_redeal", minus_bid_threshold=0, totals=(-10, -20, -30))
    events = D.start(game)
    assert of_type(events, ev.AllPassed) == [ev.AllPassed(0, 0)] and game.running_deal.declarer == 0


def test_minus_threshold_and_spoken_passes_free_redeal_redeals():
    game = new_game(None, opening="free_redeal", minus_bid_threshold=0, totals=(-10, 0, -30))
    D.start(game)
    assert game.to_act == 1                          # seat 1 alone is not below the threshold
    events = run(game, "1 pass")                     # seats 2 and 0 then pass by themselves
    assert [e.automatic for e in of_type(events, ev.Passed)] == [False, True, True]
    assert game.phase is Phase.DEAL and game.results[-1].redeal


def test_minus_threshold_passes_only_those_below_it():
    game = new_game(None, opening="free_redeal", minus_bid_threshold=0, totals=(5, -20, 0))
    events = D.start(game)
    assert [e.seat for e in of_type(events, ev.Passed)] == [1] and game.to_act == 2


def test_free_opening_blind_bid_belongs_to_the_player_after_the_dealer():
    game = new_game(D, opening="free_redeal", blind_game=True)
    assert amounts(game, Blind)[0] == 120
    run(game, "1 pass")
    assert amounts(game, Blind) == []


def test_forced_golden_and_automatic_barrel_deals_are_unchanged():
    game = new_game(None, opening="free_redeal", golden_round=True)
    events = D.start(game)
    assert events[0].hundred == 1 and game.running_deal.declarer == 1 and game.running_deal.bid == 120
    game = new_game(None, opening="free_redeal", barrel_bidding="automatic", totals=(0, 0, 880))
    game.board.barrel = 2
    D.start(game)
    assert game.running_deal.declarer == 2 and game.phase is Phase.GIVE


# -- barrel_bidding opens ----------------------------------------------------------------------
def test_barrel_opens_record_passed_over_while_the_bid_stands_speaking_again_when_outbid():
    game = game_of("barrel_opens")
    last = game.results[-1]
    assert last.declarer == 0 and last.contract == 130 and last.totals == (1010, -120, -120)
    assert game.winner == 0
    # the fourth deal again, step by step
    record = load_record(RECORDS / "barrel_opens.thousand")
    cut = replace(record, deals=[*record.deals[:3], replace(record.deals[3], actions=())])
    game = replay(cut)
    d = game.running_deal
    assert d.hundred is None and d.high == 0 and d.bid == 120 and game.to_act == 2
    run(game, "2 pass")
    assert game.to_act == 1                      # seat 0 is passed over while its 120 stands
    run(game, "1 bid 125")
    assert game.to_act == 0 and amounts(game, Bid)[0] == 130
    run(game, "0 bid 130; 1 pass")
    assert game.running_deal.declarer == 0 and game.running_deal.bid == 130


def sitting(n: int = 3, seat: int = 2, **changes) -> Game:
    game = new_game(None, n=n, barrel_bidding="opens", **changes)
    game.board.totals[seat] = 880
    game.board.barrel = seat
    return game


def test_barrel_opens_all_others_pass_the_barrel_player_declares_at_121():
    game = sitting(barrel_min_contract=121)
    events = D.start(game)
    assert events[0].hundred is None
    d = game.running_deal
    assert d.bid == 121 and d.high == 2 and game.to_act == 0   # seat 2 (first speaker) passed over
    events = run(game, "0 pass; 1 pass")
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(2, 121)] and of_type(events, ev.TalonShown)[0].public


def test_barrel_opens_the_others_outbid_from_the_next_amount_on_the_grid():
    game = sitting(seat=1, barrel_min_contract=121)
    D.start(game)
    assert game.to_act == 2 and amounts(game, Bid) == []   # seat 2 holds no marriage: 125 > 120
    run(game, "2 pass")
    assert game.to_act == 0
    run(game, "0 pass")
    assert game.running_deal.declarer == 1


def test_barrel_opens_minus_threshold_passes_the_others():
    game = sitting(minus_bid_threshold=0)
    game.board.totals[0] = game.board.totals[1] = -50
    D.start(game)
    assert game.running_deal.declarer == 2 and game.running_deal.bid == 120


def test_barrel_opens_four_players_a_barrel_player_who_deals_sits_out_and_the_hundred_opens():
    game = sitting(n=4, seat=0)
    events = D4.start(game)
    assert events[0].hundred == 1 and game.running_deal.high == 1 and game.to_act == 2


def test_barrel_opens_with_a_free_opening_the_player_after_the_dealer_speaks_first():
    game = sitting(seat=1, opening="free_redeal")
    D.start(game)
    assert game.to_act == 2 and game.running_deal.bid == 120      # seat 1 passed over
    game = sitting(seat=2, opening="free_redeal")
    D.start(game)
    assert game.to_act == 1


def test_barrel_opens_nobody_on_the_barrel_opens_with_the_hundred():
    game = new_game(D, barrel_bidding="opens")
    d = game.running_deal
    assert d.hundred == 1 and d.high == 1 and d.bid == 100 and game.to_act == 2


def test_defaults_keep_the_hundred():
    game = new_game(D)
    run(game, "2 pass; 0 pass; " + D_GIVE + "; 1 contract 100")
    tricks(game, D_PLAY)
    assert game.totals == (40, 100, 35)


@pytest.mark.parametrize(("key", "value"), [
    ("opening", "free"), ("opening", "dealer"), ("opening", 1), ("opening", None),
    ("barrel_bidding", "open"), ("barrel_bidding", True),
])
def test_bad_values_are_refused(key, value):
    with pytest.raises(RuleError, match=key):
        RuleSet.from_dict({key: value})


# -- the game with a stock, and saved games ----------------------------------------------------
def test_the_stock_game_accepts_and_ignores_the_opening_keys():
    import random

    def played(rules: RuleSet):
        game = Game(rules, 2, 0)
        rng = random.Random(7)
        game.start_deal(seed=7)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        return game.results[-1]

    stock = {"two_player_game": "stock"}
    assert played(RuleSet(**stock, opening="free_redeal", barrel_bidding="opens")) == played(RuleSet(**stock))


@settings(max_examples=40, deadline=None)
@given(opening=st.sampled_from(["hundred", "free_redeal", "free_dealer"]),
       barrel=st.sampled_from(["normal", "automatic", "opens"]), threshold=st.sampled_from([None, 0, -100]),
       n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_random_games_under_the_opening_keys_reload_to_the_same_totals(opening, barrel, threshold, n, seed):
    import random

    from thousand_qt.engine.record import PlayerInfo, loads_record, record_from_game

    rules = RuleSet(opening=opening, barrel_bidding=barrel, minus_bid_threshold=threshold, barrel_at=500,
                    golden_round=seed % 3 == 0, golden_round_mode="doubled")
    rng = random.Random(seed)
    game = Game(rules, n, rng.randrange(n))
    for _ in range(12):
        if game.finished:
            break
        game.start_deal(rng=rng)
        while game.to_act is not None:
            seat = game.to_act
            for other in range(n):           # every seat's view is its own and holds its hand
                view = game.view_for(other)
                assert view.seat == other and len(view.hand) == len(game.running_deal.hands[other])
            game.apply(rng.choice(game.legal_actions()))
            assert seat is not None
        d = game.running_deal
        if d.hundred is None and game.results[-1].declarer is not None and not d.blind:
            assert d.talon_public                     # nobody on the hundred: the talon is shown
    record = record_from_game(game, [PlayerInfo(f"p{s}") for s in range(n)])
    again = replay(loads_record(record.dumps()))
    assert again.totals == game.totals and [r.to_json() for r in again.results] == [
        r.to_json() for r in game.results]
