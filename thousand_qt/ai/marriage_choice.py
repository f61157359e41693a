"""The computer players' use of RULES.md §14's marriage keys: keep the trump on a later marriage
(``marriage_trump`` ``choose``) and declare a marriage before a card (``marriage_moment``
``any_turn``).

The card-play policies (rules of thumb, search) know the marriage declared by leading its king or
queen; these two choices are made around them, by a simple sound rule:

- a marriage that may be declared before the card is declared at once, the most valuable first:
  its points are certain now, while its king or queen may have to be played before the lead
  comes back;
- a trump is kept when the hand holds more of it than of the marriage's suit (its own strength
  in trumps is worth more than the new suit's), else the marriage's suit becomes trump;
- the card policies see the legal moves without these two (:func:`card_view`), and a marriage lead
  they choose keeps the trump when the rule above says so (:func:`with_kept_trump`).
"""

from __future__ import annotations

from dataclasses import replace

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import MARRIAGE, Action, DeclareMarriage, Play
from thousand_qt.engine.cards import Suit

__all__ = ["card_view", "declaration", "declaring", "keeps_trump", "with_kept_trump"]


def keeps_trump(view: SeatView, suit: Suit) -> bool:
    """Keep the trump rather than make ``suit`` (a marriage's) trump: the hand holds more cards of
    the trump than of ``suit`` (equal: the higher card points decide, then the new suit)."""
    trump = view.trump
    if trump is None:
        return False

    def weight(of: Suit) -> tuple[int, int]:
        cards = [c for c in view.hand if c.suit is of]
        return len(cards), sum(c.points for c in cards)

    return weight(trump) > weight(suit)


def declaration(view: SeatView) -> DeclareMarriage | None:
    """The marriage to declare before the card (``marriage_moment`` ``any_turn``), or None: the
    most valuable one on offer, keeping the trump where :func:`keeps_trump` says and may."""
    offered = [a for a in view.legal_actions if isinstance(a, DeclareMarriage)]
    if not offered:
        return None
    return declaring(view, max({a.suit for a in offered}, key=lambda s: (view.rules.marriage_values.of(s), s.value)))


def declaring(view: SeatView, suit: Suit) -> DeclareMarriage:
    """The declaration of the marriage of ``suit`` before the card, keeping the trump where
    :func:`keeps_trump` says and the rules let it (``suit``'s declaration is on offer)."""
    keep = keeps_trump(view, suit)
    choice = DeclareMarriage(view.seat, suit, keep)
    return choice if choice in view.legal_actions else DeclareMarriage(view.seat, suit, not keep)


def card_view(view: SeatView) -> SeatView:
    """``view`` with only the moves the card policies know: no declaration before a card, no
    marriage lead that keeps the trump (the same view when there are none)."""
    legal = tuple(a for a in view.legal_actions if not isinstance(a, DeclareMarriage)
                  and not (isinstance(a, Play) and a.keep))
    return view if len(legal) == len(view.legal_actions) else replace(view, legal_actions=legal)


def with_kept_trump(view: SeatView, action: Action) -> Action:
    """``action``, or the same marriage lead keeping the trump where :func:`keeps_trump` says and
    the rules let it."""
    if not isinstance(action, Play) or action.declare != MARRIAGE or not keeps_trump(view, action.card.suit):
        return action
    kept = Play(action.seat, action.card, MARRIAGE, True)
    return kept if kept in view.legal_actions else action
