"""The strong player: perfect-information Monte Carlo over deals consistent with its view.

For a card decision it samples deals of the hidden cards (``sampling``), asks the open-hands
solver for each sample and each candidate card "does the declarer still make the contract?",
and plays the card best across samples (the declarer maximises the count, a defender minimises
it; ties go to the rules-of-thumb card). The budget is counted in solver nodes, so a decision is
deterministic for a seed; a wall-clock guard and the heuristic fallback make sure it never hangs.
"""

from __future__ import annotations

import random
import time

from thousand_qt.engine.actions import ACES, Contract, Play
from thousand_qt.engine.cards import SUITS

from . import bidding, heuristic
from .knowledge import SUIT_INDEX, analyse
from .player import Player
from .sampling import OUT, sample_deal
from .solver import Budget, Solver, reaches_after

NODE_BUDGET = 120_000
MAX_SAMPLES = 24
MIN_SAMPLES = 4
WALL_LIMIT = 0.9


class StrongPlayer(Player):
    level = "strong"

    def __init__(self, seed: int = 0, node_budget: int = NODE_BUDGET) -> None:
        super().__init__(seed)
        self.node_budget = node_budget
        self.fallbacks = 0

    def auction(self, view, rng: random.Random):
        return bidding.choose_auction(view, rng, aggression=5.0)

    def play(self, view, rng: random.Random):
        fallback = heuristic.choose_play(view, rng)
        legal = [a for a in view.legal_actions if isinstance(a, Play)]
        if fallback.declare == ACES or view.declarer is None or view.contract is None:
            return fallback
        cands = sorted({a for a in legal}, key=lambda a: (a.card.index, a.declare or ""))
        if len(cands) == 1:
            return cands[0]
        try:
            counts, samples = self._pimc(view, rng, cands)
        except Exception:  # never let the search break a game
            counts, samples = None, 0
        if counts is None or samples < MIN_SAMPLES:
            self.fallbacks += 1
            return fallback
        maximise = view.seat == view.declarer
        best = max(counts.values()) if maximise else min(counts.values())
        good = [a for a in cands if counts[a] == best]
        return fallback if fallback in good else good[0]

    def _pimc(self, view, rng: random.Random, cands):
        kn = analyse(view)
        active = list(view.active)
        pos_of = {s: i for i, s in enumerate(active)}
        n = len(active)
        decl = pos_of[view.declarer]
        trick = [(pos_of[s], c.index) for s, c in view.trick]
        leader = pos_of[view.trick[0][0]] if view.trick else pos_of[view.seat]
        trump = SUIT_INDEX[view.trump] if view.trump is not None else -1
        won = 0
        for s in active:
            if view.tricks_won[s]:
                won |= 1 << pos_of[s]
        so_far = sum(sum(c.points for _, c in t.cards) for t in view.tricks if t.winner == view.declarer)
        so_far += sum(v for s, _suit, v in view.marriages if s == view.declarer)
        target = view.contract - so_far
        mvals = [view.rules.marriage_values.of(s) for s in SUITS]
        needs = view.rules.marriage_needs_trick
        if not needs:
            won = 0
        mine = sum(c.bit for c in view.hand)
        counts = {a: 0 for a in cands}
        used, samples = 0, 0
        start = time.perf_counter()
        moves = [(a, a.card.index, SUIT_INDEX[a.card.suit] if a.declare else -1) for a in cands]
        for _ in range(MAX_SAMPLES):
            if time.perf_counter() - start > WALL_LIMIT * 0.6:
                break
            deal = sample_deal(kn, rng)
            if deal is None:
                break
            hands = [0] * n
            for s, cards in deal.items():
                if s != OUT:
                    hands[pos_of[s]] = sum(c.bit for c in cards)
            hands[pos_of[view.seat]] = mine
            solver = Solver(n, decl, mvals, needs, view.rules.must_overtake, self.node_budget - used)
            result = {}
            try:
                for a, card, suit in moves:
                    result[a] = reaches_after(solver, hands, leader, trump, won, trick, card, suit, target)
            except Budget:
                break
            used += solver.nodes
            samples += 1
            for a, ok in result.items():
                counts[a] += ok
            if used >= self.node_budget:
                break
        return counts, samples


__all__ = ["StrongPlayer", "Contract"]
