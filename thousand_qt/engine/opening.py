"""Who opens a deal's auction (docs/rules.md: the auction; the house rules ``opening`` and
``barrel_bidding`` ``opens``): the seat on the hundred, the bid that stands before anyone
speaks and who holds it, and the first seat to speak.

- ``opening`` ``hundred`` (the default): the player after the dealer is on the hundred, their
  ``min_bid`` stands, and the player after them speaks first.
- ``opening`` ``free_redeal`` / ``free_dealer``: nobody is on the hundred and no bid stands; the
  player after the dealer speaks first. What an auction that every player passes does is
  :func:`~.auction.passed_out_declarer`'s answer.
- ``barrel_bidding`` ``opens``: the player on the barrel, if they play the deal, has bid
  ``barrel_min_contract`` before anyone speaks (it replaces the hundred); the first speaker is
  the one the ``opening`` names. A barrel player who deals with four players sits out, and the
  deal opens as the ``opening`` says.

A forced golden deal and an ``automatic`` barrel deal have no auction; :class:`~.state.Game`
handles them before asking for an opening.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .auction import barrel_floor
from .rules import RuleSet

__all__ = ["Opening", "auction_opening", "free_opening"]


@dataclass(frozen=True, slots=True)
class Opening:
    """How one deal's auction opens.

    ``hundred``: the seat on the hundred, or None. ``standing``: the seat whose bid stands
    before anyone speaks (the hundred, or the barrel player with ``opens``), or None; ``bid``
    that bid (0 when none stands). ``first``: the deal's first speaker, the first seat asked to
    speak (a barrel player whose bid stands there is passed over: the next seat speaks first).
    """

    hundred: int | None
    standing: int | None
    bid: int
    first: int


def free_opening(rules: RuleSet) -> bool:
    """True when nobody is on the hundred in any deal (``opening`` ``free_redeal`` or ``free_dealer``)."""
    return rules.opening != "hundred"


def auction_opening(rules: RuleSet, active: Sequence[int], barrel: int | None) -> Opening:
    """The opening of a deal played by ``active`` (in playing order from the seat after the
    dealer) with ``barrel`` the seat on the barrel (or None)."""
    free = free_opening(rules)
    first = active[0] if free else active[1]
    if rules.barrel_bidding_in_play() == "opens" and barrel is not None and barrel in active:
        if first == barrel:
            first = active[(active.index(first) + 1) % len(active)]
        return Opening(None, barrel, barrel_floor(rules, rules.min_bid), first)
    if free:
        return Opening(None, None, 0, first)
    return Opening(active[0], active[0], rules.min_bid, first)

