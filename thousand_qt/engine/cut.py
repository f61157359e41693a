"""The cut before each deal (docs/rules.md, more house rules: ``cut``).

The seat before the dealer cuts and the bottom card is shown to everybody (with ``cut_shown_to``
dealer only to the dealer, unless it is a nine or a jack: :func:`dealer_only`): it is the dealer's
last card (four players, where the dealer sits out: a talon card). A nine: the deck is cut
again. A jack goes into the middle of the deck and the cutting ends; any other card ends it too.
The third nine of one cutting costs the cutter :data:`CUT_PENALTY` at once and ends it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import DECK, Card, deal_cards, shuffled_deck
from .deal import DealError

CUT_NINES = 3
CUT_PENALTY = 120


def cutter_of(n_players: int, dealer: int) -> int:
    """The seat that cuts: the one before the dealer (two players: the dealer's opponent)."""
    return (dealer - 1) % n_players


def cut_costs(cut: Sequence[Card]) -> bool:
    """True when the cutting ended at its third nine (the cutter loses :data:`CUT_PENALTY`)."""
    return len(cut) == CUT_NINES and all(c.rank == "9" for c in cut)


def cut_cost(cut: Sequence[Card]) -> int:
    """What the cutting ``cut`` costs its cutter: :data:`CUT_PENALTY` at the third nine, else 0
    (never doubled, in a golden or a blind deal too)."""
    return CUT_PENALTY if cut_costs(cut) else 0


def dealer_only(cut: Sequence[Card], shown_to_dealer: bool) -> bool:
    """True when the cut's last card is shown only to the dealer: ``shown_to_dealer``
    (``cut_shown_to`` dealer) and the card is neither a nine nor a jack (those decide the
    cutting and are shown to everybody)."""
    return shown_to_dealer and bool(cut) and cut[-1].rank not in ("9", "J")


def cut_seen(cut: Sequence[Card], hidden: bool) -> tuple[Card, ...]:
    """What a seat sees of ``cut``: every card, or with ``hidden`` all but the last."""
    return tuple(cut[:-1]) if hidden else tuple(cut)


def cut_problem(cut: Sequence[Card], holder: Sequence[Card], in_talon: bool = False) -> str | None:
    """Why ``cut`` (the bottom cards shown, in order) is not a proper cutting whose last card
    lies in ``holder`` (the dealer's hand, or with ``in_talon`` the four-player talon); None
    when it is."""
    if not cut:
        return "the cut must show at least one card"
    if len(set(cut)) != len(cut):
        return "a card is shown twice in the cut"
    if any(c.rank != "9" for c in cut[:-1]):
        return "only a nine is cut again: every card of the cut but the last must be a nine"
    last = cut[-1]
    if last.rank == "9" and not cut_costs(cut):
        return ("the cut ends with a card other than a nine, or at the third nine"
                if len(cut) < CUT_NINES else "the cutting ends at the third nine")
    if len(cut) > CUT_NINES:
        return "the cutting ends at the third nine"
    if last.rank != "J" and last not in holder:
        where = "in the talon (the dealer sits out)" if in_talon else "in the dealer's hand"
        return f"the last card of the cut ({last}) must be {where}"
    return None


def random_cut(rng: random.Random) -> list[Card]:
    """The bottom cards of a random cutting: each a card not shown before in this cutting."""
    shown: list[Card] = []
    while True:
        card = rng.choice([c for c in DECK if c not in shown])
        shown.append(card)
        if card.rank != "9" or cut_costs(shown):
            return shown


def place_cut_card(card: Card, holder: list[Card], others: Sequence[list[Card]], rng: random.Random) -> None:
    """Put ``card`` into ``holder`` (the dealer's hand or the four-player talon) by swapping it
    with a random card of ``holder``, unless it is there already; ``others`` are the other
    hands and talons, one of which holds it."""
    if card in holder:
        return
    k = rng.randrange(len(holder))
    for pile in others:
        if card in pile:
            pile[pile.index(card)] = holder[k]
            holder[k] = card
            return


def random_deal_with_cut(generator: random.Random, n_players: int, dealer: int,
                         talons_of_three: bool = False) -> tuple[list[list[Card]], list[list[Card]], list[Card]]:
    """A shuffled deal (as :func:`~.cards.deal_cards` deals it) and its cutting: ``(hands,
    talons, cut)``, the cut's last card (unless a jack) in the dealer's hand, or in the talon
    when the dealer sits out."""
    hands, talons = deal_cards(shuffled_deck(rng=generator), n_players, dealer, talons_of_three)
    cut = random_cut(generator)
    if cut[-1].rank != "J":
        holder = talons[0] if n_players == 4 else hands[dealer]
        place_cut_card(cut[-1], holder, [p for p in (*hands, *talons) if p is not holder], generator)
    return hands, talons, cut


def check_cut(on: bool, cut: Sequence[Card] | None, hands: Sequence[Sequence[Card]],
              talons: Sequence[Sequence[Card]], n_players: int, dealer: int) -> None:
    """Raise :class:`~.deal.DealError` unless ``cut`` fits the deal: given exactly when the cut
    is ``on``, and proper (see :func:`cut_problem`)."""
    if cut is None:
        if on:
            raise DealError("the cut is on (cut): the deal needs the cards its cut showed")
        return
    if not on:
        raise DealError("the cut is off in these rules (cut): a deal has no cut")
    four = n_players == 4
    problem = cut_problem(cut, talons[0] if four else hands[dealer], in_talon=four)
    if problem is not None:
        raise DealError(problem)
