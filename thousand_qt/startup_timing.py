"""How long from launching the program until its main window is on screen.

Set ``THOUSAND_QT_STARTUP_TIMING=1`` and the first top-level window that gets painted prints
``window shown after X ms`` to stderr. X counts from the start of the *process* (read from
``/proc`` on Linux, so a bundle's bootloader and Python's own start-up are included; elsewhere
from the first import of this module). ``thousand_qt.cli.gui_main`` arms it
(:func:`watch_new_application`) before the game builds its window; the self-test
(``thousand-qt --self-test``) uses :func:`watch` with ``force=True``.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

ENV = "THOUSAND_QT_STARTUP_TIMING"
_IMPORTED_AT = time.time()
_filter = None  # the installed event filter (kept alive here)


def process_start_time() -> float:
    """The process's start as a ``time.time()`` value (Linux: from /proc; else: first import)."""
    try:
        with open("/proc/self/stat", "rb") as fh:
            stat = fh.read()
        with open("/proc/uptime", "rb") as fh:
            uptime = float(fh.read().split()[0])
        now = time.time()
        # field 22 (starttime, clock ticks after boot); the command name may hold spaces
        ticks = int(stat[stat.rindex(b")") + 2:].split()[19])
        age = uptime - ticks / os.sysconf("SC_CLK_TCK")
        return min(now - max(age, 0.0), _IMPORTED_AT)
    except (OSError, ValueError, IndexError, AttributeError):
        return _IMPORTED_AT


def elapsed_ms() -> float:
    """Milliseconds since the process started."""
    return (time.time() - process_start_time()) * 1000.0


def enabled() -> bool:
    return os.environ.get(ENV, "") not in ("", "0")


def watch(app: QApplication, force: bool = False, callback: Callable[[float], None] | None = None) -> None:
    """Report when the first top-level window of ``app`` (a QApplication) is first painted.

    ``callback(ms)`` is called with the time; by default it prints the line to stderr.
    """
    global _filter
    if not (force or enabled()) or _filter is not None:
        return
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QWidget

    def report(ms: float) -> None:
        if callback is not None:
            callback(ms)
        else:
            print(f"window shown after {ms:.0f} ms", file=sys.stderr, flush=True)

    class _FirstPaint(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.done = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
            if (not self.done and event.type() == QEvent.Type.Paint
                    and isinstance(obj, QWidget) and obj.isWindow() and obj.isVisible()):
                self.done = True
                # report once this paint is finished and the frame handed to the window system
                QTimer.singleShot(0, lambda: report(elapsed_ms()))
            return False

    _filter = _FirstPaint()
    app.installEventFilter(_filter)


def watch_new_application(argv: list[str]) -> QApplication:
    """Create the QApplication now and :func:`watch` it (the game's start-up reuses it)."""
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else \
        QApplication([sys.argv[0] if sys.argv else "thousand-qt", *argv])
    watch(app, force=True)
    return app
