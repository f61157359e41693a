"""The card play of a deal (docs/rules.md: play): the cards and declarations a seat may play, one play.

Functions over the running :class:`~.deal.DealState`; :mod:`.play` holds the pure card rules.
"""

from __future__ import annotations

from . import actions as A
from . import events as ev
from .auction import ACE_MARRIAGE_VALUE
from .cards import Suit
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


def declared_suits(d: DealState) -> set[Suit]:
    """The suits whose marriage is declared in this deal (each only once)."""
    return {suit for _, suit, _ in d.marriages if suit is not None}


def may_keep_trump(d: DealState, rules: RuleSet) -> bool:
    """``marriage_trump`` ``choose``: a marriage declared now may keep the trump (one exists)."""
    return rules.marriage_trump == "choose" and d.trump is not None and not d.stock_game


def may_declare_any_turn(d: DealState, rules: RuleSet, seat: int) -> bool:
    """``marriage_moment`` ``any_turn``: ``seat``, to play, may declare a marriage before its card
    (it has won a trick in this deal and has not declared this turn)."""
    return (rules.marriage_moment == "any_turn" and not d.stock_game and not d.declared_turn
            and d.tricks_won[seat] > 0)


def play_actions(d: DealState, rules: RuleSet, seat: int) -> list[A.Action]:
    """The cards ``seat`` may play now, on the lead the marriages it may declare with its card,
    and with ``marriage_moment`` ``any_turn`` the marriages it may declare before it."""
    hand = d.hands[seat]
    cards = legal_cards(hand, [c for _, c in d.trick], d.trump, rules.must_overtake)
    barred = trump_lead_barred(d, rules, seat)
    if barred:
        cards = [c for c in cards if c.suit is not d.trump]
    out: list[A.Action] = [A.play(seat, c) for c in cards]
    any_turn = may_declare_any_turn(d, rules, seat)
    # the game with a stock: a marriage on any lead, the first one included
    on_lead = not (d.trick or d.declared_turn
                   or (rules.marriage_needs_trick and not d.stock_game and d.tricks_won[seat] == 0))
    if not (any_turn or on_lead):
        return out
    pairs = [suit for suit in marriage_suits(hand) if suit not in declared_suits(d)]
    keep = (False, True) if may_keep_trump(d, rules) else (False,)
    if any_turn:
        out += [A.declare_marriage(seat, suit, k) for suit in pairs for k in keep]
    if not on_lead:
        return out
    for suit in pairs:
        out += [A.play(seat, c, A.MARRIAGE, k) for c in hand if c.suit is suit and c.rank in "KQ" for k in keep]
    if rules.ace_marriage and seat not in d.aces_declared and has_all_aces(hand):
        out += [A.play(seat, c, A.ACES) for c in hand if c.rank == "A" and not (barred and c.suit is d.trump)]
    return out


def declare(d: DealState, rules: RuleSet, seat: int, suit: Suit, keep: bool) -> list[ev.Event]:
    """``seat`` declares the marriage of ``suit``: its value counts, and its suit becomes trump
    unless ``keep``."""
    value = rules.marriage_values.of(suit)
    d.marriages.append((seat, suit, value))
    if keep:
        d.kept_marriages.append(suit)
        return [ev.MarriageDeclared(seat, suit, value, kept=True)]
    d.trump = suit
    return [ev.MarriageDeclared(seat, suit, value), ev.TrumpChanged(suit)]


def declare_before_card(d: DealState, rules: RuleSet, a: A.DeclareMarriage) -> list[ev.Event]:
    """A marriage declared before the seat's card (``marriage_moment`` ``any_turn``): the trick
    under way goes to the new trump too."""
    d.declared_turn = True
    return declare(d, rules, a.seat, a.suit, a.keep)


def play_card(d: DealState, rules: RuleSet, a: A.Play) -> list[ev.Event]:
    """Play a card (declaring a marriage with it, if asked); the last card of a trick takes it."""
    events: list[ev.Event] = []
    d.hands[a.seat].remove(a.card)
    d.declared_turn = False
    if a.declare == A.MARRIAGE:
        events += declare(d, rules, a.seat, a.card.suit, a.keep)
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
