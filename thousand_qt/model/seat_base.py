"""What the game on this computer and a seat at a network table hold and do the same way.

:class:`SeatBase` is the common ground of :class:`~.game_model.GameModel` and
:class:`~.net.seat.NetSeatModel`: the players, the rules and the human's seat, the file the game
was saved to, the pause while a review is shown, the gate that holds the game while the table
animates, and how a save that fails is said. What differs (where the game is played, what may be
undone, where the record comes from) each model answers for itself (:mod:`.seat_model`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from thousand_qt.engine import RuleSet, SeatView
from thousand_qt.engine.actions import Action, Redeal
from thousand_qt.engine.record import PlayerInfo

from .animation_gate import AnimationGate
from .redeal_offer import RedealOffer
from .signals import GameSignals

__all__ = ["SeatBase"]


class SeatBase(GameSignals):
    """The state and answers both models share; ``go_on`` is called when the animation gate opens
    (the game may move on)."""

    def __init__(self, parent: QObject | None, go_on: Callable[[], None]) -> None:
        super().__init__(parent)
        self._rules = RuleSet()
        self._players: list[PlayerInfo] = []
        self._human_seat = 0
        self._paused = False
        self._gate = AnimationGate(go_on)
        self._resume = go_on
        self._redeal_offer = RedealOffer()
        self.current_path: str | None = None

    def view(self) -> SeatView:  # pragma: no cover - each model answers
        """What the person may see now."""
        raise NotImplementedError

    def legal(self) -> list[Action]:  # pragma: no cover - each model answers
        """The person's legal actions now."""
        raise NotImplementedError

    def redeal_offer(self) -> Redeal | None:
        """The person's redeal after the contract on offer now (``redeal_when`` ``before_lead``):
        the game waits for it or :meth:`decline_redeal`."""
        return self._redeal_offer.offered(self.view(), self.legal())

    def decline_redeal(self) -> None:
        """Play on without the redeal on offer (not offered again in this deal)."""
        if self.redeal_offer() is None:
            return
        self._redeal_offer.decline(self.view())
        self.stateChanged.emit()
        self._resume()

    @property
    def players(self) -> list[PlayerInfo]:
        """Who sits where (a copy)."""
        return list(self._players)

    @property
    def rules(self) -> RuleSet:
        return self._rules

    @property
    def human_seat(self) -> int:
        """The seat of the person at this window."""
        return self._human_seat

    @property
    def paused(self) -> bool:
        return self._paused

    def set_animation_gate(self, on: bool) -> None:
        """When on, the game waits for :meth:`animations_finished` after each batch of events."""
        self._gate.set(on)

    def animations_finished(self) -> None:
        """The view's animations of the last events are over: the game may go on."""
        self._gate.finished()

    def _save_with(self, path: str | Path, write: Callable[[], None]) -> None:
        """Save by ``write``; an :class:`OSError` is said on ``errorMessage`` and raised again. The
        saved file becomes ``current_path``."""
        try:
            write()
        except OSError as err:
            self.errorMessage.emit(self.tr("Cannot save the game: {reason}").format(reason=err))
            raise
        self.current_path = str(path)
