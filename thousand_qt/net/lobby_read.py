"""The client's side of the lobby (:mod:`.lobby`): a ``tables`` message read back.

:func:`read_listing` checks every entry of a listing and gives it as a :class:`PublicTable`;
anything else is a :class:`~.wire_read.WireError`. Nothing here imports the table or the
engine's game: a client reads a listing without them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from thousand_qt.ai.levels import LEVELS

from .protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME, MAX_TURN_SECONDS
from .wire_read import WireError

__all__ = ["MAX_LISTED", "PublicTable", "read_listing"]

#: The most entries a listing holds (the server's ``list_limit`` may be lower).
MAX_LISTED = 50
_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
_PRESETS = ("classic", "online", "polish", "custom")
_KEYS = ("code", "players", "free", "people", "computers", "preset", "rules", "turn_seconds", "allow_hints",
         "reconnect_seconds")


@dataclass(frozen=True)
class PublicTable:
    """One public table waiting for players, as a listing shows it."""

    code: str
    players: int
    free: int                       # seats that wait for a person
    people: tuple[str, ...]         # the names of the people seated (who waits)
    computers: tuple[str, ...]      # the level of each computer seat
    preset: str                     # classic, online, polish or custom
    rules: Mapping[str, Any]
    turn_seconds: int
    allow_hints: bool
    reconnect_seconds: int


def _entry(raw: Any, i: int) -> PublicTable:
    if not isinstance(raw, dict):
        raise WireError(f"tables[{i}]: must be an object")
    values: list[Any] = [raw.get(key) for key in _KEYS]
    code, players, free, people, computers, preset, rules, turn, hints, wait = values
    ok = (isinstance(code, str) and _CODE.fullmatch(code) is not None
          and type(players) is int and 2 <= players <= 4
          and type(free) is int and 1 <= free <= players
          and isinstance(people, list) and all(isinstance(p, str) and len(p) <= MAX_NAME for p in people)
          and isinstance(computers, list) and all(c in LEVELS for c in computers)
          and free + len(people) + len(computers) == players
          and preset in _PRESETS and isinstance(rules, dict) and len(rules) <= 64
          and type(turn) is int and 0 <= turn <= MAX_TURN_SECONDS and isinstance(hints, bool)
          and type(wait) is int and 0 <= wait <= 10**6)
    if not ok:
        raise WireError(f"tables[{i}]: not a public table")
    return PublicTable(code, players, free, tuple(people), tuple(computers), preset, dict(rules), turn, hints, wait)


def read_listing(value: Any) -> tuple[PublicTable, ...]:
    """The public tables of a ``tables`` message's ``tables`` field; raises :class:`WireError`."""
    if not isinstance(value, list) or len(value) > MAX_LISTED:
        raise WireError(f"tables: must be a list of at most {MAX_LISTED} tables")
    return tuple(_entry(raw, i) for i, raw in enumerate(value))
