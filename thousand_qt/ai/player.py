"""The computer player protocol: ``make_player(level, seed).choose(view) -> action``.

A player sees only a :class:`~thousand_qt.engine.seat_view.SeatView` and returns one action of
``view.legal_actions``. It is deterministic for its seed: the random generator of each decision
is derived from the seed and the view. A call for a seat that is not to act (a redeal asked out
of turn: before the first bid, or by an opponent after the contract) returns the :class:`Redeal` action or ``None``.
"""

from __future__ import annotations

import logging
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from thousand_qt.engine import Phase, SeatView
from thousand_qt.engine.actions import (
    Action,
    Bid,
    Blind,
    Concede,
    Contract,
    Play,
    Redeal,
)

from . import bidding, heuristic
from .blind import choose_blind
from .card_search import best_options, card_tallies, declaration_options, option_solver
from .knowledge import view_rng
from .late_redeal import wants_late_redeal
from .marriage_choice import card_view, declaration, with_kept_trump
from .reason import ONLY, RULE, Reason, ReasonKind
from .solver import Solver
from .stock_play import choose_stock_play

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass(frozen=True)
class SampleCount:
    """One simulated decision (``what``: "auction" or "contract"): how many sampled deals it
    searched, and in how many of them the node budget cut the search off."""

    what: str
    samples: int
    cut: int


class Player:
    """Base: dispatch a decision to the method of its phase."""

    level = "base"
    #: Whether this level searches the card play over sampled deals (:meth:`_sampled`).
    searches_play = False

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.latencies: list[float] = []        # CPU seconds of the deciding thread, per decision
        self.fallbacks: Counter[str] = Counter()  # kind -> decisions that fell back to a cruder rule
        self.reason: Reason = RULE                # why the last decision was taken
        self.sample_counts: list[SampleCount] = []  # the simulated decisions' samples and cut-offs

    def choose(self, view: SeatView) -> Action | None:
        """One action of ``view.legal_actions`` (or a redeal / None out of turn)."""
        start = time.thread_time()
        try:
            return self._choose(view)
        finally:
            self.latencies.append(time.thread_time() - start)

    def note_fallback(self, kind: str, view: SeatView, detail: str = "") -> None:
        """Count (and log) a decision that fell back from the search to a rule of thumb."""
        self.fallbacks[kind] += 1
        self.reason = RULE
        log.warning("%s player, seat %s, deal %s, %s: %s fallback %s", self.level, view.seat,
                    view.deal_number, view.phase.value, kind, detail)

    def _choose(self, view: SeatView) -> Action | None:
        self.reason = RULE
        legal = view.legal_actions
        if view.to_act != view.seat:
            redeal = [a for a in legal if isinstance(a, Redeal)]
            return redeal[0] if redeal and self.wants_redeal(view) else None
        if len(legal) == 1:
            self.reason = ONLY
            return legal[0]
        rng = view_rng(self.seed, view, self.level)
        phase = view.phase
        if phase is Phase.AUCTION:
            if view.may_bid_blind:
                # chosen before looking at the cards: from the view without the hand
                bare = view.without_hand()     # its random stream is not seeded by the hand either
                blind = self.blind(bare, view_rng(self.seed, bare, self.level))
                if blind is not None:
                    return blind
                view = replace(view, legal_actions=tuple(a for a in legal if not isinstance(a, Blind)))
            return self.auction(view, rng)
        if phase is Phase.TALON:
            return bidding.choose_talon(view, rng)
        if phase is Phase.GIVE:
            return self.give(view, rng)
        if phase is Phase.CONTRACT:
            return self.contract(view, rng)
        if phase is Phase.PLAY:
            if any(isinstance(a, Concede) for a in legal) and self.concede_at_lead(view, rng):
                return next(a for a in legal if isinstance(a, Concede))
            before = self.before_card(view, rng)   # marriage_moment any_turn
            if before is not None:
                return before
            return with_kept_trump(view, self.play(card_view(view), rng))
        return legal[0]

    # the decisions a level can refine -------------------------------------------------
    def wants_redeal(self, view: SeatView) -> bool:
        """Out of turn: take the redeal on offer? Before the first bid always; after the contract
        (``redeal_when`` ``before_lead``) as :func:`~.late_redeal.wants_late_redeal` says."""
        if view.phase is Phase.PLAY:
            return wants_late_redeal(view)
        return True

    def blind(self, view: SeatView, rng: random.Random) -> Blind | None:
        """Before looking at the cards (``view`` has no hand): a blind bid, or None to look."""
        return choose_blind(view, rng)

    def auction(self, view: SeatView, rng: random.Random) -> Action:
        """A bid, a pass or a redeal (a blind bid is chosen before, by :meth:`blind`)."""
        return bidding.choose_auction(view, rng)

    def before_card(self, view: SeatView, rng: random.Random) -> Action | None:
        """``marriage_moment`` ``any_turn``, a marriage on offer before the card: the declaration,
        or the card itself when the search (a level that samples deals, :meth:`_sampled`) finds a
        plain card better than every declaration; None: no declaration on offer, play as usual.
        Without a search the rule of thumb declares at once (:func:`~.marriage_choice.declaration`)."""
        thumb = declaration(view)
        if thumb is None or not self.searches_play or view.declarer is None or view.contract is None:
            return thumb
        options = declaration_options(view)
        solve = option_solver(view, options)
        results = None if solve is None else self._sampled(view, rng, view.declarer, solve, "declaration", 1)
        if not results:
            return thumb
        tally = card_tallies([key for key, _card, _suit in options], results)
        if not tally:
            return thumb
        maximise = view.seat == view.declarer
        good = best_options(tally, maximise)
        plain = [play for d, play in good if d is None]
        ours = [k for k in good if k[0] is not None and k[0].suit is thumb.suit]
        if ours or not plain:                  # ties go to the rule of thumb's marriage
            key = ours[0] if ours else good[0]
        else:                                  # a plain card is best: the marriage waits
            fallback = heuristic.choose_play(card_view(view), rng)
            key = (None, fallback if fallback in plain else plain[0])
        self.reason = Reason(ReasonKind.PLAY_MAKES if maximise else ReasonKind.PLAY_BREAKS, tally[key].made,
                             tally[key].solved, view.contract)
        return key[0] if key[0] is not None else with_kept_trump(view, key[1])

    def _sampled(self, view: SeatView, rng: random.Random, declarer: int,
                 solve: Callable[[Solver, list[int], int], T], what: str,
                 min_samples: int | None = None) -> list[T] | None:
        """``solve(solver, hands, declarer's position)`` over sampled deals of the hidden cards, for
        a level that searches the card play (:class:`~.pimc.StrongPlayer`); None: this level does
        not search."""
        return None

    def concede_at_lead(self, view: SeatView, rng: random.Random) -> bool:
        """At the declarer's first lead: concede the deal instead of playing it?"""
        return bidding.choose_play_concede(view, rng)

    def give(self, view: SeatView, rng: random.Random) -> Action:
        """Give two cards (or lay away as many as a talon holds), or ask for a redeal or concede."""
        return bidding.choose_give(view, rng)

    def contract(self, view: SeatView, rng: random.Random) -> Action:
        """The contract to play (or a concession)."""
        return bidding.choose_contract(view, rng)

    def play(self, view: SeatView, rng: random.Random) -> Action:
        """The card to play (with a declaration if any)."""
        if view.stock_game:
            return choose_stock_play(view, rng)
        return heuristic.choose_play(view, rng)


class NormalPlayer(Player):
    """Solid rules of thumb: counts cards, tracks voids, evaluates hands for the auction."""

    level = "normal"

    def auction(self, view: SeatView, rng: random.Random) -> Action:
        return bidding.choose_auction(view, rng, honest=True)


class EasyPlayer(Player):
    """A beginner: trusts only aces, forgets voids, overbids now and then, sometimes blunders."""

    level = "easy"

    def wants_redeal(self, view: SeatView) -> bool:
        return random.Random(self.seed + view.deal_number).random() < 0.5

    def blind(self, view: SeatView, rng: random.Random) -> Blind | None:
        return None            # a beginner always looks at the cards first

    def auction(self, view: SeatView, rng: random.Random) -> Action:
        legal = view.legal_actions
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
        if bids and rng.random() < 0.15:
            return bids[0]
        act = bidding.choose_auction(view, rng, aggression=rng.choice((-10, 0, 10, 20)))
        if isinstance(act, Redeal) and rng.random() < 0.5:
            others = [a for a in legal if not isinstance(a, (Redeal, Blind))]
            act = bidding.choose_auction(_without_redeal(view, others), rng)
        return act

    def contract(self, view: SeatView, rng: random.Random) -> Action:
        legal = [a for a in view.legal_actions if isinstance(a, Contract)]
        if legal and rng.random() < 0.6:
            return min(legal, key=lambda a: a.amount)
        return bidding.choose_contract(view, rng, margin=rng.choice((0.0, 10.0)))

    def play(self, view: SeatView, rng: random.Random) -> Action:
        legal = [a for a in view.legal_actions if isinstance(a, Play)]
        if rng.random() < 0.12:
            return rng.choice(legal)
        if view.stock_game:
            return choose_stock_play(view, rng, careful=False)
        return heuristic.choose_play(view, rng, careful=False)


def _without_redeal(view: SeatView, legal: Sequence[Action]) -> SeatView:
    return replace(view, legal_actions=tuple(legal))


__all__ = ["EasyPlayer", "NormalPlayer", "Player", "SampleCount"]
