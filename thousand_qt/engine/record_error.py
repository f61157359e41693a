"""The one error of a game record that cannot be read or replayed (pure Python).

The storage layer refuses text out of bounds or not JSON with its own
:class:`~thousand_qt.storage.bounded_json.StorageError`; :func:`read_record_bytes` and
:func:`loads_record_json` read a record through it and give its refusal as a
:class:`RecordError` with the same line, so whatever is wrong with a record is one error.
"""

from __future__ import annotations

import os
from typing import Any

from ..storage.bounded_json import StorageError, loads_bounded, one_line, read_bounded

__all__ = ["RECORD", "RecordError", "loads_record_json", "read_record_bytes"]

#: What the text of a record is called in the messages.
RECORD = "a game record"


class RecordError(ValueError):
    """A file that is not a valid record, or an illegal action in it: one line, at most 300 chars."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def loads_record_json(text: str) -> Any:
    """The JSON value of a record's text, read within the storage's bounds; :class:`RecordError`."""
    try:
        return loads_bounded(text, RECORD)
    except StorageError as err:
        raise RecordError(str(err)) from None


def read_record_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the record file at ``path``, read within the storage's bounds; :class:`RecordError`."""
    try:
        return read_bounded(path, RECORD)
    except StorageError as err:
        raise RecordError(str(err)) from None
