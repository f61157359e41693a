"""The number box of a bid or a contract: what may be typed, why a number is not allowed, and
which keys it leaves to the window (a letter for the hint, Ctrl+Z for undo)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QSpinBox, QWidget

__all__ = ["AmountBox"]

_COMMAND = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
_BOX_KEYS = (QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.Cut, QKeySequence.StandardKey.Paste,
             QKeySequence.StandardKey.SelectAll)


def _for_the_window(event: QKeyEvent) -> bool:
    """A key a number box has no use for: a letter, or a command key but the box's own."""
    if event.modifiers() & _COMMAND:
        return not any(event.matches(key) for key in _BOX_KEYS)
    return event.text().isalpha()


class AmountBox(QSpinBox):
    """A bid or contract: any number up to ``top`` may be typed (never corrected silently);
    :meth:`problem` says why a number is not allowed, Enter emits ``submitted``."""

    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.allowed: list[int] = []
        self.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToPreviousValue)

    def set_allowed(self, allowed: list[int], step: int, top: int) -> None:
        """The allowed amounts (ascending); typing is possible from the first up to ``top``."""
        self.allowed = list(allowed)
        if allowed:
            self.setRange(allowed[0], max(allowed[-1], top))
            self.setSingleStep(step)
            self.setValue(allowed[0])

    def number(self) -> int | None:
        """The number typed (even one not allowed), or None if the box holds no number."""
        text = self.cleanText().strip()
        return int(text) if text.isdigit() else None

    def problem(self) -> str | None:
        """Why the typed number may not be chosen (None when it may)."""
        number, allowed = self.number(), self.allowed
        if number is not None and number in allowed:
            return None
        if not allowed:
            return QCoreApplication.translate("Panel", "Nothing may be chosen now.")
        if number is None or number < allowed[0]:
            return QCoreApplication.translate("Panel", "At least {0}.").format(allowed[0])
        if number > allowed[-1]:
            return QCoreApplication.translate("Panel", "{0} is above your ceiling: at most {1}.").format(
                number, allowed[-1])
        return QCoreApplication.translate("Panel", "{0} is not allowed: go up by {1} ({2}, {3}…).").format(
            number, self.singleStep(), allowed[0], allowed[1] if len(allowed) > 1 else allowed[0])

    def event(self, event: QEvent) -> bool:
        """A letter is no number, nor is a command key one for the box but copy, cut, paste and
        select all: they are left to the window's shortcuts (H asks for a hint, Ctrl+Z undoes)."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and _for_the_window(event):
            event.ignore()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.submitted.emit()
