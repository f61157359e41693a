"""The card play of a deal (docs/rules.md: play): the cards and declarations a seat may play, one play.

Functions over the running :class:`~.deal.DealState`; :mod:`.play` holds the pure card rules.
"""

from __future__ import annotations

from . import actions as A
from . import events as ev
from .auction import ACE_MARRIAGE_VALUE
from .deal import DealState
from .play import best_index, has_all_aces, legal_cards, marriage_suits
from .rules import RuleSet


def trump_lead_barred(d: DealState, rules: RuleSet, seat: int) -> bool:
    """``trump_lead`` = ``declarer_only``: True when ``seat``, on lead, may not lead a trump
    without declaring (it declared no K+Q marriage in this deal and holds other cards too)."""
    if rules.trump_lead != "declarer_only" or d.trump is None or d.trick:
        return False
    if any(s == seat and suit is not None for s, suit, _ in d.marriages):
        return False
    return any(c.suit is not d.trump for c in d.hands[seat])


def play_actions(d: DealState, rules: RuleSet, seat: int) -> list[A.Action]:
    """The cards ``seat`` may play now, and on the lead the marriages it may declare."""
    hand = d.hands[seat]
    cards = legal_cards(hand, [c for _, c in d.trick], d.trump, rules.must_overtake)
    barred = trump_lead_barred(d, rules, seat)
    if barred:
        cards = [c for c in cards if c.suit is not d.trump]
    out: list[A.Action] = [A.play(seat, c) for c in cards]
    # the game with a stock: a marriage on any lead, the first one included
    if d.trick or (rules.marriage_needs_trick and not d.stock_game and d.tricks_won[seat] == 0):
        return out
    for suit in marriage_suits(hand):
        out += [A.play(seat, c, A.MARRIAGE) for c in hand if c.suit is suit and c.rank in "KQ"]
    if rules.ace_marriage and seat not in d.aces_declared and has_all_aces(hand):
        out += [A.play(seat, c, A.ACES) for c in hand if c.rank == "A" and not (barred and c.suit is d.trump)]
    return out


def play_card(d: DealState, rules: RuleSet, a: A.Play) -> list[ev.Event]:
    """Play a card (declaring a marriage with it, if asked); the last card of a trick takes it."""
    events: list[ev.Event] = []
    d.hands[a.seat].remove(a.card)
    if a.declare == A.MARRIAGE:
        value = rules.marriage_values.of(a.card.suit)
        d.marriages.append((a.seat, a.card.suit, value))
        d.trump = a.card.suit
        events += [ev.MarriageDeclared(a.seat, a.card.suit, value), ev.TrumpChanged(a.card.suit)]
    elif a.declare == A.ACES:
        d.marriages.append((a.seat, None, ACE_MARRIAGE_VALUE))
        d.aces_declared.add(a.seat)
        events.append(ev.MarriageDeclared(a.seat, None, ACE_MARRIAGE_VALUE))
    d.trick.append((a.seat, a.card))
    events.append(ev.CardPlayed(a.seat, a.card))
    if len(d.trick) == len(d.active):
        cards = [c for _, c in d.trick]
        winner = d.trick[best_index(cards, d.trump)][0]
        points = sum(c.points for c in cards)
        d.tricks_won[winner] += 1
        d.won_points[winner] += points
        d.tricks.append((d.leader, tuple(d.trick), winner, d.trump))
        events.append(ev.TrickTaken(winner, tuple(d.trick), points))
        d.trick = []
        d.leader = winner
    return events


def deal_played_out(d: DealState) -> bool:
    """True once every card is played (the trick just taken was the last)."""
    return not d.trick and bool(d.tricks) and not d.hands[d.leader]
