"""The strong player's card decision, one sampled deal at a time: for each candidate card, does
the declarer still make the contract after it (and, late in the deal, with how many points), and
the tally of those answers over the samples. :class:`~.pimc.StrongPlayer` draws the samples.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import ACES, Play

from .knowledge import SUIT_INDEX
from .solver import ACES_DECLARED, Budget, Solver, reaches_after, value_after

__all__ = ["POINTS_SEARCH_CARDS", "CardOutcomes", "CardTally", "card_solver", "card_tallies"]

POINTS_SEARCH_CARDS = 6    # with this many cards in hand or fewer, the play searches the points too

#: One sample's answers: per candidate solved, (the contract is made, the declarer's points or None).
CardOutcomes = dict[Play, tuple[bool, int | None]]


@dataclass(frozen=True)
class CardTally:
    """One candidate card over the sampled deals: made in ``made`` of ``solved``; the
    declarer's mean points from here when every deal was searched for them (else None)."""

    made: int
    solved: int
    mean_points: float | None


def card_solver(view: SeatView, cands: Sequence[Play]) -> Callable[[Solver, list[int], int], CardOutcomes] | None:
    """The question put to the open-hands solver in each sampled deal, for the candidates
    ``cands`` of ``view``'s seat (None without a contract to play for). A deal too hard for its
    share of the budget answers for the candidates solved before the budget ran out; they take
    turns at going first."""
    declarer, contract = view.declarer, view.contract
    if declarer is None or contract is None:  # no contract to play for
        return None
    active = list(view.active)
    pos_of = {s: i for i, s in enumerate(active)}
    trick = [(pos_of[s], c.index) for s, c in view.trick]
    leader = pos_of[view.trick[0][0]] if view.trick else pos_of[view.seat]
    trump = SUIT_INDEX[view.trump] if view.trump is not None else -1
    won = 0
    if view.rules.marriage_needs_trick:
        for s in active:
            if view.tricks_won[s]:
                won |= 1 << pos_of[s]
    so_far = sum(sum(c.points for _, c in t.cards) for t in view.tricks if t.winner == declarer)
    so_far += sum(v for s, _suit, v in view.marriages if s == declarer)
    target = contract - so_far
    moves = [(a, a.card.index, _declared(a)) for a in cands]
    late = len(view.hand) <= POINTS_SEARCH_CARDS

    turn = [0]

    def solve(solver: Solver, hands: list[int], _decl: int) -> CardOutcomes:
        k = turn[0] % len(moves)
        turn[0] += 1
        out: CardOutcomes = {}
        try:
            for a, card, suit in moves[k:] + moves[:k]:
                if late:
                    points = value_after(solver, hands, leader, trump, won, trick, card, suit)
                    out[a] = (points >= target, points)
                else:
                    out[a] = (reaches_after(solver, hands, leader, trump, won, trick, card, suit, target), None)
        except Budget:
            pass
        return out

    return solve


def card_tallies(cands: Sequence[Play], results: Sequence[CardOutcomes]) -> dict[Play, CardTally]:
    """Per candidate solved in at least one sample: made in how many, of how many, and the
    declarer's mean points when every one of those samples searched them."""
    tally: dict[Play, CardTally] = {}
    for a in cands:
        seen = [r[a] for r in results if a in r]
        if seen:
            values = [v for _m, v in seen if v is not None]
            tally[a] = CardTally(sum(m for m, _v in seen), len(seen),
                                 sum(values) / len(values) if len(values) == len(seen) else None)
    return tally


def _declared(action: Play) -> int:
    """The solver's "suit" of a play: the marriage's suit, ``ACES_DECLARED``, or -1."""
    if action.declare == ACES:
        return ACES_DECLARED
    return SUIT_INDEX[action.card.suit] if action.declare else -1
