"""After the auction (docs/rules.md: talon and contract, play): the talon, the declarer's gifts
(or discard), the contract.

Functions over the running :class:`~.deal.DealState`; :class:`~.state.Game` calls them and
sets the phase they return.
"""

from __future__ import annotations

from itertools import combinations

from . import actions as A
from . import events as ev
from .auction import GOLDEN_MIN, Step, amounts_from, bid_ceiling, first_at_least, seat_bounds
from .blind import contract_stated
from .deal import DealState
from .phase import Phase
from .rules import RuleSet


def contract_floor(d: DealState, rules: RuleSet, barrel: int | None) -> int:
    """The lowest contract the declarer may fix: the bid, raised for a golden or barrel deal
    (on the barrel to exactly ``barrel_min_contract``, off the grid if it is; not when the
    barrel is played by collecting points)."""
    floor = d.bid
    if d.golden and rules.golden_round_mode == "forced":
        floor = first_at_least(d.bid, rules.bid_step, GOLDEN_MIN)
    return seat_bounds(rules, barrel, d.declarer, floor, rules.max_bid)[0]


def contract_range(d: DealState, rules: RuleSet, barrel: int | None) -> tuple[int, int]:
    """The lowest and highest contract the declarer may fix now."""
    lo = contract_floor(d, rules, barrel)
    _lo, hi = seat_bounds(rules, barrel, d.declarer, lo, bid_ceiling(d.hands[d.declarer_seat], rules))
    return lo, max(lo, hi)


def discard_size(d: DealState) -> int:
    """Two players: how many cards the declarer lays away, as many as a talon holds (2, or 3
    with ``two_player_talons`` three)."""
    return len(d.talons[0])


def give_actions(d: DealState, rules: RuleSet, n_players: int, seat: int) -> list[A.Action]:
    """Every gift (three/four players) of two cards of ``seat``, or discard (two players) of
    :func:`discard_size` cards.

    A discard of three is listed once for each set of three cards (in the listed form that
    :meth:`~.actions.Discard.of_cards` makes), and with ``second_talon_card`` once for each card
    of the set that goes into the talon not taken: 220 or 660 of a hand of twelve. Gifts, and
    discards of two, are listed in both orders (a discard of two: 132 of twelve cards, the same
    action twice where the order carries no meaning, as the engine has always listed them;
    :func:`listed_action` makes either the listed one)."""
    hand = d.hands[seat]
    if len(d.talons) == 2 and discard_size(d) == 3:
        first_counts = rules.card_to_second_talon(n_players)
        out: list[A.Action] = []
        for chosen in combinations(sorted(hand, key=lambda c: c.index), 3):    # the sets in the deck's order
            for first in chosen if first_counts else chosen[:1]:
                out.append(A.Discard.of_cards(seat, (first, *(c for c in chosen if c is not first)), first_counts))
        return out
    kind: type[A.Give | A.Discard] = A.Discard if len(d.talons) == 2 else A.Give
    return [kind(seat, a, b) for a in hand for b in hand if a is not b]


def listed_action(action: A.Action, rules: RuleSet, n_players: int) -> A.Action:
    """``action`` in the form the legal actions list it: a discard written in any order is the
    one listed for its cards (and, with ``second_talon_card``, its first card); any other
    action is itself."""
    if isinstance(action, A.Discard):
        return action.listed(rules.card_to_second_talon(n_players))
    return action


def contract_actions(d: DealState, rules: RuleSet, barrel: int | None, seat: int) -> list[A.Action]:
    """Every contract the declarer may fix now."""
    lo, hi = contract_range(d, rules, barrel)
    return [A.contract(seat, a) for a in amounts_from(rules, lo, hi)]


def take_talon(d: DealState, a: A.TakeTalon) -> Step:
    """Two players: the declarer takes talon ``a.index`` into the hand."""
    d.talon_index = a.index
    d.talon_taken = d.talons[a.index]
    d.talon_public = not d.blind
    d.hands[a.seat].extend(d.talon_taken)
    return [ev.TalonShown(a.seat, d.talon_taken, d.talon_public, a.index)], Phase.GIVE


def give(d: DealState, rules: RuleSet, barrel: int | None, a: A.Give) -> Step:
    """The declarer gives a card to each opponent, in playing order."""
    first, second = d.opponents_of(a.seat)
    hand = d.hands[a.seat]
    hand.remove(a.first)
    hand.remove(a.second)
    d.hands[first].append(a.first)
    d.hands[second].append(a.second)
    d.given = ((first, a.first), (second, a.second))
    events, phase = _after_give(d, rules, barrel)
    return [ev.CardsGiven(a.seat, d.given), *events], phase


def discard(d: DealState, rules: RuleSet, barrel: int | None, a: A.Discard) -> Step:
    """Two players: the declarer lays two cards (three with ``two_player_talons`` three) face
    down; with ``second_talon_card`` the first goes into the talon not taken (see
    :func:`~.outcome.second_talon_cards`). ``a`` is in its listed form (:func:`listed_action`),
    so that every order of the same cards leaves the same deal."""
    for card in a.cards:
        d.hands[a.seat].remove(card)
    d.discarded = a.cards
    events, phase = _after_give(d, rules, barrel)
    return [ev.CardsGiven(a.seat, ()), *events], phase


def _after_give(d: DealState, rules: RuleSet, barrel: int | None) -> Step:
    if contract_stated(d, rules):
        return [], Phase.CONTRACT
    d.contract = contract_floor(d, rules, barrel)
    return start_play(d)


def fix_contract(d: DealState, a: A.Contract) -> Step:
    """The declarer fixes the contract; the play begins."""
    d.contract = a.amount
    return start_play(d)


def start_play(d: DealState) -> Step:
    """The contract is fixed: the declarer leads the first trick."""
    d.leader = d.declarer_seat
    return [ev.ContractFixed(d.declarer_seat, d.contract_amount)], Phase.PLAY
