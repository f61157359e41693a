"""Concede or play: the declarer's expected score either way, less what the opponents gain.

Both sides are valued as a *relative* score: the declarer's change minus the mean change of its
playing opponents (the seat sitting out with four players scores the talon either way). Conceding
is valued by the engine's own arithmetic (:meth:`Scoreboard.concession_cost` on the scoreboard
the seat can see: totals, bolts, the barrel and the concessions so far). Playing is valued from
the strong player's sampled deals: for each, whether the contract is made, the declarer's points
and the opponents' card points and marriages that the deal leaves them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from thousand_qt.engine import RuleSet, SeatView
from thousand_qt.engine.bolts import bolt_share, is_bolt, third_bolt_share
from thousand_qt.engine.cards import SUITS, Card
from thousand_qt.engine.outcome import talon_score
from thousand_qt.engine.play import marriage_suits
from thousand_qt.engine.scoring import Scoreboard, declarer_gain, round_points

from . import bidding
from .expectation import OPEN_HANDS_DISCOUNT
from .knowledge import analyse

CARD_POINTS = 120
# measured: open-handed defence breaks forced hundreds that normal defenders let through (in
# the arena's first 11 deals against normal, 4 of 12 hundreds it conceded on 0 made samples
# would have been made, and every one of the 12 scored better played), so a concession needs
# the sampled play (undiscounted) to be this much worse than conceding (without the margin:
# +3.33 per deal over 96 deals against normal, against +6.74 with it)
CONCESSION_MARGIN = 30.0
# a defender's marriage in a sampled hand counts for this share of its value: it is declared
# only by a defender on lead that has taken a trick (``marriage_needs_trick``) before it is spent
DEFENDER_MARRIAGE_SHARE = 0.5


@dataclass(frozen=True)
class SampledPlay:
    """One sampled deal as the declarer would play it out open-handed.

    ``reach``: the highest contract step proven made (0: not even the lowest); ``points``: the
    declarer's points (cards and marriages) open-handed, at least ``reach`` (0: no trick taken;
    -1: unknown); ``own_marriages``: the values of the marriages in the declarer's hand;
    ``their_marriages``: the total of those in the defenders' sampled hands."""

    reach: int
    points: int
    own_marriages: tuple[int, ...]
    their_marriages: int


def _conceded_so_far(view: SeatView) -> list[int]:
    out = [0] * view.n_players
    for r in view.results:
        if r.conceded and r.declarer is not None:
            out[r.declarer] += 1
    return out


def concession_value(view: SeatView) -> float:
    """The declarer's change if it concedes now (a bolt that is not yet the third counts its share
    of the third bolt's penalty), less the mean change of its playing opponents, as the engine
    scores it."""
    rules = view.rules
    n = view.n_players
    board = Scoreboard(rules, n, totals=list(view.totals), bolts=list(view.bolts),
                       concessions=_conceded_so_far(view), barrel=view.barrel)
    sitting = (talon_score(view.talon, rules.marriage_values.of, rules.sitting_out_half_marriage)
               if n == 4 and view.talon else 0)
    cost = board.concession_cost(view.seat, view.bid or rules.min_bid, view.active, golden=view.golden,
                                 blind=view.blind, sitting_out_points=sitting)
    own = float(cost.declarer_points)
    if cost.bolt and not cost.bolt_third:
        own -= third_bolt_share(rules, golden=view.golden)
    opponents = [s for s in view.active if s != view.seat]
    return own - sum(cost.change[s] for s in opponents) / max(1, len(opponents))


def play_value(view: SeatView, contract: int, samples: Sequence[SampledPlay],
               discount: int = OPEN_HANDS_DISCOUNT, marriage_share: float = DEFENDER_MARRIAGE_SHARE) -> float:
    """The mean over ``samples`` of the declarer's ±``contract`` (made: the discounted reach is
    at least ``contract``; with ``declarer_scores`` points a made contract scores the points)
    less its playing opponents' mean deal points (rounded as the rules round them), and a
    bolt's cost where the declarer's points would be one (``bolt_when``). The blind or golden
    doubling applies to both sides alike."""
    rules = view.rules
    opponents = max(1, len([s for s in view.active if s != view.seat]))
    mult = 2 if (view.golden or view.blind) else 1
    bolt = bolt_share(rules, golden=view.golden, blind=view.blind)
    total = 0.0
    for s in samples:
        made = s.reach - discount >= contract
        points = s.points if s.points >= 0 else (s.reach if made else contract)
        own = float(declarer_gain(rules, contract, points) if made else -contract)
        cards = max(0, points - discount)
        for value in sorted(s.own_marriages, reverse=True):  # the marriages its points can hold
            if value <= cards:
                cards -= value
        cards = min(CARD_POINTS, cards)
        theirs = CARD_POINTS - cards + marriage_share * s.their_marriages
        gain = round_points(int(theirs / opponents), rules.round_opponents)
        bolted = s.points >= 0 and is_bolt(rules, int(s.points > 0), s.points)   # -1: unknown
        total += mult * (own - gain) - (bolt if bolted else 0.0)
    return total / len(samples) if samples else float("-inf")


def concedes(view: SeatView, contract: int, samples: Sequence[SampledPlay]) -> bool:
    """Should the declarer concede rather than play ``contract``: is conceding worth more than
    the sampled play (undiscounted) by :data:`CONCESSION_MARGIN`? The one rule for every moment a
    concession is allowed (the contract, the give or the first lead when no contract follows)."""
    if not samples:
        return False
    return concession_value(view) > play_value(view, contract, samples, discount=0) + CONCESSION_MARGIN


def marriages_in(cards: Sequence[Card], rules: RuleSet) -> tuple[int, ...]:
    """The values of the marriages (king and queen of a suit) among ``cards``."""
    return tuple(rules.marriage_values.of(s) for s in marriage_suits(cards))


def failed_points(view: SeatView, hand: Sequence[Card], lowest_step: int) -> int:
    """The declarer's points in a sampled deal that fails the lowest step searched: the hand's
    evaluation (with the open-hands discount), below that step."""
    guess = round(bidding.evaluate(list(hand), view.rules, len(view.active))) + OPEN_HANDS_DISCOUNT
    return max(1, min(lowest_step - 1, guess))


def made_or_not(view: SeatView, hand: Sequence[Card], made: int, solved: int, contract: int) -> list[SampledPlay]:
    """Sampled plays known only as made or not (``made`` of ``solved`` deals reach ``contract``,
    the declarer holding ``hand``), as the contract's samples would be: a made one reaches the
    contract with the discount, a failed one takes :func:`failed_points`, and the defenders
    hold the marriages they may hold as often as a split of the unseen cards pairs them."""
    own = marriages_in(hand, view.rules)
    step = contract + OPEN_HANDS_DISCOUNT
    theirs = likely_defender_marriages(view)
    short = failed_points(view, hand, step)
    return [SampledPlay(step, -1, own, theirs)] * made + [SampledPlay(0, short, own, theirs)] * (solved - made)


def likely_defender_marriages(view: SeatView) -> int:
    """The expected value of the marriages in the other hands: a king and queen both unseen are
    in one hand as often as a random split puts them there (both pinned: whether in one)."""
    kn = analyse(view)
    unseen = set(kn.unseen)
    others = max(1, len(view.active) - 1)
    per_hand = max(1, (len(unseen) - kn.out_size) // others)
    together = (per_hand - 1) / max(1, others * per_hand - 1)   # the queen in the king's hand
    total = 0.0
    for suit in SUITS:
        king, queen = Card.parse("K" + suit.value), Card.parse("Q" + suit.value)
        if king not in unseen or queen not in unseen:
            continue
        if king in kn.known and queen in kn.known:
            share = 1.0 if kn.known[king] == kn.known[queen] else 0.0
        else:
            share = together
        total += share * view.rules.marriage_values.of(suit)
    return round(total)


__all__ = ["CONCESSION_MARGIN", "DEFENDER_MARRIAGE_SHARE", "SampledPlay", "concedes", "concession_value",
           "failed_points", "likely_defender_marriages", "made_or_not", "marriages_in", "play_value"]
