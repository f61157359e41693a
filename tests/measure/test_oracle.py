"""The arena's open-hands oracle: legal, deterministic, never a level of the game."""

from __future__ import annotations

from tests.ai.helpers import CheckingPlayer
from thousand_qt.ai import LEVELS
from thousand_qt.ai.driver import play_deal
from thousand_qt.engine import PRESETS, Game
from thousand_qt.measure.ai.oracle import ORACLE, OraclePlayer, make_arena_player


def test_oracle_is_not_a_level_of_the_game():
    assert ORACLE not in LEVELS


def test_oracle_plays_a_deal_legally_and_deterministically():
    def run():
        g = Game(PRESETS["classic"], 3, 0)
        players = [CheckingPlayer(make_arena_player(ORACLE if s == 1 else "normal", s, g)) for s in range(3)]
        log: list = []
        play_deal(g, players, seed=11, log=log)
        oracle = players[1].inner
        assert isinstance(oracle, OraclePlayer) and not oracle.fallbacks
        return log, g.results[-1].change

    assert run() == run()
