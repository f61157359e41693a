"""The game with a stock by rules of thumb (the normal and easy players, the strong fallback).

The trick's winner draws first and leads the next trick, and a marriage is declared on any
lead: so the rules are to keep the kings and queens whose partner may still come (from the hand
or the stock), to declare a marriage as soon as one can lead it, to win the tricks that carry
points while the stock lasts and give away only cheap cards, and to spend trumps on points.

:func:`stock_knowledge` is what a seat can infer about the unseen cards (the opponent's hand
and the stock); the strong player's sampler uses it too. Pure functions of the view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import ACES, MARRIAGE, Play
from thousand_qt.engine.cards import Card, Suit
from thousand_qt.engine.play import best_index

#: Draws happen after each of the first six tricks (the stock's 12 cards, two a trick).
DRAW_TRICKS = 6


@dataclass
class StockKnowledge:
    """One seat's inferences in the game with a stock.

    ``unseen``: the cards in the opponent's hand or the stock; ``opp_size`` of them are in the
    hand. ``caps[suit]``: at most this many cards of ``suit`` in the opponent's hand (a suit it
    failed to follow, or to trump, can come back only with the cards it drew since). ``known``:
    unseen cards certainly in its hand (the partner of a marriage it declared).
    """

    seat: int
    opponent: int
    unseen: list[Card]
    opp_size: int
    stock_left: int
    caps: dict[Suit, int] = field(default_factory=dict)
    known: set[Card] = field(default_factory=set)


def stock_knowledge(view: SeatView) -> StockKnowledge:
    """What ``view``'s seat knows of the opponent's hand and the stock."""
    seat = view.seat
    opp = 1 - seat
    unseen = view.unseen_cards()       # a stock game has no talon given away nor discarded
    caps: dict[Suit, int] = {}
    tricks = [(k, t.cards, t.trump) for k, t in enumerate(view.tricks)]
    if view.trick:
        tricks.append((len(view.tricks), tuple(view.trick), view.trump))
    for k, cards, trump in tricks:
        lead = cards[0][1]
        for s, c in cards[1:]:
            if s != opp or c.suit is lead.suit:
                continue
            # the opponent drew one card after each trick from k to the sixth taken so far
            since = max(0, min(DRAW_TRICKS, len(view.tricks)) - k)
            short = [lead.suit] + ([trump] if trump is not None and c.suit is not trump else [])
            for void in short:
                caps[void] = min(caps.get(void, since), since)
    known: set[Card] = set()
    for s, suit, _value in view.marriages:
        if s == opp and suit is not None:
            known |= {c for c in unseen if c.suit is suit and c.rank in "KQ"}
    return StockKnowledge(seat, opp, unseen, view.hand_sizes[opp], view.stock_left, caps, known)


class _Context:
    def __init__(self, view: SeatView, careful: bool) -> None:
        self.view, self.careful = view, careful
        self.hand = list(view.hand)
        self.trump = view.trump
        self.kn = stock_knowledge(view)
        self.hidden = set(self.kn.unseen)
        self.keep = self._keep()

    def _keep(self) -> set[Card]:
        """Kings and queens worth keeping: a marriage in hand, or (while the stock lasts) one
        whose partner is still unseen."""
        out: set[Card] = set()
        for c in self.hand:
            if c.rank not in "KQ":
                continue
            partner = Card.parse(("Q" if c.rank == "K" else "K") + c.suit.value)
            if partner in self.hand or (self.kn.stock_left and partner in self.hidden
                                        and partner not in self.kn.known):
                out.add(c)
        return out

    def is_master(self, card: Card) -> bool:
        if not self.careful:
            return card.rank == "A"
        return not any(c.suit is card.suit and c.strength > card.strength for c in self.hidden)

    def cheap_key(self, card: Card) -> tuple[bool, bool, bool, int, int]:
        """Order of the cards to give away: not a kept K/Q, not a master, not a trump, few points."""
        return (card in self.keep, self.careful and self.is_master(card), card.suit is self.trump,
                card.points, card.strength)


def choose_stock_play(view: SeatView, rng: random.Random, careful: bool = True) -> Play:
    """A card (a Play action of ``view.legal_actions``) in the game with a stock."""
    legal = [a for a in view.legal_actions if isinstance(a, Play)]
    aces = [a for a in legal if a.declare == ACES]
    if aces:
        return aces[0]
    ctx = _Context(view, careful)
    if not view.trick:
        return _lead(ctx, legal)
    return _follow(ctx, [a for a in legal if a.declare is None])


def _plain(legal: list[Play], card: Card) -> Play:
    return next(a for a in legal if a.card is card and a.declare is None)


def _lead(ctx: _Context, legal: list[Play]) -> Play:
    values = ctx.view.rules.marriage_values
    marriages = [a for a in legal if a.declare == MARRIAGE]
    if marriages:
        suit = max({a.card.suit for a in marriages}, key=values.of)
        pair = [a for a in marriages if a.card.suit is suit]
        king = next(a for a in pair if a.card.rank == "K")
        queen = next(a for a in pair if a.card.rank == "Q")
        return king if ctx.is_master(king.card) else queen
    plain = [a.card for a in legal if a.declare is None]
    trump = ctx.trump
    masters = [c for c in plain if c not in ctx.keep and ctx.is_master(c)]
    if not ctx.kn.stock_left and trump is not None:
        # the hand phase: draw the opponent's trumps with master trumps
        top = [c for c in masters if c.suit is trump]
        if top and any(c.suit is trump for c in ctx.hidden):
            return _plain(legal, max(top, key=lambda c: c.strength))
    side = [c for c in masters if c.suit is not trump and c.points >= 10]
    if side and (not ctx.careful or any(c.suit is side[0].suit for c in ctx.hidden) or not ctx.kn.stock_left):
        return _plain(legal, max(side, key=lambda c: (c.points, c.strength)))
    if masters and not ctx.kn.stock_left:
        return _plain(legal, max(masters, key=lambda c: (c.points, c.strength)))
    def lead_key(card: Card) -> tuple[bool, bool, bool, bool, int, int]:
        keep, master, is_trump, points, strength = ctx.cheap_key(card)
        return keep, card.rank == "T", master, is_trump, points, strength   # never a bare ten

    return _plain(legal, min(plain, key=lead_key))


def _follow(ctx: _Context, legal: list[Play]) -> Play:
    cards = [c for _, c in ctx.view.trick]
    led = cards[0]
    mine = [a.card for a in legal]
    winners = [c for c in mine if best_index([*cards, c], ctx.trump) == 1]
    if winners:
        same = [c for c in winners if c.suit is led.suit]
        if same:
            # a ten that an unseen ace could still take is banked now; else the cheapest winner
            tens = [c for c in same if c.rank == "T" and not ctx.is_master(c)]
            pick = tens[0] if tens and ctx.careful else min(
                same, key=lambda c: (c in ctx.keep, c.strength))
            if pick not in ctx.keep or led.points >= 10:
                return _plain(legal, pick)
        trumps = [c for c in winners if c.suit is ctx.trump and led.suit is not ctx.trump]
        if trumps:
            worth = led.points >= 10 or (not ctx.kn.stock_left and led.points >= 3)
            wants_lead = bool(ctx.keep) and any(  # a marriage in hand to declare on the lead
                c.rank == "K" and Card.parse("Q" + c.suit.value) in ctx.hand for c in ctx.hand)
            losing = [c for c in mine if c not in winners]
            if worth or wants_lead or not losing:
                return _plain(legal, min(trumps, key=lambda c: (c in ctx.keep, c.strength)))
    return _plain(legal, min(mine, key=ctx.cheap_key))


__all__ = ["StockKnowledge", "choose_stock_play", "stock_knowledge"]
