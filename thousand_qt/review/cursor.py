"""The positions of a game record and the ways to step through them.

A position is (deal, step), as in :mod:`thousand_qt.analysis`: ``deal`` indexes the record's
deals (a redeal is a deal of its own), ``step`` counts that deal's actions already applied, from
0 (just dealt) to the number of its actions (the deal over, or the last action of a game saved
in progress). Positions are numbered 0..``last`` in the order of the game.

The game at a position is rebuilt by replaying the engine: the cursor keeps a copy of the game
at the start of each deal and applies that deal's first ``step`` actions to a copy of it, so no
state is ever stored but the record's. The copies share the records and results of the deals
already over (they never change), so a long game's cursor grows with its deals, not with their
square.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.actions import Action, Redeal
from thousand_qt.engine.deal_record import DealRecord, deal_records_of
from thousand_qt.engine.record import GameRecord, RecordError, replay, start_recorded_deal


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


def _snapshot(game: Game) -> Game:
    """A copy of ``game`` just dealt that shares the records and results of its finished deals
    with ``game`` (a full copy of each deal's start would hold the whole history again)."""
    memo: dict[int, object] = {id(done): done for done in game.deal_records[:-1]}
    memo.update((id(result), result) for result in game.results)
    return copy.deepcopy(game, memo)


class ReviewCursor:
    """Every position of ``record`` and the game at each (the record itself is never changed)."""

    def __init__(self, record: GameRecord) -> None:
        try:
            replay(record)          # a clear RecordError for a bad record before any work
        except RecordError as err:
            raise ReviewError(str(err)) from None
        if not record.deals:
            raise ReviewError("the record holds no deal yet")
        self.record = record
        self.n = len(record.players)
        self.deals: tuple[DealRecord, ...] = deal_records_of(record.deals)   # the record's deals, typed
        self._starts: list[Game] = []       # the game just after each deal was dealt
        self._stops: list[_Stop] = []
        game = Game(record.rules, self.n, record.deals[0]["dealer"])
        for k, deal in enumerate(record.deals):
            start_recorded_deal(game, deal)
            self._starts.append(_snapshot(game))
            self._stops.append(_Stop(Position(k, 0), True))
            for step, action in enumerate(self.deals[k].actions, 1):
                before = (game.phase, len(game.running_deal.tricks))
                game.apply(action)
                after = (game.phase, len(game.running_deal.tricks))
                trick = (after[1] > before[1] or (after[0] is Phase.PLAY and before[0] is not Phase.PLAY)
                         or step == len(self.deals[k].actions))
                self._stops.append(_Stop(Position(k, step), trick))
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
        """Deal ``deal`` ended in a redeal (its cards were dealt again, nothing scored)."""
        actions = self.deals[deal].actions
        return bool(actions) and isinstance(actions[-1], Redeal)

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
