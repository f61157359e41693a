"""Two hundred whole games of computer players under rule sets drawn at random from every
house rule's values (RULES.md §14's keys included): every action goes through ``Game.apply``,
which refuses an illegal one, so a computer's illegal move under any combination fails here.

A game is played to its end or to ``MAX_DEALS`` deals: some drawn rule sets make the end nearly
out of reach (one attempt on the barrel, collecting card points from 880 towards 1001, reaches
it only in a doubled deal), and such a game is still every decision checked. Most games end."""

from __future__ import annotations

import random

import pytest

from thousand_qt.ai.driver import play_game
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import Game, Phase

from ..engine.helpers import random_rules

GAMES = 200
BATCHES = 10
#: A strong seat in every tenth game, on a small node budget (its decisions, not their quality).
STRONG_EVERY = 10
STRONG_NODES = 2_000
MAX_DEALS = 120


def _players(rng: random.Random, n: int, game_number: int) -> list:
    players = [make_player(rng.choice(("easy", "normal")), seed=rng.randrange(10**6)) for _ in range(n)]
    if game_number % STRONG_EVERY == 0:
        players[rng.randrange(n)] = StrongPlayer(rng.randrange(10**6), STRONG_NODES)
    return players


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(BATCHES))
def test_computers_finish_games_under_random_house_rules(batch):
    per_batch = GAMES // BATCHES
    finished = 0
    for k in range(batch * per_batch, (batch + 1) * per_batch):
        rng = random.Random(f"random-house-rules/{k}")
        rules = random_rules(rng)
        n = rng.choice((2, 3, 4))
        game = play_game(Game(rules, n, rng.randrange(n)), _players(rng, n, k), seed=k, max_deals=MAX_DEALS)
        if game.phase is Phase.GAME_OVER:
            assert game.winner is not None, (k, rules.to_dict(only_changed=True))
            finished += 1
        else:
            assert game.phase is Phase.DEAL and len(game.results) == MAX_DEALS, (k, game.phase)
    assert finished >= per_batch // 2
