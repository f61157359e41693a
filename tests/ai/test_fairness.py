"""Fairness: a decision depends on the seat's view only, never on the hidden cards."""

from __future__ import annotations

import random

import pytest

from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import PRESETS

from .helpers import random_prefix, replay, swapped_deal


def _check(level: str, preset: str, n: int, seeds, min_checked: int, factory=make_player):
    rules = PRESETS[preset]
    driver = [make_player("normal", 50 + i) for i in range(n)]
    checked = 0
    for seed in seeds:
        g = random_prefix(rules, n, seed, driver)
        if g is None:
            continue
        seat = g.to_act
        view = g.view_for(seat)
        hidden = view.unseen_cards()
        if len(hidden) < 2:
            continue
        rng = random.Random(seed)
        actions = list(g.deal_records[-1].actions)
        for _ in range(30):
            a, b = rng.sample(hidden, 2)
            hands, talons = swapped_deal(g, a, b)
            other = replay(rules, n, g.deal.dealer, hands, talons, actions)
            if other is None or other.view_for(seat) != view:
                continue
            if other.deal.hands == g.deal.hands and other.deal.talons == g.deal.talons:
                continue  # the two cards were in the same place: nothing hidden changed
            p1, p2 = factory(level, 11), factory(level, 11)
            assert p1.choose(view) == p2.choose(other.view_for(seat)), (level, seed)
            checked += 1
            break
    assert checked >= min_checked


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_heuristic_levels_ignore_hidden_cards(level, n):
    _check(level, "classic", n, range(60), 10)


@pytest.mark.parametrize("n", [2, 3])
def test_strong_ignores_hidden_cards(n):
    # a reduced node budget keeps the test fast and far from the wall-clock guard
    _check("strong", "classic", n, range(8), 2, lambda level, seed: StrongPlayer(seed, node_budget=40_000))


def test_polish_rules_fairness():
    _check("normal", "polish", 3, range(40), 5)


# -- the game with a stock: the opponent's hand and the stock's order are hidden alike ---------
def _stock_prefix(seed: int, players, stop_prob: float = 0.1):
    from thousand_qt.engine import Game, Phase, RuleSet
    rng = random.Random(seed)
    g = Game(RuleSet(two_player_game="stock"), 2, seed % 2)
    g.start_deal(seed=seed)
    while g.phase is Phase.PLAY:
        if rng.random() < stop_prob:
            return g
        seat = g.to_act
        g.apply(players[seat].choose(g.view_for(seat)))
    return None


def _stock_swapped(g, a, b):
    """The deal's hands and stock as dealt with ``a`` and ``b`` exchanged, replayed (or None)."""
    from thousand_qt.engine import Game, IllegalActionError
    swap = {a: b, b: a}
    d = g.deal
    other = Game(g.rules, 2, d.dealer)
    other.start_deal([[swap.get(c, c) for c in h] for h in d.dealt],
                     stock=[swap.get(c, c) for c in d.stock_dealt])
    try:
        for action in g.deal_records[-1].actions:
            other.apply(action)
    except IllegalActionError:
        return None
    return other


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_stock_game_decisions_ignore_the_hidden_hand_and_stock_order(level):
    from thousand_qt.ai.pimc import StrongPlayer

    def factory(seed):
        return StrongPlayer(seed, node_budget=75_000) if level == "strong" else make_player(level, seed)

    driver = [make_player("normal", 50 + i) for i in range(2)]
    checked = stock_moved = 0
    for seed in range(40 if level != "strong" else 16):
        g = _stock_prefix(seed, driver)
        if g is None:
            continue
        seat = g.to_act
        view = g.view_for(seat)
        hidden = view.unseen_cards()
        rng = random.Random(seed)
        for _ in range(30):
            a, b = rng.sample(hidden, 2)
            other = _stock_swapped(g, a, b)
            if other is None or other.view_for(seat) != view:
                continue
            if other.deal.hands == g.deal.hands and other.deal.stock == g.deal.stock:
                continue
            stock_moved += other.deal.stock != g.deal.stock
            assert factory(11).choose(view) == factory(11).choose(other.view_for(seat)), (level, seed)
            checked += 1
            break
    assert checked >= 5 and stock_moved >= 1
