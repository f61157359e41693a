"""A network table's seats: as its creator set them (:class:`SeatSpec`), and each one's state at
the table (:class:`TableSeat`: the person's name, the digest of their token, whether they are here,
ready, away or played for by a computer). What a table's saved state holds of a seat is counted
(:class:`Counted`), so that the state's settings are written again only when one of them changed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

__all__ = ["Counted", "SeatSpec", "TableSeat", "token_digest"]


def token_digest(token: str) -> str:
    """What the table keeps of a seat's token: its SHA-256 (hex). The token itself goes only to
    its person, so neither the table's memory nor its saved state can open a seat."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class SeatSpec:
    """A seat as the table's creator set it: waiting for a person, or a computer player."""

    kind: str                 # "human" or "computer"
    name: str = ""
    level: str = "normal"


class Counted:
    """Counts the assignments to the attributes in ``_COUNTED`` (those a table's saved state
    holds), so that the state's settings are made again only when one of them changed."""

    _COUNTED: frozenset[str] = frozenset()
    changes = 0

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name in self._COUNTED:
            object.__setattr__(self, "changes", self.changes + 1)


class TableSeat(Counted):
    """One seat's mutable state at the table."""

    _COUNTED = frozenset({"name", "token_hash", "ready", "computer_plays"})

    def __init__(self, spec: SeatSpec) -> None:
        self.spec = spec
        self.name = spec.name
        self.token_hash: str | None = None      # token_digest of the seat's token, once taken
        self.connected = False
        self.ready = False
        self.away = False           # the person dropped; the table waits for them
        self.computer_plays = spec.kind == "computer"

    @property
    def human(self) -> bool:
        return self.spec.kind == "human"

    @property
    def taken(self) -> bool:
        return self.token_hash is not None

    def status(self) -> str:
        if not self.human:
            return "computer"
        if not self.taken:
            return "free"
        if self.computer_plays:
            return "computer"
        return "away" if self.away else "here"

    def to_wire(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.spec.kind, "level": self.spec.level if not self.human else None,
                "status": self.status(), "ready": self.ready or not self.human}
