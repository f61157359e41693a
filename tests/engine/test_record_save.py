"""The one atomic writer: normal permissions, fsync, no temporary left behind, OSError only."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from thousand_qt.engine import atomic_file
from thousand_qt.engine.atomic_file import SaveError, save_text_atomic, temporary_pattern


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_new_file_gets_normal_permissions(tmp_path: Path, umask_022: None) -> None:
    path = tmp_path / "game.thousand"
    save_text_atomic(path, "{}\n")
    assert mode(path) == 0o644
    os.umask(0o077)
    save_text_atomic(tmp_path / "private.thousand", "{}\n")
    assert mode(tmp_path / "private.thousand") == 0o600


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_file_saved_over_keeps_its_permissions(tmp_path: Path, umask_022: None) -> None:
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
