"""forced_play: the one card a player must play, and only when there is no choice at all."""

from __future__ import annotations

import random

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.actions import MARRIAGE, Bid, Pass, Play, forced_play
from thousand_qt.engine.cards import Card


def test_a_single_plain_play_is_forced_and_nothing_else_is() -> None:
    nine = Play(0, Card.parse("9H"))
    assert forced_play([nine]) == nine
    assert forced_play([]) is None
    assert forced_play([nine, Play(0, Card.parse("TH"))]) is None
    king = Play(0, Card.parse("KH"))
    assert forced_play([king, Play(0, king.card, MARRIAGE)]) is None     # declare or not: a choice
    assert forced_play([Play(0, king.card, MARRIAGE)]) is None
    assert forced_play([Bid(0, 100)]) is None and forced_play([Pass(0)]) is None


def test_in_played_deals_the_forced_card_is_the_only_legal_action() -> None:
    rng = random.Random(3)
    forced_seen = 0
    for n in (2, 3, 4):
        for deal in range(12):
            game = Game(n_players=n, first_dealer=deal % n)
            game.start_deal(seed=deal)
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER) and game.to_act is not None:
                legal = game.legal_actions()
                forced = forced_play(legal)
                if forced is not None:
                    forced_seen += 1
                    assert legal == [forced] and game.phase is Phase.PLAY
                else:
                    assert len(legal) != 1 or not isinstance(legal[0], Play) or legal[0].declare
                game.apply(rng.choice(legal))
    assert forced_seen > 20       # the last card of every hand at least
