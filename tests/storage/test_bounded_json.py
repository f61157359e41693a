"""The storage layer refuses with its own error; the engine's record reader gives the same line
as a ``RecordError``, so a record's refusals stay what they were and nothing else raises the
engine's error."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt.engine.record import RecordError, load_record, loads_record
from thousand_qt.storage.bounded_json import (
    MAX_CONTAINERS,
    MAX_DEPTH,
    StorageError,
    UnreadableFileError,
    loads_bounded,
    read_bounded,
    read_json_file,
)

TOO_DEEP = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)


def test_a_refusal_of_the_storage_is_not_a_record_error() -> None:
    with pytest.raises(StorageError) as err:
        loads_bounded(TOO_DEEP, "a statistics file")
    assert not isinstance(err.value, RecordError)
    assert str(err.value) == f"not a statistics file: nested more than {MAX_DEPTH} levels deep"


def test_a_record_refused_by_the_storage_is_a_record_error_with_the_same_line(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as from_text:
        loads_record(TOO_DEEP)
    assert not isinstance(from_text.value, StorageError)
    assert str(from_text.value) == f"not a game record: nested more than {MAX_DEPTH} levels deep"
    with pytest.raises(RecordError) as from_file:
        load_record(tmp_path / "missing.thousand")
    assert str(from_file.value).startswith("cannot read ") and "missing.thousand" in str(from_file.value)


def test_a_missing_file_is_unreadable_and_says_so(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFileError) as err:
        read_bounded(tmp_path / "none.json", "a scores file")
    assert err.value.missing and err.value.why
    (tmp_path / "folder").mkdir()
    with pytest.raises(UnreadableFileError) as err:
        read_bounded(tmp_path / "folder", "a scores file")
    assert not err.value.missing and err.value.why == "not a regular file"


def test_a_file_is_read_as_bounded_json(tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    path.write_text('{"a": [1, 2]}', encoding="utf-8")
    assert read_json_file(path, "a scores file") == {"a": [1, 2]}
    path.write_bytes(b"\xff")
    with pytest.raises(StorageError, match="^not a scores file: the file is not UTF-8 text$"):
        read_json_file(path, "a scores file")
    message = "a line\nand another " + "x" * 400
    assert str(StorageError(message)).startswith("a line and another ") and len(str(StorageError(message))) == 300


def test_any_json_file_with_too_many_lists_and_objects_is_refused() -> None:
    with pytest.raises(StorageError, match="^not a statistics file: 200001 lists and objects"):
        loads_bounded("[" + ",".join(["{}"] * MAX_CONTAINERS) + "]", "a statistics file")
    assert len(loads_bounded("[" + ",".join(["{}"] * 1000) + "]", "a statistics file")) == 1000
