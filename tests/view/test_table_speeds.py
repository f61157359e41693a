"""The animation speeds are named once (in the settings) and scaled once (by the queue)."""

from __future__ import annotations

from thousand_qt.model.settings import ANIMATION_SPEEDS
from thousand_qt.view.table.animation import SPEEDS, AnimationQueue


def test_every_speed_setting_has_a_factor(qapp):
    assert tuple(SPEEDS) == ANIMATION_SPEEDS
    queue = AnimationQueue(None, "instant")
    assert queue.ms(300) == 0
    queue.set_speed("slow")
    assert queue.ms(300) > 300
