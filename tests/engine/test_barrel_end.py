"""docs/rules.md (the barrel, the end of the game)."""

import pytest

from thousand_qt.engine import IllegalActionError, Phase
from thousand_qt.engine.actions import Bid, Contract

from .helpers import (
    D_AUCTION,
    D_GIVE,
    D_PLAY,
    SWEEP,
    SWEEP_GIVE,
    SWEEP_PLAY,
    D,
    Deal,
    ev,
    new_game,
    of_type,
    run,
    tricks,
)


def setup(totals, barrel=None, used=0, falls=None, bolts=None, **rule_changes):
    game = new_game(None, **rule_changes)
    game.board.totals = list(totals)
    game.board.barrel = barrel
    game.board.barrel_attempts_used = used
    if falls is not None:
        game.board.falls = list(falls)
    if bolts is not None:
        game.board.bolts = list(bolts)
    return game


def play_d(game, contract=100):
    """Deal D: seat 1 declares and makes 145; seat 2 scores 37 → 35, seat 0 38 → 40."""
    events = D.start(game)
    events += run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract {contract}")
    events += tricks(game, D_PLAY)
    return events


def play_sweep(game, contract=120):
    """Deal SWEEP: seat 1 takes every trick; seats 0 and 2 take none."""
    events = SWEEP.start(game)
    events += run(game, f"{D_AUCTION}; {SWEEP_GIVE}; 1 contract {contract}")
    events += tricks(game, SWEEP_PLAY)
    return events


def contracts(game):
    return [a.amount for a in game.legal_actions() if isinstance(a, Contract)]


# -------------------------------------------------------------------------- mounting -------
def test_reaching_880_puts_the_player_at_880_on_the_barrel():
    game = setup([0, 800, 0])
    events = play_d(game)
    assert game.totals == (40, 880, 35)                    # 900 → 880
    assert game.board.barrel == 1
    assert ev.BarrelMounted(1) in events
    assert game.results[-1].barrel == 1
    assert game.board.attempts_left() == 3                 # the mounting deal uses none


def test_an_opponent_mounts_too():
    game = setup([850, 0, 0])
    play_d(game)
    assert game.totals == (880, 100, 35) and game.board.barrel == 0


def test_below_880_no_barrel():
    game = setup([0, 775, 0])
    play_d(game)
    assert game.totals == (40, 875, 35) and game.board.barrel is None


def test_barrel_at_900():
    game = setup([0, 800, 0], barrel_at=900)
    play_d(game)
    assert game.totals == (40, 900, 35) and game.board.barrel == 1
    game = setup([0, 785, 0], barrel_at=900)
    play_d(game)
    assert game.totals == (40, 885, 35) and game.board.barrel is None
    game = setup([0, 810, 0], barrel_at=900)
    play_d(game)
    assert game.totals == (40, 900, 35)                    # 910 → 900


# -------------------------------------------------------------------------- on the barrel ---
def test_sitter_contract_at_least_120_whatever_the_auction():
    game = setup([0, 880, 0], barrel=1)
    D.start(game)
    run(game, f"{D_AUCTION}; {D_GIVE}")
    assert game.deal.bid == 100
    assert contracts(game)[0] == 120
    with pytest.raises(IllegalActionError):
        game.apply("1 contract 115")


def test_barrel_min_contract_121():
    game = setup([0, 880, 0], barrel=1, barrel_min_contract=121)
    D.start(game)
    run(game, f"{D_AUCTION}; {D_GIVE}")
    assert contracts(game)[:3] == [121, 125, 130]   # exactly 121, then the bid step's grid


def test_barrel_min_contract_with_raise_after_talon_off():
    game = setup([0, 880, 0], barrel=1, raise_after_talon=False)
    D.start(game)
    events = run(game, f"{D_AUCTION}; {D_GIVE}")
    assert of_type(events, ev.ContractFixed) == [ev.ContractFixed(1, 120)]


def test_sitter_making_the_contract_wins_the_game():
    game = setup([0, 880, 0], barrel=1)
    events = play_d(game, 120)
    assert game.totals == (40, 1000, 35)
    assert ev.BarrelLeft(1, "won") in events
    assert game.finished and game.phase is Phase.GAME_OVER and game.winner == 1
    over = of_type(events, ev.GameOver)[0]
    assert over.winner == 1 and over.totals == (40, 1000, 35)


def test_sitter_making_more_wins_too():
    game = setup([0, 880, 0], barrel=1)
    play_d(game, 145)
    assert game.totals == (40, 1025, 35) and game.winner == 1


def test_sitter_failing_the_contract_leaves_the_barrel_without_a_fall():
    game = setup([0, 880, 0], barrel=1)
    events = play_d(game, 150)
    assert game.totals == (40, 730, 35)
    assert ev.BarrelLeft(1, "dropped") in events
    assert game.board.barrel is None and game.board.falls == [0, 0, 0]


def test_sitters_points_as_an_opponent_do_not_count_and_use_an_attempt():
    game = setup([0, 0, 880], barrel=2)
    play_d(game)
    assert game.totals == (40, 100, 880)
    assert game.board.barrel == 2 and game.board.barrel_attempts_used == 1
    assert game.board.attempts_left() == 2


def test_attempts_used_up_minus_120_and_a_fall():
    game = setup([0, 0, 880], barrel=2, used=2)
    events = play_d(game)
    assert game.totals == (40, 100, 760)
    assert ev.BarrelLeft(2, "fell", 120, False) in events
    assert game.board.barrel is None and game.board.falls == [0, 0, 1]


def test_every_deal_on_the_barrel_uses_an_attempt_three_then_fall():
    game = setup([0, 0, 880], barrel=2)
    for _attempt in range(3):
        assert game.board.barrel == 2
        game.board.totals = [0, 0, 880]
        game.next_dealer = 0
        play_d(game)
    assert game.board.barrel is None and game.totals == (40, 100, 760)
    assert game.board.falls == [0, 0, 1]


@pytest.mark.parametrize("attempts", [1, 2, 5])
def test_barrel_attempts_option(attempts):
    game = setup([0, 0, 880], barrel=2, used=attempts - 1, barrel_attempts=attempts)
    play_d(game)
    assert game.board.barrel is None and game.totals[2] == 760


def test_third_fall_resets_the_total_to_zero():
    game = setup([0, 0, 880], barrel=2, used=2, falls=[0, 0, 2])
    events = play_d(game)
    assert game.totals == (40, 100, 0)
    assert ev.BarrelLeft(2, "fell", 120, True) in events
    assert game.board.falls == [0, 0, 0]


def test_third_fall_without_reset():
    game = setup([0, 0, 880], barrel=2, used=2, falls=[0, 0, 2], barrel_falls_reset=False)
    play_d(game)
    assert game.totals == (40, 100, 760) and game.board.falls == [0, 0, 3]


def test_a_bolt_penalty_below_880_leaves_the_barrel_without_a_fall():
    game = setup([880, 0, 0], barrel=0, bolts=[2, 0, 0])
    events = play_sweep(game)
    assert game.totals == (760, 120, 0)
    assert ev.BarrelLeft(0, "dropped") in events
    assert game.board.barrel is None and game.board.falls == [0, 0, 0]


def test_sitter_gets_bolts():
    game = setup([880, 0, 0], barrel=0)
    play_sweep(game)
    assert game.board.bolts == [1, 0, 1] and game.totals == (880, 120, 0)


def test_a_redeal_uses_no_attempt():
    deal = Deal(["9S 9C 9D 9H AS AC AD", "TS KS QS JS TC KC QC", "JC TD KD QD JD AH TH"], "KH QH JH")
    game = setup([880, 0, 0], barrel=0)
    deal.start(game)
    game.apply("0 redeal")
    assert game.board.barrel_attempts_used == 0 and game.board.barrel == 0


def test_knock_off():
    game = setup([0, 800, 880], barrel=2, used=1)
    events = play_d(game)
    assert game.totals == (40, 880, 760)
    assert ev.BarrelLeft(2, "knocked", 120) in events
    assert game.board.barrel == 1 and game.board.barrel_attempts_used == 0
    assert game.board.falls == [0, 0, 0]                    # a knock-off is not a fall


def test_last_attempt_and_a_newcomer_in_the_same_deal_one_penalty_only():
    game = setup([0, 800, 880], barrel=2, used=2)
    events = play_d(game)
    # seat 2 falls after its last attempt (−120, one fall) and is not knocked off again
    assert game.totals == (40, 880, 760)
    assert ev.BarrelLeft(2, "fell", 120, False) in events
    assert not [e for e in of_type(events, ev.BarrelLeft) if e.how == "knocked"]
    assert game.board.barrel == 1 and game.board.falls == [0, 0, 1]


def test_collision_all_fall():
    game = setup([850, 0, 850])
    events = play_d(game)                                   # 890 and 885
    assert game.totals == (760, 100, 760)
    assert game.board.barrel is None
    assert ev.BarrelLeft(0, "collision", 120) in events and ev.BarrelLeft(2, "collision", 120) in events


def test_collision_higher_stays():
    game = setup([850, 0, 850], barrel_collision="higher_stays")
    play_d(game)
    assert game.totals == (880, 100, 760)
    assert game.board.barrel == 0


def test_collision_higher_stays_with_a_tie_all_fall():
    # docs/rules.md does not say; the engine's reading: no single highest → everybody falls
    game = setup([845, 0, 850], barrel_collision="higher_stays")
    play_d(game)                                            # 885 and 885
    assert game.totals == (760, 100, 760) and game.board.barrel is None


def test_collision_knocks_the_sitter_off_too():
    game = setup([850, 0, 880], barrel=2)
    # seat 2 on the barrel; seat 0 mounts with 890: seat 2 is knocked off
    play_d(game)
    assert game.totals == (880, 100, 760) and game.board.barrel == 0


# -------------------------------------------------------------------------- barrel bidding --
def test_barrel_bidding_normal_lowest_raise_is_120():
    game = setup([0, 0, 880], barrel=2)
    D.start(game)
    assert game.phase is Phase.AUCTION and game.to_act == 2
    assert [a.amount for a in game.legal_actions() if isinstance(a, Bid)] == [120]
    game = setup([0, 880, 0], barrel=1)
    D.start(game)
    run(game, "2 bid 105; 0 pass")
    bids = [a.amount for a in game.legal_actions() if isinstance(a, Bid)]
    assert bids[0] == 120 and bids[-1] == 220


@pytest.mark.parametrize("sitter", [0, 1, 2])
def test_barrel_bidding_automatic(sitter):
    totals = [0, 0, 0]
    totals[sitter] = 880
    game = setup(totals, barrel=sitter, barrel_bidding="automatic")
    events = D.start(game)
    assert of_type(events, ev.AuctionWon) == [ev.AuctionWon(sitter, 120, False)]
    assert game.phase is Phase.GIVE and game.deal.declarer == sitter and game.to_act == sitter


@pytest.mark.parametrize("sitter", [0, 1, 2])
def test_barrel_bidding_automatic_shows_the_talon(sitter):
    # the talon is hidden only when the hundred wins at the opening bid (talon and contract); taking it at 120
    # without an auction is not that, whoever sits on the barrel
    totals = [0, 0, 0]
    totals[sitter] = 880
    game = setup(totals, barrel=sitter, barrel_bidding="automatic")
    events = D.start(game)
    assert of_type(events, ev.TalonShown)[0].public is True
    assert all(game.view_for(s).talon is not None for s in range(3))


def test_barrel_bidding_automatic_121():
    game = setup([0, 880, 0], barrel=1, barrel_bidding="automatic", barrel_min_contract=121)
    D.start(game)
    assert game.deal.bid == 121          # exactly, off the step of 5


# -------------------------------------------------------------------------- frozen ----------
def test_barrel_freezes_opponents():
    game = setup([0, 0, 880], barrel=2, barrel_freezes_opponents=True)
    play_d(game)
    # seat 1 still plays for its contract; seat 0 scores nothing; seat 2 sits
    assert game.totals == (0, 100, 880)


def test_barrel_freezes_opponents_no_bolts():
    game = setup([0, 0, 880], barrel=2, barrel_freezes_opponents=True)
    play_sweep(game)
    assert game.board.bolts == [0, 0, 1]                   # seat 0 frozen; the sitter is not


def test_barrel_freezes_opponents_when_the_sitter_declares():
    game = setup([0, 880, 0], barrel=1, barrel_freezes_opponents=True)
    play_d(game, 150)                                      # fails: −150
    assert game.totals == (0, 730, 0)


def test_barrel_does_not_freeze_by_default():
    game = setup([0, 880, 0], barrel=1)
    play_d(game, 150)
    assert game.totals == (40, 730, 35)


# -------------------------------------------------------------------------- end of the game --
def test_game_over_blocks_further_play():
    game = setup([0, 880, 0], barrel=1)
    play_d(game, 120)
    assert game.to_act is None and game.legal_actions() == []
    with pytest.raises(IllegalActionError):
        game.start_deal(seed=1)
    with pytest.raises(IllegalActionError):
        game.apply("0 pass")


@pytest.mark.parametrize("before,after", [(-900, -1050), (-850, -1000)])
def test_minus_thousand_ends_the_game_highest_wins(before, after):
    game = setup([0, before, 0])
    events = play_d(game, 150)
    assert game.totals == (40, after, 35)
    assert game.finished and game.winner == 0
    assert of_type(events, ev.GameOver)[0].winner == 0


def test_minus_thousand_ends_off():
    game = setup([0, -900, 0], minus_thousand_ends=False)
    play_d(game, 150)
    assert game.totals == (40, -1050, 35)
    assert not game.finished and game.phase is Phase.DEAL


def test_no_end_above_minus_1000():
    game = setup([0, -845, 0])
    play_d(game, 150)
    assert game.totals == (40, -995, 35) and not game.finished


@pytest.mark.parametrize("stake,expected", [
    (1, (-960.0, 1925.0, -965.0)),
    (0.5, (-480.0, 962.5, -482.5)),
])
def test_settlement(stake, expected):
    game = setup([0, 880, 0], barrel=1, stake_per_point=stake)
    events = play_d(game, 120)
    # winner 1000; seat 0 pays (1000 − 40) × stake, seat 2 pays (1000 − 35) × stake
    assert of_type(events, ev.GameOver)[0].settlement == expected
    assert game.board.settlement() == expected


def test_no_settlement_by_default():
    game = setup([0, 880, 0], barrel=1)
    events = play_d(game, 120)
    assert of_type(events, ev.GameOver)[0].settlement == ()
