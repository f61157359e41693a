"""Reading a record's JSON within bounds: size, nesting, number length; one-line errors.

A record comes from anywhere, so its text is checked before and while the JSON parser reads it:
at most :data:`MAX_RECORD_BYTES`, nested at most :data:`MAX_DEPTH` levels (checked before the
parser recurses), integers of at most :data:`MAX_NUMBER_DIGITS` digits, no NaN or Infinity, and
only regular files are opened. Every refusal is one :class:`RecordError` line.
"""

from __future__ import annotations

import json
import os
import re
import stat
from typing import Any

__all__ = ["MAX_RECORD_BYTES", "MAX_DEPTH", "MAX_NUMBER_DIGITS", "RecordError", "shown_text",
           "loads_bounded", "read_bounded"]

#: Bounds of a record: larger, deeper or longer input is refused with a clear line.
MAX_RECORD_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 32
MAX_NUMBER_DIGITS = 18
_MAX_MESSAGE = 300


class RecordError(ValueError):
    """A file that is not a valid record, or an illegal action in it: one line, at most 300 chars."""

    def __init__(self, message: str) -> None:
        line = " ".join(message.splitlines())
        if len(line) > _MAX_MESSAGE:
            line = line[:_MAX_MESSAGE - 1] + "…"
        super().__init__(line)


def shown_text(text: str, limit: int = 40) -> str:
    """``text`` for a one-line message: escaped when not printable, cut when long."""
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)
    return text if len(text) <= limit else text[:limit] + "…"


_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"\[\]")


def _check_depth(text: str, max_depth: int = MAX_DEPTH, what: str = "a game record") -> None:
    """Refuse JSON nested deeper than ``max_depth`` before the parser recurses into it.

    Strings are taken out, brackets made one kind, and innermost pairs removed a level at a
    time (each pass runs in C); what is left after ``max_depth`` passes is too deep (or broken).
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).translate(str.maketrans("{}", "[]"))
    found = 0
    for _ in range(max_depth):
        if not brackets:
            return
        brackets, found = _PAIR.subn("", brackets)
        if not found:  # unbalanced: the JSON parser says where, unless it would recurse too deep
            break
    if brackets.count("[") > max_depth or (brackets and found):
        raise RecordError(f"not {what}: nested more than {max_depth} levels deep")


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise RecordError(f"not a game record: a number of {len(text.lstrip('-'))} digits "
                          f"(at most {MAX_NUMBER_DIGITS})")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise RecordError(f"not a game record: the number {shown_text(text)} is out of range")
    return value


def _no_constant(text: str) -> Any:
    raise RecordError(f"not a game record: {text} is not a number JSON allows")


def loads_bounded(text: str, *, max_depth: int = MAX_DEPTH, what: str = "a game record") -> Any:
    """The JSON value of ``text``, refused with a :class:`RecordError` when out of bounds.

    ``max_depth`` and ``what`` (the kind of text named in a refusal) let other bounded JSON,
    such as a network message, be read the same way; the caller bounds its size first.
    """
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"not {what}: too large ({len(text)} characters; "
                          f"at most {MAX_RECORD_BYTES // 2**20} MiB)")
    _check_depth(text, max_depth, what)
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        raise RecordError(f"not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except RecursionError:  # pragma: no cover - _check_depth stops this before
        raise RecordError(f"not a game record: nested more than {MAX_DEPTH} levels deep") from None


def read_bounded(path: str | os.PathLike[str]) -> bytes:
    where = shown_text(os.fsdecode(path), 200)
    try:  # O_NONBLOCK: opening a FIFO does not wait for a writer (it is refused just below)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise RecordError(f"cannot read {where}: {err.strerror or err}") from None
    except ValueError:  # a NUL character in the path
        raise RecordError(f"cannot read {where}: not a valid file name") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(f"cannot read {where}: not a regular file")
        if info.st_size > MAX_RECORD_BYTES:
            raise RecordError(f"{where}: too large for a game record ({info.st_size} bytes; "
                              f"at most {MAX_RECORD_BYTES // 2**20} MiB)")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            raw = fh.read(MAX_RECORD_BYTES + 1)
    except OSError as err:
        raise RecordError(f"cannot read {where}: {err.strerror or err}") from None
    finally:
        os.close(fd)
    if len(raw) > MAX_RECORD_BYTES:  # it grew while we read
        raise RecordError(f"{where}: too large for a game record (at most {MAX_RECORD_BYTES // 2**20} MiB)")
    return raw
