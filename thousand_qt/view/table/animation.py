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

#: What a step returns: the animations to wait for (or nothing, when it jumped).
StepResult = Iterable[QAbstractAnimation | None] | QAbstractAnimation | None
Step = Callable[[], StepResult]


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
        """Scale the durations by the ``animation_speed`` preference ``speed``."""
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
            running.finished.disconnect(self._finished)
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
            group = QParallelAnimationGroup(self)     # always a group: see cut()
            for a in anims:
                group.addAnimation(a)
            self._running, self._running_light = group, light
            group.finished.connect(self._finished)
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
            return
        # Emitted from the event loop: the model may still be emitting the events of one action.
        if self._game_steps_ran:
            QTimer.singleShot(0, self, self._emit_idle)    # not after the queue is gone

    def _emit_idle(self) -> None:
        if not self.busy and self._game_steps_ran:
            self._game_steps_ran = False
            self.idle.emit()

    def _finished(self) -> None:
        self._running = None
        self._next()


def cut(anim: QAbstractAnimation) -> None:
    """Stop ``anim`` early (a newer move of the same card, a held trick let go).

    Inside the queue's running group it is taken out first, so the group goes on and finishes
    with its other animations (or at once, when it was the only one) instead of waiting forever.
    """
    group = anim.group()
    if group is not None:
        group.takeAnimation(group.indexOfAnimation(anim))
    anim.stop()
