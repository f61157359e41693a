"""The two-player game with a stock (docs/rules.md: "Two players with a stock").

Six cards each and twelve face down in the stock, in a fixed order nobody sees. No auction,
talon, contract or concession: the dealer's opponent leads, and after each trick, while the
stock lasts, the trick's winner draws its top card and then the other player the next. A
marriage may be declared on any lead. Each player's deal points go to their total; the first
to reach ``win_at`` after a deal wins (both: the higher; equal: the game goes on).

The functions here work on the running :class:`~.deal.DealState` and the
:class:`~.scoring.Scoreboard`; :class:`~.state.Game` calls them where the stock game differs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import events as ev
from .cards import Card, shuffled_deck
from .cut import place_cut_card, random_cut
from .deal import DealError, DealState
from .outcome import deal_points
from .rules import RuleSet
from .scoring import Scoreboard

#: Cards in each hand as dealt (and again after each draw), and in the stock.
HAND_SIZE = 6
STOCK_SIZE = 12


def is_stock_game(rules: RuleSet, n_players: int) -> bool:
    """True when ``rules`` make a two-player game the game with a stock (three or four players
    ignore the key)."""
    return n_players == 2 and rules.two_player_game == "stock"


def deal_stock(deck: Sequence[Card]) -> tuple[list[list[Card]], list[Card]]:
    """Split a shuffled deck: six cards to each seat, the other twelve the stock (top first)."""
    deck = list(deck)
    if len(deck) != 24:
        raise ValueError("a deal needs all 24 cards")
    return [deck[0:HAND_SIZE], deck[HAND_SIZE:2 * HAND_SIZE]], deck[2 * HAND_SIZE:]


def shuffled_stock_deal(generator: random.Random, dealer: int,
                        cut: bool) -> tuple[list[list[Card]], list[Card], list[Card] | None]:
    """A shuffled deal (:func:`deal_stock`) and with ``cut`` its cutting (None without), the
    cut's last card (unless a jack) in the dealer's hand, as in the other games."""
    hands, stock = deal_stock(shuffled_deck(rng=generator))
    if not cut:
        return hands, stock, None
    shown = random_cut(generator)
    if shown[-1].rank != "J":
        place_cut_card(shown[-1], hands[dealer], [hands[1 - dealer], stock], generator)
    return hands, stock, shown


def check_stock_deal(hands: Sequence[Sequence[Card]] | None, stock: Sequence[Card] | None) -> None:
    """Raise :class:`DealError` unless ``hands`` and ``stock`` are a proper deal with a stock."""
    if hands is None or stock is None or len(hands) != 2:
        raise DealError("a deal with a stock needs 2 hands and the stock")
    for s, h in enumerate(hands):
        if len(h) != HAND_SIZE:
            raise DealError(f"seat {s} must be dealt {HAND_SIZE} cards, not {len(h)}")
    if len(stock) != STOCK_SIZE:
        raise DealError(f"the stock must hold {STOCK_SIZE} cards, not {len(stock)}")
    seen: set[Card] = set()
    for c in [c for h in hands for c in h] + list(stock):
        if not isinstance(c, Card):
            raise DealError(f"not a card: {c!r}")
        if c in seen:
            raise DealError(f"card {c} appears twice")
        seen.add(c)


def open_stock_deal(d: DealState, stock: Sequence[Card]) -> None:
    """Make ``d`` a deal with a stock: no auction, the dealer's opponent on lead."""
    d.stock_game = True
    d.stock = list(stock)
    d.stock_dealt = tuple(stock)
    d.leader = d.active[0]
    d.bid = 0
    d.high = d.leader


def draw_after_trick(d: DealState) -> list[ev.Event]:
    """After a trick, while the stock lasts: the winner (now on lead) draws, then the other."""
    if not d.stock_game or not d.stock or d.trick or not d.tricks:
        return []
    draws = []
    for seat in (d.leader, d.next_active(d.leader)):
        card = d.stock.pop(0)
        d.hands[seat].append(card)
        d.draws.append((seat, card))
        draws.append((seat, card))
    return [ev.CardsDrawn(tuple(draws), len(d.stock))]


def drawn_by(d: DealState, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` drew from the stock in this deal, in order."""
    return tuple(c for s, c in d.draws if s == seat)


def stock_winner(totals: Sequence[int], target: int) -> int | None:
    """Who wins after a deal: the one player at ``target`` or more, or the higher of two; None
    while nobody reaches it or both reach it with equal totals."""
    reached = [s for s, t in enumerate(totals) if t >= target]
    if not reached:
        return None
    top = max(totals[s] for s in reached)
    leaders = [s for s in reached if totals[s] == top]
    return leaders[0] if len(leaders) == 1 else None


def score_stock_deal(board: Scoreboard, d: DealState) -> tuple[ev.DealResult, list[ev.Event]]:
    """Add each player's deal points to their total and decide the end of the game; the change
    holds the cut's third nine too (taken from the total when the deck was cut)."""
    n = board.n_players
    points = deal_points(d, board.rules, n)   # card points of the tricks plus the marriages
    cut, penalty = board.take_cut_change()
    for s in range(n):
        board.totals[s] += points[s]
    winner = stock_winner(board.totals, board.rules.win_at)
    if winner is not None:
        board.winner, board.finished = winner, True
    marriages = tuple((s, suit.value if suit else "aces", v) for s, suit, v in d.marriages)
    result = ev.DealResult(dealer=d.dealer, declarer=None, contract=None, points=tuple(points),
                           change=tuple(p + c for p, c in zip(points, cut, strict=True)),
                           totals=tuple(board.totals), bolts=(0,) * n, barrel=None, marriages=marriages,
                           cut_penalty=penalty)
    events: list[ev.Event] = [ev.DealScored(result)]
    if winner is not None:
        events.append(ev.GameOver(winner, tuple(board.totals), board.settlement()))
    return result, events
