"""The one atomic writer: normal permissions, fsync, no temporary left behind, OSError only."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from thousand_qt.storage import atomic_file
from thousand_qt.storage.atomic_file import SaveError, save_text_atomic, temporary_pattern


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.usefixtures("umask_022")
def test_a_new_file_gets_normal_permissions(tmp_path: Path) -> None:
    path = tmp_path / "game.thousand"
    save_text_atomic(path, "{}\n")
    assert mode(path) == 0o644
    os.umask(0o077)
    save_text_atomic(tmp_path / "private.thousand", "{}\n")
    assert mode(tmp_path / "private.thousand") == 0o600


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.usefixtures("umask_022")
def test_a_file_saved_over_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "game.thousand"
    path.write_text("old")
    path.chmod(0o640)
    save_text_atomic(path, "new")
    assert mode(path) == 0o640 and path.read_text() == "new"


def test_the_data_is_flushed_to_disk_before_the_rename(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[bool] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(True), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (synced.append(False), real_replace(a, b))[1])
    save_text_atomic(tmp_path / "game.thousand", "x")
    assert synced[:2] == [True, False]


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_a_failure_leaves_the_old_file_whole_and_no_temporary(tmp_path: Path, failing: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.thousand"
    path.write_text("old")

    def boom(*args: object) -> None:
        raise OSError(28, "No space left on device")

    if failing == "write":
        monkeypatch.setattr(atomic_file, "_keep_mode", boom)
    else:
        monkeypatch.setattr(os, failing, boom)
    with pytest.raises(OSError, match="No space"):
        save_text_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.thousand"]


def test_text_that_cannot_be_encoded_is_a_clear_os_error(tmp_path: Path) -> None:
    path = tmp_path / "game.thousand"
    path.write_text("old")
    with pytest.raises(SaveError) as err:
        save_text_atomic(path, '{"name": "Вы\ud800"}')
    assert isinstance(err.value, OSError) and "not valid Unicode" in str(err.value)
    assert "\\ud800" in str(err.value)
    assert path.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["game.thousand"]


def test_a_missing_folder_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        save_text_atomic(tmp_path / "nope" / "game.thousand", "x")


def test_the_temporary_is_named_so_that_a_stale_one_can_be_recognised(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    names: list[str] = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (names.append(Path(a).name), real_replace(a, b))[1])
    save_text_atomic(tmp_path / "autosave.thousand", "x")
    pattern = temporary_pattern("autosave.thousand")
    assert len(names) == 1 and pattern.fullmatch(names[0])
    assert not pattern.fullmatch("autosave.thousand") and not pattern.fullmatch("x.autosave.thousand.Ab12Cd")
    assert pattern.fullmatch("autosave.thousand.Ab12Cd")  # QSaveFile's temporaries too


# -- stale temporaries: never more than one beside a target -------------------------------------
KILLED_WRITER = """
import os, signal, sys
from thousand_qt.storage import atomic_file
real_fsync = os.fsync
def die(fd):
    os.kill(os.getpid(), signal.SIGKILL)
os.fsync = die
atomic_file.save_text_atomic(sys.argv[1], "half")
"""


def temporaries(folder: Path, name: str) -> list[str]:
    pattern = temporary_pattern(name)
    return [p.name for p in folder.iterdir() if pattern.fullmatch(p.name)]


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_writers_killed_in_a_row_leave_at_most_one_temporary(tmp_path: Path) -> None:
    import subprocess
    import sys

    path = tmp_path / "autosave.thousand"
    path.write_text("whole")
    for _ in range(8):
        subprocess.run([sys.executable, "-c", KILLED_WRITER, str(path)], check=False, timeout=60)
        assert len(temporaries(tmp_path, path.name)) <= 1
        assert path.read_text() == "whole"
    assert len(temporaries(tmp_path, path.name)) == 1       # the last killed write's
    save_text_atomic(path, "new")
    assert temporaries(tmp_path, path.name) == [] and path.read_text() == "new"


def test_stale_temporaries_are_removed_before_a_write(tmp_path: Path) -> None:
    path = tmp_path / "game.thousand"
    stale = [tmp_path / f"game.thousand.{tag}" for tag in ("Ab12Cd", "XyZ789", "000000")]
    others = [tmp_path / "game.thousand.bak", tmp_path / "other.thousand.Ab12Cd", tmp_path / "game.thousand.Ab12C"]
    for p in stale + others:
        p.write_text("left")
    save_text_atomic(path, "new")
    assert not any(p.exists() for p in stale) and all(p.exists() for p in others)


@pytest.mark.skipif(not hasattr(os, "O_NONBLOCK") or os.name != "posix", reason="flock")
def test_a_temporary_another_writer_is_writing_is_left_alone(tmp_path: Path) -> None:
    import fcntl

    path = tmp_path / "game.thousand"
    busy = tmp_path / "game.thousand.Busy01"
    with busy.open("w") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)         # as a writer in progress holds its own
        save_text_atomic(path, "new")
        assert busy.exists()
    save_text_atomic(path, "again")                      # now it is stale
    assert not busy.exists() and path.read_text() == "again"


# -- a read-only file is not replaced ---------------------------------------------------------
@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_saving_over_a_read_only_file_is_refused_and_leaves_it(tmp_path: Path) -> None:
    path = tmp_path / "game.thousand"
    path.write_text("protected")
    path.chmod(0o444)
    with pytest.raises(atomic_file.ReadOnlyFileError) as err:
        save_text_atomic(path, "new")
    assert isinstance(err.value, PermissionError) and "read-only" in str(err.value)
    assert path.read_text() == "protected" and mode(path) == 0o444
    assert [p.name for p in tmp_path.iterdir()] == ["game.thousand"]
