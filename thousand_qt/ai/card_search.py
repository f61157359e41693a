"""The strong player's card decision, one sampled deal at a time: for each candidate card, does
the declarer still make the contract after it (and, late in the deal, with how many points), and
the tally of those answers over the samples. :class:`~.pimc.StrongPlayer` draws the samples.

With ``marriage_moment`` ``any_turn`` the candidates also hold the marriages declared before the
card (:func:`declaration_options`): a declaration with each card that may follow it, weighed by
the same question against the plain cards (:func:`best_options`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import ACES, DeclareMarriage, Play
from thousand_qt.engine.play import legal_cards

from .knowledge import SUIT_INDEX
from .marriage_choice import card_view, declaring
from .solver import ACES_DECLARED, DECLARED_SHIFT, Budget, Solver, reaches_after, value_after

__all__ = ["POINTS_SEARCH_CARDS", "CardOutcomes", "CardTally", "Option", "best_options", "card_solver",
           "card_tallies", "declaration_options", "option_solver"]

POINTS_SEARCH_CARDS = 6    # with this many cards in hand or fewer, the play searches the points too

K = TypeVar("K", bound=Hashable)
#: One sample's answers: per candidate solved, (the contract is made, the declarer's points or None).
CardOutcomes = dict[K, tuple[bool, int | None]]
#: A move under ``any_turn``: a marriage declared before the card (or None), and the card.
Option = tuple[DeclareMarriage | None, Play]


@dataclass(frozen=True)
class CardTally:
    """One candidate card over the sampled deals: made in ``made`` of ``solved``; the
    declarer's mean points from here when every deal was searched for them (else None)."""

    made: int
    solved: int
    mean_points: float | None


def card_solver(view: SeatView, cands: Sequence[Play]
                ) -> Callable[[Solver, list[int], int], CardOutcomes[Play]] | None:
    """The question put to the open-hands solver in each sampled deal, for the candidates
    ``cands`` of ``view``'s seat (None without a contract to play for). A deal too hard for its
    share of the budget answers for the candidates solved before the budget ran out; they take
    turns at going first."""
    return option_solver(view, [(a, a.card.index, _declared(a)) for a in cands])


def declaration_options(view: SeatView) -> list[tuple[Option, int, int]]:
    """``any_turn``, a marriage to declare before the card on offer: every card ``view``'s seat
    may play now, and every marriage on offer with each card that may follow it (under its suit
    as trump), as (option, card index, the solver's declared suit). The declaration keeps the
    trump where :func:`~.marriage_choice.declaring` says (the search assumes the new trump)."""
    out: list[tuple[Option, int, int]] = [((None, a), a.card.index, _declared(a))
                                          for a in card_view(view).legal_actions if isinstance(a, Play)]
    played = [c for _, c in view.trick]
    for suit in sorted({a.suit for a in view.legal_actions if isinstance(a, DeclareMarriage)}, key=lambda s: s.value):
        declare = declaring(view, suit)
        for card in legal_cards(view.hand, played, suit, view.rules.must_overtake):
            out.append(((declare, Play(view.seat, card)), card.index, SUIT_INDEX[suit]))
    return out


def option_solver(view: SeatView, moves: Sequence[tuple[K, int, int]]
                  ) -> Callable[[Solver, list[int], int], CardOutcomes[K]] | None:
    """:func:`card_solver` for candidates ``moves`` given as (key, card index, the solver's
    declared suit: the marriage's, ``ACES_DECLARED`` or -1)."""
    declarer, contract = view.declarer, view.contract
    if declarer is None or contract is None:  # no contract to play for
        return None
    active = list(view.active)
    pos_of = {s: i for i, s in enumerate(active)}
    trick = [(pos_of[s], c.index) for s, c in view.trick]
    leader = pos_of[view.trick[0][0]] if view.trick else pos_of[view.seat]
    trump = SUIT_INDEX[view.trump] if view.trump is not None else -1
    won = 0
    any_turn = view.rules.marriage_moment == "any_turn"
    if view.rules.marriage_needs_trick or any_turn:
        for s in active:
            if view.tricks_won[s]:
                won |= 1 << pos_of[s]
    if any_turn:   # the marriages declared (their king and queen may still be in hand)
        for _s, suit, _v in view.marriages:
            if suit is not None:
                won |= 1 << (DECLARED_SHIFT + SUIT_INDEX[suit])
    so_far = sum(sum(c.points for _, c in t.cards) for t in view.tricks if t.winner == declarer)
    so_far += sum(v for s, _suit, v in view.marriages if s == declarer)
    target = contract - so_far
    late = len(view.hand) <= POINTS_SEARCH_CARDS

    turn = [0]

    def solve(solver: Solver, hands: list[int], _decl: int) -> CardOutcomes[K]:
        k = turn[0] % len(moves)
        turn[0] += 1
        out: CardOutcomes[K] = {}
        try:
            for a, card, suit in list(moves[k:]) + list(moves[:k]):
                if late:
                    points = value_after(solver, hands, leader, trump, won, trick, card, suit)
                    out[a] = (points >= target, points)
                else:
                    out[a] = (reaches_after(solver, hands, leader, trump, won, trick, card, suit, target), None)
        except Budget:
            pass
        return out

    return solve


def card_tallies(cands: Sequence[K], results: Sequence[CardOutcomes[K]]) -> dict[K, CardTally]:
    """Per candidate solved in at least one sample: made in how many, of how many, and the
    declarer's mean points when every one of those samples searched them."""
    tally: dict[K, CardTally] = {}
    for a in cands:
        seen = [r[a] for r in results if a in r]
        if seen:
            values = [v for _m, v in seen if v is not None]
            tally[a] = CardTally(sum(m for m, _v in seen), len(seen),
                                 sum(values) / len(values) if len(values) == len(seen) else None)
    return tally


def best_options(tally: dict[K, CardTally], maximise: bool) -> list[K]:
    """The candidates of ``tally`` best for the seat: the declarer's make rate highest
    (``maximise``) or lowest; among those, when every one has its mean points, the most (or the
    fewest) points. In ``tally``'s order."""
    rate = {a: t.made / t.solved for a, t in tally.items()}
    top = max(rate.values()) if maximise else min(rate.values())
    good = [a for a in tally if abs(rate[a] - top) < 1e-9]
    means = [tally[a].mean_points for a in good]
    points = [m for m in means if m is not None]
    if len(points) == len(good) > 1:
        most = max(points) if maximise else min(points)
        good = [a for a, m in zip(good, points, strict=True) if abs(m - most) < 1e-9]
    return good


def _declared(action: Play) -> int:
    """The solver's "suit" of a play: the marriage's suit, ``ACES_DECLARED``, or -1."""
    if action.declare == ACES:
        return ACES_DECLARED
    return SUIT_INDEX[action.card.suit] if action.declare else -1
