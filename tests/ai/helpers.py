"""Shared helpers of the computer-player tests."""

from __future__ import annotations

import random

from thousand_qt.engine import Game, IllegalActionError, Phase
from thousand_qt.engine.cards import deal_cards, shuffled_deck


def swapped_deal(game: Game, a, b):
    """The current deal's cards (as dealt) with cards ``a`` and ``b`` exchanged."""
    d = game.deal
    swap = {a: b, b: a}
    hands = [[swap.get(c, c) for c in h] for h in d.dealt]
    talons = [[swap.get(c, c) for c in t] for t in d.talons]
    return hands, talons


def replay(rules, n, dealer, hands, talons, actions) -> Game | None:
    """A fresh game on ``hands``/``talons`` with the same actions, or None if one is illegal."""
    g = Game(rules, n, dealer)
    g.start_deal(hands, talons)
    try:
        for a in actions:
            g.apply(a)
    except IllegalActionError:
        return None
    return g


def random_prefix(rules, n, seed: int, players, stop_prob: float = 0.08):
    """Play the first deal of a game with ``players`` and stop at a random decision."""
    rng = random.Random(seed)
    g = Game(rules, n, seed % n)
    hands, talons = deal_cards(shuffled_deck(seed), n, seed % n)
    g.start_deal(hands, talons)
    while g.phase not in (Phase.DEAL, Phase.GAME_OVER):
        if rng.random() < stop_prob:
            return g
        seat = g.to_act
        g.apply(players[seat].choose(g.view_for(seat)))
    return None
