"""Network play runs headless: no module of thousand_qt.net imports Qt, not even indirectly."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    import importlib, importlib.abc, pkgutil, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                raise ImportError("Qt is blocked in this test: " + name)
            return None

    sys.meta_path.insert(0, BlockQt())
    import thousand_qt.net as net
    for info in pkgutil.iter_modules(net.__path__):
        importlib.import_module("thousand_qt.net." + info.name)
    import thousand_qt.cli
    assert thousand_qt.cli.main(["serve", "--help"]) == 0
    print("ok")
""")


def test_the_net_package_and_serve_need_no_qt() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok")
