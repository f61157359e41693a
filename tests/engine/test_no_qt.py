"""The rules engine (and the computer players) must work without Qt."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import thousand_qt

PACKAGE_DIR = Path(thousand_qt.__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent
QT_ROOTS = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")

BLOCKED_IMPORT = textwrap.dedent("""
    import importlib.abc, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {roots!r}:
                raise ImportError("Qt is blocked in this test: " + name)
            return None

    sys.meta_path.insert(0, BlockQt())
    try:
        import PySide6  # noqa: F401
    except ImportError:
        pass
    else:
        raise SystemExit("the Qt blocker does not work")

    import importlib, pkgutil
    import thousand_qt.engine as engine
    for info in pkgutil.iter_modules(engine.__path__):
        importlib.import_module("thousand_qt.engine." + info.name)

    game = engine.Game()
    game.start_deal(seed=1)
    while game.to_act is not None:
        game.apply(game.legal_actions()[-1])
    assert not any(m.split(".")[0] in {roots!r} for m in sys.modules)
    print("engine ok", len(game.results))
""").format(roots=QT_ROOTS)


def test_engine_imports_and_plays_with_qt_blocked():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    proc = subprocess.run([sys.executable, "-c", BLOCKED_IMPORT], capture_output=True, text=True,
                          env=env, cwd=str(REPO_ROOT), timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "engine ok" in proc.stdout


def _qt_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names = [str(node.args[0].value)]
        found += [f"{path.name}:{node.lineno} {n}" for n in names if n.split(".")[0] in QT_ROOTS]
    return found


def test_no_storage_engine_or_ai_source_imports_qt():
    """Nor do the arena and the network benchmark, which run without a window. (pyproject.toml's
    "no-qt" import contract follows the imports; this also reads ``import_module`` calls and
    import statements in strings.)"""
    files = []
    for sub in ("storage", "engine", "ai", "measure/ai", "measure/net"):
        folder = PACKAGE_DIR / sub
        if folder.is_dir():
            files += sorted(folder.rglob("*.py"))
    assert any(f.parent.name == "engine" for f in files)
    offenders = [hit for f in files for hit in _qt_imports(f)]
    assert offenders == []
    # nor does the text mention an import of Qt in another form (e.g. inside exec strings)
    for f in files:
        text = f.read_text(encoding="utf-8")
        for root in ("PySide6", "shiboken6"):
            assert f"import {root}" not in text and f"from {root}" not in text, f
