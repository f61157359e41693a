"""The values inside a record (docs/record-format.md): a player's name, every text (valid
Unicode, not too long) and the nesting of the whole; the loader of :mod:`.record` checks them,
:meth:`.record.PlayerInfo.to_json` cleans a name before writing it.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from ..storage.bounded_json import MAX_DEPTH, shown_text
from .record_error import RecordError

__all__ = ["MAX_NAME_LENGTH", "MAX_STRING", "check_values", "clean_name", "count_values", "is_unicode",
           "name_problem"]

#: Bounds of a record's strings and names (the file's own bounds are in storage/bounded_json).
MAX_STRING = 1000
MAX_NAME_LENGTH = 40


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name in a record (None when it can)."""
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        return "contains a control character"
    if not name.strip():
        return "is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"is longer than {MAX_NAME_LENGTH} characters"
    if not is_unicode(name):
        return "is not valid Unicode text"
    return None


def clean_name(name: str) -> str:
    """``name`` made fit for a record: control characters become spaces, cut to the length bound."""
    text = "".join(" " if unicodedata.category(ch) in ("Cc", "Cs") else ch for ch in name)
    return text.strip()[:MAX_NAME_LENGTH].strip() or "?"


def is_unicode(text: str) -> bool:
    """``text`` can be written as UTF-8 (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_values(value: Any, where: str, depth: int = 1) -> None:
    """Every string (and key) valid Unicode and not too long; no deeper than MAX_DEPTH."""
    if depth > MAX_DEPTH:
        raise RecordError(f"{where}: nested more than {MAX_DEPTH} levels deep")
    if isinstance(value, str):
        if not is_unicode(value):
            raise RecordError(f"{where}: text that is not valid Unicode ({shown_text(value)})")
        if len(value) > MAX_STRING:
            raise RecordError(f"{where}: a text of {len(value)} characters (at most {MAX_STRING})")
    elif isinstance(value, dict):
        for key, item in value.items():
            check_values(key, where or "the record", depth)
            check_values(item, f"{where}.{shown_text(str(key), 20)}" if where else shown_text(str(key), 20), depth + 1)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            check_values(item, f"{where}[{i}]", depth + 1)


def count_values(value: Any, budget: int) -> int:
    """How many values ``value`` holds (itself included), counting no further than ``budget``."""
    count, stack = 0, [value]
    while stack and count <= budget:
        item = stack.pop()
        count += 1
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count
