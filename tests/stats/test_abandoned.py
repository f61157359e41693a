"""Games begun in this program and left unfinished for another are counted as abandoned: once,
in their group, beside the finished games (games started = finished + abandoned)."""

from __future__ import annotations

import json
import random

from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.record import GameRecord, record_from_game
from thousand_qt.stats import StatsStore, by_group, summarize

from .helpers import players, random_game


def unfinished_game(seed: int, n: int = 3, extras: dict | None = None) -> GameRecord:
    """One deal of random legal actions, the game not finished."""
    rng = random.Random(seed)
    game = Game(RuleSet(), n, rng.randrange(n))
    game.start_deal(rng=rng)
    while game.to_act is not None:
        game.apply(rng.choice(game.legal_actions()))
    assert not game.finished
    return record_from_game(game, players(n), {"created": "2026-02-01T10:00:00+00:00", "seed": seed,
                                               **(extras or {})})


def test_three_abandoned_games_are_three_games_started(tmp_path):
    store = StatsStore(tmp_path)
    left = [unfinished_game(seed) for seed in (1, 2, 3)]
    for record in left:
        assert store.note_started(record) == ()
        assert store.note_abandoned(record) == ()
        assert store.note_abandoned(record) == ()          # once
    finished = random_game(4)
    store.note_started(finished)
    assert store.record_game(finished, from_start=True).status == "counted"
    data, problem = store.load()
    assert problem is None and len(data.abandoned) == 3
    total = summarize(data.games, abandoned=data.abandoned)
    assert (total.games, total.abandoned, total.started) == (1, 3, 4)
    assert sum(s.started for s in by_group(data.games, data.abandoned)) == 4


def test_only_games_begun_here_and_countable_are_abandoned(tmp_path):
    store = StatsStore(tmp_path)
    opened = unfinished_game(5)                           # never noted as started here
    aided = unfinished_game(6, extras={"aids": ["open_hands"]})
    store.note_started(aided)
    assert store.note_abandoned(opened) == () and store.note_abandoned(aided) == ()
    assert store.load()[0].abandoned == ()


def test_the_abandoned_games_survive_the_file_and_a_version_2_file_still_reads(tmp_path):
    store = StatsStore(tmp_path)
    record = unfinished_game(7, n=4)
    store.note_started(record)
    store.note_abandoned(record)
    again = StatsStore(tmp_path).load()[0]
    assert again.abandoned[0].group.players == 4 and again.abandoned[0].date == "2026-02-01T10:00:00+00:00"
    path = tmp_path / "statistics.json"
    old = json.loads(path.read_text(encoding="utf-8"))
    old["version"] = 2
    del old["abandoned"]
    path.write_text(json.dumps(old), encoding="utf-8")
    data, problem = StatsStore(tmp_path).load()
    assert problem is None and data.abandoned == ()


def test_an_abandoned_game_that_comes_back_and_ends_is_finished_not_abandoned(tmp_path):
    store = StatsStore(tmp_path)
    finished = random_game(8)
    first_deal = GameRecord(finished.rules, finished.players, finished.deals[:1], dict(finished.extras))
    store.note_started(first_deal)
    store.note_abandoned(first_deal)                     # left for another game, its file kept
    assert len(store.load()[0].abandoned) == 1
    assert store.record_game(finished, from_start=True).status == "counted"    # reopened and won
    data = store.load()[0]
    assert data.abandoned == () and summarize(data.games, abandoned=data.abandoned).started == 1
