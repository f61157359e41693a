"""The main window on the screen it opens on: its first size, a remembered geometry kept on
that screen, and a minimum size the screen can hold.

Pure functions of the screen's available geometry (in Qt's device-independent pixels, so
``QT_SCALE_FACTOR`` and the desktop's scaling are already in it; panels and docks are left
out) and the window manager's frame (title bar and borders), so that every screen size and
scale factor can be tried without one.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The size the window opens at on a screen with room for it.
PREFERRED = QSize(1280, 800)
#: The smallest window the table is laid out for; a smaller screen lowers it to what it holds.
MINIMUM = QSize(1024, 640)
#: The frame assumed before the window manager has framed the window (a title bar).
ASSUMED_FRAME = QMargins(0, 32, 0, 0)


def _room(available: QRect, frame: QMargins) -> QSize:
    """The largest window (without its frame) that fits in ``available``."""
    inner = available.marginsRemoved(frame)
    return QSize(max(1, inner.width()), max(1, inner.height()))


def minimum_size(available: QRect, frame: QMargins = ASSUMED_FRAME) -> QSize:
    """:data:`MINIMUM`, lowered to what the screen holds (a small or strongly scaled screen)."""
    return MINIMUM.boundedTo(_room(available, frame))


def first_rect(available: QRect, frame: QMargins = ASSUMED_FRAME) -> QRect:
    """The window's first geometry (its inside, without the frame): :data:`PREFERRED`, or the
    whole room of a smaller screen, centred on it with its frame inside the screen."""
    size = PREFERRED.boundedTo(_room(available, frame))
    return _inside(QRect(QPoint(0, 0), size), available, frame, centre=True)


def clamped_rect(remembered: QRect, available: QRect, frame: QMargins = ASSUMED_FRAME) -> QRect:
    """A remembered geometry (the inside) shrunk to the screen's room and moved, as little as
    need be, so that the window and its frame lie on the screen."""
    size = remembered.size().boundedTo(_room(available, frame))
    if size.width() < 1 or size.height() < 1:
        return first_rect(available, frame)
    return _inside(QRect(remembered.topLeft(), size), available, frame, centre=False)


def _inside(rect: QRect, available: QRect, frame: QMargins, centre: bool) -> QRect:
    inner = available.marginsRemoved(frame)
    if centre:
        rect.moveCenter(inner.center())
    x = min(max(rect.left(), inner.left()), inner.left() + inner.width() - rect.width())
    y = min(max(rect.top(), inner.top()), inner.top() + inner.height() - rect.height())
    rect.moveTopLeft(QPoint(max(x, inner.left()), max(y, inner.top())))
    return rect


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """Give a dialog its first size, ``width`` × ``height``, or less: what its screen has room for
    with a title bar (a dialog taller than a small or strongly scaled screen hid its buttons)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    widget.resize(QSize(width, height).boundedTo(_room(screen.availableGeometry(), ASSUMED_FRAME)))


def frame_of(frame_geometry: QRect, geometry: QRect) -> QMargins | None:
    """The frame the window manager drew around a shown window (None: no frame known)."""
    margins = QMargins(geometry.left() - frame_geometry.left(), geometry.top() - frame_geometry.top(),
                       frame_geometry.right() - geometry.right(), frame_geometry.bottom() - geometry.bottom())
    if margins.isNull() or min(margins.left(), margins.top(), margins.right(), margins.bottom()) < 0:
        return None
    return margins


class ScreenFit(QObject):
    """Fits ``window`` to its screen: at once (an assumed frame), again when first shown (the
    frame the window manager drew) and when it moves to another screen."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._shown = False
        available = self.available()
        window.setMinimumSize(minimum_size(available))
        window.setGeometry(first_rect(available))
        self._placed = window.geometry()    # a size set by the program before showing is kept
        self._first = True                  # the first size, not a remembered one
        self._framed = False                # fitted with the frame the window manager drew
        self._asked = window.geometry()     # the geometry asked for before it was framed
        window.installEventFilter(self)

    def available(self) -> QRect:
        """The available geometry of the window's screen."""
        screen = self.window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def keep_on_screen(self, frame: QMargins = ASSUMED_FRAME) -> None:
        """A minimum size the screen holds; a window that is not maximized shrunk and moved
        onto it (with ``frame`` around it)."""
        w, available = self.window, self.available()
        self._first = False
        if not self._framed:        # clamped again from here once the real frame is known
            self._asked = QRect(w.geometry())
        w.setMinimumSize(minimum_size(available, frame))
        if not w.isMaximized() and not w.isFullScreen():
            rect = clamped_rect(w.geometry(), available, frame)
            if rect != w.geometry():
                w.setGeometry(rect)
        self._placed = w.geometry()

    def refit_framed(self) -> None:
        """Once shown: kept on the screen with the frame it really has (none known, or a size the
        program asked for after the fit: as it is)."""
        frame = frame_of(self.window.frameGeometry(), self.window.geometry())
        if self._framed or frame is None or self.window.size() != self._placed.size():
            return
        self._framed = True
        if self._first and not self.window.isMaximized():   # the room the real frame leaves
            self.window.setGeometry(first_rect(self.available(), frame))
        elif not self._first and not self.window.isMaximized():   # not moved for a frame it lacks
            self.window.setGeometry(self._asked)
        self.keep_on_screen(frame)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window:
            return False
        if event.type() == QEvent.Type.WindowActivate:      # framed by now (X11: not at the show)
            self.refit_framed()
        if event.type() == QEvent.Type.Show and not self._shown:
            self._shown = True
            QTimer.singleShot(0, self, self.refit_framed)
            handle = self.window.windowHandle()
            if handle is not None:
                handle.screenChanged.connect(lambda _screen: self.keep_on_screen(
                    frame_of(self.window.frameGeometry(), self.window.geometry()) or ASSUMED_FRAME))
        return False
