"""Undo: take back a seat's last action by replaying the record up to just before it.

Only an action of the last deal dealt can be taken back: once a deal's cards are dealt (and
seen), going back into the deal before would deal the same cards again. Nor one after which the
human learned a card they did not know (:mod:`.knowledge`): undo is never a free peek."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine.record import GameRecord, RecordError, replay
from thousand_qt.engine.state import Game
from thousand_qt.review import Position, record_upto

from .human_sight import HumanSight
from .knowledge import learned_since, undo_refusal_text

log = logging.getLogger(__name__)


def last_action_index(game: Game, seat: int) -> int | None:
    """Index over all deals' actions of ``seat``'s last action in the last deal dealt (undo
    replays the record up to it), or None if the seat has not acted in it."""
    if not game.deal_records:
        return None
    last = game.deal_records[-1].last_action_of(seat)
    if last is None:
        return None
    return sum(len(d.actions) for d in game.deal_records[:-1]) + last


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


class UndoPoint:
    """Where undo would take the human back to, and whether it may: the game before the human's
    last action is replayed once for each action of the human's (the window asks after every
    change, the computers' moves included; a replay of a long game takes tens of milliseconds)."""

    def __init__(self) -> None:
        self._for: tuple[Game, int | None] | None = None
        self._target: Game | None = None

    def target(self, record: Callable[[], GameRecord], game: Game, seat: int) -> Game | None:
        """The game before ``seat``'s last action in the last deal (None if there is none)."""
        index = last_action_index(game, seat)
        if self._for is None or self._for[0] is not game or self._for[1] != index:
            self._for = (game, index)
            self._target = None if index is None else before_last_action(record(), game, seat)
        return self._target

    def refusal(self, record: Callable[[], GameRecord], game: Game, seat: int, sight: HumanSight,
                human_plays: bool = True) -> str | None:
        """None if the human at ``seat`` may take back their last action now, else why not
        (translated): nothing to take back in this deal (or no human plays), or cards seen since."""
        target = self.target(record, game, seat) if human_plays else None
        if target is None:
            return QCoreApplication.translate("Undo", "Nothing to undo: you have not acted in this deal yet.")
        learned = learned_since(sight.known(target, seat), sight.known(game, seat))
        return None if learned is None else undo_refusal_text(learned)


def continuation_refusal(record: GameRecord, game: Game, played: GameRecord, seat: int,
                         sight: HumanSight) -> str | None:
    """None if a new game may go on from ``record`` (a review position's copy) without a free
    peek, else why not (translated). It is one when ``record`` is cut inside a deal of the game
    being played (``game``, its record so far ``played``; ``seat`` the human's) and the human
    has seen a card of that deal since the cut: by now in the last deal, by its end before."""
    k = len(record.deals) - 1
    if k < 0 or k >= len(played.deals) or record.players != played.players:
        return None
    cut, dealt = record.deals[k], played.deals[k]
    if (cut.dealer, cut.hands, cut.talons, cut.stock) != (dealt.dealer, dealt.hands, dealt.talons, dealt.stock):
        return None                 # another game's deal: nothing of it was seen here
    try:
        at = replay(record)
        then = game if k == len(played.deals) - 1 else replay(record_upto(played, Position(k, len(dealt.actions))))
    except RecordError:
        return None                 # it cannot be played on at all: Continue says so
    if learned_since(sight.known(at, seat), sight.known(then, seat)) is None:
        return None
    return QCoreApplication.translate("Undo", "Not from here: in the game being played you have seen cards of "
                                              "this deal since this position. Go on from a later position or "
                                              "from the end of a deal.")
