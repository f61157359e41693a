"""Where the game window is: its remembered size, position and docks, and full screen.

:class:`WindowPlacement` restores what the window had when it was last closed (kept on the
screen it opens on now, :class:`~.window_fit.ScreenFit`), saves it on closing, and switches full
screen (F11, View ▸ Full screen) — remembered in the settings at once, and shown checked in the
menu whichever way the window entered or left it (the window manager's own key too).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from ..model.settings import Settings
from .window_fit import ScreenFit


class WindowPlacement(QObject):
    """The placement of ``window`` (fitted by ``fit``), kept in ``settings``; ``toggle`` is the
    checkable View ▸ Full screen action, set to match the window."""

    def __init__(self, window: QMainWindow, settings: Settings, fit: ScreenFit, toggle: QAction) -> None:
        super().__init__(window)
        self.window, self.settings, self.fit, self.toggle = window, settings, fit, toggle
        window.installEventFilter(self)

    def restore(self) -> None:
        """The size, position, docks and full screen the window had when it was last closed."""
        w, geometry, state = self.window, self.settings.window_geometry, self.settings.window_state
        if geometry:
            w.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
            self.fit.keep_on_screen()
        if state:
            w.restoreState(QByteArray.fromBase64(state.encode("ascii")))
        self.set_full_screen(self.settings.full_screen, store=False)

    def save(self) -> None:
        """Remember the window's size, position, docks and full screen (saved at once)."""
        self.settings.window_geometry = self.window.saveGeometry().toBase64().toStdString()
        self.settings.window_state = self.window.saveState().toBase64().toStdString()
        self.settings.full_screen = self.window.isFullScreen()
        self.settings.save()

    def set_full_screen(self, on: bool, store: bool = True) -> None:
        """Full screen on or off (before the window is shown too); ``store``: remembered now."""
        state = self.window.windowState()
        state = state | Qt.WindowState.WindowFullScreen if on else state & ~Qt.WindowState.WindowFullScreen
        if state != self.window.windowState():
            self.window.setWindowState(state)
        self._show_checked()
        if store and self.settings.full_screen != on:
            self.settings.full_screen = on
            self.settings.save()

    def _show_checked(self) -> None:
        full = bool(self.window.windowState() & Qt.WindowState.WindowFullScreen)
        if self.toggle.isChecked() != full:
            self.toggle.blockSignals(True)
            self.toggle.setChecked(full)
            self.toggle.blockSignals(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowStateChange:
            self._show_checked()
        return False
