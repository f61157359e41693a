"""One walk over a game record: its deals dealt and its actions applied through the engine,
once, with a visitor told of each step (as python-chess's PGN reader tells a ``BaseVisitor``).

    class Events(RecordVisitor):
        def __init__(self) -> None:
            self.events: list[Event] = []

        def after_action(self, game: Game, step: Step, events: list[Event]) -> None:
            self.events += events

    game = walk(record, Events())

The walk is the check of a record too: the first deal or action the engine refuses stops it
with one :class:`RecordError` saying where and why (``deal 3, action 17 "1 play AH": must follow
suit (♠)``). A user that needs the whole record sound before its work keeps what the visitor
gathered and works after the walk, so that each record is replayed once. The visitor sees the
game itself, not a copy: it reads it and copies what it keeps (``game.copy()``).
"""

from __future__ import annotations

from collections.abc import Sequence, Sized
from dataclasses import dataclass
from typing import Protocol

from ..storage.bounded_json import shown_text
from .actions import Action
from .deal import DealError
from .deal_record import DealRecord
from .events import Event
from .phase import Phase
from .reasons import IllegalActionError
from .record_error import RecordError
from .rules import RuleSet
from .state import Game

__all__ = ["RecordVisitor", "Recorded", "Step", "replay", "start_recorded_deal", "walk"]


class Recorded(Protocol):
    """What a walk reads of a record (:class:`~.record.GameRecord`, checked by its reader)."""

    @property
    def rules(self) -> RuleSet: ...

    @property
    def players(self) -> Sized: ...

    @property
    def deals(self) -> Sequence[DealRecord]: ...


@dataclass(frozen=True, slots=True)
class Step:
    """An action of the record: ``deal`` indexes the record's deals (a redeal is a deal of its
    own), ``index`` the deal's actions (both from 0); ``action`` is the action read."""

    deal: int
    index: int
    action: Action


class RecordVisitor:
    """What a walk tells, in the order of the game; each method does nothing unless overridden.

    ``game`` is the game being replayed (read it, do not change it)."""

    def begin_deal(self, game: Game, deal: int) -> None:
        """Deal ``deal`` is about to be dealt (``game`` holds the totals before it)."""

    def dealt(self, game: Game, deal: int, events: list[Event]) -> None:
        """Deal ``deal`` was just dealt; ``events`` are the deal's first events (a cut's too)."""

    def before_action(self, game: Game, step: Step) -> None:
        """``step.action`` is about to be applied to ``game`` (an illegal one then stops the walk)."""

    def after_action(self, game: Game, step: Step, events: list[Event]) -> None:
        """``step.action`` was applied; ``events`` are what it caused."""

    def end_deal(self, game: Game, deal: int) -> None:
        """Deal ``deal``'s recorded actions are all applied (the deal may be unfinished: the
        last deal of a game saved in progress)."""


def walk(record: Recorded, visitor: RecordVisitor | None = None, upto: int | None = None) -> Game:
    """Replay ``record`` once, telling ``visitor`` each step; the game at the end.

    ``upto`` stops after that many actions in total (for undo; no ``end_deal`` then); None
    replays everything. Raises :class:`RecordError` at the first problem.
    """
    see = visitor if visitor is not None else RecordVisitor()
    first = record.deals[0].dealer if record.deals else 0
    game = Game(record.rules, len(record.players), first)
    done = 0
    for k, deal in enumerate(record.deals):
        if game.phase is not Phase.DEAL:
            raise RecordError(f"deal {k + 1}: the previous deal is not finished"
                              if game.phase is not Phase.GAME_OVER else f"deal {k + 1}: the game was already over")
        see.begin_deal(game, k)
        try:
            events = start_recorded_deal(game, deal)
        except DealError as err:
            raise RecordError(f"deal {k + 1}: {err}") from None
        see.dealt(game, k, events)
        for i, action in enumerate(deal.actions):
            if upto is not None and done >= upto:
                return game
            where = f'deal {k + 1}, action {i + 1} "{shown_text(str(action))}"'
            if game.phase in (Phase.DEAL, Phase.GAME_OVER):
                raise RecordError(f"{where}: the deal is already over")
            step = Step(k, i, action)
            see.before_action(game, step)
            try:
                events = game.apply(step.action)
            except IllegalActionError as err:
                raise RecordError(f"{where}: {err}") from None
            see.after_action(game, step, events)
            done += 1
        see.end_deal(game, k)
    return game


def replay(record: Recorded, upto: int | None = None) -> Game:
    """Replay ``record`` through the engine; raises :class:`RecordError` at the first problem.

    ``upto`` stops after that many actions in total (for undo); None replays everything.
    """
    return walk(record, None, upto)


def start_recorded_deal(game: Game, deal: DealRecord) -> list[Event]:
    """Deal a record's deal (its hands, its talons or its stock, its cut) in ``game``; the events.

    Raises :class:`~thousand_qt.engine.deal.DealError` when the cards are not a proper deal.
    """
    return game.start_deal([list(h) for h in deal.hands], [list(t) for t in deal.talons], dealer=deal.dealer,
                           stock=None if deal.stock is None else list(deal.stock),
                           cut=None if deal.cut is None else list(deal.cut))
