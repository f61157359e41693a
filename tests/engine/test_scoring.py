"""docs/rules.md (score): scoring a deal — contract, rounding, bolts, samosval, the golden round."""

import pytest

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.outcome import half_bid
from thousand_qt.engine.scoring import round_points

from .helpers import (
    D_AUCTION,
    D_GIVE,
    D_PLAY,
    LOSE,
    LOSE_GIVE,
    LOSE_PLAY,
    SWEEP,
    SWEEP_GIVE,
    SWEEP_PLAY,
    D,
    ev,
    new_game,
    of_type,
    run,
    tricks,
)


def play_d(contract=100, *, totals=None, bolts=None, game=None, **rule_changes):
    """Deal D: seat 1 makes 145 (45 + hearts), seat 2 37 card points, seat 0 38."""
    if game is None:
        game = new_game(None, **rule_changes)
        if totals is not None:
            game.board.totals = list(totals)
        if bolts is not None:
            game.board.bolts = list(bolts)
    events = D.start(game)
    events += run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract {contract}")
    events += tricks(game, D_PLAY)
    return game, events


def play_sweep(contract=120, *, totals=None, bolts=None, **rule_changes):
    """Deal SWEEP: seat 1 takes all eight tricks (120); seats 0 and 2 get bolts."""
    game = new_game(None, **rule_changes)
    if totals is not None:
        game.board.totals = list(totals)
    if bolts is not None:
        game.board.bolts = list(bolts)
    events = SWEEP.start(game)
    events += run(game, f"{D_AUCTION}; {SWEEP_GIVE}; 1 contract {contract}")
    events += tricks(game, SWEEP_PLAY)
    return game, events


# --------------------------------------------------------------------------- the contract ---
def test_declarer_makes_the_contract():
    game, _ = play_d(100)
    assert game.totals == (40, 100, 35)
    assert game.results[-1].made is True


def test_declarer_makes_exactly_the_contract():
    game, _ = play_d(145)
    assert game.totals == (40, 145, 35)


def test_declarer_fails_by_five():
    game, _ = play_d(150)
    assert game.totals == (40, -150, 35)
    assert game.results[-1].made is False


def test_result_line():
    game, events = play_d(100)
    r = game.results[-1]
    assert (r.dealer, r.declarer, r.contract) == (0, 1, 100)
    assert r.points == (38, 145, 37) and r.change == (40, 100, 35) and r.totals == (40, 100, 35)
    assert r.to_json() == {"declarer": 1, "contract": 100, "points": [38, 145, 37],
                           "change": [40, 100, 35], "totals": [40, 100, 35],
                           "bolts": [0, 0, 0], "barrel": None}
    assert of_type(events, ev.DealScored)[0].result == r


def test_totals_change_only_when_a_deal_is_scored():
    game = new_game(D)
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 100")
    tricks(game, "KS QS 9S | TC KC QC | AD TD 9D | KH* AH 9H")
    assert game.totals == (0, 0, 0)


# --------------------------------------------------------------------------- rounding --------
@pytest.mark.parametrize("mode,points,rounded", [
    (5, 37, 35), (5, 38, 40), (5, 35, 35), (5, 36, 35), (5, 39, 40), (5, 0, 0), (5, 2, 0), (5, 3, 5),
    (10, 35, 40), (10, 34, 30), (10, 45, 50), (10, 44, 40), (10, 38, 40), (10, 37, 40),
    (0, 37, 37), (0, 38, 38),
])
def test_round_points(mode, points, rounded):
    assert round_points(points, mode) == rounded


@pytest.mark.parametrize("mode,expected", [(5, (40, 100, 35)), (10, (40, 100, 40)), (0, (38, 100, 37))])
def test_opponents_points_rounded_in_a_played_deal(mode, expected):
    game, _ = play_d(100, round_opponents=mode)
    assert game.totals == expected


def test_declarer_points_are_not_rounded():
    # 145 rounded to ten would be 150 and make a contract of 150; the declarer's are not rounded
    game, _ = play_d(150, round_opponents=10)
    assert game.totals == (40, -150, 40)


@pytest.mark.parametrize("bid,half", [(100, 50), (105, 55), (110, 55), (115, 60), (125, 65), (300, 150)])
def test_half_bid(bid, half):
    assert half_bid(bid) == half


# --------------------------------------------------------------------------- bolts -----------
def test_a_player_with_no_trick_gets_a_bolt_and_scores_zero():
    game, events = play_sweep()
    assert game.totals == (0, 120, 0)
    assert game.board.bolts == [1, 0, 1]
    assert sorted(e.seat for e in of_type(events, ev.BoltGiven)) == [0, 2]
    assert game.results[-1].bolt_seats in ((0, 2), (2, 0))


def test_every_third_bolt_costs_120_and_restarts_the_counter():
    game, events = play_sweep(bolts=[2, 0, 1])
    assert game.totals == (-120, 120, 0)
    assert game.board.bolts == [0, 0, 2]
    assert ev.BoltGiven(0, 0, 120) in events


@pytest.mark.parametrize("penalty,expected", [(150, -150), (-120, -120), (0, 0)])
def test_bolt_penalty_option(penalty, expected):
    game, _ = play_sweep(bolts=[2, 0, 0], bolt_penalty=penalty)
    assert game.totals[0] == expected


def test_bolt_count_total_keeps_bolts_across_won_tricks():
    game, _ = play_d(100, bolts=[1, 0, 2])
    assert game.board.bolts == [1, 0, 2]


def test_bolt_count_consecutive_restarts_when_a_trick_is_won():
    game, _ = play_d(100, bolts=[1, 0, 2], bolt_count="consecutive")
    assert game.board.bolts == [0, 0, 0]
    game, _ = play_sweep(bolts=[2, 0, 1], bolt_count="consecutive")
    assert game.totals == (-120, 120, 0) and game.board.bolts == [0, 0, 2]


def test_bolt_count_total_across_deals():
    """Two SWEEP deals and a D deal in between: a total count reaches three for seat 0 and 2."""
    game = new_game(None)
    game.board.bolts = [1, 0, 1]
    play_d(100, game=game)                      # everyone takes a trick: counters unchanged
    assert game.board.bolts == [1, 0, 1]


def test_declarer_with_no_trick_loses_the_contract_and_gets_a_bolt():
    game = new_game(LOSE)
    run(game, f"{D_AUCTION}; {LOSE_GIVE}; 1 contract 100")
    events = tricks(game, LOSE_PLAY)
    assert game.totals == (0, -100, 120)
    assert game.board.bolts == [1, 1, 0]
    assert sorted(e.seat for e in of_type(events, ev.BoltGiven)) == [0, 1]


def test_declarer_with_no_trick_but_a_marriage_still_fails():
    """marriage_needs_trick off: seat 1 declares hearts on the first lead (100 points >= 100)
    but never takes a trick: −100 and a bolt, as a player without a trick scores nothing."""
    from .helpers import Deal
    # seat 1 final: KH QH KS JS KC JC KD JD; seat 2 holds every ace and ten
    deal = Deal(["QS 9S QC 9C QD 9D JH", "KH QH KS JS KC JC 9H", "AS TS AC TC AD TD AH"], "KD JD TH")
    game = new_game(deal, marriage_needs_trick=False)
    run(game, "2 pass; 0 pass; 1 give TH 9H; 1 contract 100")
    tricks(game, "KH* AH JH | TS 9S KS | AS QS JS | AC QC KC | TC 9C JC | AD QD KD | TD 9D JD "
                 "| TH 9H QH")
    r = game.results[-1]
    assert r.points[1] == 100
    assert r.change == (0, -100, 120)
    assert r.made is False and game.board.bolts == [1, 1, 0]


# --------------------------------------------------------------------------- samosval -------
def test_samosval_plus_555_becomes_zero():
    game, events = play_d(100, totals=[0, 455, 0])
    assert game.totals == (40, 0, 35)
    assert of_type(events, ev.Samosval) == [ev.Samosval(1, 555)]
    assert game.results[-1].change == (40, -455, 35)


def test_samosval_minus_555_becomes_zero():
    game, events = play_d(150, totals=[0, -405, 0])
    assert game.totals == (40, 0, 35)
    assert of_type(events, ev.Samosval) == [ev.Samosval(1, -555)]


def test_samosval_for_an_opponent():
    game, _ = play_d(100, totals=[515, 0, 0])
    assert game.totals == (0, 100, 35)


def test_samosval_comes_after_the_bolt_penalty():
    game, _ = play_sweep(totals=[675, 0, 0], bolts=[2, 0, 0])
    assert game.totals == (0, 120, 0)                 # 675 − 120 = 555 → 0


def test_samosval_only_exactly_555():
    game, _ = play_d(100, totals=[0, 450, 0])
    assert game.totals == (40, 550, 35)
    game, _ = play_d(100, totals=[0, 460, 0])
    assert game.totals == (40, 560, 35)


def test_samosval_off():
    game, _ = play_d(100, totals=[0, 455, 0], samosval=False)
    assert game.totals == (40, 555, 35)


# --------------------------------------------------------------------------- golden round ---
def test_golden_round_plays_120_without_auction_and_doubles_the_scores():
    game = new_game(D, golden_round=True)
    assert game.deal.golden and game.phase is Phase.GIVE
    assert game.deal.declarer == 1 and game.deal.bid == 120    # the player on the hundred
    game.apply(D_GIVE)
    contracts = [a.amount for a in game.legal_actions() if type(a).__name__ == "Contract"]
    assert contracts[0] == 120 and contracts[-1] == 220
    game.apply("1 contract 120")
    tricks(game, D_PLAY)
    # +120 ×2; seat 2 35 ×2; seat 0 40 ×2
    assert game.totals == (80, 240, 70)
    assert game.results[-1].golden


def test_golden_round_doubles_the_loss_and_the_bolt_penalty():
    game = new_game(None, golden_round=1)
    game.board.bolts = [2, 0, 1]
    SWEEP.start(game)
    run(game, f"{SWEEP_GIVE}; 1 contract 120")
    tricks(game, SWEEP_PLAY)
    assert game.totals == (-240, 240, 0)
    game = new_game(D, golden_round=1)
    run(game, f"{D_GIVE}; 1 contract 150")
    tricks(game, D_PLAY)
    assert game.totals == (80, -300, 70)


@pytest.mark.parametrize("n,setting,golden_deals", [(3, True, 3), (4, True, 4), (2, True, 2),
                                                      (3, 2, 2), (3, 5, 5), (3, False, 0), (3, 0, 0)])
def test_golden_round_covers_the_first_n_deals_each_player_in_turn(n, setting, golden_deals):
    game = Game(RuleSet(golden_round=setting), n_players=n)
    flags = []
    for k in range(golden_deals + 2):
        started = game.start_deal(seed=100 + k)[0]
        flags.append(started.golden)
        if started.golden:
            assert game.deal.declarer == started.hundred and game.deal.bid == 120
            assert game.phase in (Phase.GIVE, Phase.TALON)
        else:
            assert game.phase is Phase.AUCTION
        # end the deal at once: everyone passes, the declarer concedes
        while game.to_act is not None:
            acts = game.legal_actions()
            pick = [a for a in acts if type(a).__name__ in ("Pass", "Concede", "TakeTalon")]
            game.apply(pick[0] if pick else acts[0])
    assert flags == [True] * golden_deals + [False, False]


def test_golden_round_with_min_bid_60():
    game = new_game(D, golden_round=1, min_bid=60)
    assert game.deal.bid == 120
