"""The window fits the screen it opens on: the first size, a remembered geometry and the
minimum size, for several screen sizes and scale factors (available geometry in Qt's
device-independent pixels, as a scale factor of 2 halves a 1920 × 1080 screen to 960 × 540)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QMargins, QRect, QSize

from thousand_qt.view.window_fit import (
    ASSUMED_FRAME,
    MINIMUM,
    PREFERRED,
    clamped_rect,
    first_rect,
    frame_of,
    minimum_size,
)

# (physical width, height, scale factor, height of the desktop's panel in physical pixels)
SCREENS = [(1024, 640, 1.0, 0), (1024, 640, 1.0, 28), (1280, 800, 1.0, 28), (1366, 768, 1.0, 32),
           (1920, 1080, 1.0, 32), (1920, 1080, 2.0, 32), (1920, 1080, 1.5, 0), (2560, 1440, 2.0, 48),
           (3840, 2160, 2.0, 48)]


def _available(width: int, height: int, scale: float, panel: int) -> QRect:
    """The screen less a panel at the top, in device-independent pixels."""
    return QRect(0, round(panel / scale), round(width / scale), round((height - panel) / scale))


def _with_frame(rect: QRect, frame: QMargins) -> QRect:
    return rect.marginsAdded(frame)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("frame", [ASSUMED_FRAME, QMargins(4, 28, 4, 4), QMargins()])
def test_the_first_window_and_its_frame_lie_on_the_screen(screen, frame):
    available = _available(*screen)
    rect = first_rect(available, frame)
    assert available.contains(_with_frame(rect, frame))
    assert rect.width() <= PREFERRED.width() and rect.height() <= PREFERRED.height()
    roomy = available.width() - frame.left() - frame.right() >= PREFERRED.width() and \
        available.height() - frame.top() - frame.bottom() >= PREFERRED.height()
    assert (rect.size() == PREFERRED) == roomy        # a roomy screen: the preferred size, centred
    minimum = minimum_size(available, frame)
    assert minimum.width() <= rect.width() and minimum.height() <= rect.height()
    assert minimum.boundedTo(MINIMUM) == minimum


def test_a_1024_by_640_screen_with_a_title_bar_gets_a_window_that_fits():
    available = QRect(0, 0, 1024, 640)
    rect = first_rect(available, QMargins(0, 30, 0, 0))
    assert rect == QRect(0, 30, 1024, 610)
    assert minimum_size(available, QMargins(0, 30, 0, 0)) == QSize(1024, 610)


def test_scale_factor_two_on_full_hd_lowers_the_minimum_to_the_screen():
    available = _available(1920, 1080, 2.0, 32)       # 960 × 524 device-independent pixels
    assert minimum_size(available, QMargins(0, 15, 0, 0)) == QSize(960, 509)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("remembered", [QRect(100, 80, 1280, 800), QRect(-300, -50, 1900, 1000),
                                        QRect(2500, 1500, 1024, 640), QRect(10, 40, 700, 500)])
def test_a_remembered_geometry_is_kept_on_the_current_screen(screen, remembered):
    available = _available(*screen)
    frame = QMargins(3, 26, 3, 3)
    rect = clamped_rect(remembered, available, frame)
    assert available.contains(_with_frame(rect, frame))
    assert rect.width() <= remembered.width() and rect.height() <= remembered.height()
    if available.contains(_with_frame(remembered, frame)):
        assert rect == remembered                       # one that fits is left as it was


def test_the_frame_is_read_from_a_shown_window():
    assert frame_of(QRect(0, 0, 808, 636), QRect(4, 28, 800, 604)) == QMargins(4, 28, 4, 4)
    assert frame_of(QRect(4, 28, 800, 604), QRect(4, 28, 800, 604)) is None


_PROBE = """
import json
from PySide6.QtWidgets import QApplication
from thousand_qt.model import GameModel, Settings
from thousand_qt.view.app import build_window
app = QApplication([])
settings = Settings()
settings.window_geometry = {geometry!r}
win = build_window(GameModel(autosave=False, think_pause_ms=0), settings)
win.show()
for _ in range(20):
    app.processEvents()
f, m, a = win.frameGeometry(), win.minimumSize(), win.screen().availableGeometry()
print(json.dumps({{"frame": [f.x(), f.y(), f.width(), f.height()], "minimum": [m.width(), m.height()],
                  "available": [a.x(), a.y(), a.width(), a.height()],
                  "status": win.statusBar().geometry().bottom() < win.height()}}))
"""


def _probe(tmp_path, width: int, height: int, scale: float, geometry: str = "") -> dict:
    """The shown window's frame and minimum size on an offscreen screen of ``width`` × ``height``
    physical pixels at ``scale``."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "S", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=str(scale))
    out = subprocess.run([sys.executable, "-c", _PROBE.format(geometry=geometry)], env=env, check=True,
                         capture_output=True, text=True, timeout=120).stdout
    return json.loads(out.strip().splitlines()[-1])


@pytest.mark.parametrize(("width", "height", "scale"), [(1024, 640, 1.0), (1920, 1080, 2.0), (1280, 800, 1.0)])
def test_the_shown_window_fits_the_screen(tmp_path, width, height, scale):
    shown = _probe(tmp_path, width, height, scale)
    x, y, w, h = shown["frame"]
    ax, ay, aw, ah = shown["available"]
    assert (aw, ah) == (round(width / scale), round(height / scale))
    assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah
    assert shown["minimum"][0] <= aw and shown["minimum"][1] <= ah
    assert shown["status"]


def test_a_geometry_remembered_on_a_larger_screen_is_kept_on_a_smaller_one(tmp_path, qtbot):
    from PySide6.QtCore import QByteArray
    from PySide6.QtWidgets import QMainWindow

    big = QMainWindow()
    qtbot.addWidget(big)
    big.setGeometry(40, 40, 1800, 1000)   # as saved on a large screen (not shown here)
    saved = bytes(QByteArray(big.saveGeometry()).toBase64()).decode("ascii")
    shown = _probe(tmp_path, 1024, 640, 1.0, saved)
    x, y, w, h = shown["frame"]
    assert x >= 0 and y >= 0 and x + w <= 1024 and y + h <= 640


def test_a_remembered_geometry_filling_the_screen_under_a_thin_title_bar_is_kept(qtbot, monkeypatch):
    """Restored before the window manager framed it, a window under a title bar thinner than the
    assumed one was moved down by the difference and shortened, and stayed so once framed (a
    strip of desktop above it at every start)."""
    from PySide6.QtWidgets import QMainWindow

    from thousand_qt.view import window_fit

    win = QMainWindow()
    qtbot.addWidget(win)
    fit = window_fit.ScreenFit(win)
    title = QMargins(0, 19, 0, 0)
    assert title.top() < ASSUMED_FRAME.top()
    remembered = fit.available().marginsRemoved(title)      # maximal, as the last run left it
    win.setGeometry(remembered)
    fit.keep_on_screen()                                    # restored: the frame is not known yet
    monkeypatch.setattr(window_fit, "frame_of", lambda frame, geometry: title)
    fit.refit_framed()                                      # framed: the title bar it really has
    assert win.geometry() == remembered
