"""Engine events to the model's signals: one table, event type -> handler.

Each handler receives the model, the event and the human's seat, and emits the matching
signal with only what the human may see (another seat's talon or given cards stay hidden).

``barrelChanged(seat, how)``: ``seat`` is who sits on the barrel after this event, or -1;
``how`` is ``mounted`` or why the sitter left (``dropped``, ``fell``, ``knocked``,
``collision``, ``won``). A knock-off is ``(-1, "knocked")`` then ``(s, "mounted")``.
Events without an entry (bolts, samosval) reach the view through the deal's result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from thousand_qt.engine import events as ev
from thousand_qt.engine.cards import Card

from .signals import GameSignals

Handler = Callable[[GameSignals, Any, int], None]


def _talon_shown(model: GameSignals, e: ev.TalonShown, human: int) -> None:
    visible = e.public or e.declarer == human
    model.talonShown.emit(e.declarer, list(e.cards) if visible else [], e.public)


def _cards_given(model: GameSignals, e: ev.CardsGiven, human: int) -> None:
    pairs = [(seat, c if (e.declarer == human or seat == human) else None) for seat, c in e.given]
    model.cardsGiven.emit(e.declarer, pairs)


def _marriage(model: GameSignals, e: ev.MarriageDeclared, human: int) -> None:
    model.marriageDeclared.emit(e.seat, e.suit, e.value, e.kept)


def _trick(model: GameSignals, e: ev.TrickTaken, human: int) -> None:
    model.trickTaken.emit(e.winner, list(e.cards), e.points)


def _deck_cut(model: GameSignals, e: ev.DeckCut, human: int) -> None:
    cards: list[Card | None] = list(e.cards)
    if e.only_to not in (-1, human):            # cut_shown_to dealer: the dealer's card face down
        cards[-1] = None
    model.deckCut.emit(e.cutter, cards, e.penalty)


def _drawn(model: GameSignals, e: ev.CardsDrawn, human: int) -> None:
    model.cardsDrawn.emit([(seat, c if seat == human else None) for seat, c in e.draws], e.left)


EVENT_HANDLERS: dict[type, Handler] = {
    ev.DealStarted: lambda m, e, h: m.dealStarted.emit(e.dealer),
    ev.DeckCut: _deck_cut,
    ev.BidMade: lambda m, e, h: m.bidMade.emit(e.seat, e.amount, e.blind),
    ev.Passed: lambda m, e, h: m.passed.emit(e.seat),
    ev.AllPassed: lambda m, e, h: m.allPassed.emit(e.dealer, -1 if e.declarer is None else e.declarer),
    ev.AuctionWon: lambda m, e, h: m.auctionWon.emit(e.declarer, e.bid),
    ev.TalonShown: _talon_shown,
    ev.CardsGiven: _cards_given,
    ev.ContractFixed: lambda m, e, h: m.contractFixed.emit(e.declarer, e.amount),
    ev.Conceded: lambda m, e, h: m.conceded.emit(e.declarer, e.amount),
    ev.CardPlayed: lambda m, e, h: m.cardPlayed.emit(e.seat, e.card),
    ev.MarriageDeclared: _marriage,
    ev.TrumpChanged: lambda m, e, h: m.trumpChanged.emit(e.trump),
    ev.TrickTaken: _trick,
    ev.CardsDrawn: _drawn,
    ev.DealScored: lambda m, e, h: m.dealScored.emit(e.result),
    ev.RedealTaken: lambda m, e, h: m.redeal.emit(e.seat, e.reason, e.ground),
    ev.BarrelMounted: lambda m, e, h: m.barrelChanged.emit(e.seat, "mounted"),
    ev.BarrelLeft: lambda m, e, h: m.barrelChanged.emit(-1, e.how),
    ev.GameOver: lambda m, e, h: m.gameOver.emit(e.winner, list(e.totals), list(e.settlement)),
}


def emit_events(model: GameSignals, events: Sequence[ev.Event], human: int) -> None:
    """Emit ``model``'s signal for each of ``events``, in order, as ``human`` may see them."""
    for event in events:
        handler = EVENT_HANDLERS.get(type(event))
        if handler is not None:
            handler(model, event, human)
