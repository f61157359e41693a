"""Qt is no optional tool: where PySide6's widgets do not load (a broken install, a system
library missing), the view tests fail and say so, instead of being skipped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Loaded at start-up by the child Python: PySide6.QtWidgets fails to import, as it does
#: when a system library Qt needs is missing.
BROKEN_QT = '''
import sys

class BrokenQtWidgets:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtWidgets":
            raise ImportError("libEGL.so.1: cannot open shared object file")
        return None

sys.meta_path.insert(0, BrokenQtWidgets())
'''


def test_a_broken_qt_fails_the_view_tests_instead_of_skipping_them(tmp_path):
    (tmp_path / "sitecustomize.py").write_text(BROKEN_QT, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests/view/test_rules_page_schema.py"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    said = run.stdout + run.stderr
    assert run.returncode not in (0, 5), said          # 5: nothing collected (all skipped away)
    assert "skipped" not in said and "libEGL.so.1" in said and "qt-system-deps.sh" in said, said
