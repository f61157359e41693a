"""What bidding on is worth against passing, measured by playing both out.

At every bid-or-pass decision of a strong bidder sitting with two opponents of the level named,
the deal is played out twice from there: once after its lowest bid (its later decisions its
own), once after a pass. Each branch scores the strong seat's change less its opponents' mean
change, the measure of full games. The difference against the share of the auction's samples
that make the bid says whether the bidding threshold bids too little or too much, and where:
a share the strong player passes on with a positive difference is points left unclaimed.

    thousand-qt arena --rollouts 1500 --b normal --seed 1
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from thousand_qt.ai.driver import finish_deal
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import NODE_BUDGET, OPEN_HANDS_OPTIMISM, StrongPlayer
from thousand_qt.ai.player import Player
from thousand_qt.ai.simbid import make_prob
from thousand_qt.ai.stakes import BID_THRESHOLD
from thousand_qt.engine import PRESETS, DealResult, Game, Phase
from thousand_qt.engine.actions import Bid, Pass, Redeal
from thousand_qt.engine.cards import deal_cards, shuffled_deck

from .intervals import bootstrap_ci

SHARE_BINS = ((0.0, 0.2), (0.2, 0.4), (0.4, 0.6), (0.6, 0.77), (0.77, 1.01))


@dataclass(frozen=True)
class BidRollout:
    """One decision: the bid it was about, the samples' reach, whether any opponent had bid
    (else passing may leave an opponent on a forced hundred), and both branches' values."""

    amount: int
    tops: tuple[int, ...]
    contested: bool
    bid_value: float
    pass_value: float

    @property
    def share(self) -> float:
        """The share of samples that make the bid."""
        return sum(1 for t in self.tops if t >= self.amount) / len(self.tops)

    @property
    def strong_bids(self) -> bool:
        """The strong player's decision, away from the barrel."""
        return make_prob(self.tops, self.amount, OPEN_HANDS_OPTIMISM) >= BID_THRESHOLD


def _players(seed: int, k: int, target: int, level: str, node_budget: int) -> list[Player]:
    return [StrongPlayer(seed * 1000 + 10 * k + s, node_budget) if s == target
            else make_player(level, seed * 1000 + 10 * k + 5 + s) for s in range(3)]


def _relative(result: DealResult, seat: int) -> float:
    others = [c for s, c in enumerate(result.change) if s != seat]
    return result.change[seat] - sum(others) / len(others)


def collect_rollouts(seed: int, k: int, level: str, preset: str = "classic",
                     node_budget: int = NODE_BUDGET) -> list[BidRollout]:
    """The decisions of deal ``k`` of ``seed`` (the strong seat rotates with ``k``)."""
    rules = PRESETS[preset]
    dealer, target = k % 3, (k // 3) % 3
    deal_seed = random.Random(f"auction-{seed}-{k}").getrandbits(48)
    hands, talons = deal_cards(shuffled_deck(deal_seed), 3, dealer)
    game = Game(rules, 3, dealer)
    game.start_deal(hands, talons)
    players = _players(seed, k, target, level, node_budget)
    strong = players[target]
    assert isinstance(strong, StrongPlayer)
    out: list[BidRollout] = []
    while game.phase is Phase.AUCTION:
        seat = game.to_act
        assert seat is not None  # the auction has a seat to act
        view = game.view_for(seat)
        legal = view.legal_actions
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
        if seat == target and bids and Pass(seat) in legal and not any(isinstance(a, Redeal) for a in legal):
            tops = strong._auction_tops(view)
            if tops:
                values = []
                for branch in (bids[0], Pass(seat)):
                    trial = game.copy()
                    trial.apply(branch)
                    values.append(_relative(finish_deal(trial, _players(seed, k, target, level, node_budget)), seat))
                contested = any(kind == "bid" and amount > rules.min_bid for _s, kind, amount in view.auction)
                out.append(BidRollout(bids[0].amount, tuple(tops), contested, values[0], values[1]))
        action = players[seat].choose(view)
        if action is None:
            raise RuntimeError(f"the player of seat {seat} gave no action on its turn")
        game.apply(action)
    return out


def rollouts_report(decisions: Sequence[BidRollout], seed: int) -> list[str]:
    """Bid less pass, with 95 % CIs, by the samples' share and whether an opponent had bid."""
    lines = []
    for contested, title in ((False, "no opponent had bid"), (True, "an opponent had bid")):
        sub = [d for d in decisions if d.contested is contested]
        lines.append(f"  {title}: {len(sub)} decisions, strong bids in {sum(d.strong_bids for d in sub)}")
        for lo, hi in SHARE_BINS:
            diffs = [d.bid_value - d.pass_value for d in sub if lo <= d.share < hi]
            if len(diffs) < 2:
                continue
            a, b = bootstrap_ci(diffs, random.Random(seed))
            lines.append(f"    samples make it {lo:.2f}-{min(hi, 1):.2f}: n {len(diffs):5d}  bid - pass "
                         f"{sum(diffs) / len(diffs):+7.2f}  95% CI [{a:+.2f}, {b:+.2f}]")
    return lines


__all__ = ["BidRollout", "collect_rollouts", "rollouts_report"]
