"""The animation queue: model events become steps that run one after another.

A step is a callable that starts the scene's changes and returns the animations to wait for
(or nothing, when it jumped). While a game step runs the table accepts no input; when the queue
runs dry after game steps :attr:`AnimationQueue.idle` fires (the controller then tells the
model). A *light* step (a selected card rising, a dropped card springing back) runs in the same
order but neither blocks input nor counts as a game step.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QTimer,
    Signal,
)

#: Multipliers of the base durations for each "animation speed" preference (the names are
#: the settings' ``ANIMATION_SPEEDS``).
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

Step = Callable[[], "Iterable[QAbstractAnimation | None] | QAbstractAnimation | None"]


class AnimationQueue(QObject):
    """Runs steps in order; ``busy`` while one runs; ``idle`` when the queue is empty."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self._steps: deque[tuple[Step, bool]] = deque()
        self._running: QAbstractAnimation | None = None
        self._running_light = False
        self._in_step = False
        self._game_steps_ran = False
        self.factor = SPEEDS.get(speed, 1.0)

    def set_speed(self, speed: str) -> None:
        self.factor = SPEEDS.get(speed, 1.0)

    def ms(self, base: int) -> int:
        """A base duration scaled by the speed (0 when instant)."""
        return int(base * self.factor)

    @property
    def busy(self) -> bool:
        """True while a game step is waiting or running (light steps do not count)."""
        return (any(not light for _, light in self._steps) or self._in_step
                or (self._running is not None and not self._running_light))

    def add(self, step: Step, light: bool = False) -> None:
        """Queue ``step``; it runs at once when nothing else is running."""
        self._steps.append((step, light))
        if self._running is None and not self._in_step:
            self._next()

    def pause(self, base_ms: int) -> None:
        """A step that only waits (to let the player see a finished trick)."""
        self.add(lambda: QPauseAnimation(self.ms(base_ms), self) if self.ms(base_ms) else None)

    def clear(self) -> None:
        """Drop pending steps and finish the running one at once (new game, undo, load)."""
        self._steps.clear()
        running, self._running = self._running, None
        self._running_light = False
        if running is not None:
            running.stateChanged.disconnect(self._state_changed)
            running.setCurrentTime(running.totalDuration())
            running.stop()

    def _next(self) -> None:
        while self._steps:
            step, light = self._steps.popleft()
            self._game_steps_ran = self._game_steps_ran or not light
            self._in_step = True
            try:
                result = step()
            finally:
                self._in_step = False
            anims = [a for a in (result if isinstance(result, (list, tuple)) else [result])
                     if isinstance(a, QAbstractAnimation)]
            if not anims:
                continue
            if len(anims) == 1:
                group = anims[0]
            else:
                group = QParallelAnimationGroup(self)
                for a in anims:
                    group.addAnimation(a)
            self._running, self._running_light = group, light
            # Stopped, not finished: a newer move of a card may stop its older one early.
            group.stateChanged.connect(self._state_changed)
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
            return
        # Emitted from the event loop: the model may still be emitting the events of one action.
        if self._game_steps_ran:
            QTimer.singleShot(0, self._emit_idle)

    def _emit_idle(self) -> None:
        if not self.busy and self._game_steps_ran:
            self._game_steps_ran = False
            self.idle.emit()

    def _state_changed(self, new, _old) -> None:
        if new == QAbstractAnimation.State.Stopped and self._running is not None:
            self._running = None
            self._next()
