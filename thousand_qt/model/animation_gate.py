"""The animation gate: while the view animates, computer moves and automatic deals wait.

The view turns the gate on; after each batch of events the game is held until the view says
its animations are finished, and then goes on through the ``go_on`` callback.
"""

from __future__ import annotations

from collections.abc import Callable


class AnimationGate:
    """Holds the game after events while ``on``, until :meth:`finished` releases it."""

    def __init__(self, go_on: Callable[[], None]) -> None:
        self.on = False
        self.holding = False
        self._go_on = go_on

    def set(self, on: bool) -> None:
        """Turn the gate on or off; turning it off releases a held game."""
        self.on = bool(on)
        if not self.on:
            self.finished()

    def events_shown(self) -> None:
        """Events went to the view: hold the game until they are animated (if the gate is on)."""
        if self.on:
            self.holding = True

    def finished(self) -> None:
        """The view's animations are over: release a held game."""
        if self.holding:
            self.holding = False
            self._go_on()

    def clear(self) -> None:
        """Forget a hold without going on (a new position was installed)."""
        self.holding = False
