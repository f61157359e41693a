"""The per-game summary of an analysis: the biggest mistakes, the points lost per phase, and
the deals that decided the game (the largest swings of the seat's margin)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .judgement import GROUP_OF, Flag, Judgement, PhaseGroup

BIGGEST = 5          # mistakes listed in the summary
DECIDING = 3         # deals listed as the ones that decided the game


@dataclass(frozen=True)
class DealSwing:
    """One deal's swing: the seat's margin in it and the points its decisions lost there."""

    deal: int
    margin: float     # the seat's score change minus the mean change of the others
    lost: float       # expected points lost by the seat's decisions in this deal


@dataclass(frozen=True)
class AnalysisSummary:
    """What a player reads first after a game."""

    decisions: int
    total_lost: float
    flags: tuple[tuple[Flag, int], ...]                  # how many decisions got each flag
    biggest: tuple[Judgement, ...]                       # flagged decisions, the costliest first
    lost_by_group: tuple[tuple[PhaseGroup, float], ...]  # auction, giving, play
    deciding_deals: tuple[DealSwing, ...]                # the largest swings first

    def lost_in(self, group: PhaseGroup) -> float:
        """Points lost in ``group``."""
        return dict(self.lost_by_group)[group]

    def count(self, flag: Flag) -> int:
        """How many decisions got ``flag``."""
        return dict(self.flags)[flag]


def summarise(judgements: Sequence[Judgement], deal_margins: Sequence[float]) -> AnalysisSummary:
    """The summary of ``judgements`` with the seat's margin of each deal."""
    flags = tuple((f, sum(1 for j in judgements if j.flag is f)) for f in Flag)
    flagged = [j for j in judgements if j.flag is not None]
    biggest = tuple(sorted(flagged, key=lambda j: (-j.cost, j.deal, j.step))[:BIGGEST])
    by_group = tuple((g, sum(j.cost for j in judgements if GROUP_OF[j.kind] is g)) for g in PhaseGroup)
    lost_in_deal: dict[int, float] = {}
    for j in judgements:
        lost_in_deal[j.deal] = lost_in_deal.get(j.deal, 0.0) + j.cost
    swings = [DealSwing(k, m, lost_in_deal.get(k, 0.0)) for k, m in enumerate(deal_margins)]
    deciding = tuple(sorted(swings, key=lambda s: (-abs(s.margin), s.deal))[:DECIDING])
    return AnalysisSummary(len(judgements), sum(j.cost for j in judgements), flags, biggest, by_group, deciding)


__all__ = ["BIGGEST", "DECIDING", "AnalysisSummary", "DealSwing", "summarise"]
