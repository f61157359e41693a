"""The statistics package works without Qt (the window only shows what it computes)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import thousand_qt

REPO_ROOT = Path(thousand_qt.__file__).resolve().parent.parent

SCRIPT = textwrap.dedent("""
    import sys, tempfile
    for root in ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2"):
        sys.modules[root] = None          # any import of it now raises ImportError
    from thousand_qt.engine.record import load_record
    from thousand_qt.stats import StatsStore, by_group
    store = StatsStore(tempfile.mkdtemp())
    print(store.record_game(load_record(sys.argv[1])).status)
    data, problem = store.load()
    print(by_group(data.games)[0].wins, problem)
    assert not [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6") and sys.modules[m]]
""")


def test_statistics_work_with_qt_blocked():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    record = REPO_ROOT / "tests" / "records" / "barrel_win.thousand"
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(record)], capture_output=True, text=True,
                          env=env, cwd=str(REPO_ROOT), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["counted", "1", "None"]
