"""Paired arena runs: per-deal scores saved, read back and compared deal by deal."""

from __future__ import annotations

import random

import pytest

from thousand_qt.measure.ai import arena
from thousand_qt.measure.ai.arena_pairs import load_scores, paired_report, save_scores


def test_scores_round_trip_and_a_bad_file_is_refused(tmp_path) -> None:
    path = tmp_path / "run.json"
    save_scores(str(path), [1.5, -2.0, 0.0])
    assert load_scores(str(path)) == [1.5, -2.0, 0.0]
    path.write_text('{"not": "a list"}', encoding="utf-8")
    with pytest.raises(ValueError, match="not a scores file"):
        load_scores(str(path))


def test_the_paired_report_is_the_mean_of_the_differences() -> None:
    line = paired_report([3.0, 5.0, 1.0, 7.0], [1.0, 3.0, -1.0, 5.0], arena.bootstrap_ci, random.Random(1))
    assert "+2.00 per deal, 95% CI [+2.00, +2.00]" in line and "(4 deals, 4 changed)" in line
    with pytest.raises(ValueError, match="not the same deals"):
        paired_report([1.0], [1.0, 2.0], arena.bootstrap_ci, random.Random(1))


def test_an_arena_run_paired_with_itself_gains_nothing(tmp_path, capsys) -> None:
    path = str(tmp_path / "first.json")
    args = ["--a", "normal", "--b", "easy", "--deals", "2", "--seed", "4"]
    assert arena.main([*args, "--scores", path]) == 0
    assert len(load_scores(path)) == 2
    assert arena.main([*args, "--paired-with", path]) == 0
    expected = "paired with the earlier run: +0.00 per deal, 95% CI [+0.00, +0.00] (2 deals, 0 changed)"
    assert expected in capsys.readouterr().out
