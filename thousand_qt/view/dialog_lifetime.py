"""Dialogs opened again and again are freed when they close.

A dialog parented to the window lives as long as the window unless it is deleted: each Open,
Statistics, Preferences or error box left hundreds of widgets behind. :func:`freed_on_close`
marks one to be deleted when it closes (the event loop deletes it just after), so only the
open ones are alive. A reference kept to a closed one must not be used afterwards.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def freed_on_close(widget: W) -> W:
    """``widget`` (a dialog or message box), deleted once it is closed; returns it."""
    widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return widget
