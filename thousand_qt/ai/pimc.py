"""The strong player: perfect-information Monte Carlo over deals consistent with its view.

For a card decision it samples deals of the hidden cards (``sampling``), asks the open-hands
solver for each sample and each candidate card "does the declarer still make the contract?",
and plays the card best across samples (the declarer maximises the count, a defender minimises
it). Late in the deal, where the search is cheap, it also searches the declarer's points, and
ties of the count go to the most points (declarer) or the fewest (defender); other ties go to
the rules-of-thumb card. Near the end of a game the barrel moves its bidding thresholds
(:mod:`stakes`). The budget is counted in solver nodes and samples, so a decision is a function
of the view and the seed only; the safety guard (:mod:`guard`) and the heuristic fallback make
sure it never hangs. Every fallback is counted (``Player.fallbacks``).
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import TypeVar

from thousand_qt.engine import RuleSet, SeatView
from thousand_qt.engine.actions import (
    ACES,
    Action,
    Bid,
    Concede,
    Contract,
    Give,
    Pass,
    Play,
    Redeal,
)
from thousand_qt.engine.cards import Card

from . import bidding, heuristic, simbid
from .card_search import POINTS_SEARCH_CARDS, CardTally, card_solver, card_tallies
from .concession import SampledPlay, concedes, failed_points, made_or_not
from .expectation import OPEN_HANDS_DISCOUNT, best_contract
from .guard import Guard
from .knowledge import Knowledge, analyse
from .player import Player, SampleCount
from .reason import Reason, ReasonKind
from .sampling import OUT, sample_deal
from .simbid import KeepOption
from .solver import KING, QUEEN, Budget, Solver
from .stakes import bid_threshold, collects_on_barrel, made_contract_wins
from .stock_play import choose_stock_play
from .stock_search import choose_stock_search

T = TypeVar("T")
# what the auction's simulation depends on: the deal, the seat, its hand and the rules
AuctionKey = tuple[int, int, tuple[Card, ...], RuleSet]

logger = logging.getLogger(__name__)

NODE_BUDGET = 150_000      # solver nodes per decision: p99 CPU time within 0.7 s
MAX_SAMPLES = 24
MIN_SAMPLES = 3
OPEN_HANDS_OPTIMISM = 0.05  # open-hands play overstates the declarer's chances a little
AGGRESSION = 15.0          # the heuristic auction's push (fallback when the simulation fails)
BID_SAMPLES = 16
BID_NODES = 80_000
GIVE_OPTIONS = 2
GIVE_SAMPLES = 8
GIVE_NODES = 100_000
STOCK_NODES = 60_000       # the game with a stock: search nodes per card decision


class StrongPlayer(Player):
    """Perfect-information Monte Carlo: the card play, the contract, the give and the auction by
    open-hands search over deals of the hidden cards consistent with the view."""

    level = "strong"
    searches_play = True
    max_samples = MAX_SAMPLES
    min_samples = MIN_SAMPLES

    def __init__(self, seed: int = 0, node_budget: int = NODE_BUDGET) -> None:
        super().__init__(seed)
        self.node_budget = node_budget
        self._bid_key: AuctionKey | None = None   # the view the cached auction simulation is of
        self._bid_tops: list[int] | None = None

    def auction(self, view: SeatView, rng: random.Random) -> Action:
        legal = view.legal_actions
        redeal = [a for a in legal if isinstance(a, Redeal)]
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
        pas = next((a for a in legal if isinstance(a, Pass)), None)
        if redeal or not bids or pas is None or len(view.active) != 3 or view.n_players == 2:
            # (the simulation plays three active seats: with two players the rules of thumb bid)
            return bidding.choose_auction(view, rng, aggression=AGGRESSION)
        tops = self._auction_tops(view)
        if tops is None:
            return bidding.choose_auction(view, rng, aggression=AGGRESSION)
        amount = bids[0].amount
        p = simbid.make_prob(tops, amount, OPEN_HANDS_OPTIMISM)
        bid = p >= bid_threshold(view, amount)
        self.reason = Reason(ReasonKind.BID if bid else ReasonKind.PASS,
                             sum(1 for t in tops if t >= amount), len(tops), amount)
        return bids[0] if bid else pas

    def _auction_tops(self, view: SeatView) -> list[int] | None:
        key: AuctionKey = (view.deal_number, view.seat, tuple(view.hand), view.rules)
        if self._bid_key != key:
            tops = None
            try:
                tops = self._auction_reach(view)
                if tops is None:
                    self.note_fallback("time", view, "auction simulation")
            except Exception:
                logger.exception("auction simulation failed")
                self.note_fallback("error", view, "auction simulation")
            self._bid_key, self._bid_tops = key, tops
        return self._bid_tops

    def _auction_reach(self, view: SeatView) -> list[int] | None:
        searched = simbid.auction_searches(view, self.seed, BID_SAMPLES, self._scaled(BID_NODES), Guard())
        if searched is None:
            return None
        self.sample_counts.append(SampleCount("auction", len(searched), sum(cut for _top, cut in searched)))
        return [top for top, _cut in searched]

    def _give_reach(self, view: SeatView, options: Sequence[KeepOption]) -> list[list[int]] | None:
        return simbid.give_reach(view, self.seed, options, GIVE_SAMPLES, self._scaled(GIVE_NODES), Guard())

    def _deal_hands(self, view: SeatView, kn: Knowledge, rng: random.Random,
                    pos_of: dict[int, int]) -> list[int] | None:
        """Bitmask hands by solver position of one deal of the hidden cards (None: none found)."""
        return _sampled_hands(kn, rng, pos_of, len(pos_of), pos_of[view.seat], sum(c.bit for c in view.hand))

    def _scaled(self, nodes: int) -> int:
        return max(1, nodes * self.node_budget // NODE_BUDGET)

    def give(self, view: SeatView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if any(isinstance(a, Redeal) for a in legal) or len(view.active) != 3 or view.n_players == 2:
            return super().give(view, rng)
        gives = [a for a in legal if isinstance(a, Give)]
        if not gives:
            return super().give(view, rng)
        hand = list(view.hand)
        scored: list[tuple[float, list[Card], tuple[Card, Card]]] = []
        for a, b in combinations(hand, 2):
            kept = [c for c in hand if c not in (a, b)]
            sc = bidding.evaluate(kept, view.rules, 3) - sum(bidding.gift_risk(c, kept, view.rules) for c in (a, b))
            scored.append((sc, kept, (a, b)))
        scored.sort(key=lambda x: -x[0])
        options: list[KeepOption] = [(k, (x, y)) for _s, k, (a, b) in scored[:GIVE_OPTIONS]
                                     for x, y in ((a, b), (b, a))]
        res = None
        try:
            res = self._give_reach(view, options)
            if res is None:
                self.note_fallback("time", view, "give simulation")
        except Exception:
            logger.exception("give simulation failed")
            self.note_fallback("error", view, "give simulation")
        if res is None:
            return super().give(view, rng)
        bid = view.bid or view.rules.min_bid
        step = view.rules.bid_step
        no_raise = made_contract_wins(view) or not view.rules.raise_after_talon
        best: tuple[float, tuple[Card, Card], int, int, int, list[Card]] | None = None
        for (kept, out), tops in zip(options, res, strict=True):  # ties: the first option, the least risky gift
            # every contract the samples can tell apart: up to the highest reached (none above the bid
            # from the barrel, where the lowest contract wins, or with no contract phase to raise in)
            top = bid if no_raise else max(bid, max(tops, default=bid))
            ev, amt = max((amt * (2 * simbid.make_prob(tops, amt, OPEN_HANDS_OPTIMISM) - 1), amt)
                          for amt in range(bid, top + 1, step))
            if best is None or ev > best[0]:
                best = (ev, out, amt, sum(1 for t in tops if t >= amt), len(tops), kept)
        if best is None:  # no option was simulated
            return super().give(view, rng)
        concede = next((a for a in legal if isinstance(a, Concede)), None)
        self.reason = Reason(ReasonKind.GIVE, best[3], best[4], best[2], best[0])
        # with a contract phase to follow, the concession is weighed there, knowing the give
        if concede is not None and not view.rules.raise_after_talon and concedes(
                view, bid, made_or_not(view, best[5], best[3], best[4], bid)):
            self.reason = Reason(ReasonKind.CONCEDE, best[3], best[4], best[2], best[0])
            return concede
        first, second = best[1]
        want = Give(view.seat, first, second)
        return want if want in legal else gives[0]

    def concede_at_lead(self, view: SeatView, rng: random.Random) -> bool:
        return False  # decided in play() from the simulation itself

    def contract(self, view: SeatView, rng: random.Random) -> Action:
        """Simulate the play open-handed over sampled deals; take the contract of best expectation."""
        legal = view.legal_actions
        amounts = sorted(a.amount for a in legal if isinstance(a, Contract))
        concede = next((a for a in legal if isinstance(a, Concede)), None)
        if not amounts:
            return super().contract(view, rng)
        if made_contract_wins(view) or view.rules.declarer_scores == "points":
            amounts = amounts[:1]      # a higher contract gains nothing: only the risk grows
        samples = self._contract_samples(view, rng, amounts)
        if samples is None:
            return super().contract(view, rng)
        choice = best_contract([s.reach for s in samples], amounts)
        self.reason = Reason(ReasonKind.CONTRACT, choice.made_in, choice.samples, choice.amount, choice.expected)
        if concede is not None and concedes(view, choice.amount, samples):
            self.reason = Reason(ReasonKind.CONCEDE, choice.made_in, choice.samples, choice.amount, choice.expected)
            return concede
        return next(a for a in legal if isinstance(a, Contract) and a.amount == choice.amount)

    def _contract_samples(self, view: SeatView, rng: random.Random, amounts: Sequence[int]) -> list[SampledPlay] | None:
        """Per sampled deal: the highest of ``amounts`` (plus the open-hands discount) that the
        declarer makes open-handed (0 if none) and what the concession needs to compare (see
        :class:`SampledPlay`: in a deal that fails the lowest amount the declarer's points are
        the hand's evaluation, below that amount). A deal too hard for its share of the budget
        counts with what was proven before the budget ran out."""
        steps = [a + OPEN_HANDS_DISCOUNT for a in amounts]
        mvals = view.rules.marriage_values.in_suit_order()
        short = failed_points(view, view.hand, steps[0])

        def marriages(hand: int) -> tuple[int, ...]:
            return tuple(mvals[s] for s in range(4) if hand & KING[s] and hand & QUEEN[s])

        cut = 0

        def solve(solver: Solver, hands: list[int], decl: int) -> SampledPlay:
            nonlocal cut
            top = 0
            try:
                for amt in steps:
                    if not solver.reaches(hands, decl, -1, 0, amt):
                        break
                    top = amt
            except Budget:
                cut += 1
            theirs = sum(sum(marriages(h)) for i, h in enumerate(hands) if i != decl)
            return SampledPlay(top, top if top else short, marriages(hands[decl]), theirs)

        samples = self._sampled(view, rng, view.seat, solve, "contract")
        self.sample_counts.append(SampleCount("contract", len(samples or ()), cut))
        return samples

    def open_hands_values(self, view: SeatView, rng: random.Random) -> list[int] | None:
        """The declarer's points open-handed (cards and marriages, best play on both sides) in
        deals of the hidden cards consistent with its view, at the start of the play: what the
        calibration of :data:`OPEN_HANDS_DISCOUNT` sets against real play (None: too few solved)."""
        return self._sampled(view, rng, view.seat, lambda solver, hands, decl: solver.value(hands, decl, -1, 0),
                             "open-hands values")

    def _sampled(self, view: SeatView, rng: random.Random, declarer: int,
                 solve: Callable[[Solver, list[int], int], T], what: str,
                 min_samples: int | None = None) -> list[T] | None:
        """The sampling loop of every card-play simulation: ``solve(solver, hands, decl_pos)`` on
        deals of the hidden cards consistent with the view, within the node budget (a deal that
        needs more than a ``min_samples``-th of it is left out).

        None (a counted fallback) when fewer than ``min_samples`` deals could be solved."""
        kn = analyse(view)
        active = list(view.active)
        pos_of = {s: i for i, s in enumerate(active)}
        n = len(active)
        decl = pos_of[declarer]
        if min_samples is None:
            min_samples = self.min_samples
        guard = Guard()
        out: list[T] = []
        used = 0
        kind = "budget"
        cap = max(1, self.node_budget // self.min_samples)  # one hard deal may not eat the whole budget
        try:
            for _ in range(2 * self.max_samples):
                if guard.tripped():
                    self.note_fallback("time", view, f"{what}: safety limit after {len(out)} samples")
                    return None
                hands = self._deal_hands(view, kn, rng, pos_of)
                if hands is None:
                    kind = "sampling"
                    break
                solver = Solver.for_rules(n, decl, view.rules, min(cap, self.node_budget - used))
                with contextlib.suppress(Budget):  # this deal is too hard for the budget: draw another
                    out.append(solve(solver, hands, decl))
                used += solver.nodes
                if used >= self.node_budget or len(out) >= self.max_samples:
                    break
        except Exception:
            logger.exception("%s simulation failed", what)
            self.note_fallback("error", view, what)
            return None
        if len(out) < min_samples:
            self.note_fallback(kind, view, f"{what}: {len(out)} samples")
            return None
        return out

    def play(self, view: SeatView, rng: random.Random) -> Action:
        if view.stock_game:
            return self._stock_play(view, rng)
        fallback = heuristic.choose_play(view, rng)
        legal = [a for a in view.legal_actions if isinstance(a, Play)]
        if fallback.declare == ACES or view.declarer is None or view.contract is None:
            return fallback
        cands = sorted({a for a in legal}, key=lambda a: (a.card.index, a.declare or ""))
        if len(cands) == 1:
            return cands[0]
        tally = self._pimc(view, rng, cands)
        if tally is None:
            return fallback
        rate = {a: t.made / t.solved for a, t in tally.items()}
        maximise = view.seat == view.declarer
        best = max(rate.values()) if maximise else min(rate.values())
        concede = next((a for a in view.legal_actions if isinstance(a, Concede)), None)
        # the first lead: with a contract phase the concession was weighed there, by expected
        # score; without one, here, from the best card's count
        if concede is not None and maximise and not view.rules.raise_after_talon:
            leader = max(tally.values(), key=lambda t: t.made / t.solved)
            contract = view.contract or 0
            if concedes(view, contract, made_or_not(view, view.hand, leader.made, leader.solved, contract)):
                self.reason = Reason(ReasonKind.CONCEDE, leader.made, leader.solved, contract, None)
                return concede
        good = [a for a in rate if abs(rate[a] - best) < 1e-9]
        means = {a: t.mean_points for a, t in tally.items() if t.mean_points is not None}
        if maximise and collects_on_barrel(view) and means and len(means) == len(tally):
            # collecting on the barrel the contract counts nothing: the most points, whatever it does
            good = [a for a in means if abs(means[a] - max(means.values())) < 1e-9]
        pick = fallback if fallback in good else good[0]
        points: dict[Play, float] = {}
        for a in good:
            mean = tally[a].mean_points
            if mean is not None:
                points[a] = mean
        if len(points) == len(good) > 1:
            # the contract's fate is the same either way: the declarer's points still count (the
            # defenders score theirs), so take the most (declarer) or leave the least (defender)
            top = max(points.values()) if maximise else min(points.values())
            if abs(points[pick] - top) > 1e-9:
                pick = next(a for a in good if abs(points[a] - top) < 1e-9)
        made, n = tally[pick].made, tally[pick].solved
        self.reason = Reason(ReasonKind.PLAY_MAKES if maximise else ReasonKind.PLAY_BREAKS, made, n,
                             view.contract)
        return pick

    def _stock_play(self, view: SeatView, rng: random.Random) -> Action:
        """The game with a stock: sampled hands and stock orders, searched open-handed."""
        fallback = choose_stock_play(view, rng)
        cands = sorted(set(a for a in view.legal_actions if isinstance(a, Play)),
                       key=lambda a: (a.card.index, a.declare or ""))
        if fallback.declare == ACES or len(cands) == 1:
            return fallback
        decision = None
        try:
            decision = choose_stock_search(view, rng, cands, self._scaled(STOCK_NODES), prefer=fallback)
            if decision is None:
                self.note_fallback("budget", view, "stock play")
        except Exception:
            logger.exception("stock play search failed")
            self.note_fallback("error", view, "stock play")
        if decision is None:
            return fallback
        self.reason = Reason(ReasonKind.PLAY_POINTS, None, decision.samples, None, decision.mean)
        return decision.action

    def _pimc(self, view: SeatView, rng: random.Random, cands: Sequence[Play]) -> dict[Play, CardTally] | None:
        """Per candidate: in how many sampled deals the declarer still makes the contract after
        it, of the deals solved for it, and (late in the deal, when the search is cheap) the
        declarer's mean points. A deal too hard for its share of the budget still counts for
        the candidates solved before the budget ran out (they take turns at going first). None
        (a counted fallback) if no candidate could be solved."""
        solve = card_solver(view, cands)
        if solve is None or view.declarer is None:  # no contract to play for (play() checks first)
            return None
        results = self._sampled(view, rng, view.declarer, solve, "play", min_samples=1)
        if results is None:
            return None
        tally = card_tallies(cands, results)
        if not tally:
            self.note_fallback("budget", view, "play: no candidate solved")
            return None
        return tally


# CardTally and POINTS_SEARCH_CARDS are public here too: callers read them as pimc.*
__all__ = ["POINTS_SEARCH_CARDS", "CardTally", "StrongPlayer"]


def _sampled_hands(kn: Knowledge, rng: random.Random, pos_of: dict[int, int], n: int, own_pos: int,
                   mine: int) -> list[int] | None:
    """One deal of the unseen cards consistent with ``kn``, as bitmask hands by solver position
    (the seat's own hand ``mine`` at ``own_pos``); None if no consistent deal was found."""
    deal = sample_deal(kn, rng)
    if deal is None:
        return None
    hands = [0] * n
    for s, cards in deal.items():
        if s != OUT:
            hands[pos_of[s]] = sum(c.bit for c in cards)
    hands[own_pos] = mine
    return hands
