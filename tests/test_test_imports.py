"""Tests share code through helpers modules: no test file imports from another test file or from
a conftest (pytest finds fixtures by itself; an import of a test module runs its tests' module
twice and hides what is shared)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _private_imports(path: Path, root: Path) -> list[str]:
    """The imports in ``path`` of a test module or a conftest (relative or from ``tests.``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            names = [f"{module}.{a.name}" if module else a.name for a in node.names]
            if node.level == 0 and not module.startswith("tests"):
                names = []
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names if a.name.startswith("tests") or a.name == "conftest"]
        for name in names:
            if any(part.startswith("test_") or part == "conftest" for part in name.split(".")):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {name}")
    return found


def private_imports(root: Path = TESTS) -> list[str]:
    """Every import of a test module or a conftest under ``root``."""
    return [hit for path in sorted(root.rglob("*.py")) for hit in _private_imports(path, root)]


def test_the_check_finds_imports_of_test_modules_and_conftests(tmp_path):
    (tmp_path / "part").mkdir()
    files = {
        "part/test_a.py": "from .conftest import PLAYERS\nfrom .test_b import _helper\nfrom .helpers import ok\n",
        "part/test_b.py": "def f():\n    from tests.part.test_a import x\n    import conftest\n",
        "part/helpers.py": "from thousand_qt.engine import test_like_name\nfrom . import helpers_more\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert private_imports(tmp_path) == [
        "part/test_a.py:1: conftest.PLAYERS",
        "part/test_a.py:2: test_b._helper",
        "part/test_b.py:2: tests.part.test_a.x",
        "part/test_b.py:3: conftest",
    ]


def test_no_test_file_imports_another_test_file_or_a_conftest():
    found = private_imports()
    assert not found, "move what is shared into the part's helpers.py:\n" + "\n".join(found)
