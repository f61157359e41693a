"""The figures of many games added up: per group (player count, preset, opponents' levels)
and over every game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .figures import Counts, GameFigures, GroupKey
from .store import Abandoned


@dataclass(frozen=True, slots=True)
class Extreme:
    """A best or worst game: its final score and date."""

    score: int
    date: str


@dataclass(frozen=True, slots=True)
class Summary:
    """Sums over a set of counted games; the rates and averages are derived from them."""

    group: GroupKey | None          # None: every game
    games: int
    wins: int
    score_sum: int
    counts: Counts
    best: Extreme | None
    worst: Extreme | None
    #: games begun and left unfinished for another (not in ``games``)
    abandoned: int = 0

    @property
    def started(self) -> int:
        """Games begun: the counted finished ones and the abandoned ones."""
        return self.games + self.abandoned

    @property
    def win_rate(self) -> float | None:
        """Wins per game (0…1), None without games."""
        return self.wins / self.games if self.games else None

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.games if self.games else None

    @property
    def make_rate(self) -> float | None:
        """Contracts made per contract bid (a conceded contract counts as not made)."""
        return self.counts.made / self.counts.bid if self.counts.bid else None

    @property
    def average_contract(self) -> float | None:
        return self.counts.contract_sum / self.counts.bid if self.counts.bid else None


def summarize(games: Iterable[GameFigures], group: GroupKey | None = None,
              abandoned: Iterable[Abandoned] = ()) -> Summary:
    """Add up ``games`` and count ``abandoned`` (all of them: filter by group before calling)."""
    games = list(games)
    best = max(games, key=lambda g: g.score, default=None)
    worst = min(games, key=lambda g: g.score, default=None)
    return Summary(
        group=group, games=len(games), wins=sum(1 for g in games if g.won),
        score_sum=sum(g.score for g in games), counts=sum((g.counts for g in games), Counts()),
        best=Extreme(best.score, best.date) if best else None,
        worst=Extreme(worst.score, worst.date) if worst else None,
        abandoned=sum(1 for _ in abandoned))


def by_group(games: Iterable[GameFigures], abandoned: Iterable[Abandoned] = ()) -> list[Summary]:
    """One summary per group (of finished or abandoned games), ordered by player count, the
    two-player game (talons first), preset and levels."""
    groups: dict[GroupKey, tuple[list[GameFigures], list[Abandoned]]] = {}
    for g in games:
        groups.setdefault(g.group, ([], []))[0].append(g)
    for a in abandoned:
        groups.setdefault(a.group, ([], []))[1].append(a)
    order = sorted(groups, key=lambda k: (k.players, k.game != "talons", k.preset, k.levels))
    return [summarize(groups[k][0], k, groups[k][1]) for k in order]
