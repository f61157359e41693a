"""The dialogs that open at a set size fit a small (or strongly scaled) screen: at
``QT_SCALE_FACTOR=2`` on 1920×1080 (960×540) Preferences and Help opened taller than the
screen, their OK / Close buttons below its edge."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

_PROBE = """
import json
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from thousand_qt.model import Settings
from thousand_qt.view.dialogs.help import HelpDialog
from thousand_qt.view.dialogs.preferences import PreferencesDialog
from thousand_qt.view.window_fit import ASSUMED_FRAME
app = QApplication([])
out = {}
for name, dialog in (("preferences", PreferencesDialog(Settings())),
                     ("help", HelpDialog(lambda: "Rules", lambda: "<p>x</p>" * 200))):
    dialog.show()
    for _ in range(10):
        app.processEvents()
    a = dialog.screen().availableGeometry()
    buttons = dialog.findChild(QDialogButtonBox)
    bottom = buttons.mapTo(dialog, buttons.rect().bottomLeft()).y()
    out[name] = {"height": dialog.height(), "width": dialog.width(), "room": [a.width(), a.height()],
                 "least": dialog.minimumSizeHint().height(), "title": ASSUMED_FRAME.top(),
                 "buttons_inside": bottom < dialog.height()}
print(json.dumps(out))
"""


@pytest.mark.parametrize(("width", "height", "scale"), [(1920, 1080, 2.0), (1024, 640, 1.0)])
def test_preferences_and_help_fit_the_screen(tmp_path, width, height, scale):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "S", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=str(scale))
    run = subprocess.run([sys.executable, "-c", _PROBE], env=env, check=True, capture_output=True, text=True,
                         timeout=120)
    shown = json.loads(run.stdout.strip().splitlines()[-1])
    for name, fit in shown.items():
        room_w, room_h = fit["room"]
        assert fit["height"] <= room_h and fit["width"] <= room_w, (name, fit)
        # room for a title bar, unless the dialog's content needs more (never more than the screen)
        assert fit["height"] <= max(room_h - fit["title"], fit["least"]), (name, fit)
        assert fit["buttons_inside"], name
