"""The record of a network table as a seat has it.

A guest gets the record from the host when the table ends (the host's very bytes, kept as they
came); the host's own window has it all along from its server (``source``). Before either,
there is no record to save, and the record shown is an empty one of the table's players.
"""

from __future__ import annotations

from collections.abc import Callable

from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.record import GameRecord, PlayerInfo, loads_record, record_from_game

__all__ = ["TableRecord"]


class TableRecord:
    """Where a seat's record comes from (see the module's docstring); ``source``: the host's
    window's reader of the record its server holds, None for a guest."""

    def __init__(self, source: Callable[[], str | None] | None = None) -> None:
        self.source = source
        self._came: str | None = None

    def came(self, text: str) -> None:
        """The host sent the record (at the table's end)."""
        self._came = text

    def text(self) -> str | None:
        """The record's text: from the host at the end, or (the host's window) the table's so far."""
        if self._came is not None:
            return self._came
        return self.source() if self.source is not None else None

    def savable(self, dealt: bool) -> bool:
        """True once there is a record to save: from the host at the end, or (the host's window)
        as soon as the game has begun (``dealt``)."""
        return self._came is not None or (self.source is not None and dealt)

    def record(self, rules: RuleSet, players: list[PlayerInfo]) -> GameRecord:
        """The record received (an empty one of ``players`` at ``rules``, without deals, before it came)."""
        text = self.text()
        if text is not None:
            return loads_record(text)
        return record_from_game(Game(rules, len(players), 0), players)
