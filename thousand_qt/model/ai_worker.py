"""Computer players off the GUI thread: a task per decision on a thread pool, answers by signal.

A task receives only the seat's :class:`SeatView` (never the game) and answers with the request
id and the game's action count it was asked at, so the model can drop a stale answer. The pool
is given the task's ``run`` (a plain callable): a ``QRunnable`` subclass handed to the pool was
kept alive by its Python wrapper after it ran, and with it every seat view it was asked about.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from thousand_qt.ai import LEVELS
from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import Action

log = logging.getLogger(__name__)

DEFAULT_LEVEL = "normal"


class Chooser(Protocol):
    """What the model needs of a computer player: a decision from the seat's view."""

    def choose(self, view: SeatView) -> Action | None: ...


PlayerFactory = Callable[[str, int], Chooser]


def default_player_factory(level: str, seed: int) -> Chooser:
    """``thousand_qt.ai.make_player(level, seed)``; an unknown level plays as "normal"."""
    from thousand_qt.ai import make_player

    return make_player(level if level in LEVELS else DEFAULT_LEVEL, seed)


class AiBridge(QObject):
    """Carries worker results to the GUI thread (lives in the GUI thread; emitted from workers)."""

    #: request id, action count, action text, error, and the player's reason (a
    #: ``thousand_qt.ai.Reason``) or None
    answered = Signal(int, int, str, str, object)


class ChooseTask:
    """Runs ``player.choose(view)`` off the GUI thread (``pool.start(task.run)``). Sees only a
    :class:`SeatView`."""

    def __init__(self, bridge: AiBridge, request_id: int, count: int, player: Chooser,
                 view: SeatView) -> None:
        self.bridge, self.request_id, self.count = bridge, request_id, count
        self.player, self.seat_view = player, view

    def run(self) -> None:  # worker thread
        try:
            action = self.player.choose(self.seat_view)
            text, error = str(action), ""
            reason = getattr(self.player, "reason", None)
        except Exception as err:  # a broken player must not hang the game
            log.exception("computer player failed")
            text, error, reason = "", f"{type(err).__name__}: {err}", None
        with contextlib.suppress(RuntimeError):  # the model was deleted meanwhile (quitting): nobody waits
            self.bridge.answered.emit(self.request_id, self.count, text, error, reason)
