"""``thousand-qt analyse FILE --seat N``: the summary and the time, or a clear message and 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt import cli

RECORDS = Path(__file__).resolve().parent.parent / "records"


def test_prints_the_summary_and_the_time(capsys: pytest.CaptureFixture[str]):
    assert cli.main(["analyse", str(RECORDS / "two_players.thousand"), "--seat", "1", "--samples", "2"]) == 0
    out = capsys.readouterr().out
    assert "seat 1 (" in out and "decisions in 1 deals" in out
    assert "points lost:" in out and "auction" in out and "play" in out
    assert "s CPU" in out and "batches of 2 sampled deals" in out


@pytest.mark.parametrize(("args", "message"), [
    (["--seat", "3"], "seat 3 is not in this game of 2 players"),
    (["--samples", "0"], "--samples must be at least 1"),
])
def test_bad_arguments_get_a_message_and_exit_2(args: list[str], message: str, capsys: pytest.CaptureFixture[str]):
    assert cli.main(["analyse", str(RECORDS / "two_players.thousand"), *args]) == 2
    assert message in capsys.readouterr().err


def test_a_file_that_is_not_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    bad = tmp_path / "bad.thousand"
    bad.write_text("not json", encoding="utf-8")
    assert cli.main(["analyse", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
