"""Computer players at two-player tables with talons of three (RULES.md §14 ``two_player_talons``
three, with and without ``second_talon_card``), under rule sets drawn at random otherwise: every
action goes through ``Game.apply``, which refuses an illegal one, and every discard a computer
(or its hint) makes is one the legal actions list as it is, never another order of it."""

from __future__ import annotations

import random

import pytest

from thousand_qt.ai.driver import play_deal
from thousand_qt.ai.hint import suggest
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import Game, Phase, SeatView
from thousand_qt.engine.actions import Action, Discard

from ..engine.helpers import random_rules

DEALS = 8
STRONG_NODES = 2_000
TALONS = [{"second_talon": "out"}, {"second_talon": "last_trick", "second_talon_card": False},
          {"second_talon": "last_trick", "second_talon_card": True}]


class Watched:
    """A computer player whose discards are kept with the view they answered."""

    def __init__(self, player, discards: list[tuple[SeatView, Action]]) -> None:
        self.player, self.discards = player, discards

    def choose(self, view: SeatView) -> Action | None:
        action = self.player.choose(view)
        if isinstance(action, Discard):
            self.discards.append((view, action))
        return action


@pytest.mark.parametrize("talons", TALONS)
def test_computers_lay_away_three_cards_as_listed(talons):
    rng = random.Random(f"discard-sets/{sorted(talons.items())}")
    discards: list[tuple[SeatView, Action]] = []
    for k in range(DEALS):
        rules = random_rules(rng).with_changes(two_player_game="talons", two_player_talons="three", **talons)
        players = [make_player(rng.choice(("easy", "normal")), seed=rng.randrange(10**6)) for _ in range(2)]
        if k % 2 == 0:
            players[rng.randrange(2)] = StrongPlayer(rng.randrange(10**6), STRONG_NODES)
        game = Game(rules, 2, rng.randrange(2))
        play_deal(game, [Watched(p, discards) for p in players], seed=rng.getrandbits(64))
        assert game.phase in (Phase.DEAL, Phase.GAME_OVER) and game.results
    assert len(discards) >= DEALS // 2
    for view, action in discards:
        assert len(action.cards) == 3 and action in view.legal_actions, (action, view.rules.to_dict(only_changed=True))
        hinted = suggest(view, seed=1).action
        assert hinted in view.legal_actions
