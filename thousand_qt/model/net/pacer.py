"""The pace at which a network seat shows the host's messages: one update at a time.

The host does not wait for anybody's animations, so its updates can come faster than a table
shows them. :class:`UpdatePacer` keeps them in order and hands the next one on only when the
seat may show it: not while the seat holds (a review is shown, the table animates the last
update), not while the deal's summary is up (:meth:`deal_scored` until :meth:`next_deal`),
and another seat's move no sooner than the think pause after the move before, so each is seen.
"""

from __future__ import annotations

import collections
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer

from .link import Received

__all__ = ["UpdatePacer"]


class UpdatePacer(QObject):
    """The host's waiting messages of a seat (see the module's docstring): ``show`` gets each
    update, ``end`` the reason of an ``ended``; ``holding`` says the seat holds now, and
    ``others_move`` that the next update would show another seat's move."""

    def __init__(self, parent: QObject | None, think_pause_ms: int, *, show: Callable[[Received], None],
                 end: Callable[[str], None], holding: Callable[[], bool], others_move: Callable[[], bool]) -> None:
        super().__init__(parent)
        self.think_pause_ms = think_pause_ms
        self._show, self._end, self._holding, self._others_move = show, end, holding, others_move
        self._inbox: collections.deque[Received] = collections.deque()
        self._deal_wait = False               # the deal's summary is shown: the next deal waits
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.pump)

    def add(self, got: Received) -> None:
        """One more message of the host (an ``update`` or ``ended``); shown when it may be."""
        if got.resync:                       # a full snapshot: what was waiting is in it
            self._inbox.clear()
            self._deal_wait = False
        self._inbox.append(got)
        self.pump()

    def deal_scored(self) -> None:
        """The update shown scored a deal: the next waits until its summary is closed."""
        self._deal_wait = True

    def next_deal(self) -> bool:
        """The deal's summary was closed: go on; False if no deal was waiting for it."""
        if not self._deal_wait:
            return False
        self._deal_wait = False
        self.pump()
        return True

    def pump(self) -> None:
        """Show the waiting messages that may be shown now."""
        while self._inbox and not (self._holding() or self._deal_wait):
            got = self._inbox[0]
            if got.kind == "update" and not got.resync:
                wait = self._think_wait()
                if wait > 0:
                    if not self._timer.isActive():
                        self._timer.start(wait)
                    return
            self._inbox.popleft()
            if got.kind == "ended":
                self._end(str(got.fields.get("reason", "")))
            else:
                self._show(got)
                self._clock.restart()

    def _think_wait(self) -> int:
        """How long another seat's move still waits so that it is seen (ms)."""
        if not self._others_move():
            return 0
        return max(0, self.think_pause_ms - int(self._clock.elapsed()))
