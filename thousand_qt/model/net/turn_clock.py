"""The turn clock as every seat sees it: whose turn the table's clock runs for, and how long is left.

The host gives a person who is here ``turn_seconds`` for each turn (docs/network-protocol.md,
the turn clock), and for an answer to the redeal offered after the contract while the lead waits
for it (the update's ``waiting``: the first of those seats who is here), and tells every seat
that length in its ``table`` message; it does not send the time left. :class:`TurnClock` counts
it here the way the host does: from the moment an update puts a person on turn (a new position
of the game, ``count``, or a new ``waiting``) for as long as that person is here and plays the
seat themselves; a computer's turn, a seat away or played for by a computer, the
end of the game or a table without a clock show no clock. The count starts when this program
receives the update, so it is late by the time the update took to arrive (a few milliseconds on
a good connection): the host's clock runs out first, never later than shown. Whether a seat is
here or played by a computer is read from the host's ``table`` and ``seat`` messages, this
seat's own included. ``changed`` tells the window when the seat on the clock or the whole
seconds left change.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from thousand_qt.engine import Phase

from .link import Received
from .place import TablePlace

__all__ = ["TurnClock"]

#: How often the time left is looked at (ms); ``changed`` comes once a second at most.
TICK_MS = 200
#: A seat's status after a ``seat`` message (as the ``table`` message would say it).
_SEAT_STATUS = {"reconnecting": "away", "left": "away", "computer": "computer", "returned": "here"}


class TurnClock(QObject):
    """The time left of the seat whose turn the table's clock runs for (see the module's text)."""

    changed = Signal()

    def __init__(self, model: TablePlace, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._turn: tuple[int, int] | None = None      # the seat on turn and the game's count
        self._waiting: tuple[int, ...] = ()              # the seats the lead waits for (the redeal offer)
        table = model.table                             # each seat here, away or played by a computer
        self._status = {i: seat.status for i, seat in enumerate(table.seats)} if table is not None else {}
        self._since = QElapsedTimer()
        self._shown: tuple[int | None, int | None] = (None, None)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        model.tableChanged.connect(self._tick)
        model.tableEnded.connect(lambda _reason, _text: self._tick())
        if model.link is not None:
            model.link.received.connect(self.take)

    @property
    def length(self) -> int:
        """The table's turn clock in seconds (0: none)."""
        table = self.model.table
        return table.turn_seconds if table is not None else 0

    def take(self, got: Received) -> None:
        """A message of the host: an update that moves the game starts the clock of the seat
        on turn (the same turn after a full snapshot keeps its time)."""
        if got.kind == "table" and got.table is not None:
            self._status = {i: seat.status for i, seat in enumerate(got.table.seats)}
        elif got.kind == "seat":        # this seat's own news too (the model's table leaves it out)
            seat, status = got.fields["seat"], str(got.fields["status"])
            self._status[seat] = _SEAT_STATUS.get(status, "away")
        elif got.kind == "update" and got.view is not None:
            view = got.view
            turn = None if view.to_act is None or view.phase is Phase.GAME_OVER else (view.to_act, got.count)
            waiting = tuple(got.fields.get("waiting") or ())
            if (turn, waiting) != (self._turn, self._waiting):
                self._turn, self._waiting = turn, waiting
                self._since.start()
        self._tick()

    def seat(self) -> int | None:
        """The seat the clock runs for now, or None."""
        turn = self._turn
        table = self.model.table
        if turn is None or not self.length or table is None or self.model.ended is not None:
            return None
        seats = self._waiting or (turn[0],)      # while the lead waits: the first of them who is here
        here = [seat for seat in seats if 0 <= seat < len(table.seats) and table.seats[seat].kind == "human"
                and self._status.get(seat) == "here"]
        return here[0] if here else None

    def seconds_left(self) -> int | None:
        """Whole seconds left on the clock (rounded up, 0 once it ran out), or None."""
        if self.seat() is None or not self._since.isValid():
            return None
        left_ms = self.length * 1000 - self._since.elapsed()
        return max(0, -(-left_ms // 1000))

    def _tick(self) -> None:
        shown = (self.seat(), self.seconds_left())
        running = shown[0] is not None and (shown[1] or 0) > 0
        if running and not self._timer.isActive():
            self._timer.start()
        elif not running:
            self._timer.stop()
        if shown != self._shown:
            self._shown = shown
            self.changed.emit()
