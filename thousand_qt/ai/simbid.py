"""The strong level's decisions before the play, by simulation over the hidden cards.

Auction: sample talons and opponents' hands consistent with the seat's hand, let the seat take
the talon and give two cards away (``bidding.best_keep``), and ask the open-hands solver, with a
small node budget per sample, for the highest contract (on a grid of 10) it makes. The seat bids
while the estimated make-probability of the next bid, with the score situation, is high enough.
Give: the same for the known ten cards: the kept hands of the best few give-aways are compared by
simulation, and the expectation of the best decides whether to concede.

Three active players only (two players: the heuristic decides). Deterministic for a seed: the
samples are drawn from a generator fixed by the seed and the seat's view, node budgets bound
the search, and the safety guard (:mod:`guard`) only trips on a machine far slower than any expected.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from thousand_qt.engine import RuleSet, SeatView
from thousand_qt.engine.auction import bid_ceiling
from thousand_qt.engine.cards import DECK, Card

from . import bidding
from .guard import Guard
from .knowledge import analyse
from .solver import Budget, Solver

GRID = 10

# a give-away to simulate: the kept hand and (the card for the next opponent, the other's)
KeepOption = tuple[list[Card], tuple[Card, Card]]


def _rng(seed: int, *parts: object) -> random.Random:
    key = "|".join(str(p) for p in (seed,) + parts)
    return random.Random(int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big"))


def _top(solver: Solver, hands: Sequence[int], lo: int, hi: int, kept: Sequence[Card], rules: RuleSet) -> int:
    """Highest multiple of GRID in [lo, hi] the declarer (position 0, leading) makes; lo-GRID if none."""
    return _search(solver, hands, lo, hi, kept, rules)[0]


def _search(solver: Solver, hands: Sequence[int], lo: int, hi: int, kept: Sequence[Card],
            rules: RuleSet) -> tuple[int, bool]:
    """(:func:`_top`, whether the node budget cut the search off).

    The search starts at the hand evaluation's contract and walks up or down from there (the
    searches far from the answer are the cheap ones). When the node budget runs out, the
    evaluation completes the answer, within what was proven: at least the highest contract
    made, below the lowest one failed."""
    made, failed = lo - GRID, hi + GRID
    guess = min(hi, max(lo, _fallback(kept, rules)))
    guess = lo + (guess - lo) // GRID * GRID     # on the grid from ``lo``
    try:
        amt = guess
        while lo <= amt <= hi:
            if solver.reaches(hands, 0, -1, 0, amt):
                made = amt
                if amt + GRID >= failed:
                    break
                amt += GRID
            else:
                failed = amt
                if amt - GRID <= made:
                    break
                amt -= GRID
    except Budget:
        return min(failed - GRID, max(made, guess)), True
    return made, False


def declarer_hands(hand: Sequence[Card], talon: Sequence[Card], first: Sequence[Card], second: Sequence[Card],
                   rules: RuleSet) -> tuple[list[Card], list[int]]:
    """A bidder's deal as the auction simulates it: the bidder takes ``talon``, keeps its best
    cards (``bidding.best_keep``) and gives the more valuable of the other two to ``first`` (the
    next opponent), the other to ``second``. (The kept cards, the bitmask hands by solver
    position, the bidder first.)"""
    _score, kept, give = bidding.best_keep(list(hand) + list(talon), 2, rules, 3)
    low, high = sorted(give, key=lambda c: (c.points, c.strength))
    return kept, [sum(c.bit for c in kept), sum(c.bit for c in first) | high.bit,
                  sum(c.bit for c in second) | low.bit]


def auction_reach(view: SeatView, seed: int, samples: int, node_budget: int, guard: Guard | None = None,
                  deals: list[tuple[list[Card], list[Card], list[Card]]] | None = None) -> list[int] | None:
    """Per sampled talon/deal: the highest contract the seat makes as declarer (None: not
    three active players, or the safety ``guard`` tripped). ``deals`` (talon, next opponent's
    hand, the other's) replaces the sampling (the arena's open-hands oracle only)."""
    searched = auction_searches(view, seed, samples, node_budget, guard, deals)
    return None if searched is None else [top for top, _cut in searched]


def auction_searches(view: SeatView, seed: int, samples: int, node_budget: int, guard: Guard | None = None,
                     deals: list[tuple[list[Card], list[Card], list[Card]]] | None = None
                     ) -> list[tuple[int, bool]] | None:
    """:func:`auction_reach` with, per sample, whether the node budget cut its search off."""
    rules = view.rules
    if len(view.active) != 3 or view.n_players == 2:
        return None
    hand = list(view.hand)
    mine = set(hand)
    unseen = [c for c in DECK if c not in mine]
    rng = _rng(seed, "auction", view.deal_number, view.seat, " ".join(c.text for c in hand))
    lo = (rules.min_bid + GRID - 1) // GRID * GRID
    guard = guard or Guard()
    out: list[tuple[int, bool]] = []
    if deals is None:
        deals = []
        for _ in range(samples):
            rng.shuffle(unseen)
            deals.append((unseen[:3], unseen[3:10], unseen[10:17]))
    per = max(1, node_budget // len(deals))
    for talon, o1, o2 in deals:
        if guard.tripped():
            return None
        kept, hands = declarer_hands(hand, talon, o1, o2, rules)
        hi = bid_ceiling(kept, rules) if rules.bid_limit_by_marriages else rules.max_bid
        solver = Solver.for_rules(3, 0, rules, per)
        out.append(_search(solver, hands, lo, min(hi, 250), kept, rules))
    return out


def _fallback(kept: Sequence[Card], rules: RuleSet) -> int:
    est = bidding.evaluate(kept, rules, 3)
    return int(est // GRID * GRID)


def give_reach(view: SeatView, seed: int, keep_options: Sequence[KeepOption], samples: int, node_budget: int,
               guard: Guard | None = None,
               deals: list[tuple[list[Card], list[Card]]] | None = None) -> list[list[int]] | None:
    """For each (kept, (first, second)) option: per sampled opponents' hands, the highest contract
    made, with ``first`` in the next opponent's hand (solver position 1) and ``second`` in the
    other's, as ``Give`` deals them (None if the safety ``guard`` tripped). ``deals`` (next
    opponent's hand, the other's) replaces the sampling (the arena's open-hands oracle only)."""
    rules = view.rules
    kn = analyse(view)
    hidden = list(kn.unseen)
    rng = _rng(seed, "give", view.deal_number, view.seat, " ".join(c.text for c in view.hand))
    lo = (rules.min_bid + GRID - 1) // GRID * GRID
    if deals is None:
        deals = []
        for _ in range(samples):
            rng.shuffle(hidden)
            half = len(hidden) // 2
            deals.append((list(hidden[:half]), list(hidden[half:])))
    results: list[list[int]] = []
    guard = guard or Guard()
    per = max(1, node_budget // (len(deals) * len(keep_options)))
    for kept, (first, second) in keep_options:
        hi = bid_ceiling(kept, rules) if rules.bid_limit_by_marriages else rules.max_bid
        tops: list[int] = []
        for o1, o2 in deals:
            if guard.tripped():
                return None
            hands = [sum(c.bit for c in kept), sum(c.bit for c in o1) | first.bit, sum(c.bit for c in o2) | second.bit]
            solver = Solver.for_rules(3, 0, rules, per)
            tops.append(_top(solver, hands, lo, min(hi, 300), kept, rules))
        results.append(tops)
    return results


def make_prob(tops: Sequence[int], amount: int, optimism: float) -> float:
    """The share of ``tops`` (contracts made per sample) reaching ``amount``, less ``optimism``."""
    if not tops:
        return 0.0
    return sum(1 for t in tops if t >= amount) / len(tops) - optimism
