"""The engine's modules import each other without a circle (type-only imports included)."""

from __future__ import annotations

import ast
from pathlib import Path

import thousand_qt.engine

ENGINE_DIR = Path(thousand_qt.engine.__file__).resolve().parent
PACKAGE = "thousand_qt.engine"


def _engine_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports anywhere in its text (functions, TYPE_CHECKING too)."""
    modules = {p.stem for p in ENGINE_DIR.glob("*.py")}
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                base = node.module or ""
            elif node.level == 0 and (node.module or "").startswith(PACKAGE + "."):
                base = (node.module or "")[len(PACKAGE) + 1:]
            else:
                continue
            if base:
                found.add(base.split(".")[0])
            else:  # "from . import actions"
                found |= {alias.name for alias in node.names if alias.name in modules}
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(PACKAGE + "."):
                    found.add(alias.name[len(PACKAGE) + 1:].split(".")[0])
    return found & modules


def _graph() -> dict[str, set[str]]:
    return {p.stem: _engine_imports(p) for p in sorted(ENGINE_DIR.glob("*.py")) if p.stem != "__init__"}


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}   # 1 = on the current path, 2 = done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, set())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state:
            cycle = visit(start)
            if cycle:
                return cycle
    return None


def test_the_cycle_finder_finds_a_cycle():
    assert _find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_the_graph_sees_relative_and_absolute_imports():
    graph = _graph()
    assert "cards" in graph["actions"]
    assert "rules" in graph["scoring"]


def test_engine_modules_import_without_a_circle():
    assert _find_cycle(_graph()) is None
