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
    {"free_concessions": "all"}, {"bank": 100}, {"barrel_scoring": "collect"}, {"concede_opponent_points": "bolt"},
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
