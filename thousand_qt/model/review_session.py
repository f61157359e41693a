"""The review of a recorded game as the window sees it: the position, stepping, auto-play.

A :class:`ReviewSession` wraps the pure :class:`~thousand_qt.review.ReviewCursor` (positions,
the game at each by replaying the engine) and emits ``moved`` with the
:class:`~thousand_qt.review.ReviewFrame` to draw after every move. It is read only: it holds its
own copy of the record and never touches the running game, the autosave or the statistics.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from thousand_qt.engine.record import GameRecord, loads_record
from thousand_qt.review import Position, ReviewCursor, ReviewFrame, frame_of, record_upto

from .seats import human_seat_of

#: the auto-play speeds: milliseconds between two actions
PLAY_SPEEDS = {"slow": 2400, "normal": 1200, "fast": 500}
DEFAULT_PLAY_SPEED = "normal"


class ReviewSession(QObject):
    """One record under review; raises :class:`~thousand_qt.review.ReviewError` for a bad one."""

    moved = Signal(object)            # the ReviewFrame now shown
    playingChanged = Signal(bool)

    def __init__(self, record: GameRecord, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = loads_record(record.dumps())      # a copy: nothing here changes the caller's
        self.cursor = ReviewCursor(self.record)
        self.bottom = human_seat_of(self.record.players)
        self.index = 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.speed = DEFAULT_PLAY_SPEED
        self.timer.setInterval(PLAY_SPEEDS[self.speed])

    # -- where we are ---------------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.cursor.position(self.index)

    def frame(self) -> ReviewFrame:
        """The table at the current position."""
        return frame_of(self.cursor, self.index, self.bottom)

    def go_to(self, index: int) -> None:
        """Move to position ``index`` (clamped) and emit ``moved``."""
        self.index = max(0, min(index, self.cursor.last))
        self.moved.emit(self.frame())

    def go_to_position(self, position: Position) -> None:
        self.go_to(self.cursor.index_of(position))

    def go_to_deal(self, deal: int) -> None:
        """The start of record deal ``deal`` (a score sheet row)."""
        self.go_to(self.cursor.deal_start(deal))

    # -- stepping (the buttons and keys) --------------------------------------------------
    def next_action(self) -> None:
        self.go_to(self.cursor.next_action(self.index))

    def previous_action(self) -> None:
        self.go_to(self.cursor.previous_action(self.index))

    def next_trick(self) -> None:
        self.go_to(self.cursor.next_trick(self.index))

    def previous_trick(self) -> None:
        self.go_to(self.cursor.previous_trick(self.index))

    def next_deal(self) -> None:
        self.go_to(self.cursor.next_deal(self.index))

    def previous_deal(self) -> None:
        self.go_to(self.cursor.previous_deal(self.index))

    def first(self) -> None:
        self.go_to(0)

    def end(self) -> None:
        self.go_to(self.cursor.last)

    # -- auto-play ------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def set_speed(self, speed: str) -> None:
        """One of :data:`PLAY_SPEEDS` (an unknown name keeps the speed)."""
        if speed in PLAY_SPEEDS:
            self.speed = speed
            self.timer.setInterval(PLAY_SPEEDS[speed])

    def play(self) -> None:
        """Step forward one action per interval until the end (from the start if at the end)."""
        if self.index >= self.cursor.last:
            self.go_to(0)
        if not self.playing:
            self.timer.start()
            self.playingChanged.emit(True)

    def pause(self) -> None:
        if self.playing:
            self.timer.stop()
            self.playingChanged.emit(False)

    def toggle_play(self) -> None:
        self.pause() if self.playing else self.play()

    def _tick(self) -> None:
        self.next_action()
        if self.index >= self.cursor.last:
            self.pause()

    # -- continue from here ---------------------------------------------------------------
    def can_continue(self) -> bool:
        """A new game may start from here: the game at this position is not over."""
        return not self.cursor.game_at(self.index).finished

    def continuation(self) -> GameRecord:
        """A copy of the record cut at the current position (the record itself is unchanged)."""
        return record_upto(self.record, self.position)


__all__ = ["DEFAULT_PLAY_SPEED", "PLAY_SPEEDS", "ReviewSession"]
