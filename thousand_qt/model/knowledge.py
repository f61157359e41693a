"""What the human has learned: the cards whose place they know, and what a step back would
let them see again as if unseen.

One definition serves undo, the review of the game being played (never its deal in progress:
:func:`deals_to_review`) and the review's Continue from here (the hint needs none: the adviser
is given the human's seat view alone): a step back to an earlier position of the game being
played is a free peek when the human knows now a card they did not know there (the talon
turned, cards received, a stock draw, an opponent's card in the trick, their own hand turned up
for the blind choice). The cards known are read from the
engine's :class:`~thousand_qt.engine.SeatView` of the human's seat, with what the human sees
beyond it (:class:`.HumanSight`: the hand turned up, the aids' open hands and peeked card).
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine import Phase, SeatView
from thousand_qt.engine.cards import Card

from .aids import AidsShown

translate = QCoreApplication.translate


class Learned(Enum):
    """How the human came to know a card they did not know before (the first that applies)."""

    HAND = "hand"           # their own cards, turned up after a blind choice
    TALON = "talon"         # the talon turned up (or taken)
    RECEIVED = "received"   # a card the declarer gave them
    DRAWN = "drawn"         # a card drawn from the stock
    PLAYED = "played"       # a card played to a trick
    SHOWN = "shown"         # anything else shown on the table (a cut, a card laid away)


def known_cards(view: SeatView, hand_seen: bool, shown: AidsShown) -> frozenset[Card]:
    """The cards whose place the human knows in ``view``: the hand (when ``hand_seen``), the
    talon they saw, the cards given and received, drawn, laid away, shown by the cut and
    played, and what the aids ``shown`` open to them."""
    cards = set(view.played_cards) | set(view.discarded) | set(view.drawn) | set(view.cut)
    cards |= set(view.talon or ()) | {card for _seat, card in view.given}
    if hand_seen:
        cards |= set(view.hand)
    for hand in shown.open_hands.values():
        cards |= set(hand)
    cards |= set(shown.peeked.values())
    return frozenset(cards)


def how_learned(new: frozenset[Card], now: SeatView) -> Learned:
    """Where the ``new`` cards lie in ``now``: how the human learned them."""
    places = ((Learned.TALON, set(now.talon or ())), (Learned.RECEIVED, {c for s, c in now.given if s == now.seat}),
              (Learned.DRAWN, set(now.drawn)), (Learned.PLAYED, set(now.played_cards)),
              (Learned.HAND, set(now.hand)))
    return next((how for how, cards in places if new & cards), Learned.SHOWN)


def learned_since(before: tuple[SeatView, frozenset[Card]], now: tuple[SeatView, frozenset[Card]]) -> Learned | None:
    """How the human learned a card between ``before`` and ``now`` (each a view and the cards
    known in it, :func:`known_cards`), or None if they know nothing more now."""
    new = now[1] - before[1]
    return how_learned(new, now[0]) if new else None


def undo_refusal_text(learned: Learned) -> str:
    """Why undo is off once the human has seen cards since their last action (translated)."""
    texts = {
        Learned.HAND: translate("Undo", "Undo is off: you have seen your cards since your last move."),
        Learned.TALON: translate("Undo", "Undo is off: the talon has been turned up since your last move."),
        Learned.RECEIVED: translate("Undo", "Undo is off: you have received cards since your last move."),
        Learned.DRAWN: translate("Undo", "Undo is off: you have drawn from the stock since your last move."),
        Learned.PLAYED: translate("Undo", "Undo is off: cards have been played since your last move."),
        Learned.SHOWN: translate("Undo", "Undo is off: cards have been shown since your last move."),
    }
    return texts[learned]



def deals_to_review(view: SeatView) -> int:
    """How many deals of the game being played (``view``: the human's) Game ▸ Review may show:
    every finished one, never the deal in progress (the review lays every hand and the talon
    open: a free peek)."""
    in_progress = view.phase not in (Phase.DEAL, Phase.GAME_OVER)
    return view.deal_number - int(in_progress)


def review_refusal_text() -> str:
    """Why Game ▸ Review is off while the first deal is played (translated)."""
    return translate("Review", "The review opens once a deal is over: it would show the cards in play.")
