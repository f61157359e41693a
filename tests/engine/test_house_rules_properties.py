"""Invariants under the new house rules (hypothesis): the 24 cards, the points of a deal."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, Phase, RuleSet, card_points

from .helpers import OPTION_VALUES, count_cards

NEW_KEYS = ("win_at", "redeal_hand_below", "redeal_nines", "redeal_jacks", "concede_on_barrel", "trump_lead",
            "barrel_failure", "golden_round_mode", "golden_round_reset", "sitting_out_half_marriage",
            "second_talon", "cut", "minus_bid_threshold", "barrel_min_contract", "golden_round")


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
