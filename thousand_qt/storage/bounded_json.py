"""Reading JSON within bounds: size, nesting, number length; one-line errors (pure Python).

Every JSON the program reads (a game record, the statistics, the stored rules of the settings,
a network message, a seat ticket) comes from anywhere, so its text is checked before and while
the JSON parser reads it: at most :data:`MAX_BYTES` (or the caller's ``max_bytes``), nested at
most :data:`MAX_DEPTH` levels (checked before the parser recurses), at most
:data:`MAX_CONTAINERS` lists and objects in all (counted before any is built), integers of at
most :data:`MAX_NUMBER_DIGITS` digits, no NaN or Infinity, and only regular files are opened.
Every refusal is one :class:`StorageError` line; ``kind`` names what the text should have been
("not a statistics file: nested more than 32 levels deep"). The engine's record reader turns
it into its ``RecordError``. :func:`read_json_file` does both steps for a file.
"""

from __future__ import annotations

import json
import os
import re
import stat
from typing import Any

__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_CONTAINERS", "MAX_NUMBER_DIGITS", "StorageError",
           "UnreadableFileError", "one_line", "shown_text", "loads_bounded", "read_bounded", "read_json_file"]

#: The default bounds (a game record's): larger, deeper or longer input is refused with a clear line.
MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 32
#: A network table's seed is a secret of 128 bits (39 digits); far below what costs time to read.
MAX_NUMBER_DIGITS = 40
#: Lists and objects in one file, all together (a record of the most deals holds about 10,000).
MAX_CONTAINERS = 200_000
_MAX_MESSAGE = 300


def one_line(message: str) -> str:
    """``message`` as one line of at most 300 characters (cut with an ellipsis)."""
    line = " ".join(message.splitlines())
    return line if len(line) <= _MAX_MESSAGE else line[:_MAX_MESSAGE - 1] + "…"


class StorageError(ValueError):
    """Text or a file refused on reading (out of bounds, not JSON, not what ``kind`` says it
    should be): one line, at most 300 characters."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class UnreadableFileError(StorageError):
    """A file that cannot be opened or read at all (``missing``: there is none), as opposed to
    one whose content is refused: the caller may leave it where it is. ``why`` is the reason
    without the file's name."""

    def __init__(self, where: str, why: str, missing: bool = False) -> None:
        super().__init__(f"cannot read {where}: {why}")
        self.why = why
        self.missing = missing


def shown_text(text: str, limit: int = 40) -> str:
    """``text`` for a one-line message: escaped when not printable, cut when long."""
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)
    return text if len(text) <= limit else text[:limit] + "…"


_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_PAIR = re.compile(r"\[\]")


def _check_depth(text: str, kind: str, max_containers: int = MAX_CONTAINERS,
                 max_depth: int = MAX_DEPTH) -> None:
    """Refuse JSON nested deeper than ``max_depth``, or holding more than ``max_containers``
    lists and objects, before the parser builds any of it.

    Strings are taken out, brackets made one kind, and innermost pairs removed a level at a
    time (each pass runs in C); what is left after ``max_depth`` passes is too deep (or broken).
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).translate(str.maketrans("{}", "[]"))
    opened = brackets.count("[")
    if opened > max_containers:
        raise StorageError(f"not {kind}: {opened} lists and objects (at most {max_containers})")
    found = 0
    for _ in range(max_depth):
        if not brackets:
            return
        brackets, found = _PAIR.subn("", brackets)
        if not found:  # unbalanced: the JSON parser says where, unless it would recurse too deep
            break
    if brackets.count("[") > max_depth or (brackets and found):
        raise StorageError(f"not {kind}: nested more than {max_depth} levels deep")


def _size(limit: int) -> str:
    return f"{limit // 2**20} MiB" if limit >= 2**20 else f"{limit} bytes"


def loads_bounded(text: str, kind: str, max_bytes: int = MAX_BYTES,
                  max_containers: int = MAX_CONTAINERS, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``text``, refused with a :class:`StorageError` when out of bounds.

    ``kind`` names what the text should be ("a game record", "a statistics file", "a message")
    in the message; the limits let other bounded JSON, such as a network message, be read the
    same way.
    """
    if len(text) > max_bytes:
        raise StorageError(f"not {kind}: too large ({len(text)} characters; at most {_size(max_bytes)})")
    _check_depth(text, kind, max_containers, max_depth)

    def parse_int(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
            raise StorageError(f"not {kind}: a number of {len(digits.lstrip('-'))} digits "
                              f"(at most {MAX_NUMBER_DIGITS})")
        return int(digits)

    def parse_float(digits: str) -> float:
        value = float(digits)
        if value in (float("inf"), float("-inf")):
            raise StorageError(f"not {kind}: the number {shown_text(digits)} is out of range")
        return value

    def no_constant(name: str) -> Any:
        raise StorageError(f"not {kind}: {name} is not a number JSON allows")

    try:
        return json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=no_constant)
    except json.JSONDecodeError as err:
        raise StorageError(f"not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except (RecursionError, MemoryError):  # _check_depth stops deep nesting before; this is the net
        raise StorageError(f"not {kind}: nested too deeply or too large to read") from None


def read_json_file(path: str | os.PathLike[str], kind: str, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON value of the UTF-8 file at ``path``, read within bounds (:func:`read_bounded`,
    :func:`loads_bounded`); every problem, reading included, is one :class:`StorageError` line."""
    raw = read_bounded(path, kind, max_bytes)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError(f"not {kind}: the file is not UTF-8 text") from None
    return loads_bounded(text, kind, max_bytes)


def read_bounded(path: str | os.PathLike[str], kind: str, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, at most ``max_bytes`` of them; a
    :class:`StorageError` line for a file that cannot be read, is not a regular file or is larger."""
    where = shown_text(os.fsdecode(path), 200)
    try:  # O_NONBLOCK: opening a FIFO does not wait for a writer (it is refused just below)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as err:
        raise UnreadableFileError(where, err.strerror or str(err), isinstance(err, FileNotFoundError)) from None
    except ValueError:  # a NUL character in the path
        raise UnreadableFileError(where, "not a valid file name") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError(where, "not a regular file")
        if info.st_size > max_bytes:
            raise StorageError(f"{where}: too large for {kind} ({info.st_size} bytes; "
                              f"at most {_size(max_bytes)})")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as err:
        raise UnreadableFileError(where, err.strerror or str(err)) from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:  # it grew while we read
        raise StorageError(f"{where}: too large for {kind} (at most {_size(max_bytes)})")
    return raw
