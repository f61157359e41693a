"""Rules of the card play: which cards may be played, and who wins a trick.

Pure functions over cards, shared by the game state, the computer players and the solvers.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Suit
from .reasons import Reason, ReasonCode


def best_index(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index of the card that wins the (possibly partial) trick ``cards``."""
    best = 0
    lead = cards[0]
    best_card = lead
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit is best_card.suit:
            if c.strength > best_card.strength:
                best, best_card = i, c
        elif c.suit is trump:
            best, best_card = i, c
    return best


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None,
                must_overtake: bool = False) -> list[Card]:
    """Cards of ``hand`` that may be played to ``trick`` (the cards already played to it).

    Follow suit if able; otherwise play a trump if able; otherwise any card. With
    ``must_overtake`` (the Polish rule) a player following suit, or trumping, must beat the best
    card so far if able.
    """
    if not trick:
        return list(hand)
    led = trick[0].suit
    required = [c for c in hand if c.suit is led]
    if not required and trump is not None:
        required = [c for c in hand if c.suit is trump]
    if not required:
        return list(hand)
    if must_overtake:
        best = trick[best_index(trick, trump)]
        if best.suit is required[0].suit:
            higher = [c for c in required if c.strength > best.strength]
            if higher:
                return higher
    return required


def why_illegal(card: Card, hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None,
                must_overtake: bool = False) -> Reason | None:
    """Why ``card`` of ``hand`` may not be played to ``trick``, or None if it may."""
    if card not in hand:
        return Reason.of(ReasonCode.CARD_NOT_HELD, card=card)
    if card in legal_cards(hand, trick, trump, must_overtake):
        return None
    led = trick[0].suit
    if any(c.suit is led for c in hand):
        code = ReasonCode.MUST_BEAT if card.suit is led else ReasonCode.MUST_FOLLOW
        return Reason.of(code, suit=led)
    assert trump is not None  # a card refused when not following suit: a trump was required
    code = ReasonCode.MUST_BEAT_TRUMP if card.suit is trump else ReasonCode.MUST_TRUMP
    return Reason.of(code, suit=trump)


def marriage_suits(hand: Sequence[Card]) -> list[Suit]:
    """Suits in which ``hand`` holds both the king and the queen."""
    kings = {c.suit for c in hand if c.rank == "K"}
    return [c.suit for c in hand if c.rank == "Q" and c.suit in kings]


def has_all_aces(hand: Sequence[Card]) -> bool:
    return sum(1 for c in hand if c.rank == "A") == 4
