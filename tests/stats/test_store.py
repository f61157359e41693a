"""The statistics file: counted once, versioned, atomic, bad files kept aside, errors reported."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_qt.stats import (
    DAMAGED,
    EXCLUDED_AIDS,
    EXCLUDED_CONTINUED,
    EXCLUDED_UNDO,
    FILE_NAME,
    NEWER,
    UNREADABLE,
    UNWRITABLE,
    StatsData,
    StatsStore,
    figures_from_record,
)
from thousand_qt.stats.store import VERSION

from .helpers import barrel_win, random_game, unprivileged

needs_permissions = pytest.mark.skipif(
    os.name == "nt", reason="file permissions stop nobody on Windows (a read-only folder is written to)")


def test_no_file_is_empty_statistics(tmp_path):
    data, problem = StatsStore(tmp_path / "new").load()
    assert data == StatsData() and problem is None


def test_a_finished_game_is_counted_once(tmp_path):
    store = StatsStore(tmp_path)
    record = barrel_win()
    assert store.record_game(record).status == "counted"
    assert store.record_game(record).status == "known"        # resumed or reopened: not again
    data, problem = store.load()
    assert problem is None and len(data.games) == 1
    assert data.games[0] == figures_from_record(record, data.games[0].date)
    saved = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert saved["format"] == "thousand-statistics" and saved["version"] == VERSION
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]  # no temporary file left


def test_games_with_aids_or_undo_are_kept_as_not_counted(tmp_path):
    store = StatsStore(tmp_path)
    aided = random_game(1, extras={"aids": ["talon_suits"]})
    outcome = store.record_game(aided)
    assert (outcome.status, outcome.reason) == ("excluded", EXCLUDED_AIDS)
    outcome = store.record_game(random_game(2), undo_used=True)
    assert (outcome.status, outcome.reason) == ("excluded", EXCLUDED_UNDO)
    data, _ = store.load()
    assert data.games == () and [e.reason for e in data.excluded] == [EXCLUDED_AIDS, EXCLUDED_UNDO]
    assert store.record_game(aided).status == "known"


def test_a_game_continued_from_a_review_is_kept_as_not_counted(tmp_path):
    """Continue from here could replay a lost deal until it is won: such a game is not counted."""
    store = StatsStore(tmp_path)
    outcome = store.record_game(random_game(3, extras={"continued": True}))
    assert (outcome.status, outcome.reason) == ("excluded", EXCLUDED_CONTINUED)
    data, problem = store.load()          # the reason reads back from the file
    assert problem is None and [e.reason for e in data.excluded] == [EXCLUDED_CONTINUED]


def test_an_undo_noted_during_the_game_makes_it_not_counted(tmp_path):
    store = StatsStore(tmp_path)
    record = random_game(4)
    early = random_game(4)
    early.deals = early.deals[:1]                # the game in progress when the undo was used
    assert store.note_undo(early) == ()
    assert store.load()[0].undo_marks != ()
    outcome = store.record_game(record, undo_used=False)
    assert (outcome.status, outcome.reason) == ("excluded", EXCLUDED_UNDO)
    data, _ = store.load()
    assert data.undo_marks == () and data.games == ()
    # another game is not affected
    assert store.record_game(random_game(5)).status == "counted"


def test_reset_forgets_every_game(tmp_path):
    store = StatsStore(tmp_path)
    store.record_game(random_game(6))
    store.record_game(random_game(7), undo_used=True)
    assert store.reset() == ()
    data, _ = store.load()
    assert data.games == () and data.excluded == ()


@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "thousand-game", "version": 1}),
                                  json.dumps({"format": "thousand-statistics", "version": 1, "games": [{}]}),
                                  json.dumps({"format": "thousand-statistics", "version": "1"})])
def test_a_damaged_file_is_kept_aside_and_reported(tmp_path, text):
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    store = StatsStore(tmp_path)
    outcome = store.record_game(barrel_win())
    assert outcome.status == "counted"
    (problem,) = outcome.problems
    assert problem.kind == DAMAGED and problem.detail
    assert os.path.basename(problem.kept_as).startswith(FILE_NAME + ".damaged-")
    with open(problem.kept_as, encoding="utf-8") as fh:
        assert fh.read() == text                           # the old file is intact
    assert len(store.load()[0].games) == 1


def test_a_newer_file_is_kept_aside_and_reported(tmp_path):
    text = json.dumps({"format": "thousand-statistics", "version": VERSION + 1, "games": "new stuff"})
    (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
    data, problem = StatsStore(tmp_path).load()
    assert data == StatsData() and problem.kind == NEWER and "newer" in problem.detail
    assert os.path.basename(problem.kept_as).startswith(FILE_NAME + ".newer-")
    with open(problem.kept_as, encoding="utf-8") as fh:
        assert fh.read() == text
    assert not (tmp_path / FILE_NAME).exists()


def test_two_damaged_files_in_a_row_are_both_kept(tmp_path):
    store = StatsStore(tmp_path)
    kept = []
    for text in ("first", "second"):
        (tmp_path / FILE_NAME).write_text(text, encoding="utf-8")
        kept.append(store.load()[1].kept_as)
    assert len(set(kept)) == 2
    assert sorted(Path(k).read_text(encoding="utf-8") for k in kept) == ["first", "second"]


@needs_permissions
@unprivileged
def test_a_read_only_folder_is_reported_and_loses_nothing(tmp_path):
    store = StatsStore(tmp_path)
    store.record_game(random_game(8))
    before = (tmp_path / FILE_NAME).read_bytes()
    tmp_path.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        outcome = store.record_game(random_game(9))
        assert outcome.status == "failed"
        (problem,) = outcome.problems
        assert problem.kind == UNWRITABLE and problem.detail
        assert store.reset()[0].kind == UNWRITABLE
    finally:
        tmp_path.chmod(stat.S_IRWXU)
    assert (tmp_path / FILE_NAME).read_bytes() == before
    assert len(store.load()[0].games) == 1


@needs_permissions
@unprivileged
def test_a_damaged_file_in_a_read_only_folder_is_not_overwritten(tmp_path):
    (tmp_path / FILE_NAME).write_text("damaged", encoding="utf-8")
    tmp_path.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        outcome = StatsStore(tmp_path).record_game(barrel_win())
    finally:
        tmp_path.chmod(stat.S_IRWXU)
    assert outcome.status == "failed"
    assert outcome.problems[0].kind == DAMAGED and outcome.problems[0].kept_as is None
    assert (tmp_path / FILE_NAME).read_text(encoding="utf-8") == "damaged"


@needs_permissions
@unprivileged
def test_an_unreadable_file_is_reported_and_not_overwritten(tmp_path):
    path = tmp_path / FILE_NAME
    path.write_text("{}", encoding="utf-8")
    path.chmod(0)
    try:
        outcome = StatsStore(tmp_path).record_game(barrel_win())
        assert outcome.status == "failed" and outcome.problems[0].kind == UNREADABLE
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert path.read_text(encoding="utf-8") == "{}"


def test_data_round_trips_through_text(tmp_path):
    store = StatsStore(tmp_path)
    for seed in (10, 11):
        store.record_game(random_game(seed))
    store.record_game(random_game(12), undo_used=True)
    data, _ = store.load()
    assert StatsData.loads(data.dumps()) == data


def _refuse(*_args, **_kwargs):
    raise PermissionError(13, "Permission denied")


def test_a_refused_write_is_reported_and_loses_nothing(tmp_path, monkeypatch):
    """The read-only folder case where permissions do not stop the user (root): the same path."""
    store = StatsStore(tmp_path)
    store.record_game(random_game(8))
    before = (tmp_path / FILE_NAME).read_bytes()
    monkeypatch.setattr("thousand_qt.stats.store.save_text_atomic", _refuse)
    outcome = store.record_game(random_game(9))
    assert outcome.status == "failed"
    assert [(p.kind, p.detail) for p in outcome.problems] == [(UNWRITABLE, "Permission denied")]
    assert (tmp_path / FILE_NAME).read_bytes() == before


def test_a_damaged_file_that_cannot_be_moved_is_not_overwritten(tmp_path, monkeypatch):
    (tmp_path / FILE_NAME).write_text("damaged", encoding="utf-8")
    monkeypatch.setattr("thousand_qt.stats.store.os.rename", _refuse)
    outcome = StatsStore(tmp_path).record_game(barrel_win())
    assert outcome.status == "failed"
    assert outcome.problems[0].kind == DAMAGED and outcome.problems[0].kept_as is None
    assert (tmp_path / FILE_NAME).read_text(encoding="utf-8") == "damaged"


def test_a_folder_that_cannot_be_made_is_reported(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    outcome = StatsStore(blocker / "data").record_game(barrel_win())
    assert outcome.status == "failed"
    assert [(p.kind, p.detail) for p in outcome.problems] == [(UNREADABLE, "Not a directory")]


POOL = [random_game(seed, 2 + seed % 3) for seed in range(20, 26)]


@settings(max_examples=20, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(calls=st.lists(st.tuples(st.integers(0, len(POOL) - 1), st.booleans()), max_size=12))
def test_each_game_is_in_the_file_once_as_first_recorded(tmp_path_factory, calls):
    store = StatsStore(tmp_path_factory.mktemp("stats"))
    first: dict[int, bool] = {}
    for index, undo in calls:
        status = store.record_game(POOL[index], undo_used=undo).status
        assert status == ("known" if index in first else "excluded" if undo else "counted")
        first.setdefault(index, undo)
    data, problem = store.load()
    assert problem is None
    assert len(data.games) == sum(1 for undo in first.values() if not undo)
    assert len(data.excluded) == sum(1 for undo in first.values() if undo)
    assert len({g.game_id for g in data.games} | {e.game_id for e in data.excluded}) == len(first)
