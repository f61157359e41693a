"""How far the strong player's open-hands samples are from real play.

The contract's make-probabilities come from open-hands values of sampled deals, less
:data:`~thousand_qt.ai.expectation.OPEN_HANDS_DISCOUNT`. This measures that discount: at the
contract decision of a strong declarer (after an auction of three strong bidders) it solves the
sampled deals open-handed, then plays the deal out, the declarer strong and the defence of the
level chosen, and sets the real points against the samples. The fit is the discount whose
make-probabilities best predict, in log-likelihood, whether the real points reach each contract
from the bid to the bid + :data:`SPAN`.

    thousand-qt arena --calibrate 150 --b normal --seed 1
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import NODE_BUDGET, StrongPlayer
from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.engine.actions import Contract
from thousand_qt.engine.cards import deal_cards, shuffled_deck

SPAN = 80                      # points above the bid whose make-probability is fitted
CANDIDATES = tuple(range(-30, 31, 5))
VALUE_BUDGET = 10 * NODE_BUDGET  # the measuring samples are solved to the end, not to a contract


@dataclass(frozen=True)
class CalibrationDeal:
    """One contract decision: the lowest contract, the sampled open-hands values, the real points."""

    bid: int
    values: tuple[int, ...]
    points: int


def measuring_deal(seed: int, k: int, preset: str = "classic",
                   node_budget: int = NODE_BUDGET) -> tuple[Game, list[StrongPlayer]]:
    """Deal ``k`` of ``seed`` of the measurements at the contract (the dealer rotates with
    ``k``), started, with its three strong bidders."""
    dealer = k % 3
    deal_seed = random.Random(f"calibrate-{seed}-{k}").getrandbits(48)
    hands, talons = deal_cards(shuffled_deck(deal_seed), 3, dealer)
    game = Game(PRESETS[preset], 3, dealer)
    game.start_deal(hands, talons)
    return game, [StrongPlayer(seed * 1000 + 10 * k + s, node_budget) for s in range(3)]


def collect_deal(seed: int, k: int, defence: str, preset: str = "classic",
                 node_budget: int = NODE_BUDGET) -> CalibrationDeal | None:
    """Deal ``k`` of ``seed`` as described above (None: redealt, conceded or not solved)."""
    game, bidders = measuring_deal(seed, k, preset, node_budget)
    players = None
    measured: tuple[int, tuple[int, ...]] | None = None
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = game.to_act
        assert seat is not None and game.deal is not None  # a deal in progress has a seat to act
        if players is None and game.phase is not Phase.AUCTION:
            declarer = game.deal.declarer_seat
            players = [bidders[s] if s == declarer else make_player(defence, seed * 1000 + 10 * k + 5 + s)
                       for s in range(3)]
        view = game.view_for(seat)
        amounts = sorted(a.amount for a in view.legal_actions if isinstance(a, Contract))
        if measured is None and amounts:
            gauge = StrongPlayer(seed, node_budget * VALUE_BUDGET // NODE_BUDGET)
            values = gauge.open_hands_values(view, random.Random(f"{seed}-{k}"))
            if values is None:
                return None
            measured = (amounts[0], tuple(values))
        action = (players or bidders)[seat].choose(view)
        if action is None:
            raise RuntimeError(f"the player of seat {seat} gave no action on its turn")
        game.apply(action)
    result = game.results[-1] if game.results else None
    if measured is None or result is None or result.declarer is None or result.conceded:
        return None
    return CalibrationDeal(measured[0], measured[1], result.points[result.declarer])


def log_likelihood(deals: Sequence[CalibrationDeal], discount: int, span: int = SPAN, step: int = 5) -> float:
    """Mean log-likelihood of the real results under the samples' make-probabilities with
    ``discount`` (each share smoothed by half a sample, so that none is 0 or 1)."""
    total, count = 0.0, 0
    for d in deals:
        k = len(d.values)
        for amount in range(d.bid, d.bid + span + 1, step):
            made = sum(1 for v in d.values if v - discount >= amount)
            p = (made + 0.5) / (k + 1)
            total += math.log(p if d.points >= amount else 1 - p)
            count += 1
    return total / count if count else math.nan


def fit_discount(deals: Sequence[CalibrationDeal], candidates: Sequence[int] = CANDIDATES) -> int:
    """The candidate discount of the highest log-likelihood (the smaller one on a tie)."""
    if not deals:
        raise ValueError("fit_discount needs at least one deal")
    return max(sorted(candidates), key=lambda c: (log_likelihood(deals, c), -c))


def median_gaps(deals: Sequence[CalibrationDeal]) -> list[float]:
    """Per deal: the real points less the median open-hands value of its samples."""
    return [d.points - statistics.median(d.values) for d in deals]


__all__ = ["CANDIDATES", "SPAN", "CalibrationDeal", "collect_deal", "fit_discount", "log_likelihood", "measuring_deal",
           "median_gaps"]
