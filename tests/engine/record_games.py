"""Random legal games from the start, for the tests of the record's text: the game and its
record under rules drawn from the option table, 2, 3 or 4 players, stopped after some deals
or inside one (a game in progress)."""

from __future__ import annotations

import random
from typing import Any

from thousand_qt.engine import Game
from thousand_qt.engine.record import GameRecord, PlayerInfo, record_from_game

from .helpers import random_rules


def random_game(seed: int, max_actions: int = 400, options: dict[str, list[Any]] | None = None) -> Game:
    """Game ``seed``: random rules (drawn from ``options``, the option table by default) and
    players, random legal actions, at most ``max_actions``."""
    rng = random.Random(seed)
    n = 2 + seed % 3
    game = Game(random_rules(rng, options), n, rng.randrange(n))
    for _ in range(max_actions):
        if game.finished:
            break
        if game.to_act is None:
            game.start_deal(rng=rng)
            continue
        game.apply(rng.choice(game.legal_actions()))
    return game


def record_of(game: Game) -> GameRecord:
    """The game's record, every seat a computer named after its number."""
    players = [PlayerInfo(f"P{s}", "computer") for s in range(game.n_players)]
    return record_from_game(game, players)
