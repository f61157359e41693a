"""The strong player in the game with a stock: sampled deals and an open-hands search.

Each sample puts the unseen cards in the opponent's hand and in the stock, in an order (the
order decides who draws what), consistent with what the seat knows (:func:`stock_knowledge`).
With everything fixed the deal is a game of perfect information: an alpha-beta search of the
point difference (card points of the tricks and marriages, this seat's minus the opponent's)
plays it out to the end once the stock is empty, and a few tricks deep while it lasts, where a
leaf is judged by the points so far and the marriages still in hand (less deep when the first
sample does not fit its share of the budget). Each candidate card's
values are averaged over the samples; the best mean is played.

The work is counted in search nodes (``node_budget`` per decision), never in time.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import ACES, MARRIAGE, Play
from thousand_qt.engine.cards import Card, Suit
from thousand_qt.engine.play import best_index, legal_cards
from thousand_qt.engine.rules import RuleSet

from .stock_play import StockKnowledge, stock_knowledge

ACE_MARRIAGE = 200
#: Tricks searched ahead (the current one included) while the stock lasts.
STOCK_DEPTH = 3
#: A marriage still in hand at a leaf counts for this share of its value.
MARRIAGE_WEIGHT = 0.6
SAMPLES = 16
MIN_SAMPLES = 3
SAMPLE_TRIES = 40


class OutOfNodes(Exception):
    """A sample's search used up its share of the node budget."""


@dataclass(frozen=True)
class StockDecision:
    """The card chosen, its mean point difference over ``samples`` sampled deals, and the
    search nodes the decision used."""

    action: Play
    mean: float
    samples: int
    nodes: int


def sample_unseen(kn: StockKnowledge, rng: random.Random, tries: int = SAMPLE_TRIES
                  ) -> tuple[list[Card], list[Card]] | None:
    """One consistent placing of the unseen cards: (the opponent's hand, the stock top first)."""
    for attempt in range(tries):
        strict = attempt < tries - 5
        hand = [c for c in kn.unseen if c in kn.known]
        free = [c for c in kn.unseen if c not in kn.known]
        rng.shuffle(free)
        counts: dict[Suit, int] = {}
        for c in hand:
            counts[c.suit] = counts.get(c.suit, 0) + 1
        rest = []
        for c in free:
            cap = kn.caps.get(c.suit) if strict else None
            if len(hand) < kn.opp_size and (cap is None or counts.get(c.suit, 0) < cap):
                hand.append(c)
                counts[c.suit] = counts.get(c.suit, 0) + 1
            else:
                rest.append(c)
        if len(hand) == kn.opp_size and len(rest) == kn.stock_left:
            return hand, rest
    return None


class _Search:
    """Alpha-beta over one sampled deal; values are ``me``'s points minus the opponent's."""

    def __init__(self, rules: RuleSet, me: int, stock: Sequence[Card], declared: frozenset[tuple[int, str]],
                 nodes: int) -> None:
        self.values = rules.marriage_values
        self.ace_marriage = rules.ace_marriage
        self.overtake = rules.must_overtake
        self.trump_lead_free = rules.trump_lead == "free"
        self.me = me
        self.stock = list(stock)
        self.declared = declared
        self.left = nodes

    def _sign(self, seat: int) -> int:
        return 1 if seat == self.me else -1

    def leaf(self, hands: Sequence[tuple[Card, ...]]) -> float:
        score = 0.0
        for seat, hand in enumerate(hands):
            kings = {c.suit for c in hand if c.rank == "K"}
            pot = sum(self.values.of(c.suit) for c in hand if c.rank == "Q" and c.suit in kings)
            score += self._sign(seat) * MARRIAGE_WEIGHT * pot
        return score

    def lead_moves(self, hand: tuple[Card, ...], seat: int, trump: Suit | None, declared: frozenset[tuple[int, str]]
                   ) -> list[tuple[Card, str | None]]:
        moves: list[tuple[Card, str | None]] = []
        kings = {c.suit for c in hand if c.rank == "K"}
        queens = {c.suit for c in hand if c.rank == "Q"}
        all_aces = self.ace_marriage and (seat, ACES) not in declared and sum(c.rank == "A" for c in hand) == 4
        # trump_lead declarer_only: no trump led by a seat that declared no K+Q marriage in
        # this deal, unless it holds nothing else (the engine's trump_lead_barred)
        barred = (not self.trump_lead_free and trump is not None and (seat, MARRIAGE) not in declared
                  and any(c.suit is not trump for c in hand))
        for c in hand:
            if barred and c.suit is trump:
                continue
            if c.rank in "KQ" and c.suit in kings and c.suit in queens:
                moves.append((c, MARRIAGE))    # a pair in hand is always declared when led
            elif all_aces and c.rank == "A":
                moves.append((c, ACES))
            else:
                moves.append((c, None))
        moves.sort(key=lambda m: (m[1] is None, -m[0].points))
        return moves

    def value(self, hands: tuple[tuple[Card, ...], ...], leader: int, lead: Card | None,
              trump: Suit | None, k: int, declared: frozenset[tuple[int, str]], depth: int,
              alpha: float, beta: float) -> float:
        """The value from a position: ``leader`` has led ``lead`` (or is to lead, None)."""
        self.left -= 1
        if self.left < 0:
            raise OutOfNodes
        if lead is None:
            if not hands[leader]:
                return 0.0
            if depth == 0:
                return self.leaf(hands)
            return _alpha_beta(leader == self.me, self.lead_moves(hands[leader], leader, trump, declared),
                               lambda move, a, b: self.after_lead(hands, leader, move[0], move[1], trump, k,
                                                                  declared, depth, a, b),
                               alpha, beta)
        follower = 1 - leader
        options = legal_cards(hands[follower], [lead], trump, self.overtake)
        options.sort(key=lambda c: -c.points)
        return _alpha_beta(follower == self.me, options,
                           lambda card, a, b: self.after_follow(hands, leader, lead, card, trump, k,
                                                                declared, depth, a, b),
                           alpha, beta)

    def after_lead(self, hands: tuple[tuple[Card, ...], ...], leader: int, card: Card, declare: str | None,
                   trump: Suit | None, k: int, declared: frozenset[tuple[int, str]], depth: int,
                   alpha: float, beta: float) -> float:
        gain = 0.0
        if declare == MARRIAGE:
            gain = self._sign(leader) * self.values.of(card.suit)
            trump = card.suit
            declared = declared | {(leader, MARRIAGE)}
        elif declare == ACES:
            gain = self._sign(leader) * ACE_MARRIAGE
            declared = declared | {(leader, ACES)}
        rest = tuple(c for c in hands[leader] if c is not card)
        new = (rest, hands[1]) if leader == 0 else (hands[0], rest)
        return gain + self.value(new, leader, card, trump, k, declared, depth, alpha - gain, beta - gain)

    def after_follow(self, hands: tuple[tuple[Card, ...], ...], leader: int, lead: Card, card: Card,
                     trump: Suit | None, k: int, declared: frozenset[tuple[int, str]], depth: int,
                     alpha: float, beta: float) -> float:
        follower = 1 - leader
        winner = follower if best_index((lead, card), trump) == 1 else leader
        gain = self._sign(winner) * (lead.points + card.points)
        rest = tuple(c for c in hands[follower] if c is not card)
        new = [hands[0], hands[1]]
        new[follower] = rest
        if k < len(self.stock):
            new[winner] = (*new[winner], self.stock[k])
            new[1 - winner] = (*new[1 - winner], self.stock[k + 1])
            k += 2
        return gain + self.value((new[0], new[1]), winner, None, trump, k, declared, depth - 1,
                                 alpha - gain, beta - gain)


def choose_stock_search(view: SeatView, rng: random.Random, candidates: Sequence[Play],
                        node_budget: int, samples: int = SAMPLES, prefer: Play | None = None
                        ) -> StockDecision | None:
    """The candidate of best mean point difference over sampled deals (a tie goes to
    ``prefer``, the rules-of-thumb card), or None when fewer than :data:`MIN_SAMPLES` deals
    could be searched within ``node_budget`` nodes."""
    kn = stock_knowledge(view)
    me, opp = view.seat, 1 - view.seat
    # once the stock is empty, to the end of the deal (one trick for each card in hand)
    depth = STOCK_DEPTH if view.stock_left else len(view.hand)
    # who declared what in this deal (the ace marriage: suit None), as the search tracks it
    declared = frozenset((s, MARRIAGE if suit is not None else ACES) for s, suit, _v in view.marriages)
    if not view.stock_left:
        samples = 1   # every unseen card is in the opponent's hand: one deal, known exactly
    cap = max(1, node_budget // min(MIN_SAMPLES, samples))
    used = 0
    sums = {a: 0.0 for a in candidates}
    done = 0
    for _ in range(2 * samples):
        if done >= samples or used >= node_budget:
            break
        placed = sample_unseen(kn, rng)
        if placed is None:
            break
        opp_hand, stock = placed
        search = _Search(view.rules, me, stock, declared, min(cap, node_budget - used))
        hands_list: list[tuple[Card, ...]] = [(), ()]
        hands_list[me], hands_list[opp] = tuple(view.hand), tuple(opp_hand)
        hands = (hands_list[0], hands_list[1])
        values: dict[Play, float] = {}
        try:
            for a in candidates:
                if view.trick:
                    lead_seat, lead = view.trick[0]
                    values[a] = search.after_follow(hands, lead_seat, lead, a.card, view.trump,
                                                    0, declared, depth, -1e9, 1e9)
                else:
                    values[a] = search.after_lead(hands, me, a.card, a.declare, view.trump,
                                                  0, declared, depth, -1e9, 1e9)
        except OutOfNodes:
            values = {}
            if not done and depth > 1:
                depth -= 1   # the first deal is too deep for the budget's share: search less deep
        used += min(cap, node_budget - used) - max(0, search.left)
        if len(values) == len(candidates):
            for a, v in values.items():
                sums[a] += v
            done += 1
    if done < min(MIN_SAMPLES, samples):
        return None
    top = max(sums.values())
    good = [a for a in candidates if sums[a] >= top - 1e-9]
    best = prefer if prefer in good else good[0]
    return StockDecision(best, sums[best] / done, done, used)



M = TypeVar("M")


def _alpha_beta(maximise: bool, moves: Iterable[M], child: Callable[[M, float, float], float],
                alpha: float, beta: float) -> float:
    """The best value of ``child(move, alpha, beta)`` over ``moves`` for the side to move (the
    searching player maximises, its opponent minimises), with alpha-beta cut-offs."""
    best = -1e9 if maximise else 1e9
    for move in moves:
        v = child(move, alpha, beta)
        if maximise:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


__all__ = ["OutOfNodes", "StockDecision", "choose_stock_search", "sample_unseen"]
