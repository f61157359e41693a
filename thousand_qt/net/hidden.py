"""What a seat's frames may not say: the order in which the deck dealt its cards.

A seat's hand, a talon it saw and its legal moves come from the engine in the order the cards
were dealt, and that order is the deck's: sent as it is, it would tell a seat about the shuffle
(and with a guessable seed, every other hand). :func:`canonical_view` puts them in the order
the table shows a hand (:func:`~thousand_qt.engine.cards.sort_hand`: by suit, high to low), so
that a seat's view depends only on which cards it holds; :func:`sorted_cards` is that order for
any cards (a talon shown in the events). :func:`table_secret` is the secret a network table
shuffles from.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable

from thousand_qt.engine import Card, SeatView
from thousand_qt.engine.actions import Action, DeclareMarriage, Discard, Give, Play
from thousand_qt.engine.cards import DECK, sort_hand

__all__ = ["SECRET_BITS", "canonical_view", "sorted_cards", "table_secret"]

#: The bits of a table's shuffle secret: far beyond any search of the seeds.
SECRET_BITS = 128

_PLACE = {card: i for i, card in enumerate(sort_hand(DECK))}


def table_secret() -> int:
    """A fresh secret of :data:`SECRET_BITS` bits from the system's cryptographic source."""
    return secrets.randbits(SECRET_BITS)


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the order the table shows a hand, whatever order they came in."""
    return tuple(sorted(cards, key=_PLACE.__getitem__))


def _cards_of(action: Action) -> tuple[int, ...]:
    if isinstance(action, Play):
        return (_PLACE[action.card],)
    if isinstance(action, Discard):
        return tuple(_PLACE[c] for c in action.cards)
    if isinstance(action, Give):
        return _PLACE[action.first], _PLACE[action.second]
    if isinstance(action, DeclareMarriage):      # ordered by its suit, as the king of it
        return (_PLACE[Card.parse("K" + action.suit.value)],)
    return ()


def _canonical_actions(actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The legal moves with the card moves ordered by their cards (the other moves, bids and
    the like, keep their order: it is the game's, not the deal's)."""
    first_of_kind: dict[type, int] = {}
    for i, action in enumerate(actions):
        first_of_kind.setdefault(type(action), i)

    def key(item: tuple[int, Action]) -> tuple[int, tuple[int, ...], str, bool, int]:
        i, action = item
        cards = _cards_of(action)
        declare = action.declare or "" if isinstance(action, Play) else ""
        keep = isinstance(action, (Play, DeclareMarriage)) and action.keep
        return first_of_kind[type(action)], cards, declare, keep, 0 if cards else i

    return tuple(a for _, a in sorted(enumerate(actions), key=key))


def canonical_view(view: SeatView) -> SeatView:
    """``view`` with its hand, the talon it saw and its legal moves in an order that depends
    only on the cards, never on how they were dealt: ``dataclasses.replace(view, hand=…,
    talon=…, legal_actions=…)``, made as a copy of the view's fields (a frozen dataclass of
    plain fields, without ``__post_init__``; ``replace`` costs several times more, and the
    server makes one for every seat after every action)."""
    talon = None if view.talon is None else sorted_cards(view.talon)
    legal = _canonical_actions(view.legal_actions) if view.legal_actions else view.legal_actions
    copy = object.__new__(SeatView)
    state = copy.__dict__
    state.update(view.__dict__)
    state["hand"], state["talon"], state["legal_actions"] = sorted_cards(view.hand), talon, legal
    return copy
