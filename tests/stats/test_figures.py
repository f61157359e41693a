"""One finished game's figures, computed by replaying its record through the engine."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet
from thousand_qt.engine.record import PlayerInfo, replay
from thousand_qt.stats import (
    EXCLUDED_AIDS,
    EXCLUDED_UNDO,
    GameFigures,
    GroupKey,
    NotCountableError,
    exclusion,
    figures_from_record,
    game_id,
)

from .helpers import barrel_win, random_game


def test_barrel_win_known_figures():
    # four deals, each: seat 0 bids (or takes at 100), plays 300 and makes it;
    # 300, 600, 900 -> mounts at 880, then makes 300 on the barrel: 1180 and the game
    f = figures_from_record(barrel_win(), "2026-01-01T00:00:00+00:00")
    assert f.won and f.score == 1180 and f.counts.deals == 4
    assert (f.counts.bid, f.counts.made, f.counts.conceded, f.counts.contract_sum) == (4, 4, 0, 1200)
    assert (f.counts.barrels_mounted, f.counts.barrels_won, f.counts.barrels_fallen) == (1, 1, 0)
    assert (f.counts.bolts, f.counts.samosvals) == (0, 0)
    # the record has only stake_per_point changed: a custom rule set; levels sorted
    assert f.group == GroupKey(3, "custom", ("normal", "strong"))
    assert f.date == "2026-01-01T00:00:00+00:00"   # no "created" in the record: the date given


def test_group_uses_the_preset_name():
    # stake_per_point changes only the settlement: under the Classic rules the same game replays
    record = barrel_win()
    record.rules = RuleSet()
    record.extras["created"] = "2026-02-03T04:05:06+00:00"
    f = figures_from_record(record)
    assert f.group.preset == "classic" and f.date == "2026-02-03T04:05:06+00:00"


def test_unfinished_or_humanless_games_are_not_countable():
    record = barrel_win()
    record.deals = record.deals[:2]
    with pytest.raises(NotCountableError):
        figures_from_record(record)
    record = barrel_win()
    record.players = [PlayerInfo(p.name, "computer", "easy") for p in record.players]
    with pytest.raises(NotCountableError):
        figures_from_record(record)


def test_exclusion_reasons():
    record = barrel_win()
    assert exclusion(record, False) is None
    assert exclusion(record, True) == EXCLUDED_UNDO
    record.extras["aids"] = ["opponents_hands"]
    assert exclusion(record, False) == EXCLUDED_AIDS
    record.extras["aids"] = []
    assert exclusion(record, False) is None


def test_game_id_is_stable_and_distinguishes_games():
    a, b = barrel_win(), barrel_win()
    assert game_id(a) == game_id(b)
    b.deals = b.deals[:1]                       # the same game earlier (an undo, an older save)
    assert game_id(a) == game_id(b)
    b.extras["seed"] = 5
    assert game_id(a) != game_id(b)
    assert game_id(random_game(1)) != game_id(random_game(2))


def test_figures_round_trip_through_json():
    f = figures_from_record(random_game(3))
    assert GameFigures.from_json(f.to_json()) == f


@pytest.mark.parametrize("broken", [[], {"group": 1}, {"group": {"players": 3, "preset": "c", "levels": [1]}}])
def test_from_json_refuses_broken_entries(broken):
    with pytest.raises(ValueError):
        GameFigures.from_json(broken)


@settings(max_examples=25)
@given(seed=st.integers(0, 10_000), n=st.sampled_from([2, 3, 4]),
       preset=st.sampled_from(["classic", "online", "polish"]), falls=st.booleans())
def test_figures_agree_with_the_score_sheet(seed, n, preset, falls):
    """The events counted match the engine's results (the score sheet) of the same game."""
    from thousand_qt.engine import PRESETS

    rules = PRESETS[preset].with_changes(barrel_attempts=1) if falls else PRESETS[preset]
    record = random_game(seed, n, rules)
    game = replay(record)
    f = figures_from_record(record)
    mine = [r for r in game.results if r.declarer == 0 and not r.redeal]
    assert f.score == game.totals[0] and f.won == (game.winner == 0)
    assert f.counts.deals == sum(1 for r in game.results if not r.redeal)
    assert f.counts.bid == len(mine) and f.counts.made == sum(1 for r in mine if r.made is True)
    assert f.counts.conceded == sum(1 for r in mine if r.conceded)
    assert f.counts.made + f.counts.conceded <= f.counts.bid
    assert f.counts.bolts == sum(1 for r in game.results if 0 in r.bolt_seats)
    assert f.counts.samosvals == sum(1 for r in game.results if 0 in r.samosval_seats)
    mounts = sum(1 for prev, r in zip([None] + game.results, game.results, strict=False)
                 if r.barrel == 0 and (prev is None or prev.barrel != 0))
    # a mount in the deal that ends the game (another player's -1000) is not on the last line of
    # the score sheet, which shows no barrel once the game is over: the total stands at the mark
    last, before = game.results[-1], (game.results[-2] if len(game.results) > 1 else None)
    if last.barrel is None and last.totals[0] == rules.barrel_at and (
            before is None or (before.barrel != 0 and before.totals[0] < rules.barrel_at)):
        mounts += 1
    assert f.counts.barrels_mounted == mounts
    assert f.counts.barrels_won + f.counts.barrels_fallen <= f.counts.barrels_mounted
    assert f.counts.barrels_won <= 1 and (f.counts.barrels_won == 0 or f.won)
    assert f.group.players == n and f.group.preset == (preset if not falls else "custom")


def test_barrel_mounts_and_falls_in_a_known_random_game():
    # seed 14, three players, one attempt on the barrel: seat 0 reaches 880 after deals 16 and
    # 20 and, not declaring the next deal, falls each time to 880 - 120 = 760
    record = random_game(14, 3, RuleSet().with_changes(barrel_attempts=1))
    results = replay(record).results
    assert [results[k].totals[0] for k in (16, 17, 20, 21)] == [880, 760, 880, 760]
    assert [results[k].barrel for k in (16, 17, 20, 21)] == [0, None, 0, None]
    f = figures_from_record(record)
    assert (f.counts.barrels_mounted, f.counts.barrels_won, f.counts.barrels_fallen) == (2, 0, 2)


def test_samosval_in_a_known_random_game():
    # seed 1, two players: after deal 11 seat 0 stood at -340 and lost 215: -555 became 0
    record = random_game(1, 2, RuleSet().with_changes(barrel_attempts=1))
    results = replay(record).results
    assert results[9].totals[0] == -340 and results[10].totals[0] == 0
    assert 0 in results[10].samosval_seats
    assert figures_from_record(record).counts.samosvals == 1


def test_a_stock_game_is_counted_in_a_group_apart():
    record = random_game(7, 2, RuleSet(two_player_game="stock"))
    f = figures_from_record(record)
    assert f.group == GroupKey(2, "classic", ("easy",), "stock")
    assert f.group.to_json()["game"] == "stock"
    assert (f.counts.bid, f.counts.bolts, f.counts.barrels_mounted) == (0, 0, 0)
    assert f.counts.deals == len(replay(record).results)
    assert GameFigures.from_json(f.to_json()) == f
    talons = figures_from_record(random_game(7, 2))
    assert talons.group.game == "talons" and "game" not in talons.group.to_json()
