"""The positions of a game record and the ways to step through them.

A position is (deal, step), as in :mod:`thousand_qt.analysis`: ``deal`` indexes the record's
deals (a redeal is a deal of its own), ``step`` counts that deal's actions already applied, from
0 (just dealt) to the number of its actions (the deal over, or the last action of a game saved
in progress). Positions are numbered 0..``last`` in the order of the game.

The game at a position is rebuilt by replaying the engine: the cursor keeps a copy of the game
at the start of each deal and applies that deal's first ``step`` actions to a copy of it, so no
state is ever stored but the record's. The copies share the records and results of the deals
already over (values: :meth:`Game.copy` shares them), so a long game's cursor grows with its
deals, not with their square. The record is replayed once (:func:`walk`), which checks it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.actions import Action, Redeal
from thousand_qt.engine.deal_record import DealRecord
from thousand_qt.engine.events import Event
from thousand_qt.engine.record import GameRecord, RecordError
from thousand_qt.engine.record_walk import RecordVisitor, Step, walk


class ReviewError(ValueError):
    """A record that cannot be reviewed (one line saying why)."""


@dataclass(frozen=True)
class Position:
    """One moment of a recorded game: ``step`` actions of deal ``deal`` applied."""

    deal: int
    step: int


@dataclass(frozen=True)
class _Stop:
    position: Position
    trick: bool       # a trick stop: a deal's start, the start of its play, a trick just taken, its end


class _Stops(RecordVisitor):
    """The walk's stops: the game at each deal's start, and every position (a trick stop or not)."""

    def __init__(self) -> None:
        self.starts: list[Game] = []
        self.stops: list[_Stop] = []
        self._before: tuple[Phase, int] = (Phase.DEAL, 0)

    def dealt(self, game: Game, deal: int, events: list[Event]) -> None:
        self.starts.append(game.copy())
        self.stops.append(_Stop(Position(deal, 0), True))

    def before_action(self, game: Game, step: Step) -> None:
        self._before = (game.phase, len(game.running_deal.tricks))

    def after_action(self, game: Game, step: Step, events: list[Event]) -> None:
        phase, tricks = self._before
        trick = len(game.running_deal.tricks) > tricks or (game.phase is Phase.PLAY and phase is not Phase.PLAY)
        self.stops.append(_Stop(Position(step.deal, step.index + 1), trick))

    def end_deal(self, game: Game, deal: int) -> None:
        self.stops[-1] = _Stop(self.stops[-1].position, True)     # a deal's end is a trick stop


class ReviewCursor:
    """Every position of ``record`` and the game at each (the record itself is never changed)."""

    def __init__(self, record: GameRecord) -> None:
        if not record.deals:
            raise ReviewError("the record holds no deal yet")
        stops = _Stops()
        try:
            game = walk(record, stops)
        except RecordError as err:
            raise ReviewError(str(err)) from None
        self.record = record
        self.n = len(record.players)
        self.deals: tuple[DealRecord, ...] = tuple(game.deal_records)   # the record's deals, typed
        self._redeals = tuple(result.redeal for result in game.results)  # each finished deal: a redeal?
        self._starts = stops.starts         # the game just after each deal was dealt
        self._stops = stops.stops
        self._index = {stop.position: i for i, stop in enumerate(self._stops)}
        self._deal_start = [self._index[Position(k, 0)] for k in range(len(record.deals))]

    # -- positions ------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The number of the last position."""
        return len(self._stops) - 1

    def __len__(self) -> int:
        return len(self._stops)

    def position(self, index: int) -> Position:
        """The position numbered ``index`` (clamped to 0..``last``)."""
        return self._stops[self._clamp(index)].position

    def index_of(self, position: Position) -> int:
        """The number of ``position`` (raises KeyError for a position not in the record)."""
        return self._index[position]

    def deal_start(self, deal: int) -> int:
        """The number of deal ``deal``'s first position (clamped to the record's deals)."""
        return self._deal_start[max(0, min(deal, len(self._deal_start) - 1))]

    def is_redeal(self, deal: int) -> bool:
        """Deal ``deal`` ended in a redeal (its cards were dealt again, nothing scored): one asked
        for, or every player passing with ``opening`` ``free_redeal``."""
        return deal < len(self._redeals) and self._redeals[deal]

    def passed_out(self, deal: int) -> bool:
        """Deal ``deal`` was dealt again because every player passed (no one asked for it)."""
        actions = self.deals[deal].actions
        return self.is_redeal(deal) and not (actions and isinstance(actions[-1], Redeal))

    def deal_number(self, deal: int) -> int:
        """Deal ``deal``'s number as the score sheet counts deals: redeals not counted (a redeal
        has the number of the deal dealt after it)."""
        return sum(1 for k in range(deal) if not self.is_redeal(k)) + 1

    @property
    def deals_counted(self) -> int:
        """How many deals the score sheet counts (redeals not)."""
        return sum(1 for k in range(len(self.deals)) if not self.is_redeal(k))

    def action_at(self, index: int) -> Action | None:
        """The action played at position ``index`` (the next one), None at a deal's end."""
        p = self.position(index)
        actions = self.deals[p.deal].actions
        return actions[p.step] if p.step < len(actions) else None

    def action_before(self, index: int) -> Action | None:
        """The action that led to position ``index``, None at a deal's start."""
        p = self.position(index)
        return self.deals[p.deal].actions[p.step - 1] if p.step > 0 else None

    # -- stepping -------------------------------------------------------------------------
    def _clamp(self, index: int) -> int:
        return max(0, min(index, self.last))

    def next_action(self, index: int) -> int:
        return self._clamp(index + 1)

    def previous_action(self, index: int) -> int:
        return self._clamp(index - 1)

    def next_trick(self, index: int) -> int:
        """The next trick stop after ``index`` (a trick taken, the play's start, a deal's end or start)."""
        return next((i for i in range(self._clamp(index) + 1, len(self._stops)) if self._stops[i].trick), self.last)

    def previous_trick(self, index: int) -> int:
        return next((i for i in range(self._clamp(index) - 1, -1, -1) if self._stops[i].trick), 0)

    def next_deal(self, index: int) -> int:
        """The start of the next deal (the last position from the last deal)."""
        deal = self.position(index).deal
        return self._deal_start[deal + 1] if deal + 1 < len(self._deal_start) else self.last

    def previous_deal(self, index: int) -> int:
        """The start of this deal, or of the one before when already at its start."""
        index = self._clamp(index)
        start = self._deal_start[self.position(index).deal]
        if index > start:
            return start
        deal = self.position(index).deal
        return self._deal_start[deal - 1] if deal > 0 else 0

    # -- the game -------------------------------------------------------------------------
    def game_at(self, index: int) -> Game:
        """A fresh game at position ``index`` (the caller may change it: it is a copy)."""
        p = self.position(index)
        game = self._starts[p.deal].copy()
        for action in self.deals[p.deal].actions[:p.step]:
            game.apply(action)
        return game


__all__ = ["Position", "ReviewCursor", "ReviewError"]
