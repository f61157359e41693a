"""The recorder that counts each finished game once in the statistics (the window's only
statistics hook): a game begun in this program is marked when its first deal is dealt, and the
finished game goes to :class:`~thousand_qt.stats.StatsStore` (an undo is in the record itself:
``GameModel.undo`` marks it ``undone``); an unfinished one left for another game (a new game, a
file opened, or the autosave not resumed: :meth:`StatisticsRecorder.abandon`) is counted as
abandoned.

What it finds is said through its signals, for the view to show: ``problemsFound`` (the
statistics file could not be read or written) and ``notCounted`` (the finished game is not
counted, and why). The figures and the file live in :mod:`thousand_qt.stats` (no Qt).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from thousand_qt.engine.record import GameRecord
from thousand_qt.stats import EXCLUDED_AIDS, Outcome, Problem, StatsStore, game_id

from . import persistence


class CountedGame(Protocol):
    """What the recorder reads of a game model (the local game's or a network seat's)."""

    @property
    def gameStarted(self) -> SignalInstance: ...

    @property
    def dealStarted(self) -> SignalInstance: ...

    @property
    def gameOver(self) -> SignalInstance: ...

    def record(self) -> GameRecord:
        """The game so far."""
        ...


class StatisticsRecorder(QObject):
    """Counts the model's finished game when it ends (once), if it was begun in this program
    (a game with an undo is not counted: its record says ``undone``).

    ``folder`` is the application data folder (by default the autosave's folder).
    """

    #: the statistics file could not be read or written (a tuple of :class:`~thousand_qt.stats.Problem`)
    problemsFound = Signal(object)
    #: the finished game is not counted: the reason (``EXCLUDED_AIDS``, ``EXCLUDED_UNDO``, …)
    notCounted = Signal(str)

    def __init__(self, model: CountedGame, parent: QObject | None = None, folder: str | Path | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._folder = Path(folder) if folder is not None else None
        self.last_outcome: Outcome | None = None
        self._fresh = False         # a game begun here whose first deal is not dealt yet
        self._playing: GameRecord | None = None     # the unfinished game on the table, once dealt
        model.gameOver.connect(self._game_over)
        model.gameStarted.connect(self._game_started)
        model.dealStarted.connect(self._deal_started)

    def stop_counting(self) -> None:
        """This window's games are not counted (a network table: the others are people)."""
        self.model.gameOver.disconnect(self._game_over)
        self.model.gameStarted.disconnect(self._game_started)
        self.model.dealStarted.disconnect(self._deal_started)

    def store(self) -> StatsStore:
        """The statistics file of the data folder."""
        folder = self._folder if self._folder is not None else persistence.autosave_path().parent
        return StatsStore(folder)

    def abandon(self, record: GameRecord) -> None:
        """The unfinished game in ``record`` is left for another: counted as abandoned if it was
        begun in this program (once)."""
        self._report(self.store().note_abandoned(record))

    def _game_started(self) -> None:
        """A new game has no deal yet (an opened, resumed or undone one has); the unfinished
        game it replaces (another one, not the same after an undo) is abandoned."""
        record = self.model.record()
        left = self._playing
        if left is not None and (not record.deals or game_id(record) != game_id(left)):
            self.abandon(left)
        self._playing = record if record.deals else None
        self._fresh = not record.deals

    def _deal_started(self, _dealer: int) -> None:
        self._playing = self.model.record()
        if self._fresh:
            self._fresh = False
            self._report(self.store().note_started(self.model.record()))

    def _game_over(self, *_args: object) -> None:
        self._playing = None
        record = self.model.record()
        outcome = self.store().record_game(record, from_start=True)
        self.last_outcome = outcome
        self._report(outcome.problems)
        if outcome.status == "excluded":
            self.notCounted.emit(outcome.reason or EXCLUDED_AIDS)

    def _report(self, problems: tuple[Problem, ...]) -> None:
        if problems:
            self.problemsFound.emit(tuple(problems))
