"""Shared helpers of the computer-player tests."""

from __future__ import annotations

import random

from thousand_qt.ai.levels import make_player
from thousand_qt.engine import PRESETS, Game, IllegalActionError, Phase
from thousand_qt.engine.actions import Bid, Contract, Pass, Redeal
from thousand_qt.engine.cards import DECK, deal_cards, parse_cards, shuffled_deck


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


def set_deal(hand: str, talon: str = "", seat: int = 2, dealer: int = 0, rules=None, other: str = "") -> Game:
    """A fresh game whose first deal gives ``seat`` the cards ``hand`` (text, "AS KH ...") and
    the talon ``talon`` (or the first three cards left); the next seat gets ``other`` (text,
    some of its cards), the other seats the rest in deck order."""
    mine = parse_cards(hand.split())
    given = parse_cards(other.split())
    rest = [c for c in DECK if c not in mine and c not in given]
    talon_cards = parse_cards(talon.split()) if talon else rest[:3]
    rest = given + [c for c in rest if c not in talon_cards]
    hands: list[list] = [[] for _ in range(3)]
    hands[seat] = mine
    others = [s for s in range(3) if s != seat]
    hands[others[0]], hands[others[1]] = rest[:7], rest[7:]
    g = Game(rules or PRESETS["classic"], 3, dealer)
    g.start_deal(hands, [talon_cards])
    return g


def after_calls(g: Game, calls) -> Game:
    """Apply the auction ``calls`` in turn (an amount bids it, None passes)."""
    for amount in calls:
        seat = g.to_act
        g.apply(Bid(seat, amount) if amount is not None else Pass(seat))
    return g


def on_the_hundred(hand: str, talon: str, rules=None) -> Game:
    """Seat 0 on the hundred holds ``hand`` with the talon ``talon`` (text); both others pass."""
    return after_calls(set_deal(hand, talon, seat=0, dealer=2, rules=rules), [None, None])


def to_give(seed: int, dealer: int, seat: int) -> Game:
    """The deal with ``seat`` declarer at the lowest bid it may make (the others pass)."""
    g = Game(PRESETS["classic"], 3, dealer)
    g.start_deal(seed=seed)
    while g.phase is Phase.AUCTION:
        turn = g.to_act
        legal = g.legal_actions(turn)
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
        passes = [a for a in legal if isinstance(a, Pass)]
        g.apply(bids[0] if (turn == seat or not passes) else passes[0])
    assert g.deal.declarer == seat
    return g


def play_out(g: Game, seat: int, level: str, log: list | None = None):
    """Play the rest of the deal: ``level`` on ``seat``, normal defenders; the result and players
    (``log`` collects the (seat, action) pairs)."""
    players = [make_player(level if s == seat else "normal", 5 + s) for s in range(3)]
    contract = None
    while g.phase not in (Phase.DEAL, Phase.GAME_OVER):
        turn = g.to_act
        action = players[turn].choose(g.view_for(turn))
        if isinstance(action, Contract):
            contract = action.amount
        if log is not None:
            log.append((turn, action))
        g.apply(action)
    return contract, g.results[-1], players


class CheckingPlayer:
    """Wraps a player and checks each answer against the view's legal actions."""

    def __init__(self, inner):
        self.inner = inner
        self.decisions = 0

    def choose(self, view):
        action = self.inner.choose(view)
        if view.to_act != view.seat:
            assert action is None or isinstance(action, Redeal)
        else:
            assert action in view.legal_actions, (action, view.legal_actions)
            self.decisions += 1
        return action
