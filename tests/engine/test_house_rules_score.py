"""docs/rules.md (more house rules): golden_round_mode, golden_round_reset,
sitting_out_half_marriage, second_talon."""

import random

import pytest

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.actions import Redeal

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
    card_points,
    ev,
    four_with_talon,
    new_game,
    of_type,
    play_out_plainly,
    run,
    tricks,
)


# -------------------------------------------------------------------------- golden_round_mode -------
def test_golden_doubled_has_an_auction_and_doubles_every_score():
    game = new_game(D, golden_round=True, golden_round_mode="doubled")
    assert game.deal.golden and game.phase is Phase.AUCTION
    run(game, f"{D_AUCTION}; {D_GIVE}")
    contracts = [a.amount for a in game.legal_actions() if type(a).__name__ == "Contract"]
    assert contracts[0] == 100                       # no forced 120
    run(game, "1 contract 100")
    tricks(game, D_PLAY)
    assert game.totals == (80, 200, 70)              # (40, 100, 35) doubled
    assert game.results[-1].golden


def test_golden_doubled_keeps_the_hidden_talon_on_the_hundred_and_the_redeals():
    game = new_game(D, golden_round=True, golden_round_mode="doubled")
    events = run(game, D_AUCTION)
    assert of_type(events, ev.TalonShown)[0].public is False    # won on the hundred at 100
    game = new_game(LOSE, golden_round=True, golden_round_mode="doubled")
    assert Redeal(0) in game.legal_actions(0)        # seat 0: 12 points
    game = new_game(LOSE, golden_round=True)
    assert Redeal(0) not in game.legal_actions(0)    # forced: no auction, no hand redeal


def test_golden_doubled_a_redeal_deals_a_golden_deal_again():
    game = new_game(LOSE, golden_round=1, golden_round_mode="doubled")
    run(game, "0 redeal")
    assert game.start_deal(seed=3)[0].golden


# -------------------------------------------------------------------------- golden_round_reset -------
def lose_golden(**rule_changes):
    """LOSE as a golden deal: seat 1 plays 120 and takes no trick; seat 2 takes every trick."""
    game = new_game(None, golden_round=1, **rule_changes)
    return game


def play_lose(game, contract=120, concede=False):
    events = LOSE.start(game)
    if concede:
        return events + run(game, f"{LOSE_GIVE}; 1 concede")
    events += run(game, f"{LOSE_GIVE}; 1 contract {contract}")
    return events + tricks(game, LOSE_PLAY)


def test_golden_reset_off_the_totals_stay():
    game = lose_golden()
    play_lose(game)
    assert game.totals == (0, -240, 240)


def test_golden_reset_no_golden_contract_made_every_total_to_zero():
    game = lose_golden(golden_round_reset=True)
    game.board.totals = [50, 0, 0]
    events = play_lose(game)
    assert game.totals == (0, 0, 0)
    assert of_type(events, ev.TotalsReset) == [ev.TotalsReset("golden")]
    r = game.results[-1]
    assert r.golden_reset and r.change == (-50, 0, 0) and r.totals == (0, 0, 0)
    assert game.board.bolts == [1, 1, 0]             # bolt counters stay


def test_golden_reset_a_made_golden_contract_keeps_the_totals():
    game = new_game(D, golden_round=1, golden_round_reset=True)
    run(game, f"{D_GIVE}; 1 contract 120")
    tricks(game, D_PLAY)
    assert game.totals == (80, 240, 70) and not game.results[-1].golden_reset


def test_golden_reset_only_after_the_last_golden_deal_and_any_made_deal_saves_it():
    game = new_game(None, golden_round=2, golden_round_reset=True)
    play_lose(game)
    assert game.totals == (0, -240, 240)             # the first of two golden deals: no reset yet
    # the second golden deal (dealer 1, seat 2 on the hundred) is conceded: not made
    game.start_deal(seed=5)
    assert game.deal.golden
    while game.phase is not Phase.DEAL:
        acts = game.legal_actions()
        pick = [a for a in acts if type(a).__name__ == "Concede"]
        game.apply(pick[0] if pick else acts[0])
    assert game.results[-1].conceded and game.totals == (0, 0, 0)


def test_golden_reset_after_a_concession_the_conceded_deal_is_not_made():
    game = lose_golden(golden_round_reset=True)
    play_lose(game, concede=True)
    assert game.results[-1].conceded and game.totals == (0, 0, 0)


def test_golden_reset_takes_the_sitter_off_the_barrel():
    game = lose_golden(golden_round_reset=True)
    game.board.totals = [0, 0, 700]
    events = play_lose(game)
    assert of_type(events, ev.BarrelMounted) == [ev.BarrelMounted(2)]
    assert game.totals == (0, 0, 0) and game.board.barrel is None and game.results[-1].barrel is None


def test_golden_reset_not_when_the_game_has_ended():
    game = lose_golden(golden_round_reset=True)
    game.board.totals = [0, -800, 0]
    play_lose(game)
    assert game.finished and game.totals == (0, -1040, 240)


# -------------------------------------------------------------------------- half marriage -------
@pytest.mark.parametrize("talon, half, points, score", [
    ("KS QS QH", False, 50, 50),
    ("KS QS QH", True, 100, 100),     # 10 + spades 40 + half of hearts 50
    ("KC QD AS", True, 88, 90),       # 18 + half of clubs 30 + half of diamonds 40, rounded
    ("KC QD AS", False, 18, 20),
    ("9S 9C 9D", True, 0, 0),
])
def test_sitting_out_half_marriage(talon, half, points, score):
    game = four_with_talon(talon, 0, sitting_out_half_marriage=half)
    assert game.results[-1].points[0] == points and game.results[-1].change[0] == score


def test_sitting_out_half_marriage_in_a_conceded_deal():
    game = four_with_talon("KC QD AS", 0, concede=True, sitting_out_half_marriage=True)
    assert game.results[-1].conceded and game.results[-1].change[0] == 90


@pytest.mark.parametrize("value, half", [(75, 40), (45, 25), (50, 25), (90, 45), (5, 5), (0, 0)])
def test_a_half_marriage_not_a_multiple_of_5_is_rounded_up_to_one(value, half):
    # RULES.md §13: as the concession's half bid (half of 75 is 40), before the talon's sum is rounded
    game = four_with_talon("KS 9D 9C", 0, sitting_out_half_marriage=True, marriage_values={"S": value})
    assert game.results[-1].points[0] == 4 + half


# -------------------------------------------------------------------------- second_talon -------
def two(contract, **rule_changes):
    game = new_game(TWO, **rule_changes)
    run(game, f"0 pass; 1 talon 0; 1 discard JH 9H; 1 contract {contract}")
    tricks(game, TWO_PLAY)
    return game


def test_second_talon_out_the_sweep_bonus_as_before():
    assert two(120).results[-1].points == (0, 120)


def test_second_talon_last_trick_the_other_talon_goes_to_the_last_tricks_winner():
    # tricks 111 + talon 1 (KH QH) 7 = 118; the discards JH 9H stay out; no sweep bonus
    game = two(120, second_talon="last_trick")
    r = game.results[-1]
    assert r.points == (0, 118) and r.sweep_bonus == 0 and r.second_talon == 7
    assert game.totals == (0, -120)
    game = two(110, second_talon="last_trick")
    assert game.totals == (0, 110)


def test_second_talon_last_trick_random_deals_the_points_sum_to_120_without_the_discards():
    rng = random.Random(4)
    for _ in range(30):
        game = Game(RuleSet(second_talon="last_trick", ace_marriage=False), n_players=2)
        game.start_deal(rng=rng)
        play_out_plainly(game, rng)
        d = game.deal
        r = game.results[-1]
        last = d.tricks[-1][2]
        assert r.second_talon == card_points(d.talons[1 - d.talon_index])
        assert sum(r.points) == 120 - card_points(d.discarded)
        assert r.points[last] >= r.second_talon


def test_second_talon_has_no_effect_with_three_players():
    game = new_game(D, second_talon="last_trick")
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 100")
    tricks(game, D_PLAY)
    assert game.totals == (40, 100, 35)
