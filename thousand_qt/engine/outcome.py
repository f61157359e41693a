"""What a finished deal hands to the scoreboard (docs/rules.md: score): each seat's points from
the cards (tricks, declared marriages, the four-player dealer's talon, the two-player sweep and
second talon) and the :class:`DealOutcome` that :meth:`.scoring.Scoreboard.score` applies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import Card, Suit
from .deal import DealState
from .rules import RuleSet

__all__ = ["TWO_PLAYER_BONUS_CONTRACT", "DealOutcome", "deal_outcome", "deal_points", "second_talon_cards",
           "second_talon_points", "sweep_bonus", "talon_marriage", "talon_score"]


@dataclass
class DealOutcome:
    """What a finished (played or conceded) deal hands to the scoreboard."""

    dealer: int
    active: tuple[int, ...]
    declarer: int
    bid: int
    contract: int
    points: list[int]
    tricks: list[int]
    conceded: bool = False
    blind: bool = False
    golden: bool = False
    marriages: tuple[tuple[int, str, int], ...] = ()
    sitting_out: int | None = None      # four players: the dealer
    talon_marriage: int = 0             # four players: a marriage in the talon, the dealer's
    sweep_bonus: int = 0                # two players: see :func:`sweep_bonus`
    second_talon: int = 0               # two players: see :func:`second_talon_points`
    last_golden: bool = False           # the last deal of the golden round


def half_bid(amount: int) -> int:
    """Half of ``amount`` rounded up to a multiple of 5: a concession's gift to each opponent
    (half the bid), and a four-player dealer's half marriage (half of 75 is 40)."""
    return -(-amount // 10) * 5


def talon_marriage(cards: Sequence[Card], marriage_value_of: Callable[[Suit], int], half: bool = False) -> int:
    """Four players: the value of a marriage (K+Q of one suit) lying in the talon, or 0; with
    ``half`` (``sitting_out_half_marriage``) also half a marriage's value, rounded up to a
    multiple of 5 as :func:`half_bid` does, for each suit of which the talon holds exactly one of
    K and Q."""
    ranks: dict[Suit, set[str]] = {}
    for c in cards:
        ranks.setdefault(c.suit, set()).add(c.rank)
    total = 0
    for suit, held in ranks.items():
        pair = len({"K", "Q"} & held)
        if pair == 2:
            total += marriage_value_of(suit)
        elif pair == 1 and half:
            total += half_bid(marriage_value_of(suit))
    return total


def talon_score(cards: Sequence[Card], marriage_value_of: Callable[[Suit], int], half: bool = False) -> int:
    """Four players: the dealer's points from the talon (card points + a marriage in it, and
    with ``half`` the half marriages of :func:`talon_marriage`)."""
    return sum(c.points for c in cards) + talon_marriage(cards, marriage_value_of, half)


TWO_PLAYER_BONUS_CONTRACT = 120


def sweep_bonus(d: DealState, n: int, rules: RuleSet) -> int:
    """Two players: the card points of the cards out of play (the other talon and the discard:
    four, six with ``two_player_talons`` three) that a declarer of 120 or more who declared no
    marriage and took every trick adds to their tricks; 0 when that does not apply (also with
    ``second_talon`` last_trick)."""
    if n != 2 or d.declarer is None or d.conceded or d.talon_index is None or rules.second_talon != "out":
        return 0
    decl = d.declarer
    no_marriage = not any(s == decl for s, _, _ in d.marriages)
    swept = d.tricks_won[decl] == len(d.tricks)
    if d.contract_amount < TWO_PLAYER_BONUS_CONTRACT or not no_marriage or not swept:
        return 0
    return sum(c.points for c in d.talons[1 - d.talon_index] + d.discarded)


def second_talon_cards(d: DealState, rules: RuleSet) -> tuple[Card, ...]:
    """Two players with ``second_talon`` last_trick, once a talon is taken: the cards of the
    talon not taken, with ``second_talon_card`` and once the declarer has laid away also the
    first card laid away; () otherwise."""
    if len(d.talons) != 2 or rules.second_talon != "last_trick" or d.talon_index is None:
        return ()
    given = d.discarded[:1] if rules.card_to_second_talon(2) else ()
    return d.talons[1 - d.talon_index] + given


def second_talon_points(d: DealState, n: int, rules: RuleSet) -> int:
    """Two players with ``second_talon`` last_trick: the card points of the talon not taken
    (and of :func:`second_talon_cards`'s card laid away into it), which go to the winner of the
    last trick; 0 otherwise (or before the play is over)."""
    if n != 2 or d.conceded or not d.tricks:
        return 0
    return sum(c.points for c in second_talon_cards(d, rules))


def deal_points(d: DealState, rules: RuleSet, n: int) -> list[int]:
    """Each seat's deal points in a played deal ``d`` (a DealState): card points of its tricks
    plus its declared marriages; four players: the dealer's talon score; two players: the
    :func:`sweep_bonus`, or the :func:`second_talon_points` of the last trick's winner."""
    points = list(d.won_points)
    for seat, _suit, value in d.marriages:
        points[seat] += value
    if n == 4:
        points[d.dealer] = talon_score(d.talons[0], rules.marriage_values.of, rules.sitting_out_half_marriage)
    if d.declarer is not None:
        points[d.declarer] += sweep_bonus(d, n, rules)
    if d.tricks:
        points[d.tricks[-1][2]] += second_talon_points(d, n, rules)
    return points


def deal_outcome(d: DealState, rules: RuleSet, n: int, deals_played: int) -> DealOutcome:
    """The outcome of the played or conceded deal ``d`` of a game of ``n`` players that has
    scored ``deals_played`` deals before it (not the game with a stock: see :mod:`.stock`)."""
    points = deal_points(d, rules, n) if not d.conceded else [0] * n
    if d.conceded and n == 4:
        points[d.dealer] = talon_score(d.talons[0], rules.marriage_values.of, rules.sitting_out_half_marriage)
    marriages = tuple((s, suit.value if suit else "aces", v) for s, suit, v in d.marriages)
    return DealOutcome(dealer=d.dealer, active=d.active, declarer=d.declarer_seat, bid=d.bid,
                       contract=d.contract_amount, points=points, tricks=list(d.tricks_won),
                       conceded=d.conceded, blind=d.blind, golden=d.golden, marriages=marriages,
                       sitting_out=d.dealer if n == 4 else None,
                       talon_marriage=(talon_marriage(d.talons[0], rules.marriage_values.of,
                                                      rules.sitting_out_half_marriage)
                                       if n == 4 else 0),
                       sweep_bonus=sweep_bonus(d, n, rules),
                       second_talon=second_talon_points(d, n, rules),
                       last_golden=d.golden and deals_played + 1 == rules.golden_deals(n))
