"""Rule arithmetic the table shows, answered by the engine: who plays, who receives the gifts,
how the bid ceiling is made up, and what a concession costs."""

from __future__ import annotations

import random

import pytest

from thousand_qt.engine import (
    PRESETS,
    CeilingBreakdown,
    Game,
    Phase,
    Suit,
    active_seats,
    bid_ceiling,
    ceiling_breakdown,
    opponents_of,
    sitting_out,
)
from thousand_qt.engine import actions as A
from thousand_qt.engine import events as ev

from .helpers import D4, D_AUCTION, D, cards, new_game, rules, run


# ------------------------------------------------------------------------------ seats ----------
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("dealer", [0, 1])
def test_active_seats_and_sitting_out_match_the_deal(n, dealer):
    game = Game(n_players=n, first_dealer=dealer)
    game.start_deal(seed=5)
    assert active_seats(n, dealer) == game.deal.active
    assert sitting_out(n, dealer) == (dealer if n == 4 else None)
    assert sitting_out(n, dealer) not in active_seats(n, dealer)


def test_four_players_seats_in_playing_order():
    assert active_seats(4, 2) == (3, 0, 1) and sitting_out(4, 2) == 2
    assert active_seats(3, 2) == (0, 1, 2) and sitting_out(3, 2) is None


def test_gift_recipients_with_four_players_skip_the_dealer():
    # dealer 0 sits out; declarer 3 gives to seat 1 then seat 2, never to seat 0 (3+1 mod 4)
    assert opponents_of(active_seats(4, 0), 3) == (1, 2)
    assert opponents_of(active_seats(4, 0), 1) == (2, 3)
    assert opponents_of(active_seats(3, 0), 2) == (0, 1)
    assert opponents_of(active_seats(2, 0), 1) == (0,)


def test_gift_recipients_are_where_the_gifts_go():
    game = new_game(D4)
    run(game, "2 pass; 3 pass")
    view = game.view_for(1)
    first, second = opponents_of(view.active, view.declarer)
    events = game.apply("1 give JS 9C")
    given = next(e for e in events if isinstance(e, ev.CardsGiven)).given
    assert given == ((first, cards("JS")[0]), (second, cards("9C")[0])) and (first, second) == (2, 3)


# ------------------------------------------------------------------------------ ceiling --------
HAND = "AS AC AD AH KH QH 9S"        # four aces and the hearts marriage


def test_ceiling_breakdown_names_every_part():
    parts = ceiling_breakdown(cards(HAND), rules(ace_marriage=True, max_bid=500))
    assert parts == CeilingBreakdown(base=120, marriages=((Suit.HEARTS, 100),), aces=200, max_bid=500)
    assert (parts.uncapped, parts.ceiling, parts.capped) == (420, 420, False)


def test_ceiling_breakdown_capped_by_max_bid_and_without_aces_when_off():
    capped = ceiling_breakdown(cards(HAND), rules(ace_marriage=True))
    assert (capped.uncapped, capped.ceiling, capped.capped) == (420, 300, True)
    off = ceiling_breakdown(cards(HAND), rules())
    assert (off.aces, off.ceiling) == (0, 220)
    free = ceiling_breakdown(cards("9S 9C"), rules(bid_limit_by_marriages=False))
    assert (free.ceiling, free.capped, free.by_marriages) == (300, True, False)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_ceiling_breakdown_is_the_highest_legal_bid(preset):
    base = PRESETS[preset]
    checked = 0
    for seed in range(60):
        r = base.with_changes(ace_marriage=seed % 2 == 0, max_bid=400 if seed % 3 else 300)
        game = Game(r)
        game.start_deal(seed=seed)
        if game.phase is not Phase.AUCTION:
            continue
        seat = game.to_act
        bids = [a.amount for a in game.legal_actions() if isinstance(a, A.Bid)]
        parts = ceiling_breakdown(game.deal.hands[seat], r)
        assert parts.ceiling == bid_ceiling(game.deal.hands[seat], r)
        if bids:
            assert max(bids) == parts.ceiling - (parts.ceiling - game.deal.bid) % r.bid_step
            checked += 1
    assert checked >= 20


# ------------------------------------------------------------------------------ concession -----
def test_concession_cost_classic_half_the_bid():
    game = new_game(D)
    run(game, D_AUCTION)                              # seat 1 won at 100
    cost = game.concession_cost()
    assert cost.change == (50, -100, 50) and cost.declarer_points == -100
    assert not cost.free and not cost.bolt and cost.multiplier == 1
    assert game.apply("1 concede")[-1].result.change == cost.change


def test_concession_cost_sixty_free_and_bolt():
    game = new_game(D, concede_opponent_points="sixty", free_concessions=1)
    run(game, D_AUCTION)
    cost = game.concession_cost()
    assert cost.change == (60, 0, 60) and cost.free and cost.free_left == 1
    bolt = new_game(D, concede_penalty="bolt")
    run(bolt, D_AUCTION)
    bolt.board.bolts[1] = 2                            # this bolt is the third: it costs 120
    cost = bolt.concession_cost()
    assert cost.bolt and cost.bolt_penalty == 120 and cost.declarer_points == -120
    assert cost.change == (50, 0, 50)


def test_concession_cost_four_players_the_dealer_scores_the_talon():
    game = new_game(D4)
    run(game, "2 pass; 3 pass")
    cost = game.concession_cost()
    assert cost.change == (15, -100, 50, 50)          # the talon TS JC QD: 15 points
    assert opponents_of(game.deal.active, 1) == (2, 3)


def test_concession_cost_before_the_auction_is_won_raises():
    game = new_game(D)
    with pytest.raises(RuntimeError):
        game.concession_cost()


@pytest.mark.parametrize("n", [3, 4])
def test_concession_cost_matches_the_scored_concession(n):
    """Over random games and rules: the previewed change is what conceding scores (samosval and
    the barrel aside)."""
    rng = random.Random(n)
    checked = 0
    for _ in range(150):
        r = PRESETS[rng.choice(sorted(PRESETS))].with_changes(
            concede_penalty=rng.choice(["bid", "bolt"]), concede_opponent_points=rng.choice(["half", "sixty"]),
            free_concessions=rng.choice([0, 1]), golden_round=rng.choice([False, 1]))
        game = Game(r, n_players=n)
        while not game.finished:
            game.start_deal(rng=rng)
            while game.to_act is not None:
                legal = game.legal_actions()
                concede = [a for a in legal if isinstance(a, A.Concede)]
                if concede and rng.random() < 0.5:
                    cost = game.concession_cost()
                    before = game.totals
                    events = game.apply(concede[0])
                    result = next(e for e in events if isinstance(e, ev.DealScored)).result
                    if result.samosval_seats or any(isinstance(e, (ev.BarrelMounted, ev.BarrelLeft)) for e in events):
                        continue
                    expected = list(cost.change)
                    expected[cost.declarer] -= cost.bolt_penalty
                    assert result.change == tuple(expected), (before, cost)
                    checked += 1
                else:
                    game.apply(rng.choice(legal))
            if checked >= 40:
                break
        if checked >= 40:
            break
    assert checked >= 40
