"""The review cursor is pure Python: it imports and walks a record with Qt blocked."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import importlib.abc, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError("Qt is blocked in this test: " + name)
            return None

    sys.meta_path.insert(0, BlockQt())
    from thousand_qt.engine.record import load_record
    from thousand_qt.review import ReviewCursor, frame_of, record_upto
    cursor = ReviewCursor(load_record("tests/records/two_players.thousand"))
    index = 0
    while index < cursor.last:
        index = cursor.next_trick(index)
    frame_of(cursor, index, 0)
    record_upto(cursor.record, cursor.position(index))
    assert not any(m.split(".")[0] in ("PySide6", "shiboken6") for m in sys.modules)
    print("review ok", len(cursor))
""")


def test_the_review_package_works_with_qt_blocked():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env,
                          cwd=str(REPO_ROOT), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "review ok" in proc.stdout
