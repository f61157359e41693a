"""Undo: take back a seat's last action by replaying the record up to just before it.

Only an action of the last deal dealt can be taken back: once a deal's cards are dealt (and
seen), going back into the deal before would deal the same cards again."""

from __future__ import annotations

import logging

from thousand_qt.engine.deal_record import DealRecord, deal_records_of
from thousand_qt.engine.record import GameRecord, RecordError, replay
from thousand_qt.engine.state import Game

log = logging.getLogger(__name__)


def last_action_index(game: Game, seat: int) -> int | None:
    """Index over all deals' actions of ``seat``'s last action in the last deal dealt (undo
    replays the record up to it), or None if the seat has not acted in it."""
    if not game.deal_records:
        return None
    last = DealRecord.from_json(game.deal_records[-1]).last_action_of(seat)
    if last is None:
        return None
    return sum(len(d.actions) for d in deal_records_of(game.deal_records[:-1])) + last


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
