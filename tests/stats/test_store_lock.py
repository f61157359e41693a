"""Two programs with the same statistics file: the read-change-write holds the file's lock, so
games two windows finish at the same time are both counted."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from thousand_qt.stats import FILE_NAME, StatsStore
from thousand_qt.storage.file_lock import LOCK_SUFFIX, LockBusy, locked

ROOT = Path(__file__).resolve().parents[2]
GAMES_EACH = 12
# what a let-go lock leaves: nothing with flock (POSIX); on Windows (msvcrt.locking) the empty
# lock file stays, as an open file cannot be removed there and file_lock only removes it with flock
LEFT_BEHIND = [] if os.name == "posix" else [FILE_NAME + LOCK_SUFFIX]

COUNTER = """
import sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[4])
from tests.stats.helpers import random_game
from thousand_qt.stats import StatsStore
folder, first, tag = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
records = [random_game(seed) for seed in range(first, first + %d)]
(folder / f"ready-{tag}").write_text("")
while not (folder / "go").exists():
    time.sleep(0.001)
store = StatsStore(folder / "data")
assert all(store.record_game(r).status == "counted" for r in records)
""" % GAMES_EACH


def test_two_lock_holders_exclude_each_other(tmp_path) -> None:
    target = tmp_path / FILE_NAME
    with locked(target) as held:
        assert held and (tmp_path / (FILE_NAME + LOCK_SUFFIX)).exists()
        with pytest.raises(LockBusy), locked(target, wait=False):
            raise AssertionError("a second holder got the lock")
    with locked(target, wait=False) as held:       # let go: free again
        assert held
    assert [p.name for p in tmp_path.iterdir()] == LEFT_BEHIND   # no lock file (POSIX)


def test_a_folder_without_room_for_the_lock_still_reads(tmp_path) -> None:
    with locked(tmp_path / "missing" / FILE_NAME) as held:
        assert held is False


def test_two_programs_counting_at_once_lose_no_game(tmp_path) -> None:
    (tmp_path / "data").mkdir()
    children = [subprocess.Popen([sys.executable, "-c", COUNTER, str(tmp_path), str(first), tag, str(ROOT)])
                for first, tag in ((100, "a"), (200, "b"))]
    try:
        for tag in "ab":                              # both have their games ready: start together
            while not (tmp_path / f"ready-{tag}").exists():
                assert all(c.poll() is None for c in children), "a counter stopped early"
                time.sleep(0.01)
        (tmp_path / "go").write_text("")
        assert [c.wait(timeout=300) for c in children] == [0, 0]
    finally:
        for c in children:
            if c.poll() is None:
                c.kill()
    data, problem = StatsStore(tmp_path / "data").load()
    assert problem is None and len(data.games) == 2 * GAMES_EACH
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == sorted([FILE_NAME, *LEFT_BEHIND])
