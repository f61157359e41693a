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
        actions = list(g.deal.actions)
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
