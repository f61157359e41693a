"""A deal's start, the game's chance step (docs/rules.md: the deal, the cut): the cards as
dealt — given, or shuffled from a seed and cut where the rules cut — checked; the running
deal's state and record; and its opening: the auction, or, without one, a forced golden deal
played by the player after the dealer and the barrel player's ``automatic`` contract. The game
with a stock (:mod:`.stock`) starts with its first lead instead.

:meth:`~.state.Game.start_deal` checks that a deal may start and keeps what
:func:`start_next_deal` returns; nothing here touches the game but the cut's penalty, which the
third nine costs its cutter at once on the score sheet.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from . import events as ev
from .auction import GOLDEN_MIN, Step, barrel_floor, end_auction, first_at_least, open_auction, seat_bounds
from .cards import Card, deal_cards, shuffled_deck
from .cut import check_cut, cut_costs, cutter_of, dealer_only, random_deal_with_cut
from .deal import DealState, check_deal
from .deal_record import DealRecord
from .opening import auction_opening
from .phase import Phase
from .rules import RuleSet
from .scoring import Scoreboard
from .seats import active_seats
from .stock import check_stock_deal, is_stock_game, open_stock_deal, shuffled_stock_deal

__all__ = ["DealStart", "Dealing", "start_next_deal"]


@dataclass(frozen=True)
class DealStart:
    """A deal as it starts: its state, its record (no action yet), the events of its dealing
    (``DealStarted``, then the cut's ``DeckCut`` where the rules cut) and its opening ``step``
    (the events and the phase the deal enters)."""

    deal: DealState
    record: DealRecord
    events: tuple[ev.Event, ...]
    step: Step


@dataclass(frozen=True)
class Dealing:
    """Who deals what: the game's rules, its number of players, the dealer, the deals scored
    so far (the golden round counts them) and the score sheet (the barrel; the cut's penalty)."""

    rules: RuleSet
    n_players: int
    dealer: int
    deals_played: int
    board: Scoreboard


def start_next_deal(at: Dealing, hands: Sequence[Sequence[Card]] | None, talons: Sequence[Sequence[Card]] | None,
                    *, seed: int | str | None, rng: random.Random | None, stock: Sequence[Card] | None,
                    cut: Sequence[Card] | None) -> DealStart:
    """Deal the cards given (``hands``, ``talons``; the game with a stock: ``stock``; ``cut``
    where the rules cut), or shuffled from ``seed``/``rng``; raises
    :class:`~.deal.DealError` for cards that are not a deal, before anything changes."""
    rules, n, dealer = at.rules, at.n_players, at.dealer
    if is_stock_game(rules, n):
        return _start_stock_deal(at, hands, stock, seed, rng, cut)
    three = rules.talons_of_three(n)
    if hands is None:
        generator = rng if rng is not None else random.Random(seed)
        if rules.cut:
            hands, talons, cut = random_deal_with_cut(generator, n, dealer, three)
        else:
            hands, talons = deal_cards(shuffled_deck(rng=generator), n, dealer, three)
    elif n != 2 and talons is not None and len(talons) == 3 and all(isinstance(c, Card) for c in talons):
        # the three/four-player talon may also be given flat, [c1, c2, c3], as a record writes it
        talons = [list(talons)]  # type: ignore[arg-type]
    check_deal(hands, talons, n, dealer, three)
    assert talons is not None
    check_cut(rules.cut, cut, hands, talons, n, dealer)
    active = active_seats(n, dealer)
    golden = at.deals_played < rules.golden_deals(n)
    forced_golden = golden and rules.golden_round_mode == "forced"
    sitter = at.board.barrel
    opening = auction_opening(rules, active, sitter)
    # a forced golden deal has no auction: the player after the dealer plays it, "on the hundred"
    d = DealState(dealer=dealer, active=active, hundred=active[0] if forced_golden else opening.hundred,
                  dealt=tuple(tuple(h) for h in hands), talons=tuple(tuple(t) for t in talons),
                  golden=golden, cut=tuple(cut or ()))
    d.hands = [list(h) for h in hands]
    d.tricks_won = [0] * n
    d.won_points = [0] * n
    d.bid, d.high, d.first_speaker = opening.bid, opening.standing, opening.first
    record = DealRecord(dealer, d.dealt, d.talons, cut=d.cut if rules.cut else None)
    events = _cut(at, d, [ev.DealStarted(dealer, d.hundred, golden)])
    step: Step
    if forced_golden:
        d.bid = first_at_least(rules.min_bid, rules.bid_step, GOLDEN_MIN)
        d.bid = seat_bounds(rules, sitter, active[0], d.bid, d.bid)[0]
        d.high = active[0]
        step = end_auction(d, rules, active[0])
    elif sitter is not None and sitter in active and rules.barrel_bidding_in_play() == "automatic":
        # (four players: a barrel player who deals sits out, and the others bid as usual)
        d.bid = barrel_floor(rules, rules.min_bid)
        # docs/rules.md (talon and contract) hides the talon only when the player on the hundred won the auction at
        # the opening bid; taking it at the barrel minimum without an auction is not that,
        # so the talon is shown.
        d.raised = True
        step = end_auction(d, rules, sitter)
    else:
        step = open_auction(d, rules, at.board.totals)
    return DealStart(d, record, tuple(events), step)


def _start_stock_deal(at: Dealing, hands: Sequence[Sequence[Card]] | None, stock: Sequence[Card] | None,
                      seed: int | str | None, rng: random.Random | None, cut: Sequence[Card] | None) -> DealStart:
    dealer = at.dealer
    if hands is None:
        hands, stock, cut = shuffled_stock_deal(rng if rng is not None else random.Random(seed), dealer,
                                                at.rules.cut)
    check_stock_deal(hands, stock)
    assert stock is not None
    check_cut(at.rules.cut, cut, hands, (), 2, dealer)
    active = active_seats(2, dealer)
    d = DealState(dealer=dealer, active=active, hundred=active[0],
                  dealt=tuple(tuple(h) for h in hands), talons=(), cut=tuple(cut or ()))
    d.hands = [list(h) for h in hands]
    d.tricks_won = [0, 0]
    d.won_points = [0, 0]
    open_stock_deal(d, stock)
    record = DealRecord(dealer, d.dealt, (), stock=tuple(stock), cut=d.cut if at.rules.cut else None)
    return DealStart(d, record, tuple(_cut(at, d, [ev.DealStarted(dealer, d.hundred, False)])), ([], Phase.PLAY))


def _cut(at: Dealing, d: DealState, events: list[ev.Event]) -> list[ev.Event]:
    """``events`` of a deal's start with its cut's after the first, where the rules cut:
    the third nine costs the cutter at once (docs/rules.md, "The cut")."""
    if at.rules.cut:
        cutter = cutter_of(at.n_players, d.dealer)
        penalty = at.board.cut_penalty_now(cutter, events) if cut_costs(d.cut) else 0
        only_to = d.dealer if dealer_only(d.cut, at.rules.cut_shown_to == "dealer") else -1
        events.insert(1, ev.DeckCut(cutter, d.cut, penalty, only_to))
    return events
