"""Computer turns off the GUI thread: requests, the think pause, stale answers, the fallback.

Each request carries an id and the game's action count; an answer that arrives after the
position changed (undo, new game, load) is dropped and counted. A broken answer never stops
the game: a legal action is played instead. Hints for the human run on the same pool.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QThreadPool, QTimer, Signal, Slot

from thousand_qt.ai.driver import action_count, computer_redeals
from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import Action, ActionSyntaxError, parse_action
from thousand_qt.engine.state import Game

from .ai_worker import AiBridge, Chooser, ChooseTask

# action_count and computer_redeals are the driver's, named here for the model's imports
__all__ = ["DEFAULT_THINK_PAUSE_MS", "ComputerTurns", "action_count", "computer_redeals"]

log = logging.getLogger(__name__)

DEFAULT_THINK_PAUSE_MS = 400


class ComputerTurns(QObject):
    """Asks computer players for their moves and hands the current answers to ``play``."""

    thinking = Signal(int)
    hintReady = Signal(object, object)   # the Action, and why (a Reason, or None)

    def __init__(self, parent: QObject, game: Callable[[], Game], play: Callable[[Action], None],
                 think_pause_ms: int = DEFAULT_THINK_PAUSE_MS) -> None:
        super().__init__(parent)
        self._game, self._play = game, play
        self.think_pause_ms = think_pause_ms
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._bridge = AiBridge(self)
        self._bridge.answered.connect(self._on_answer)
        self._hint_bridge = AiBridge(self)
        self._hint_bridge.answered.connect(self._on_hint)
        self._request_id = 0          # the id an answer must carry to be applied
        self._pending: int | None = None
        self._pending_seat: int | None = None
        self._hint_id = 0
        self._clock = QElapsedTimer()
        self._held = False
        self._held_answer: tuple[int, int, str, str] | None = None
        self.stale_answers_dropped = 0   # for tests and the debug log

    @property
    def think_pause_ms(self) -> int:
        """The least time a computer move takes, so each one is visible (0 in tests)."""
        return self._think_pause_ms

    @think_pause_ms.setter
    def think_pause_ms(self, value: int) -> None:
        self._think_pause_ms = max(0, int(value))

    @property
    def pending(self) -> bool:
        """True while a computer seat's answer is awaited."""
        return self._pending is not None

    def request(self, seat: int, player: Chooser) -> None:
        """Ask ``player`` (seat ``seat``) for its move on its own view of the game."""
        game = self._game()
        self._request_id += 1
        self._pending, self._pending_seat = self._request_id, seat
        self._clock.start()
        self.thinking.emit(seat)
        self._pool.start(ChooseTask(self._bridge, self._request_id, action_count(game), player,
                                    game.view_for(seat)).run)

    def request_hint(self, player: Chooser, view: SeatView) -> None:
        """Ask ``player`` what the human should do; ``hintReady`` brings the answer."""
        self._hint_id += 1
        self._pool.start(ChooseTask(self._hint_bridge, self._hint_id, action_count(self._game()),
                                    player, view).run)

    def cancel(self) -> None:
        """Forget every awaited answer (they will be dropped when they arrive)."""
        self._request_id += 1
        self._hint_id += 1
        self._pending = self._pending_seat = None
        self._held_answer = None

    def set_held(self, held: bool) -> None:
        """While held, an awaited answer is kept, not played (a hint is dropped); released, a kept
        answer that is still current is played at once, and one still being thought is played
        when it comes."""
        self._held = held
        if held:
            self._hint_id += 1
            return
        kept, self._held_answer = self._held_answer, None
        if kept is not None:
            self._play_answer(*kept)

    def shutdown(self, msecs: int) -> bool:
        """Drop awaited answers and wait for running workers."""
        self.cancel()
        return self._pool.waitForDone(msecs)

    def _is_current(self, request_id: int, count: int) -> bool:
        return request_id == self._pending and count == action_count(self._game())

    @Slot(int, int, str, str, object)
    def _on_answer(self, request_id: int, count: int, text: str, error: str, _reason: object = None) -> None:
        if not self._is_current(request_id, count):
            self.stale_answers_dropped += 1
            log.debug("dropped a stale computer answer %r (request %d)", text, request_id)
            return
        wait = self._think_pause_ms - self._clock.elapsed()
        if wait > 0:
            QTimer.singleShot(int(wait), self, lambda: self._play_answer(request_id, count, text, error))
        else:
            self._play_answer(request_id, count, text, error)

    def _play_answer(self, request_id: int, count: int, text: str, error: str) -> None:
        if not self._is_current(request_id, count):
            self.stale_answers_dropped += 1
            return
        if self._held:
            self._held_answer = (request_id, count, text, error)
            return
        seat, game = self._pending_seat, self._game()
        action = None
        if not error:
            try:
                action = parse_action(text)
            except ActionSyntaxError:
                error = f"unreadable action {text!r}"
        self._pending = self._pending_seat = None
        if action is not None and action.seat == seat and game.is_legal(action):
            self._play(action)
            return
        log.error("computer seat %s answered %r (%s); playing a random legal action", seat, text, error)
        legal = [a for a in game.legal_actions() if type(a).__name__ != "Redeal"] or game.legal_actions()
        self._play(random.Random(count).choice(legal))

    @Slot(int, int, str, str, object)
    def _on_hint(self, request_id: int, count: int, text: str, error: str, reason: object = None) -> None:
        if request_id != self._hint_id or count != action_count(self._game()) or error:
            return
        try:
            action = parse_action(text)
        except ActionSyntaxError:
            log.error("the hint %r is not an action", text)
            return
        self.hintReady.emit(action, reason)
