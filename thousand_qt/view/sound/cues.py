"""The moments of the game that sound: the deal, a card played, a trick taken, a marriage, the
auction's end, the game won or lost.

Each cue is queued on the table's animation queue as a light step, so it sounds when the table
shows that moment (after what was queued before it), not when the model decided it; a cleared
queue (a new game, an undo) drops the cues still waiting.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance

from ..table.animation import AnimationQueue
from .player import SoundPlayer


class SoundingModel(Protocol):
    """The signals of a game model (the local game's or a network seat's) that sound."""

    @property
    def dealStarted(self) -> SignalInstance: ...

    @property
    def cardPlayed(self) -> SignalInstance: ...

    @property
    def trickTaken(self) -> SignalInstance: ...

    @property
    def marriageDeclared(self) -> SignalInstance: ...

    @property
    def auctionWon(self) -> SignalInstance: ...

    @property
    def gameOver(self) -> SignalInstance: ...

    @property
    def human_seat(self) -> int:
        """The seat of the person at this window."""
        ...


class SoundCues(QObject):
    """Plays ``player``'s cues at ``model``'s moments, in the order of ``queue``. Connect it
    before the table's controller, so that a cue sounds as its moment starts moving."""

    def __init__(self, model: SoundingModel, queue: AnimationQueue, player: SoundPlayer,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model, self.queue, self.player = model, queue, player
        model.dealStarted.connect(lambda *_: self.cue("deal"))
        model.cardPlayed.connect(lambda *_: self.cue("card"))
        model.trickTaken.connect(lambda *_: self.cue("trick"))
        model.marriageDeclared.connect(lambda *_: self.cue("marriage"))
        model.auctionWon.connect(lambda *_: self.cue("auction"))
        model.gameOver.connect(lambda winner, *_: self.cue("won" if winner == self.model.human_seat else "lost"))

    def cue(self, name: str) -> None:
        """Sound ``name`` when the table reaches this moment (nothing when the sound is off)."""
        if self.player.enabled:
            self.queue.add(lambda: self.player.play(name), light=True)
