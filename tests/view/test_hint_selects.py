"""The hinted card is selected, so Enter plays it (not another card), and the hint says why in
a player's words rather than only a count of sampled deals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.ai import Reason, ReasonKind
from thousand_qt.engine.actions import Play

from .helpers import at_instant_speed, to_play


@pytest.fixture(params=["window", "normal_window"])
def any_window(request):
    return request.getfixturevalue(request.param)


def test_enter_after_a_hint_plays_the_hinted_card(any_window, qtbot):
    win = any_window
    with at_instant_speed(win):                     # the way there; the moment at the test's speed
        to_play(win, qtbot)
    legal = [a for a in win.model.legal() if isinstance(a, Play)]
    hinted = legal[-1]                               # not the first card Enter would choose
    win.show_hint(hinted, Reason(ReasonKind.PLAY_MAKES, made_in=24, samples=24))
    assert win.input.cursor == str(hinted.card) and str(hinted.card) in win.scene.raised
    text = win.status_label.text()
    assert "sampled" not in text and "however the other cards lie" in text
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(win.model.view().trick or win.model.view().tricks), timeout=10000)
    first = (win.model.view().trick or win.model.view().tricks[0].cards)[0]
    assert first == (win.model.human_seat, hinted.card)
