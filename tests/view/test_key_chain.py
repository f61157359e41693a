"""The table's one key chain: each key goes to the handlers in the order they were added, and
the first that uses it keeps it from the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.view.table.card_renderer import CardRenderer
from thousand_qt.view.table.graphics_view import TableView
from thousand_qt.view.table.scene import TableScene


class Taker:
    """Uses the keys in ``keys`` and notes every key it is offered."""

    def __init__(self, *keys: Qt.Key) -> None:
        self.keys = set(keys)
        self.offered: list[int] = []

    def key(self, key: int) -> bool:
        self.offered.append(key)
        return key in self.keys


def test_the_first_handler_that_uses_a_key_keeps_it(qtbot):
    view = TableView(TableScene(CardRenderer("latin")))
    qtbot.addWidget(view)
    first, second = Taker(Qt.Key.Key_Up), Taker(Qt.Key.Key_Up, Qt.Key.Key_Left)
    view.add_key_handler(first)
    view.add_key_handler(second)
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_5)
    assert first.offered == [Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_5]
    assert second.offered == [Qt.Key.Key_Left, Qt.Key.Key_5]      # ↑ was the first one's
    assert view.offer_key(Qt.Key.Key_Left) and not view.offer_key(Qt.Key.Key_5)

