"""Cards dragged with real mouse events (press, moves, release through the view onto the
CardItem's own handlers), at the default animation speed: a card dropped on the table flies
straight from the drop point to the trick, never back to the hand first; one dropped on the
felt springs back; a click and a double-click play as the signals do."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from thousand_qt.engine.actions import Play
from thousand_qt.view.table.seating import Side

from .helpers import at_instant_speed, to_play


def _grip(win, item) -> QPoint:
    """A point of the view on the visible part of ``item`` (the left edge of a fanned card)."""
    rect = item.sceneBoundingRect()
    hand = win.scene.human_hand()
    x = rect.left() + rect.width() * (0.12 if item is not hand[-1] else 0.5)
    return win.view.mapFromScene(QPointF(x, rect.top() + rect.height() * 0.3))


def _drag(win, item, to: QPointF) -> QPoint:
    """Press on ``item``, move in steps to the scene point ``to``, release there; returns the
    view point of the release."""
    start, end = _grip(win, item), win.view.mapFromScene(to)
    viewport = win.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    return end


def _legal_item(win):
    legal = {str(a.card) for a in win.model.legal() if isinstance(a, Play)}
    return next(i for i in win.scene.human_hand() if i.card in legal)


def test_a_dropped_card_flies_from_the_drop_point_to_the_trick(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    item = _legal_item(win)
    card, home = item.card, QPointF(item.home)
    target = win.scene.layout.drop_zone().center()
    _drag(win, item, target)
    assert item.pos() != home
    dropped_at = item.pos()
    assert (dropped_at - home).manhattanLength() > win.scene.layout.ch          # dragged far away
    trick, _rot = win.scene.layout.trick_slot(Side.BOTTOM)
    distances = []
    while win.queue.busy and len(distances) < 400 and item in [i for _, i in win.scene.trick]:
        distances.append((item.pos() - trick).manhattanLength())
        assert (item.pos() - home).manhattanLength() > win.scene.layout.ch / 2, "back at the hand"
        qtbot.wait(5)
    assert (win.model.human_seat, card) in [(s, c.text) for s, c in win.model.view().trick] or \
        any(c.text == card for t in win.model.view().tricks for _, c in t.cards)
    assert distances and distances[0] <= (dropped_at - trick).manhattanLength() + 1
    assert all(b <= a + 1 for a, b in pairwise(distances))          # straight there


def test_a_card_dropped_on_the_felt_springs_back_to_its_place(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    item = _legal_item(win)
    home = QPointF(item.home)
    lay = win.scene.layout
    _drag(win, item, QPointF(lay.margin * 2 + lay.cw, lay.height * 0.2))      # the felt, far from the middle
    assert (item.pos() - home).manhattanLength() > lay.ch / 2                 # it was carried there
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1, timeout=5000)
    assert item in win.scene.human_hand() and not win.model.view().trick


def test_a_real_click_selects_and_a_second_plays(normal_window, qtbot):
    win = normal_window
    with at_instant_speed(win):                     # the way there; the moment at the default speed
        to_play(win, qtbot)
    item = _legal_item(win)
    viewport = win.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _grip(win, item))
    assert item.card in win.scene.raised
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _grip(win, item))
    qtbot.waitUntil(lambda: any(c.text == item.card for _, c in win.model.view().trick) or
                    bool(win.model.view().tricks), timeout=5000)
