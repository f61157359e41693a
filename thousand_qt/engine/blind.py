"""The blind bid (docs/rules.md: the blind game, ``blind_game`` and ``blind_rule``): who may bid
blind, which amounts, and the fixed contract of a ``first_120`` blind deal.

``first_speaker``: the first speaker, before anything is said, bids 120 or more blind.
``first_120``: the same seat, exactly 120; a blind declarer's contract stays 120. ``anyone``:
every playing seat that has made no open call (a bid or a pass) in this deal, the player on the
hundred too, from 120 up to ``max_bid`` (no marriage ceiling), again after its own blind bid.
A deal is blind when the last raise of its auction was blind (:func:`.auction.end_auction`).
"""

from __future__ import annotations

from . import actions as A
from .auction import GOLDEN_MIN, amounts_from, first_at_least, next_on_grid, seat_bounds
from .deal import DealState
from .reasons import Reason, ReasonCode
from .rules import RuleSet

#: ``first_120``: the one blind bid, and a blind declarer's contract.
BLIND_120 = 120


def blind_right(rules: RuleSet, seat: int, *, first_speaker: int, started: bool, called: bool) -> bool:
    """True if ``seat`` has the right to a blind bid (whatever the amounts): ``started`` — a call
    has been made in this auction; ``called`` — ``seat`` made an open call (a bid or a pass)."""
    if not rules.blind_game:
        return False
    if rules.blind_rule == "anyone":
        return not called
    return not started and seat == first_speaker


def blind_amounts(rules: RuleSet, bid: int, barrel: int | None, seat: int) -> list[int]:
    """The blind bids of ``seat`` above the current ``bid`` (``barrel``: the seat on the barrel,
    whose bids start at ``barrel_min_contract``, or stop at 120 when it collects)."""
    low = first_at_least(next_on_grid(rules, bid), rules.bid_step, GOLDEN_MIN)
    low, high = seat_bounds(rules, barrel, seat, low, rules.max_bid)
    if rules.blind_rule == "first_120":
        return [BLIND_120] if low <= BLIND_120 <= high else []
    return amounts_from(rules, low, high)


def blind_bids(d: DealState, rules: RuleSet, barrel: int | None, seat: int) -> list[A.Action]:
    """Every blind bid ``seat``, the seat to speak, may make now."""
    if not blind_right(rules, seat, first_speaker=d.first_speaker, started=d.auction_started, called=seat in d.looked):
        return []
    return [A.Blind(seat, a) for a in blind_amounts(rules, d.bid, barrel, seat)]


def why_not_blind(d: DealState, rules: RuleSet, barrel: int | None, a: A.Blind) -> Reason:
    """Why the blind bid ``a`` of the seat to speak is not legal."""
    if not rules.blind_game:
        return Reason.of(ReasonCode.BLIND_OFF)
    if rules.blind_rule == "anyone" and a.seat in d.looked:
        return Reason.of(ReasonCode.BLIND_AFTER_CALL)
    if not blind_right(rules, a.seat, first_speaker=d.first_speaker, started=d.auction_started, called=False):
        return Reason.of(ReasonCode.BLIND_NOT_FIRST)
    amounts = blind_amounts(rules, d.bid, barrel, a.seat)
    if rules.blind_rule == "first_120":
        return Reason.of(ReasonCode.BLIND_ONLY_120, amount=BLIND_120)
    low = amounts[0] if amounts else GOLDEN_MIN
    high = seat_bounds(rules, barrel, a.seat, low, rules.max_bid)[1]
    return Reason.of(ReasonCode.BLIND_RANGE, low=low, high=high, step=rules.bid_step)


def contract_fixed_blind(d: DealState, rules: RuleSet) -> bool:
    """``first_120``: a blind declarer's contract is its 120, with no raise after the talon."""
    return rules.blind_game and rules.blind_rule == "first_120" and d.blind


def contract_stated(d: DealState, rules: RuleSet) -> bool:
    """True if the declarer states the contract after the giving (``raise_after_talon``, and not
    a ``first_120`` blind deal); otherwise it is fixed, and a record may only restate it."""
    return rules.raise_after_talon and not contract_fixed_blind(d, rules)


__all__ = ["BLIND_120", "blind_amounts", "blind_bids", "blind_right", "contract_fixed_blind", "contract_stated",
           "why_not_blind"]
