"""A statistics file beyond what the reader takes (huge numbers, deep nesting, a huge file) is
set aside with one problem, and the finished game is still counted in a fresh file."""

from __future__ import annotations

import json
import os

import pytest

from thousand_qt.stats import DAMAGED, FILE_NAME, StatsStore
from thousand_qt.stats.figures import figures_from_record
from thousand_qt.stats.summary import by_group, summarize

from .helpers import barrel_win


def counted_file_with(score_text: str) -> str:
    """A statistics file of one counted game whose score is written as ``score_text``."""
    entry = figures_from_record(barrel_win(), "2026-01-01T00:00:00+00:00").to_json()
    entry["game_id"] = "other"
    text = json.dumps({"format": "thousand-statistics", "version": 1, "games": [entry]})
    return text.replace(f'"score": {entry["score"]}', f'"score": {score_text}')


BAD = {
    "a 401-digit score": lambda: counted_file_with("1" + "0" * 400),
    "a 5000-digit score": lambda: counted_file_with("9" * 5000),
    "a score of 1e400": lambda: counted_file_with("1e400"),
    "nested 100,000 deep": lambda: '{"format": "thousand-statistics", "version": 1, "games": '
                                   + "[" * 100_000 + "]" * 100_000 + "}",
    "nested 5,000 deep, unclosed": lambda: "[" * 5000,
    "NaN": lambda: counted_file_with("NaN"),
}


@pytest.mark.parametrize("make", BAD.values(), ids=BAD.keys())
def test_an_out_of_bounds_file_is_set_aside_and_the_game_still_counted(tmp_path, make) -> None:
    text = make()
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    store = StatsStore(tmp_path)
    data, problem = store.load()
    assert problem is not None and problem.kind == DAMAGED
    assert problem.detail and "\n" not in problem.detail and len(problem.detail) <= 300
    assert os.path.basename(problem.kept_as).startswith(FILE_NAME + ".damaged-")
    with open(problem.kept_as, encoding="utf-8") as fh:
        assert fh.read() == text                             # kept whole
    summarize(data.games), by_group(data.games)              # nothing to overflow
    outcome = store.record_game(barrel_win())
    assert outcome.status == "counted" and outcome.problems == ()   # told once, at load
    again, problem = store.load()
    assert problem is None and len(again.games) == 1


def test_an_out_of_bounds_file_met_first_after_a_game_is_reported_once(tmp_path) -> None:
    (tmp_path / FILE_NAME).write_text("[" * 100_000, encoding="utf-8")
    store = StatsStore(tmp_path)
    outcome = store.record_game(barrel_win())
    assert outcome.status == "counted" and [p.kind for p in outcome.problems] == [DAMAGED]
    assert store.load()[1] is None


def test_a_file_too_large_is_set_aside(tmp_path, monkeypatch) -> None:
    from thousand_qt.stats import store as store_module

    monkeypatch.setattr(store_module, "MAX_STATS_BYTES", 1000)
    text = counted_file_with("1") + " " * 2000
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    data, problem = StatsStore(tmp_path).load()
    assert problem is not None and problem.kind == DAMAGED and "large" in problem.detail
    assert data.games == ()


def test_the_largest_numbers_the_reader_takes_still_sum_and_average(tmp_path) -> None:
    big = "9" * 18
    (tmp_path / FILE_NAME).write_text(counted_file_with(big), encoding="utf-8")
    data, problem = StatsStore(tmp_path).load()
    assert problem is None
    assert summarize(data.games * 1000).average_score == pytest.approx(int(big))
