"""The mouse wheel over a form scrolls it; it changes a combo or spin box only with focus.

Without this, scrolling a long page of rules changes whatever editor passes under the pointer.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget


class WheelGuard(QObject):
    """Event filter: a wheel event over an unfocused editor scrolls the page around it.

    The event is handed to the nearest scroll area's viewport (Qt does not pass a wheel event
    up to the parents once a filter took it); without a scroll area it is dropped.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        return True


def guard_wheel(root: QWidget) -> WheelGuard:
    """Guard every combo and spin box under ``root`` (they take focus by click or Tab only)."""
    guard = WheelGuard(root)
    for editor in root.findChildren(QAbstractSpinBox) + root.findChildren(QComboBox):
        editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        editor.installEventFilter(guard)
    return guard
