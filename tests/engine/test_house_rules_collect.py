"""docs/rules.md (the seeds' remaining house rules): barrel_scoring collect.

Deal D (helpers): seat 1 on the hundred plays 100 and takes 45 card points + the ♥ marriage
(145); seat 0 takes 38, seat 2 37. Deal LOSE: seat 1 on the hundred takes no trick.
Record barrel_collect: seat 0 climbs to the barrel in three deals, then collects 40 + 40 + 33
in its three attempts: 880 → 920 → 960 → 993, rounded down to 990 and −120 = 870, a fall.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine import actions as A
from thousand_qt.engine.barrel import fall_total
from thousand_qt.engine.reasons import ReasonCode
from thousand_qt.replay_cli import replay_file

from .helpers import (
    D_AUCTION,
    D_GIVE,
    D_PLAY,
    LOSE,
    LOSE_GIVE,
    LOSE_PLAY,
    TWO,
    TWO_PLAY,
    D,
    Phase,
    ev,
    new_game,
    of_type,
    run,
    tricks,
)

RECORD = Path(__file__).parent.parent / "records" / "barrel_collect.thousand"


def on_barrel(deal, seat, total, used=0, **changes):
    """A game of ``deal`` with ``seat`` collecting on the barrel at ``total``, ``used`` attempts gone."""
    totals = [0] * deal.n
    totals[seat] = total
    game = new_game(None, totals=totals, barrel_scoring="collect", n=deal.n, **changes)
    game.board.barrel, game.board.barrel_attempts_used = seat, used
    deal.start(game)
    return game


def play_d(game, contract=100):
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract {contract}")
    return tricks(game, D_PLAY)


def test_the_declarer_collects_the_card_points_of_the_tricks_not_the_contract_nor_the_marriage():
    game = on_barrel(D, 1, 880)
    play_d(game)
    r = game.results[-1]
    assert r.points == (38, 145, 37)                 # the record's points still show the marriage
    assert r.change == (40, 45, 35) and game.board.barrel == 1 and game.board.attempts_left() == 2
    assert game.deal.trump is not None               # the marriage still set the trump


def test_an_opponent_collects_to_the_point_not_rounded():
    game = on_barrel(D, 0, 880)
    play_d(game)
    assert game.totals == (918, 100, 35)             # 38, not 40


def test_a_collecting_declarer_who_fails_loses_nothing_for_the_contract_a_bolt_scores_zero():
    for failure in ("contract", "free"):            # barrel_failure does not apply
        game = on_barrel(LOSE, 1, 900, barrel_failure=failure)
        run(game, f"2 pass; 0 pass; {LOSE_GIVE}; 1 contract 100")
        tricks(game, LOSE_PLAY)
        assert game.totals == (0, 900, 120) and game.board.bolts == [1, 1, 0]
        assert game.board.barrel == 1


def test_declarer_scores_points_does_not_change_the_collector():
    game = on_barrel(D, 1, 880, declarer_scores="points")
    play_d(game)
    assert game.totals == (40, 925, 35)


def test_doubled_in_a_golden_deal():
    game = on_barrel(D, 1, 880, golden_round=1)
    run(game, f"{D_GIVE}; 1 contract 120")
    tricks(game, D_PLAY)
    assert game.totals == (80, 970, 70)              # 45 × 2; the others 40 × 2, 35 × 2


def test_the_993_fall_is_rounded_down_then_120_taken():
    game = on_barrel(D, 1, 948, used=2)
    events = play_d(game)
    assert game.totals[1] == 870 and game.board.falls[1] == 1 and game.board.barrel is None
    assert of_type(events, ev.BarrelLeft) == [ev.BarrelLeft(1, "fell", 123)]
    assert fall_total(RuleSet(barrel_scoring="collect"), 993) == 870
    assert fall_total(RuleSet(), 880) == 760


def test_a_collector_knocked_off_is_rounded_down_and_loses_120_without_a_fall():
    game = on_barrel(D, 1, 923)
    game.board.totals[2] = 850                       # 850 + 35 = 885: seat 2 mounts
    events = play_d(game)
    assert game.totals == (40, 840, 880)             # 923 + 45 = 968 → 960 → 840
    assert game.board.barrel == 2 and game.board.falls == [0, 0, 0]
    assert ev.BarrelLeft(1, "knocked", 128) in of_type(events, ev.BarrelLeft)


def test_reaching_win_at_wins():
    game = on_barrel(D, 1, 960)
    events = play_d(game)
    assert game.finished and game.winner == 1 and game.totals[1] == 1005
    assert ev.BarrelLeft(1, "won") in of_type(events, ev.BarrelLeft)


def test_dropping_below_the_barrel_takes_the_collector_off_without_a_fall():
    game = on_barrel(LOSE, 1, 900)
    game.board.bolts[1] = 2                          # the third bolt: −120
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}; 1 contract 100")
    tricks(game, LOSE_PLAY)
    assert game.totals[1] == 780 and game.board.barrel is None and game.board.falls[1] == 0


def test_the_collector_bids_from_min_bid_up_to_120_whatever_the_marriages():
    game = on_barrel(D, 1, 880, barrel_min_contract=121)
    run(game, "2 bid 105; 0 pass")
    assert [a.amount for a in game.legal_actions() if isinstance(a, A.Bid)] == [110, 115, 120]
    reason = game.why_illegal(A.Bid(1, 125))
    assert reason is not None and reason.code is ReasonCode.COLLECT_CEILING
    run(game, "1 bid 110; 2 pass; 1 give JS 9C")
    assert [a.amount for a in game.legal_actions()] == [110, 115, 120]   # the contract likewise


def test_a_collector_on_the_hundred_may_play_100():
    game = on_barrel(D, 1, 880)
    run(game, f"{D_AUCTION}; {D_GIVE}")
    assert [a.amount for a in game.legal_actions() if isinstance(a, A.Contract)] == [100, 105, 110, 115, 120]


def test_barrel_bidding_automatic_acts_as_normal():
    game = on_barrel(D, 1, 880, barrel_bidding="automatic")
    assert game.phase is Phase.AUCTION and game.to_act == 2


def test_two_players_the_talon_points_that_reach_the_collector_count():
    game = on_barrel(TWO, 1, 880)
    run(game, "0 pass; 1 talon 0; 1 discard JH 9H; 1 contract 120")
    tricks(game, TWO_PLAY)
    assert game.results[-1].points == (0, 120) and game.totals == (0, 1000)   # 111 + the 9 out of play
    assert game.finished and game.winner == 1


def test_the_record_shows_the_fall():
    s = replay_file(str(RECORD))
    expected = json.loads(RECORD.with_suffix("").with_suffix(".expected.json").read_text())
    assert s == expected
    assert [d["totals"][0] for d in s["deals"][2:]] == [880, 920, 960, 870]
    assert [d["barrel"] for d in s["deals"][2:]] == [0, 0, 0, None]


def test_a_bad_value_is_refused():
    with pytest.raises(RuleError, match="barrel_scoring"):
        RuleSet.from_dict({"barrel_scoring": "points"})


def test_the_stock_game_accepts_both_keys_and_ignores_them():
    """RULES.md §12: no barrel and no concession there, so the same games play the same."""
    import random

    from thousand_qt.engine import Game

    def totals(rules):
        rng = random.Random(8)
        game = Game(rules, 2, 0)
        for _ in range(6):
            if game.finished:
                break
            game.start_deal(rng=rng)
            while game.to_act is not None:
                game.apply(rng.choice(game.legal_actions()))
        return [r.totals for r in game.results]

    plain = RuleSet(two_player_game="stock")
    assert totals(plain.with_changes(barrel_scoring="collect", concede_opponent_points="bolt")) == totals(plain)
