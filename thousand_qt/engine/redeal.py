"""Who may ask for a redeal (docs/rules.md: redeal, and the house rules ``redeal_hand_below``,
``redeal_nines``, ``redeal_jacks``): a weak hand before the first bid, a poor talon before the
declarer gives."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, card_points
from .deal import DealState
from .phase import Phase
from .rules import RuleSet

REDEAL_TALON_POINTS = 5
REDEAL_TALON_NINES = 2
REDEAL_HAND_JACKS = 4
REDEAL_TALON_JACKS = 3


def count_rank(cards: Sequence[Card], rank: str) -> int:
    """How many cards of ``rank`` are among ``cards``."""
    return sum(c.rank == rank for c in cards)


def redeal_ground(cards: Sequence[Card], rules: RuleSet, talon: bool) -> str:
    """Which condition gives ``cards`` (a dealt hand, or with ``talon`` the talon taken) the right
    to a redeal: "points" (too few), "nines", "jacks" (the first that holds), "" for none."""
    if card_points(cards) < (REDEAL_TALON_POINTS if talon else rules.redeal_hand_below):
        return "points"
    if count_rank(cards, "9") >= (REDEAL_TALON_NINES if talon else rules.redeal_nines):
        return "nines"
    if rules.redeal_jacks and count_rank(cards, "J") >= (REDEAL_TALON_JACKS if talon else REDEAL_HAND_JACKS):
        return "jacks"
    return ""


def weak_hand(hand: Sequence[Card], rules: RuleSet) -> bool:
    """The hand gives the right to a redeal: few points, nines (or, with ``redeal_jacks``, four jacks)."""
    return bool(redeal_ground(hand, rules, talon=False))


def poor_talon(talon: Sequence[Card], rules: RuleSet) -> bool:
    """The talon gives its taker the right to a redeal: few points, two nines (or three jacks)."""
    return bool(redeal_ground(talon, rules, talon=True))


def may_redeal(d: DealState | None, phase: Phase, rules: RuleSet, n_players: int, seat: int) -> bool:
    """True when ``seat`` may ask for a redeal now."""
    if not rules.redeal or d is None:
        return False
    if phase is Phase.AUCTION and not d.auction_started:
        return seat in d.active and weak_hand(d.dealt[seat], rules)
    if phase is Phase.GIVE and seat == d.declarer and n_players != 2:
        # the talon redeal (three/four players), before any card is given
        return poor_talon(d.talon_taken, rules)
    return False
