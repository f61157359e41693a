"""Card play by rules of thumb (the "normal" and "easy" players, and the strong player's fallback).

Counts cards (a card is a master when no higher card of its suit is still hidden), tracks voids,
plays to the side (declarer alone against the defenders), leads to its marriages and wins a trick
first when ``marriage_needs_trick`` asks for it.
"""

from __future__ import annotations

import random

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import ACES, MARRIAGE, Play
from thousand_qt.engine.cards import Card, Suit
from thousand_qt.engine.play import best_index, marriage_suits

from .knowledge import Knowledge, analyse


class PlayContext:
    """Everything the rules of thumb need about the current position."""

    def __init__(self, view: SeatView, kn: Knowledge, careful: bool = True) -> None:
        self.view, self.kn, self.careful = view, kn, careful
        self.seat = view.seat
        self.trump = view.trump
        self.hand = list(view.hand)
        self.hidden = set(kn.unseen)
        self.trick = list(view.trick)
        self.declarer = view.declarer
        self.rules = view.rules

    def same_side(self, a: int, b: int) -> bool:
        """Are seats ``a`` and ``b`` on the same side (both the declarer, or both defenders)?"""
        return a == b or (a != self.declarer and b != self.declarer)

    def is_master(self, card: Card) -> bool:
        if not self.careful:  # a beginner only trusts aces
            return card.rank == "A"
        return not any(c.suit is card.suit and c.strength > card.strength for c in self.hidden)

    def may_hold_suit(self, seat: int, suit: Suit) -> bool:
        if suit in self.kn.voids.get(seat, ()):
            return False
        return any(c.suit is suit and self.kn.known.get(c, seat) == seat for c in self.hidden)

    def later_seats(self) -> list[int]:
        active = list(self.view.active)
        played = {s for s, _ in self.trick} | {self.seat}
        i = active.index(self.seat)
        out = []
        for k in range(1, len(active)):
            s = active[(i + k) % len(active)]
            if s not in played:
                out.append(s)
        return out

    def can_beat(self, seat: int, card: Card, led: Suit) -> bool:
        """May ``seat`` (to play later) beat ``card`` in a trick led in suit ``led``?"""
        trump = self.trump
        if card.suit is led:
            higher = any(c.suit is led and c.strength > card.strength for c in self.hidden)
            if self.careful and (led in self.kn.voids.get(seat, ())):
                higher = False
            if higher and (not self.careful or self.may_hold_suit(seat, led)):
                return True
            if trump is not None and led is not trump:
                void_led = (not self.may_hold_suit(seat, led)) if self.careful else False
                return void_led and self.may_hold_suit(seat, trump)
            return False
        if card.suit is trump:
            higher = any(c.suit is trump and c.strength > card.strength for c in self.hidden)
            return higher and (not self.careful or (not self.may_hold_suit(seat, led)
                                                    and self.may_hold_suit(seat, trump)))
        return True

    def safe(self, card: Card, led: Suit) -> bool:
        return not any(self.can_beat(s, card, led) for s in self.later_seats()
                       if not self.same_side(s, self.seat))


def _marriage_keep(hand: list[Card], ace_marriage: bool = False) -> set[Card]:
    """The cards to hold on to for a declaration still to come: the king and queen of each
    marriage, and all four aces while they make the ace marriage (``ace_marriage``: the rule on)."""
    suits = set(marriage_suits(hand))
    keep = {c for c in hand if c.suit in suits and c.rank in "KQ"}
    aces = [c for c in hand if c.rank == "A"]
    if ace_marriage and len(aces) == 4:
        keep.update(aces)
    return keep


def _dump_key(ctx: PlayContext, card: Card, keep: set[Card]) -> tuple[bool, bool, bool, int, int, int]:
    suit_len = sum(1 for c in ctx.hand if c.suit is card.suit)
    return (card in keep, ctx.is_master(card), card.suit is ctx.trump, card.points, suit_len, card.strength)


def choose_play(view: SeatView, rng: random.Random, careful: bool = True, kn: Knowledge | None = None) -> Play:
    """A card (a Play action from ``view.legal_actions``) by rules of thumb."""
    legal = [a for a in view.legal_actions if isinstance(a, Play)]
    kn = kn or analyse(view)
    ctx = PlayContext(view, kn, careful)
    aces = [a for a in legal if a.declare == ACES]
    if aces:
        return aces[0]
    if not view.trick:
        return _lead(ctx, legal)
    return _follow(ctx, [a for a in legal if a.declare is None])


def _lead(ctx: PlayContext, legal: list[Play]) -> Play:
    view, hand = ctx.view, ctx.hand
    values = view.rules.marriage_values
    marr = [a for a in legal if a.declare == MARRIAGE]
    plain = {a.card: a for a in legal if a.declare is None}
    if marr:
        best_suit = max({a.card.suit for a in marr}, key=values.of)
        pair = [a for a in marr if a.card.suit is best_suit]
        king = next(a for a in pair if a.card.rank == "K")
        queen = next(a for a in pair if a.card.rank == "Q")
        return king if ctx.is_master(king.card) else queen
    keep = _marriage_keep(ctx.hand, ctx.view.rules.ace_marriage)
    pool = [c for c in hand if c in plain]      # trump_lead may bar some leads
    opponents = [s for s in view.active if not ctx.same_side(s, ctx.seat)]

    def safe_lead(card: Card) -> bool:
        return all(not ctx.can_beat(s, card, card.suit) for s in opponents)

    winners = [c for c in pool if c not in keep and ctx.is_master(c) and safe_lead(c)]
    trump = ctx.trump
    if ctx.seat == ctx.declarer and trump is not None:
        # draw the opponents' trumps with master trumps
        trumps_out = any(c.suit is trump for c in ctx.hidden)
        top_trumps = [c for c in winners if c.suit is trump]
        if trumps_out and top_trumps:
            return plain[max(top_trumps, key=lambda c: c.strength)]
    side = [c for c in winners if c.suit is not trump]
    if side:
        return plain[max(side, key=lambda c: (c.points, c.strength))]
    if winners:
        return plain[max(winners, key=lambda c: c.strength)]
    if keep and all(c in keep for c in pool):
        return plain[min(pool, key=lambda c: c.points)]
    # lead low from a suit the opponents still follow; never lead a bare ten
    def lead_key(card: Card) -> tuple[bool, bool, bool, bool, int, int]:
        suit_cards = [c for c in hand if c.suit is card.suit]
        bare_ten = card.rank == "T" and ctx.careful and not ctx.is_master(card)
        opp_void = any(card.suit in ctx.kn.voids.get(s, ()) for s in opponents) and ctx.careful
        return (card in keep, bare_ten, card.suit is trump, opp_void, card.points, -len(suit_cards))

    return plain[min(plain, key=lead_key)]


def _follow(ctx: PlayContext, legal: list[Play]) -> Play:
    pick = _follow_card(ctx, legal)
    if ctx.careful:
        pick = _no_waste(ctx, legal, pick)
    return pick


def _no_waste(ctx: PlayContext, legal: list[Play], pick: Play) -> Play:
    """On a trick the seat's side does not win, never a higher card of a suit where a lower one
    does the same job, and never an ace or a ten when another card may go (the king or queen of
    a marriage still to declare is worth more than a ten, so it does not count as another)."""
    cards = [c for _, c in ctx.trick]
    bi = best_index(cards, ctx.trump)
    best_seat = ctx.trick[bi][0]
    if ctx.same_side(best_seat, ctx.seat) or best_index([*cards, pick.card], ctx.trump) == len(cards):
        return pick
    mine = [a.card for a in legal]
    losing = [c for c in mine if best_index([*cards, c], ctx.trump) != len(cards)]
    keep = _marriage_keep(ctx.hand, ctx.view.rules.ace_marriage)
    cheap = [c for c in losing if c.rank not in "AT" and c not in keep]
    if pick.card.rank in "AT" and cheap:
        return _act(legal, min(cheap, key=lambda c: _dump_key(ctx, c, keep)))
    lower = [c for c in losing if c.suit is pick.card.suit and c.strength < pick.card.strength
             and (c not in keep or pick.card in keep)]
    if lower:
        return _act(legal, min(lower, key=lambda c: c.strength))
    return pick


def _follow_card(ctx: PlayContext, legal: list[Play]) -> Play:
    trick = ctx.trick
    cards = [c for _, c in trick]
    led = cards[0].suit
    bi = best_index(cards, ctx.trump)
    best_seat, best_card = trick[bi]
    keep = _marriage_keep(ctx.hand, ctx.view.rules.ace_marriage)
    mine = [a.card for a in legal]
    points_on_table = sum(c.points for c in cards)

    def beats(card: Card) -> bool:
        return best_index(cards + [card], ctx.trump) == len(cards)

    partner_wins = ctx.same_side(best_seat, ctx.seat) and best_seat != ctx.seat
    if partner_wins:
        partner_safe = not any(ctx.can_beat(s, best_card, led) for s in ctx.later_seats()
                               if not ctx.same_side(s, ctx.seat))
        if partner_safe:
            smear = [c for c in mine if not ctx.is_master(c) and c not in keep]
            if smear:
                return _act(legal, max(smear, key=lambda c: (c.points, -c.strength)))
            return _act(legal, min(mine, key=lambda c: _dump_key(ctx, c, keep)))
    winners = [c for c in mine if beats(c)]
    safe = [c for c in winners if ctx.safe(c, led)]
    if safe:
        pick = min(safe, key=lambda c: (c.suit is ctx.trump and led is not ctx.trump, c in keep, c.strength))
        return _act(legal, pick)
    if winners and not partner_wins and points_on_table >= 10 and ctx.careful:
        pick = max(winners, key=lambda c: c.strength)
        if pick not in keep:
            return _act(legal, pick)
    return _act(legal, min(mine, key=lambda c: _dump_key(ctx, c, keep)))


def _act(legal: list[Play], card: Card) -> Play:
    for a in legal:
        if a.card is card:
            return a
    return legal[0]
