"""Normal play wastes no points: on a trick its side does not take, no higher card of a suit
where a lower one does the same job, and no ace or ten while another card may go."""

from __future__ import annotations

import random

import pytest

from thousand_qt.ai.heuristic import _marriage_keep
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import Play
from thousand_qt.engine.cards import Card
from thousand_qt.engine.play import best_index


def _follows(n_deals: int, seed: int):
    """(view, chosen card) of every normal decision that follows to a trick, in self-play."""
    rng = random.Random(seed)
    players = [make_player("normal", 20 + s) for s in range(3)]
    g = Game(PRESETS["classic"], 3, 0)
    for _ in range(n_deals):
        if g.finished:
            break
        g.start_deal(seed=rng.getrandbits(40))
        while g.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = g.to_act
            view = g.view_for(seat)
            action = players[seat].choose(view)
            if isinstance(action, Play) and view.trick:
                yield view, action.card
            g.apply(action)


def _loses(view, card: Card) -> bool:
    cards = [c for _, c in view.trick]
    return best_index([*cards, card], view.trump) != len(cards)


def _side_leads(view) -> bool:
    cards = [c for _, c in view.trick]
    best_seat = view.trick[best_index(cards, view.trump)][0]
    return best_seat == view.seat or (view.seat != view.declarer and best_seat != view.declarer)


@pytest.mark.parametrize("seed", [1, 2])
def test_no_points_thrown_away(seed):
    checked = 0
    for view, card in _follows(25, seed):
        if _side_leads(view) or not _loses(view, card):
            continue
        legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
        keep = _marriage_keep(list(view.hand))
        lower = [c for c in legal if c.suit is card.suit and c.strength < card.strength
                 and (c not in keep or card in keep)]
        assert not lower, (view.trick, card, lower)
        if card.rank in "AT":
            others = [c for c in legal if c.rank not in "AT" and c not in keep and _loses(view, c)]
            assert not others, (view.trick, card, others)
        checked += 1
    assert checked > 50
