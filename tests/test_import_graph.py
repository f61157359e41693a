"""The package's modules import each other without a circle.

The layers (imports only downwards, every module in a layer, no Qt below the model) are
import-linter's contracts in pyproject.toml (``lint-imports``, run by ``make lint``). What they
cannot say is checked here: no two modules import each other round a circle, whichever packages
they are in (import-linter's ``acyclic_siblings`` judges whole sub-packages instead, which the
view's rooms do not meet).

Every ``.py`` file of ``thousand_qt`` is a node (a package's ``__init__`` is the package's own
node); every import in its text is an edge: relative and absolute ones, inside functions and
under ``TYPE_CHECKING`` too. Importing a submodule runs its parent package first, but that
implicit step is no edge: only what a file names counts.
"""

from __future__ import annotations

import ast
from pathlib import Path

import thousand_qt

PACKAGE = "thousand_qt"
ROOT = Path(thousand_qt.__file__).resolve().parent

# Circles that exist today and are being broken on other branches; empty this once they are.
KNOWN_CIRCLES: frozenset[frozenset[str]] = frozenset({
})


def module_names(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of ``package`` (found under ``root``) by dotted name -> its file."""
    names: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join([package, *parts])] = path
    return names


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _imported(module: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that the file ``path`` (module ``module``) names in an import."""
    own_package = module if _is_package(path) else module.rpartition(".")[0]
    found: set[str] = set()

    def closest(name: str) -> str | None:
        """``name`` itself or the nearest enclosing module we know (``pkg.mod.Class`` -> ``pkg.mod``)."""
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = closest(alias.name)
                if target:
                    found.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = own_package.split(".")
                base_parts = base_parts[:len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                target = submodule if submodule in known else closest(base)
                if target:
                    found.add(target)
    found.discard(module)
    return found


def import_graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """Module -> the package modules it imports, for every module of ``package``."""
    modules = module_names(root, package)
    known = set(modules)
    return {name: _imported(name, path, known) for name, path in modules.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The groups of modules that reach each other (Tarjan); one-module groups left out."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, set())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(frozenset(group))

    for start in sorted(graph):
        if start not in index:
            visit(start)
    return groups


def a_circle(graph: dict[str, set[str]], group: frozenset[str]) -> list[str]:
    """One circle through the modules of ``group`` (a strongly connected group), to print."""
    start = min(group)
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:   # breadth first inside the group, back to ``start``
        following = []
        for node in frontier:
            for nxt in sorted(graph[node] & group):
                if nxt == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [*reversed(path), start]
                if nxt not in previous:
                    previous[nxt] = node
                    following.append(nxt)
        frontier = following
    raise ValueError("the group holds no circle")


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One printable circle per group of modules that import each other round."""
    return [a_circle(graph, group) for group in strongly_connected(graph)]


def test_the_circle_finder_finds_circles():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}, "f": {"a"}}
    assert sorted(circles(graph)) == [["a", "b", "c", "a"], ["d", "e", "d"]]
    assert circles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_the_graph_sees_every_kind_of_import(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    files = {
        "__init__.py": "from .a import x\n",
        "a.py": "import pkg.b\n",
        "b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.sub import c\n",
        "sub/__init__.py": "",
        "sub/c.py": "def f():\n    from .. import d\n    from ..sub import e\n",
        "d.py": "from pkg import a\n",
        "e.py": "from pkg.sub.c import f\nfrom . import name_in_init\n",
    }
    for name, text in files.items():
        (pkg / name).write_text(text, encoding="utf-8")
    assert import_graph(pkg, "pkg") == {
        "pkg": {"pkg.a"},
        "pkg.a": {"pkg.b"},
        "pkg.b": {"pkg.sub.c"},
        "pkg.sub": set(),
        "pkg.sub.c": {"pkg.d", "pkg.sub"},
        "pkg.d": {"pkg.a"},
        "pkg.e": {"pkg.sub.c", "pkg"},
    }
    assert circles(import_graph(pkg, "pkg")) == [["pkg.a", "pkg.b", "pkg.sub.c", "pkg.d", "pkg.a"]]


def test_the_graph_covers_the_whole_package():
    graph = import_graph()
    assert {"thousand_qt", "thousand_qt.engine", "thousand_qt.model.game_model"} <= set(graph)
    assert "thousand_qt.engine.cards" in graph["thousand_qt.engine.actions"]       # relative
    assert "thousand_qt.engine.state" in graph["thousand_qt.model.game_model"]     # absolute


def test_no_module_imports_itself_round_a_circle():
    graph = import_graph()
    found = {frozenset(c): c for c in circles(graph)}
    new = [" -> ".join(circle) for group, circle in found.items() if group not in KNOWN_CIRCLES]
    assert not new, "import circles:\n" + "\n".join(new)


def test_the_known_circles_still_exist():
    """A broken circle leaves the allow-list: remove it there."""
    gone = KNOWN_CIRCLES - set(strongly_connected(import_graph()))
    assert not gone, f"no longer circles, remove from KNOWN_CIRCLES: {sorted(map(sorted, gone))}"


def test_the_table_never_imports_a_panel():
    """The panels lie over the table and are placed by its geometry; the table knows them only
    as overlays (graphics_view.Overlay)."""
    found = [f"{module} -> {target}" for module, targets in sorted(import_graph().items())
             if module.startswith("thousand_qt.view.table") for target in sorted(targets)
             if target.startswith("thousand_qt.view.panels")]
    assert not found, "\n".join(found)
