"""Invariants under the new house rules (hypothesis): the 24 cards, the points of a deal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, Phase, RuleSet, card_points
from thousand_qt.engine.actions import Redeal
from thousand_qt.engine.bolts import is_bolt
from thousand_qt.engine.redeal import REDEAL_HUNDRED_NINES, count_rank, redeal_ground

from .helpers import OPTION_VALUES, count_cards

NEW_KEYS = ("win_at", "redeal_hand_below", "redeal_nines", "redeal_jacks", "concede_on_barrel", "trump_lead",
            "barrel_failure", "golden_round_mode", "golden_round_reset", "sitting_out_half_marriage",
            "second_talon", "cut", "minus_bid_threshold", "barrel_min_contract", "golden_round", "bolt_when",
            "bolt_each_penalty", "golden_bolts", "declarer_scores", "free_concessions",
            "bank", "two_player_talons", "second_talon_card", "cut_shown_to", "redeal_when",
            "redeal_nines_on_hundred", "blind_game", "blind_rule", "opening", "barrel_bidding",
            "marriage_trump", "marriage_moment", "barrel_scoring", "concede_opponent_points")


@st.composite
def new_rules(draw):
    return RuleSet.from_dict({k: draw(st.sampled_from(OPTION_VALUES[k])) for k in NEW_KEYS})


@settings(max_examples=80)
@given(rules=new_rules(), n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_a_deal_keeps_the_24_cards_and_its_card_points_sum_to_120(rules, n, seed):
    rng = random.Random(seed)
    game = Game(rules, n, rng.randrange(n))
    game.start_deal(rng=rng)
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        assert count_cards(game) == 24
        legal = [a for a in game.legal_actions() if type(a).__name__ not in ("Concede", "Redeal")]
        game.apply(rng.choice(legal or game.legal_actions()))
    d, r = game.deal, game.results[-1]
    if r.redeal or r.conceded:
        return
    marriages = sum(v for _, _, v in d.marriages)
    won = sum(d.won_points)
    if n == 2:
        out = card_points(d.talons[1 - d.talon_index]) + card_points(d.discarded)
        assert won + out == 120 and len(d.discarded) == len(d.talons[0])
        assert len(d.tricks) == (9 if rules.two_player_talons == "three" else 10)
        to_last = card_points(d.discarded[:1]) if rules.second_talon_card else 0
        assert r.second_talon == (out - card_points(d.discarded) + to_last if rules.second_talon == "last_trick" else 0)
        assert sum(r.points) == won + marriages + r.second_talon + r.sweep_bonus
    elif n == 3:
        assert won == 120 and sum(r.points) == 120 + marriages
    else:  # the talon is played by the declarer and scored again by the dealer sitting out
        assert won == 120
        assert r.points[d.dealer] >= card_points(d.talons[0])


@settings(max_examples=60)
@given(when=st.sampled_from(OPTION_VALUES["bolt_when"]), each=st.sampled_from(OPTION_VALUES["bolt_each_penalty"]),
       golden=st.sampled_from(OPTION_VALUES["golden_bolts"]), n=st.sampled_from([2, 3, 4]),
       seed=st.integers(0, 10**6))
def test_the_bolts_of_a_played_deal_are_the_seats_bolt_when_names(when, each, golden, n, seed):
    rules = RuleSet(bolt_when=when, bolt_each_penalty=each, golden_bolts=golden, golden_round=seed % 2 == 0)
    rng = random.Random(seed)
    game = Game(rules, n, rng.randrange(n))
    game.start_deal(rng=rng)
    bolts_before = list(game.board.bolts)
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        legal = [a for a in game.legal_actions() if type(a).__name__ not in ("Concede", "Redeal")]
        game.apply(rng.choice(legal or game.legal_actions()))
    d, r = game.deal, game.results[-1]
    if r.redeal or r.conceded:
        return
    bolted = {s for s in d.active if is_bolt(rules, d.tricks_won[s], r.points[s])}
    assert set(r.bolt_seats) == bolted
    weight = 2 if (r.golden and golden == "double") else 1
    for s in bolted:                                  # the counter went up by the weight, less 3 at a third
        assert r.bolts[s] == (bolts_before[s] + weight) - (3 if bolts_before[s] + weight >= 3 else 0)
    assert all(0 <= b < 3 for b in r.bolts)


@settings(max_examples=40)
@given(n=st.sampled_from([2, 3, 4]), stock=st.booleans(), seed=st.integers(0, 10**6))
def test_with_cut_shown_to_dealer_only_the_dealer_sees_the_cut_card_before_the_deal_ends(n, stock, seed):
    rules = RuleSet(cut=True, cut_shown_to="dealer", two_player_game="stock" if stock else "talons")
    rng = random.Random(seed)
    game = Game(rules, n, rng.randrange(n))
    game.start_deal(rng=rng)
    d = game.deal
    hidden = d.cut[-1].rank not in ("9", "J")
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        for seat in range(n):
            view = game.view_for(seat)
            assert view.cut == (d.cut[:-1] if hidden and seat != d.dealer else d.cut)
            assert view.cut_hidden == (hidden and seat != d.dealer)
        game.apply(rng.choice(game.legal_actions()))
    assert all(game.view_for(seat).cut == d.cut for seat in range(n))


def _hand_right(game: Game, seat: int, cards) -> bool:
    """``seat`` holding ``cards`` has the right to a hand redeal (written out again here)."""
    rules, d = game.rules, game.deal
    return bool(redeal_ground(cards, rules, talon=False)) or (
        rules.redeal_nines_on_hundred and seat == d.hundred and count_rank(cards, "9") >= REDEAL_HUNDRED_NINES)


@settings(max_examples=80)
@given(rules=new_rules(), n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_a_hand_redeal_is_offered_exactly_where_redeal_when_says(rules, n, seed):
    """Dealt (and always with two players): before the first bid, on the dealt cards. Before the
    lead: only to an opponent, on the cards held, after the contract and before the first card."""
    rng = random.Random(seed)
    game = Game(rules, n, rng.randrange(n))
    game.start_deal(rng=rng)
    late = rules.redeal_when == "before_lead" and n != 2
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        d = game.deal
        for seat in range(n):
            offered = Redeal(seat) in game.legal_actions(seat)
            if game.phase is Phase.GIVE and seat == d.declarer:
                continue                                   # the talon redeal
            if d.stock_game or not rules.redeal or seat not in d.active:
                want = False
            elif late:
                want = (game.phase is Phase.PLAY and not d.tricks and not d.trick and seat != d.declarer
                        and _hand_right(game, seat, d.hands[seat]))
            else:
                want = game.phase is Phase.AUCTION and not d.auction_started and _hand_right(game, seat, d.dealt[seat])
            assert offered == want
        legal = game.legal_actions()
        offers = [Redeal(s) for s in range(n) if s != game.to_act and game.is_legal(Redeal(s))]
        if offers and rng.random() < 0.3:
            game.apply(rng.choice(offers))
            assert game.results[-1].redeal and game.phase is Phase.DEAL
            return
        picks = [a for a in legal if type(a).__name__ != "Concede"] or legal
        game.apply(rng.choice(picks))
