"""Undo: take back a seat's last action by replaying the record up to just before it."""

from __future__ import annotations

import logging

from thousand_qt.engine.record import GameRecord, RecordError, replay
from thousand_qt.engine.state import Game

log = logging.getLogger(__name__)


def last_action_index(game: Game, seat: int) -> int | None:
    """Index over all deals' actions of ``seat``'s last action in the record (undo replays
    the record up to it), or None if the seat has not acted."""
    prefix = f"{seat} "
    total = sum(len(d["actions"]) for d in game.deal_records)
    for deal in reversed(game.deal_records):
        total -= len(deal["actions"])
        for i in range(len(deal["actions"]) - 1, -1, -1):
            if deal["actions"][i].startswith(prefix):
                return total + i
    return None


def before_last_action(record: GameRecord, game: Game, seat: int) -> Game | None:
    """The game as it was before ``seat``'s last action, or None if there is none to undo."""
    index = last_action_index(game, seat)
    if index is None:
        return None
    try:
        return replay(record, upto=index)
    except RecordError:  # pragma: no cover - the record came from the engine itself
        log.exception("undo: the record does not replay")
        return None
