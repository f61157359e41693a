"""Sums, rates and averages per group."""

from __future__ import annotations

from dataclasses import replace

from thousand_qt.stats import (
    Counts,
    Extreme,
    GroupKey,
    by_group,
    figures_from_record,
    summarize,
)

from .helpers import barrel_win, random_game

A = GroupKey(3, "classic", ("easy", "normal"))
B = GroupKey(2, "polish", ("strong",))


def _game(score: int, won: bool, date: str, group=A, **counts):
    base = figures_from_record(barrel_win(), "2026-01-01T00:00:00+00:00")
    return replace(base, score=score, won=won, date=date, group=group,
                   counts=replace(base.counts, **counts))


def test_summary_of_known_games():
    games = [_game(1180, True, "d1", bid=4, made=4, conceded=0, contract_sum=1200),
             _game(-120, False, "d2", bid=2, made=0, conceded=1, contract_sum=230, bolts=3),
             _game(560, False, "d3", bid=0, made=0, conceded=0, contract_sum=0)]
    s = summarize(games, A)
    assert (s.games, s.wins, s.score_sum) == (3, 1, 1620)
    assert s.win_rate == 1 / 3 and s.average_score == 540
    assert (s.counts.bid, s.counts.made, s.counts.conceded) == (6, 4, 1)
    assert s.make_rate == 4 / 6 and s.average_contract == 1430 / 6
    assert s.counts.bolts == 3 and s.counts.deals == 12
    assert s.best == Extreme(1180, "d1") and s.worst == Extreme(-120, "d2")
    assert (s.counts.barrels_mounted, s.counts.barrels_won) == (3, 3)


def test_empty_summary_has_no_rates():
    s = summarize([])
    assert s.games == 0 and s.win_rate is None and s.average_score is None
    assert s.make_rate is None and s.average_contract is None and s.best is None


def test_games_are_split_by_group_and_ordered():
    games = [_game(100, False, "a"), _game(200, True, "b", group=B), _game(300, True, "c")]
    groups = by_group(games)
    assert [g.group for g in groups] == [B, A]
    assert [g.games for g in groups] == [1, 2]
    assert sum(g.games for g in groups) == summarize(games).games


def test_groups_of_random_games_add_up_to_the_whole():
    games = [figures_from_record(random_game(seed, n)) for seed, n in ((1, 2), (2, 3), (3, 4), (4, 3))]
    total = summarize(games)
    groups = by_group(games)
    for name in ("games", "wins", "score_sum"):
        assert sum(getattr(g, name) for g in groups) == getattr(total, name)
    assert sum((g.counts for g in groups), Counts()) == total.counts
