"""Invariants under the new house rules (hypothesis): the 24 cards, the points of a deal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, Phase, RuleSet, card_points
from thousand_qt.engine.scoring import is_bolt

from .helpers import OPTION_VALUES, count_cards

NEW_KEYS = ("win_at", "redeal_hand_below", "redeal_nines", "redeal_jacks", "concede_on_barrel", "trump_lead",
            "barrel_failure", "golden_round_mode", "golden_round_reset", "sitting_out_half_marriage",
            "second_talon", "cut", "minus_bid_threshold", "barrel_min_contract", "golden_round", "bolt_when",
            "bolt_each_penalty", "golden_bolts", "declarer_scores", "free_concessions",
            "bank", "barrel_scoring", "concede_opponent_points")


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
        assert won + out == 120
        assert r.second_talon == (out - card_points(d.discarded) if rules.second_talon == "last_trick" else 0)
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
