"""Dialogs opened again and again are freed when they close.

A dialog parented to the window lives as long as the window unless it is deleted: each Open,
Statistics, Preferences or error box left hundreds of widgets behind. :func:`freed_on_close`
marks one to be deleted when it closes (the event loop deletes it just after), so only the
open ones are alive. A reference kept to a closed one must not be used afterwards.

:func:`warning_box` is the warning message box, freed on close, with its icon drawn once: a box
made with ``QMessageBox.Icon.Warning`` asks the style for a new icon, and each new icon's picture
went into Qt's pixmap cache once more (11 KB an opening, up to the cache's 10 MB).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QMessageBox, QStyle, QWidget

W = TypeVar("W", bound=QWidget)


def freed_on_close(widget: W) -> W:
    """``widget`` (a dialog or message box), deleted once it is closed; returns it."""
    widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return widget


_WARNING_PIXMAPS: dict[tuple[str, float], QPixmap] = {}


def warning_box(title: str, text: str, parent: QWidget | None) -> QMessageBox:
    """A warning message box with an OK button, freed when it closes (not yet open); every box
    of one style and screen shares one icon picture."""
    box = freed_on_close(QMessageBox(QMessageBox.Icon.NoIcon, title, text, QMessageBox.StandardButton.Ok, parent))
    style, dpr = box.style(), box.devicePixelRatioF()
    key = (style.name(), dpr)
    if key not in _WARNING_PIXMAPS:
        side = style.pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize, None, box)
        icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning, None, box)
        _WARNING_PIXMAPS[key] = icon.pixmap(QSize(side, side), dpr)
    box.setIconPixmap(_WARNING_PIXMAPS[key])
    return box
