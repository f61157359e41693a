"""The last trick looked at again (↑, or a click on a pile) names who played each card, on the
plate under the cards and in the status line."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.view.table.card_text import card_label
from thousand_qt.view.table.trick_hold import UNTIL_CLICK

from .helpers import play_until_a_trick_is_held


@pytest.fixture
def russian(qapp):
    from thousand_qt.model.i18n import install_language

    install_language(qapp, "ru")
    yield
    install_language(qapp, "en")


def _look_at_the_last_trick(win, qtbot):
    win.controller.hold.mode = UNTIL_CLICK
    play_until_a_trick_is_held(win, qtbot)
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=10000)
    QTest.keyClick(win.view, Qt.Key.Key_Up)
    plate = win.controller.hold.last
    assert plate.isVisible()
    return win.model.view().tricks[-1], plate


@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_card_of_the_last_trick_is_named_by_its_player(window, qtbot, qapp, language, request):
    if language == "ru":
        request.getfixturevalue("russian")
    win = window
    trick, plate = _look_at_the_last_trick(win, qtbot)
    names = [win.controller.name(seat) for seat, _ in trick.cards]
    assert plate.names == names and names[0] == ("You" if language == "en" else "Вы")
    texts = plate.name_texts()
    assert [t.full for t in texts] == names and all(t.shown == t.full for t in texts)
    for k, text in enumerate(texts):
        card_rect = plate._card_rect(k)
        assert card_rect.left() - 1 < text.rect.center().x() < card_rect.right() + 1   # under its card
        assert text.rect.top() >= card_rect.bottom()
        assert plate.boundingRect().contains(text.rect)
    assert not any(a.rect.intersects(b.rect) for a, b in pairwise(texts))
    status = win.status_label.text()
    for (seat, card) in trick.cards:
        assert f"{win.controller.name(seat)}: {card_label(card.text, win.renderer.indices)}" in status
