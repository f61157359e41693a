"""The lobby of a server: the public tables that wait for players, listed for strangers.

A table created with ``public`` is listed (:func:`lobby_listing`) while it waits for people: its
game has not started, it has not ended, and at least one seat waits for a person. A private
table (the default) is never listed, so its code is never sent to anybody but who was given it.
An entry tells what a stranger needs to choose a table: its code, the number of players, the
seats free, the names of the people who sit there already, the computer seats' levels, the
rules (the preset they are, or ``custom``, and every rule key), the turn clock, hints and the
wait for a dropped player. At most ``limit`` entries are sent, the tables that have waited
longest first; :mod:`.lobby_read` reads a listing back (the client's side).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from thousand_qt.engine import RuleSet

from .lobby_read import MAX_LISTED
from .table import Table

__all__ = ["MAX_LISTED", "is_listed", "lobby_entry", "lobby_listing"]


def is_listed(table: Table) -> bool:
    """True when ``table`` is public and waits for people (not started, not ended, a seat free)."""
    return (table.public and not table.started and table.ended is None
            and any(s.human and not s.taken for s in table.seats))


@lru_cache(maxsize=64)
def _rules_entry(rules: RuleSet) -> tuple[str, dict[str, Any]]:
    """The preset ``rules`` are and every rule key, worked out once for each set of rules (a
    listing of 50 tables took 5.9 ms of CPU without it, most of it these two; read only)."""
    return rules.preset_name(), rules.to_dict()


def lobby_entry(table: Table) -> dict[str, Any]:
    """The listing's entry of ``table`` (a public table that waits)."""
    preset, rules = _rules_entry(table.rules)
    return {"code": table.code, "players": table.n_players,
            "free": sum(s.human and not s.taken for s in table.seats),
            "people": [s.name for s in table.seats if s.human and s.taken],
            "computers": [s.spec.level for s in table.seats if not s.human],
            "preset": preset, "rules": rules,
            "turn_seconds": table.turn_seconds, "allow_hints": table.allow_hints,
            "reconnect_seconds": table.reconnect_seconds}


def lobby_listing(tables: Iterable[Table], limit: int = MAX_LISTED) -> list[dict[str, Any]]:
    """The entries of the listed ``tables`` (in their order), at most ``limit``."""
    out: list[dict[str, Any]] = []
    for table in tables:
        if len(out) >= limit:
            break
        if is_listed(table):
            out.append(lobby_entry(table))
    return out
