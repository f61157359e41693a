"""Whole games of computer players under each non-default value of the scoring house rules of
docs/rules.md ("Scoring house rules of the seeds"): every action goes through ``Game.apply``
(which refuses an illegal one) and every game finishes, with the bank paid at the end."""

from __future__ import annotations

import pytest

from thousand_qt.ai.driver import play_game
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Game, Phase, RuleSet

VALUES = [
    {"bolt_when": "no_points"}, {"bolt_when": "under_five"}, {"bolt_each_penalty": 60},
    {"golden_bolts": "double", "golden_round": True}, {"declarer_scores": "points"},
    {"marriage_trump": "choose"}, {"marriage_moment": "any_turn"},
    {"marriage_trump": "choose", "marriage_moment": "any_turn", "trump_lead": "declarer_only"},
    {"free_concessions": "all"}, {"bank": 100},
    {"two_player_talons": "three"}, {"second_talon": "last_trick", "second_talon_card": True},
    {"two_player_talons": "three", "second_talon": "last_trick", "second_talon_card": True},
    {"cut": True, "cut_shown_to": "dealer"},
    {"redeal_when": "before_lead", "redeal_hand_below": 15},
    {"redeal_nines_on_hundred": True, "redeal_when": "before_lead"}, {"redeal_nines_on_hundred": True},
    {"blind_game": True, "blind_rule": "first_120"}, {"blind_game": True, "blind_rule": "anyone"},
    {"opening": "free_redeal"}, {"opening": "free_dealer"}, {"barrel_bidding": "opens", "barrel_min_contract": 121},
    {"barrel_scoring": "collect"}, {"concede_opponent_points": "bolt"},
]


@pytest.mark.parametrize("changes", VALUES, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_easy_and_normal_computers_finish_a_game(changes):
    rules = RuleSet(**changes)
    for n, level in ((3, "easy"), (2, "normal")):
        game = play_game(Game(rules, n, 0), [make_player(level, seed=s) for s in range(n)], seed=n)
        assert game.phase is Phase.GAME_OVER and game.winner is not None
        settlement = game.board.settlement()
        if rules.bank:
            assert settlement[game.winner] == 100 and sum(settlement) == 0


#: The keys of docs/rules.md's seeds' remaining house rules in this engine, and values to draw.
SEED_KEYS = {
    "bolt_when": ["no_trick", "no_points", "under_five"], "bolt_each_penalty": [0, 60],
    "golden_bolts": ["single", "double"], "declarer_scores": ["contract", "points"],
    "free_concessions": [0, "all"], "bank": [0, 100], "opening": ["hundred", "free_redeal", "free_dealer"],
    "barrel_bidding": ["normal", "automatic", "opens"], "golden_round": [False, True],
    "golden_round_mode": ["forced", "doubled"], "minus_bid_threshold": [None, -100],
}


@pytest.mark.parametrize("seed", range(3))
def test_computers_finish_games_under_random_seed_rules(seed):
    import random

    rng = random.Random(seed)
    rules = RuleSet.from_dict({k: rng.choice(v) for k, v in SEED_KEYS.items()})
    n = (3, 4, 2)[seed]
    game = play_game(Game(rules, n, 0), [make_player("easy", seed=s) for s in range(n)], seed=seed)
    assert game.phase is Phase.GAME_OVER, rules.to_dict(only_changed=True)
