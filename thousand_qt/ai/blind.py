"""The blind bid (``blind_game``): chosen before the cards are seen.

The choice is made from :meth:`SeatView.without_hand`: the seat's own cards are unknown to it,
so hands are drawn at random from the cards it has not seen, each valued with sampled talons
as the auction values a real hand (:func:`~.bidding.talon_estimate`). A blind deal scores
double: the lowest blind bid ``b`` brings ``+2b`` where the hand's value reaches it and ``−2b``
where it does not. Looking instead lets the seat bid its value when that reaches the lowest
normal bid (taken as made) or otherwise score as an opponent, a fair share of the pack's 120
card points. The seat bids blind when the blind expectation is the higher.

The chance of climbing onto the barrel each way is worked out too, for the arena's report: a
rule that also bid blind when that chance was the higher was measured (``arena --blind``, 40
games) and lost points without winning more games, so it does not decide.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from statistics import median

from thousand_qt.engine import DECK, SeatView
from thousand_qt.engine.actions import Blind
from thousand_qt.engine.auction import next_on_grid

from .bidding import talon_estimate

#: Hands drawn for one blind decision, and talons for each hand.
BLIND_HANDS = 24
TALONS_PER_HAND = 3
PACK_POINTS = 120


@dataclass(frozen=True)
class BlindOutlook:
    """The sampled outlook of a blind bid against looking first: the expected change of the
    seat's total each way, and the chance each way of climbing onto the barrel in this deal."""

    blind: float
    look: float
    blind_climb: float
    look_climb: float

    @property
    def pays(self) -> bool:
        """Bid blind: more points expected than after a look."""
        return self.blind > self.look


def blind_outlook(view: SeatView, rng: random.Random, hands: int = BLIND_HANDS) -> BlindOutlook:
    """Blind at the lowest blind bid against looking first (see the module's description);
    ``view`` has no hand."""
    blinds = sorted(a.amount for a in view.legal_actions if isinstance(a, Blind))
    if not blinds:
        return BlindOutlook(float("-inf"), 0.0, 0.0, 0.0)
    low = blinds[0]
    step = view.rules.bid_step
    lowest_bid = next_on_grid(view.rules, view.bid or 0)     # (no bid yet with nobody on the hundred: min_bid)
    share = PACK_POINTS / max(1, len(view.active))
    size = view.dealt_hand_size
    pool = [c for c in DECK if c not in view.cut]
    to_barrel = view.rules.barrel_at - view.totals[view.seat] if view.barrel != view.seat else None
    blind_total = look_total = 0.0
    blind_climbs = look_climbs = 0
    for _ in range(hands):
        hand = tuple(rng.sample(pool, size))
        value = median(talon_estimate(replace(view, hand=hand), rng, TALONS_PER_HAND))
        made = value >= low
        blind_total += 2 * low if made else -2 * low
        bid = value // step * step if value >= lowest_bid else 0
        look_total += bid if bid else share
        if to_barrel is not None:
            blind_climbs += made and 2 * low >= to_barrel
            look_climbs += bool(bid) and bid >= to_barrel
    return BlindOutlook(blind_total / hands, look_total / hands, blind_climbs / hands, look_climbs / hands)


def choose_blind(view: SeatView, rng: random.Random) -> Blind | None:
    """The lowest blind bid when it pays (see :class:`BlindOutlook`), else None (look first)."""
    assert not view.hand, "a blind choice is made before looking at the cards"
    if blind_outlook(view, rng).pays:
        return min((a for a in view.legal_actions if isinstance(a, Blind)), key=lambda a: a.amount)
    return None


__all__ = ["BLIND_HANDS", "BlindOutlook", "blind_outlook", "choose_blind"]
