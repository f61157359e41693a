"""The auction (docs/rules.md: the auction): who may bid what, and what each bid or pass does to the deal.

Functions over the running :class:`~.deal.DealState`; :class:`~.state.Game` calls them and
sets the phase they return.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import actions as A
from . import events as ev
from .cards import Card, Suit
from .deal import DealState
from .phase import Phase
from .play import has_all_aces, marriage_suits
from .rules import RuleSet

ACE_MARRIAGE_VALUE = 200
BASE_CEILING = 120
GOLDEN_MIN = 120
#: The highest bid or contract of a player collecting on the barrel (``barrel_scoring`` collect).
COLLECT_CEILING = 120

#: What an auction step hands back: the events and the phase the game is in afterwards.
Step = tuple[list[ev.Event], Phase]


def first_at_least(base: int, step: int, floor: int) -> int:
    """The smallest ``base + k*step`` (k ≥ 0) that is ≥ ``floor``."""
    if base >= floor:
        return base
    return base + -(-(floor - base) // step) * step


def next_on_grid(rules: RuleSet, amount: int) -> int:
    """The lowest amount on the bids' grid (``min_bid`` + a multiple of ``bid_step``) above ``amount``."""
    return first_at_least(rules.min_bid, rules.bid_step, amount + 1)


def amounts_from(rules: RuleSet, low: int, high: int) -> list[int]:
    """``low`` itself (it may lie off the grid: the barrel's 121) and every amount of the grid
    above it, up to ``high``; empty when ``low > high``."""
    if low > high:
        return []
    return [low, *range(next_on_grid(rules, low), high + 1, rules.bid_step)]


def on_grid(rules: RuleSet, amount: int) -> bool:
    """True when ``amount`` is ``min_bid`` plus a multiple of ``bid_step``."""
    return (amount - rules.min_bid) % rules.bid_step == 0


def barrel_floor(rules: RuleSet, low: int) -> int:
    """The barrel player's lowest bid or contract when others may go from ``low``: exactly
    ``barrel_min_contract`` (off the grid if it is, e.g. 121), or ``low`` if that is higher."""
    return max(low, rules.barrel_min_contract)


def collects(rules: RuleSet, barrel: int | None, seat: int | None) -> bool:
    """True when ``seat`` sits on the barrel and plays it by collecting points (``barrel_scoring``
    collect): it then bids and contracts from ``min_bid`` up to :data:`COLLECT_CEILING`."""
    return barrel is not None and barrel == seat and rules.barrel_scoring == "collect"


def seat_bounds(rules: RuleSet, barrel: int | None, seat: int | None, low: int, high: int) -> tuple[int, int]:
    """``seat``'s lowest and highest bid or contract where anyone else may go from ``low`` to
    ``high``: on the barrel from :func:`barrel_floor`; collecting on the barrel at most 120."""
    if barrel is None or barrel != seat:
        return low, high
    if rules.barrel_scoring == "collect":
        return low, min(high, COLLECT_CEILING)
    return barrel_floor(rules, low), high


@dataclass(frozen=True)
class CeilingBreakdown:
    """How the bid ceiling of a hand is made up (docs/rules.md (the auction), ``bid_limit_by_marriages``).

    ``base`` (120) plus the value of each marriage held (``marriages``: suit and value, in
    the hand's order) plus ``aces`` (the ace marriage's 200 when ``ace_marriage`` is on and
    the hand holds the four aces, else 0), capped by ``max_bid``. With
    ``bid_limit_by_marriages`` off (``by_marriages`` False) the ceiling is ``max_bid``.
    """

    base: int
    marriages: tuple[tuple[Suit, int], ...]
    aces: int
    max_bid: int
    by_marriages: bool = True

    @property
    def uncapped(self) -> int:
        """The base plus the marriages, before ``max_bid`` caps it."""
        return self.base + sum(value for _, value in self.marriages) + self.aces

    @property
    def ceiling(self) -> int:
        """The highest bid or contract allowed."""
        return min(self.max_bid, self.uncapped) if self.by_marriages else self.max_bid

    @property
    def capped(self) -> bool:
        """True when ``max_bid`` (not the marriages) sets the ceiling."""
        return not self.by_marriages or self.uncapped > self.max_bid


def ceiling_breakdown(hand: Sequence[Card], rules: RuleSet) -> CeilingBreakdown:
    """The parts of ``hand``'s bid ceiling under ``rules`` (see :class:`CeilingBreakdown`)."""
    marriages = tuple((s, rules.marriage_values.of(s)) for s in marriage_suits(hand))
    aces = ACE_MARRIAGE_VALUE if rules.ace_marriage and has_all_aces(hand) else 0
    return CeilingBreakdown(BASE_CEILING, marriages, aces, rules.max_bid, rules.bid_limit_by_marriages)


def bid_ceiling(hand: Sequence[Card], rules: RuleSet) -> int:
    """The highest bid (or contract) ``hand`` allows: 120 + its marriages, at most ``max_bid``."""
    if not rules.bid_limit_by_marriages:
        return rules.max_bid
    return ceiling_breakdown(hand, rules).ceiling


def bid_range(d: DealState, rules: RuleSet, barrel: int | None, seat: int) -> tuple[int, int]:
    """The lowest and highest bid ``seat`` may make now (lowest > highest: none)."""
    return seat_bounds(rules, barrel, seat, next_on_grid(rules, d.bid), bid_ceiling(d.hands[seat], rules))


def auction_actions(d: DealState, rules: RuleSet, barrel: int | None, seat: int) -> list[A.Action]:
    """The open bids and the pass ``seat`` may make (a blind bid, :mod:`.blind`, and a redeal
    are the caller's)."""
    lo, hi = bid_range(d, rules, barrel, seat)
    out: list[A.Action] = [A.bid(seat, a) for a in amounts_from(rules, lo, hi)]
    out.append(A.Pass(seat))
    return out


def open_auction(d: DealState, rules: RuleSet, totals: Sequence[int]) -> Step:
    """Start the bidding at ``d.first_speaker`` (see :mod:`.opening`: never a seat whose bid
    stands highest, the barrel player's with ``barrel_bidding`` ``opens``)."""
    d.auction_turn = d.first_speaker
    return _auto_passes(d, rules, totals)


def make_bid(d: DealState, rules: RuleSet, totals: Sequence[int], a: A.Bid | A.Blind) -> Step:
    """Apply a bid or a blind bid."""
    blind = isinstance(a, A.Blind)
    d.auction_started = True
    d.bid, d.high, d.raised = a.amount, a.seat, True
    if blind:
        d.blind_seats.add(a.seat)
    else:
        d.blind_seats.discard(a.seat)
        d.looked.add(a.seat)
    d.auction_log.append((a.seat, "blind" if blind else "bid", a.amount))
    events, phase = _next_bidder(d, rules, totals, a.seat)
    return [ev.BidMade(a.seat, a.amount, blind), *events], phase


def make_pass(d: DealState, rules: RuleSet, totals: Sequence[int], a: A.Pass,
              automatic: bool = False) -> Step:
    """Apply a pass (``automatic``: bidding in the minus)."""
    if not automatic:
        d.auction_started = True
    d.passed.add(a.seat)
    d.looked.add(a.seat)
    d.auction_log.append((a.seat, "pass", 0))
    events, phase = _next_bidder(d, rules, totals, a.seat)
    return [ev.Passed(a.seat, automatic), *events], phase


def _next_bidder(d: DealState, rules: RuleSet, totals: Sequence[int], seat: int) -> Step:
    if d.high is not None and all(s in d.passed for s in d.active if s != d.high):
        return end_auction(d, rules, d.high)
    if all(s in d.passed for s in d.active):
        return _passed_out(d, rules)
    d.auction_turn = _speaker_from(d, d.next_active(seat))
    return _auto_passes(d, rules, totals)


def _speaker_from(d: DealState, seat: int) -> int:
    """The first seat from ``seat`` on (itself included) that speaks: one that has not passed
    and does not hold the bid that stands highest (the barrel player is passed over while their
    bid stands; with nobody on the hundred a player left alone with no bid yet still speaks)."""
    while seat in d.passed or seat == d.high:
        seat = d.next_active(seat)
    return seat


def passed_out_declarer(rules: RuleSet, dealer: int, active: Sequence[int], spoken: bool = True) -> int | None:
    """Who declares at ``min_bid`` when every player of ``active`` passed (nobody on the
    hundred): with ``opening`` ``free_dealer`` the dealer (four players, where the dealer sits
    out: the player after the dealer); None with ``free_redeal``, where the deal ends as a redeal.

    ``spoken`` False: every pass was ``minus_bid_threshold``'s, every player being below it. A
    redeal changes no total, so it would come back for ever: the project's reading is that the
    dealer then plays ``min_bid`` under ``free_redeal`` too."""
    if rules.opening != "free_dealer" and spoken:
        return None
    return dealer if dealer in active else active[0]


def _passed_out(d: DealState, rules: RuleSet) -> Step:
    """Every player passed: the dealer plays ``min_bid``, or the deal ends as a redeal
    (:data:`Phase.DEAL`: the game scores it as one, and the same dealer deals again)."""
    declarer = passed_out_declarer(rules, d.dealer, d.active, spoken=d.auction_started)
    passed: list[ev.Event] = [ev.AllPassed(d.dealer, declarer)]
    if declarer is None:
        return passed, Phase.DEAL
    d.bid = rules.min_bid
    events, phase = end_auction(d, rules, declarer)
    return passed + events, phase


def _auto_passes(d: DealState, rules: RuleSet, totals: Sequence[int]) -> Step:
    """Bidding in the minus: a player below the threshold passes automatically."""
    threshold = rules.minus_bid_threshold
    seat = d.auction_turn
    if threshold is not None and totals[seat] < threshold:
        return make_pass(d, rules, totals, A.Pass(seat), automatic=True)
    return [], Phase.AUCTION


def end_auction(d: DealState, rules: RuleSet, declarer: int) -> Step:
    """``declarer`` won the auction at ``d.bid``: two players choose a talon, else it is taken."""
    d.declarer = declarer
    d.blind = declarer in d.blind_seats
    events: list[ev.Event] = [ev.AuctionWon(declarer, d.bid, d.blind)]
    if len(d.talons) == 2:
        return events, Phase.TALON
    d.talon_taken = d.talons[0]
    forced_golden = d.golden and rules.golden_round_mode == "forced"
    won_on_hundred = declarer == d.hundred and not d.raised and not forced_golden
    d.talon_public = not d.blind and not (rules.hidden_talon_on_hundred and won_on_hundred)
    d.hands[declarer].extend(d.talon_taken)
    events.append(ev.TalonShown(declarer, d.talon_taken, d.talon_public))
    return events, Phase.GIVE
