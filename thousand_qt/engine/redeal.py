"""Who may ask for a redeal (docs/rules.md: redeal, and the house rules ``redeal_hand_below``,
``redeal_nines``, ``redeal_jacks``, ``redeal_when``, ``redeal_nines_on_hundred``): a weak hand
before the first bid (or, with ``redeal_when`` ``before_lead``, an opponent's weak 8 cards after
the contract, before the first lead), a poor talon before the declarer gives."""

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
#: ``redeal_nines_on_hundred``: the nines that give the player on the hundred the right.
REDEAL_HUNDRED_NINES = 3


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


def poor_talon(talon: Sequence[Card], rules: RuleSet) -> bool:
    """The talon gives its taker the right to a redeal: few points, two nines (or three jacks)."""
    return bool(redeal_ground(talon, rules, talon=True))


def seat_on_hundred(d: DealState) -> int | None:
    """The seat on the hundred in deal ``d`` (None where nobody is)."""
    return d.hundred


def redeal_after_contract(rules: RuleSet, n_players: int) -> bool:
    """The hand redeal is asked for after the contract, before the first lead (``redeal_when``
    ``before_lead``; two players: the key is ignored)."""
    return rules.redeal_when == "before_lead" and n_players != 2


def hand_redeal_ground(cards: Sequence[Card], rules: RuleSet, on_hundred: bool) -> str:
    """Which condition gives a player holding ``cards`` (dealt, or their 8 before the lead) the
    right to a hand redeal, "" for none: :func:`redeal_ground`, and with
    ``redeal_nines_on_hundred`` "hundred_nines" for three nines of the player ``on_hundred``."""
    ground = redeal_ground(cards, rules, talon=False)
    if (not ground and rules.redeal_nines_on_hundred and on_hundred
            and count_rank(cards, "9") >= REDEAL_HUNDRED_NINES):
        return "hundred_nines"
    return ground


def hand_ground(d: DealState, rules: RuleSet, seat: int, cards: Sequence[Card]) -> str:
    """:func:`hand_redeal_ground` of ``seat`` holding ``cards`` in deal ``d``."""
    return hand_redeal_ground(cards, rules, seat == seat_on_hundred(d))


def before_first_lead(d: DealState, phase: Phase) -> bool:
    """The contract is fixed and no card is played yet (nor the deal conceded)."""
    return phase is Phase.PLAY and not d.tricks and not d.trick and not d.conceded


def may_redeal(d: DealState | None, phase: Phase, rules: RuleSet, n_players: int, seat: int) -> bool:
    """True when ``seat`` may ask for a redeal now."""
    if not rules.redeal or d is None or d.stock_game:
        return False
    late = redeal_after_contract(rules, n_players)
    if phase is Phase.AUCTION and not d.auction_started and not late:
        return seat in d.active and bool(hand_ground(d, rules, seat, d.dealt[seat]))
    if phase is Phase.GIVE and seat == d.declarer and n_players != 2:
        # the talon redeal (three/four players), before any card is given
        return poor_talon(d.talon_taken, rules)
    if late and before_first_lead(d, phase) and seat in d.active and seat != d.declarer:
        # an opponent's 8 cards (the four-player dealer sits out: not active)
        return bool(hand_ground(d, rules, seat, d.hands[seat]))
    return False
