"""Hand evaluation and the decisions before the play: redeal, auction, talon, give, contract, concede.

``evaluate`` estimates the deal points a declarer makes with a hand (card points of the tricks
it should win plus the marriages it should get to declare); the rest builds on it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations

from thousand_qt.engine import MarriageValues, RuleSet, SeatView
from thousand_qt.engine.actions import (
    Action,
    Bid,
    Concede,
    Contract,
    Discard,
    Give,
    Pass,
    Redeal,
    TakeTalon,
)
from thousand_qt.engine.cards import DECK, Card
from thousand_qt.engine.play import marriage_suits

from .expectation import best_estimated_contract, estimated_make_prob
from .knowledge import Knowledge, analyse
from .stakes import stops_barrel

HONEST_MAKE = 0.70   # the honest auction bids while the next bid is made in this share of its estimate


#: Hand evaluation works on bitmasks: one 6-bit mask of strengths (9=bit 0 … A=bit 5) per suit.
_KQ = 0b001100
_ACE = 0b100000
_RANK_POINTS = tuple(c.points for c in DECK[:6])


def _suit_masks(cards: Iterable[Card]) -> list[int]:
    masks = [0, 0, 0, 0]
    for c in cards:
        masks[c.index // 6] |= 1 << c.strength
    return masks


@cache
def _suit_worth(held: int, gone: int, trump: bool, capture: float) -> tuple[tuple[float, ...], float]:
    """One suit's part of :func:`evaluate`: the additions to the total, in their order, and the
    expected winners, of the cards ``held`` (a strength mask) with the cards ``gone`` known out."""
    strengths = [r for r in range(5, -1, -1) if held >> r & 1]
    outside = [r for r in range(6) if not held >> r & 1 and not gone >> r & 1]
    adds: list[float] = []
    w = 0.0
    for strength in strengths:  # top sequence: a card wins if every higher card outside is fewer than ours above
        points = _RANK_POINTS[strength]
        higher_out = sum(1 for r in outside if r > strength)
        ours_below = sum(1 for h in strengths if h < strength)
        if higher_out == 0:
            w += 1.0
            adds.append(points + capture)
        elif ours_below >= higher_out:
            p = 0.8 if trump else 0.55
            w += p
            adds.append(p * (points + capture))
    if trump:
        extra = max(0.0, len(strengths) - 2 - w) * 0.7
        w += extra
        adds.append(extra * capture)
    elif len(strengths) >= 4 and w >= 1:
        adds.append((len(strengths) - 3) * 0.4 * capture)
    return tuple(adds), w


#: :meth:`MarriageValues.in_suit_order`, made once per rule set (the evaluation asks it per hand).
_marriage_worths = cache(MarriageValues.in_suit_order)


def _evaluate_masks(masks: Sequence[int], rules: RuleSet, n_active: int, gone: Sequence[int] = (0, 0, 0, 0)) -> float:
    """:func:`evaluate` of the hand given as four suit masks."""
    worths = _marriage_worths(rules.marriage_values)
    marriages = [i for i in range(4) if masks[i] & _KQ == _KQ]
    trump = max(marriages, key=worths.__getitem__) if marriages else -1
    capture = 9.0 if n_active >= 3 else 5.0
    total = 0.0
    winners = 0.0
    for i in range(4):
        held = masks[i]
        if not held:
            continue
        adds, w = _suit_worth(held, gone[i], i == trump, capture)
        for add in adds:
            total += add
        winners += w
    if marriages:
        ordered = sorted((worths[i] for i in marriages), reverse=True)
        lead_factor = 1.0 if (winners >= 1 or not rules.marriage_needs_trick) else 0.45
        for i, v in enumerate(ordered):
            total += v * lead_factor * (1.0 if i == 0 else 0.75)
    if rules.ace_marriage and masks[0] & _ACE and masks[1] & _ACE and masks[2] & _ACE and masks[3] & _ACE:
        total += 200
    return total * 0.88 - 6  # calibrated on self-play: the raw count is optimistic


def evaluate(hand: Sequence[Card], rules: RuleSet, n_active: int = 3, known_gone: Iterable[Card] = ()) -> float:
    """Expected deal points of a declarer holding ``hand`` (a rough, fast estimate)."""
    return _evaluate_masks(_suit_masks(hand), rules, n_active, _suit_masks(known_gone))


def best_keep(hand: Sequence[Card], k: int, rules: RuleSet, n_active: int,
              kn: Knowledge | None = None) -> tuple[float, list[Card], list[Card]]:
    """The score, the ``len(hand)-k`` cards to keep and the ``k`` to give/discard, by evaluation."""
    if len(hand) < k:
        raise ValueError(f"cannot set {k} cards aside from a hand of {len(hand)}")
    hidden = set(kn.unseen) if kn is not None else set()
    masks = _suit_masks(hand)
    costs: list[tuple[float, ...]] = []    # what setting each card aside costs, subtraction by subtraction
    for c in hand:
        cost = [0.5 * c.points if n_active >= 3 else 0.1 * c.points]
        if n_active >= 3 and c.rank in "KQ":
            partner = "Q" if c.rank == "K" else "K"
            if any(h.suit is c.suit and h.rank == partner for h in hidden):
                cost.append(0.25 * rules.marriage_values.of(c.suit))
        costs.append(tuple(cost))
    best_score = 0.0
    best_out: tuple[int, ...] | None = None
    for out in combinations(range(len(hand)), k):
        kept = masks.copy()
        for i in out:
            c = hand[i]
            kept[c.index // 6] &= ~(1 << c.strength)
        score = _evaluate_masks(kept, rules, n_active)
        for i in out:
            for step in costs[i]:
                score -= step
        if best_out is None or score > best_score:
            best_score, best_out = score, out
    assert best_out is not None  # combinations() of at least k cards yields one choice or more
    return (best_score, [c for i, c in enumerate(hand) if i not in best_out], [hand[i] for i in best_out])


def talon_estimate(view: SeatView, rng: random.Random, samples: int = 10) -> list[float]:
    """Values of the hand after sampled talons (and the best give/discard)."""
    kn = analyse(view)
    hidden = list(kn.unseen)
    n_active = len(view.active)
    size = view.dealt_talon_sizes[0]
    k = laid_aside(view)
    out: list[float] = []
    for _ in range(samples):
        talon = rng.sample(hidden, size)
        best = best_keep(list(view.hand) + talon, k, view.rules, n_active)
        out.append(best[0])
    return out


def max_bid_for(view: SeatView, vals: Sequence[float], aggression: float = 0.0) -> int:
    """The highest bid this seat is willing to reach, from the sorted values ``vals`` of its
    hand after sampled talons (:func:`talon_estimate`)."""
    rules = view.rules
    target = vals[len(vals) // 3] + aggression  # a cautious quantile
    barrel = view.barrel
    if barrel is not None and barrel != view.seat:
        target += 15  # stop the player on the barrel
    if barrel == view.seat:
        target += 10
    step = rules.bid_step
    return int(target // step * step)


def holds_a_bid(hand: Sequence[Card]) -> bool:
    """An ace or a marriage: what a hand needs before it bids by choice."""
    return any(c.rank == "A" for c in hand) or bool(marriage_suits(hand))


def bid_forced(view: SeatView) -> bool:
    """The score forces the auction: the seat sits on the barrel, or stops an opponent there."""
    return view.barrel == view.seat or stops_barrel(view)


def honest_make_prob(vals: Sequence[float], amount: int) -> float:
    """The chance to make ``amount`` by the hand's own estimate: the sampled values ``vals`` of
    the hand after a talon, each taken as the centre of the measured spread of the estimate."""
    return sum(estimated_make_prob(v, amount) for v in vals) / len(vals)


def choose_auction(view: SeatView, rng: random.Random, aggression: float = 0.0,
                   honest: bool = False) -> Redeal | Bid | Pass:
    """A redeal when offered, else the lowest bid up to this seat's limit, else a pass.

    ``honest`` (the normal player): no bid without an ace or a marriage unless the barrel forces
    one, and a bid only while the hand's estimate makes it in :data:`HONEST_MAKE` of its talons."""
    legal = view.legal_actions
    redeal = [a for a in legal if isinstance(a, Redeal)]
    if redeal:
        return redeal[0]
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
    pas = next(a for a in legal if isinstance(a, Pass))
    if not bids:
        return pas
    forced = bid_forced(view)
    if honest and not forced and not holds_a_bid(view.hand):
        return pas
    vals = sorted(talon_estimate(view, rng))
    amount = bids[0].amount
    if honest and not forced and honest_make_prob(vals, amount) < HONEST_MAKE:
        return pas
    return bids[0] if amount <= max_bid_for(view, vals, aggression) else pas


def choose_talon(view: SeatView, rng: random.Random) -> TakeTalon:
    """Any of the talons on offer (they are face down)."""
    return rng.choice([a for a in view.legal_actions if isinstance(a, TakeTalon)])


def laid_aside(view: SeatView) -> int:
    """How many cards the declarer gives or lays away: 2, or with two players as many as a
    talon holds (3 with ``two_player_talons`` three)."""
    return view.dealt_talon_sizes[0] if view.n_players == 2 else 2


def discard_order(cards: Sequence[Card], view: SeatView, score: float) -> list[Card]:
    """The cards to lay away in the order written. With ``second_talon_card`` (and
    ``second_talon`` last_trick) the first joins the talon not taken and counts for the last
    trick's winner: the declarer who expects to make the contract (``score``, the kept hand's
    value, at least the bid) likely wins the last trick and puts the most points there, else
    the fewest; otherwise the order does not matter."""
    ordered = sorted(cards, key=lambda c: c.index)
    if not view.rules.card_to_second_talon(view.n_players):
        return ordered
    first = (max if score >= (view.bid or 0) else min)(ordered, key=lambda c: (c.points, -c.index))
    return [first, *(c for c in ordered if c is not first)]


def choose_give(view: SeatView, rng: random.Random) -> Action:
    """Give (three/four players) or discard (two) the cards worth least to the kept hand."""
    legal = view.legal_actions
    kn = analyse(view)
    n_active = len(view.active)
    redeal = [a for a in legal if isinstance(a, Redeal)]
    score, _kept, out = best_keep(list(view.hand), laid_aside(view), view.rules, n_active, kn)
    if redeal and score < (view.bid or 0) - 10:
        return redeal[0]
    concede = [a for a in legal if isinstance(a, Concede)]
    if concede and should_concede(view, score):
        return concede[0]
    want: Give | Discard
    if n_active == 2 or view.n_players == 2:
        want = Discard(view.seat, *discard_order(out, view, score))
    else:
        a, b = sorted(out, key=lambda c: (c.points, c.strength))
        want = Give(view.seat, b, a)
    if want in legal:
        return want
    return next(x for x in legal if isinstance(x, (Give, Discard)))


def should_concede(view: SeatView, expected: float) -> bool:
    """Would the declarer rather concede than play a contract it expects to make ``expected`` of?"""
    rules = view.rules
    bid = view.bid or 0
    free = rules.concede_penalty == "bolt" or rules.free_concessions == "all"
    margin = 15 if free else 40
    if rules.concede_opponent_points == "sixty":
        margin += 10
    return expected < bid - margin


def choose_contract(view: SeatView, rng: random.Random, margin: float = 0.0) -> Action:
    """The contract of best expected score, taking the hand evaluation as a noisy estimate
    (``margin`` lowers the estimate: a cautious player)."""
    legal = view.legal_actions
    amounts = sorted(a.amount for a in legal if isinstance(a, Contract))
    concede = next((a for a in legal if isinstance(a, Concede)), None)
    est = evaluate(view.hand, view.rules, len(view.active))
    if concede is not None and amounts and should_concede(view, est + 5):
        return concede
    if not amounts:
        return concede or legal[0]
    if view.rules.declarer_scores == "points":    # the deal points score: a higher contract only risks more
        amounts = amounts[:1]
    pick = best_estimated_contract(est - margin, amounts)
    total = view.totals[view.seat]
    if view.rules.samosval and total + pick == 555 and len(amounts) > 1:
        alt = [a for a in amounts if a != pick]
        pick = best_estimated_contract(est - margin, alt)
    return next(a for a in legal if isinstance(a, Contract) and a.amount == pick)


def choose_play_concede(view: SeatView, rng: random.Random) -> bool:
    """At the first lead the declarer may still concede: a last look at the hand."""
    est = evaluate(view.hand, view.rules, len(view.active))
    return should_concede(view, est + 10 - ((view.contract or 0) - (view.bid or 0)))


def gift_risk(card: Card, kept: Sequence[Card], rules: RuleSet) -> float:
    """What an opponent can do with ``card`` given to it, in deal points against the declarer
    keeping ``kept``: its points, a trick it can win (an ace; a ten whose ace we do not hold,
    a second winner behind the ace it may have), a marriage it can complete (a king or queen
    whose partner we do not hold). Low cards (nine, jack) cost only their points."""
    risk = 0.5 * card.points
    ours = {(c.suit, c.rank) for c in kept}
    if card.rank == "A" or (card.rank == "T" and (card.suit, "A") not in ours):
        risk += card.points
    if card.rank in "KQ" and (card.suit, "Q" if card.rank == "K" else "K") not in ours:
        risk += 0.25 * rules.marriage_values.of(card.suit)
    return risk
