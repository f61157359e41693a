"""A short celebration of the game's winner on the table, behind the result.

The winner's plate glows gold (until the next game), and a cascade of face-up cards bursts from
it and falls across the felt, turning, fading out at the bottom: :data:`CASCADE_MS` for each
card at the "normal" speed, scaled by the animation speed like every animation of the table;
with instant animations only the glow, at once. It never holds anything up: it runs beside the
animation queue (the queue is not busy), its cards take no mouse button and lie under the
last-trick plate, and the game's result opens at once over it. A new game, an undo or a load
ends it.
"""

from __future__ import annotations

import random

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
)

from ...engine import DECK
from .animation import AnimationQueue
from .card_item import CardItem
from .scene import TableScene

#: How long one card falls, and how far apart the cards set off (ms at the normal speed).
CASCADE_MS, CASCADE_STAGGER = 1500, 60
CASCADE_CARDS = 24
_Z = 880        # over the table's cards, under the last-trick plate (900)


class Celebration(QObject):
    """The winner's glow and card cascade on ``scene``; see the module docstring."""

    def __init__(self, scene: TableScene, queue: AnimationQueue, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene, self.queue = scene, queue
        self.cards: list[CardItem] = []
        self._group: QParallelAnimationGroup | None = None

    @property
    def running(self) -> bool:
        """True while the celebration shows."""
        return self._group is not None

    def start(self, winner: int) -> None:
        """Celebrate seat ``winner``: its plate glows; the cards fall unless animations are instant."""
        self.stop()
        badge = self.scene.badges.get(winner)
        if badge is None:
            return
        badge.set_fields(winner=True)
        duration = self.queue.ms(CASCADE_MS)
        if duration <= 0:
            return
        lay = self.scene.layout
        rect = badge.sceneBoundingRect()
        rng = random.Random(winner)         # the same cascade for the same winner
        cards = rng.sample(DECK, min(CASCADE_CARDS, len(DECK)))
        group = QParallelAnimationGroup(self)
        width = lay.cw * 0.75
        for k, card in enumerate(cards):
            start = QPointF(rect.left() + rng.uniform(0.2, 0.8) * rect.width(), rect.center().y())
            end = QPointF(rng.uniform(0.03, 0.97) * lay.width, lay.height + lay.ch)
            item = CardItem(self.scene.renderer, card.text, True, width)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setZValue(_Z + k * 0.01)
            item.setPos(start)
            item.setRotation(rng.uniform(-30, 30))
            self.scene.addItem(item)
            self.cards.append(item)
            group.addAnimation(self._fall(item, end, rng.uniform(-360, 360), duration,
                                          self.queue.ms(CASCADE_STAGGER) * k, rng))
        group.finished.connect(self.stop)
        self._group = group
        group.start()

    def _fall(self, item: CardItem, end: QPointF, turn: float, duration: int, delay: int,
              rng: random.Random) -> QSequentialAnimationGroup:
        """One card: up out of the plate a little, then down to ``end`` turning, fading at the end."""
        seq = QSequentialAnimationGroup(self)
        if delay:
            seq.addAnimation(QPauseAnimation(delay, seq))
        flight = QParallelAnimationGroup(seq)
        pos = QPropertyAnimation(item, b"pos", flight)
        pos.setDuration(duration)
        lay, start = self.scene.layout, item.pos()
        top = max(lay.ch * 0.6, min(start.y(), lay.height * 0.35) - lay.ch * 0.8)    # up, but in sight
        rise = QPointF(start.x() + (lay.width / 2 - start.x()) * rng.uniform(0.2, 0.6) + rng.uniform(-1, 1) * lay.cw,
                       top)
        pos.setKeyValueAt(0.3, rise)
        pos.setEndValue(end)
        pos.setEasingCurve(QEasingCurve.Type.InQuad)
        rot = QPropertyAnimation(item, b"rotation", flight)
        rot.setDuration(duration)
        rot.setEndValue(item.rotation() + turn)
        fade = QPropertyAnimation(item, b"opacity", flight)
        fade.setDuration(duration)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.75, 1.0)
        fade.setEndValue(0.0)
        for anim in (pos, rot, fade):
            flight.addAnimation(anim)
        seq.addAnimation(flight)
        return seq

    def stop(self) -> None:
        """End the cascade at once and take its cards off the table (the glow stays)."""
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self.stop)
            group.stop()
            group.deleteLater()
        for item in self.cards:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
            item.deleteLater()
        self.cards = []
