"""The view asks its model through one interface (thousand_qt.model.seat_model.SeatModel): no
module of the view asks which model class it holds, and both models answer every question of
the interface (mypy checks the types; this checks the names at run time as well)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import thousand_qt
import thousand_qt.model
from thousand_qt.model.game_model import GameModel
from thousand_qt.model.net.seat import NetSeatModel
from thousand_qt.model.seat_model import LocalGames, SeatModel
from thousand_qt.model.signals import GameSignals

VIEW = Path(thousand_qt.__file__).resolve().parent / "view"


def _model_module(module: str | None, level: int, own: str) -> bool:
    """Whether ``from <level dots><module> import ...`` in the package ``own`` names thousand_qt.model."""
    if level:
        base = own.split(".")[:len(own.split(".")) - (level - 1)]
        name = ".".join(base + ([module] if module else []))
    else:
        name = module or ""
    return name == "thousand_qt.model" or name.startswith("thousand_qt.model.")


def model_classes() -> set[str]:
    """The names of the model layer's game models: every class of ``thousand_qt.model`` that emits
    the game's signals, and the interface's protocols."""
    names = {"SeatModel", "TableSeat", "SeatSignals", "LocalGames"}
    for info in pkgutil.walk_packages(thousand_qt.model.__path__, "thousand_qt.model."):
        module = importlib.import_module(info.name)
        names.update(name for name, value in vars(module).items()
                     if inspect.isclass(value) and issubclass(value, GameSignals))
    return names


def model_type_tests(source: str, package: str, classes: set[str]) -> list[str]:
    """The ``isinstance``/``issubclass`` calls of ``source`` (a module of ``package``) whose class
    is one of ``classes`` imported from the model layer, as ``line: text``."""
    tree = ast.parse(source)
    from_model: set[str] = set()
    model_modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and _model_module(node.module, node.level, package):
            from_model.update(alias.asname or alias.name for alias in node.names if alias.name in classes)
            model_modules.update(alias.asname or alias.name for alias in node.names if alias.name not in classes)
        elif isinstance(node, ast.Import):
            model_modules.update(alias.asname or alias.name for alias in node.names
                                 if _model_module(alias.name, 0, package))

    def from_the_model(expr: ast.expr) -> bool:
        if isinstance(expr, ast.Tuple):
            return any(from_the_model(e) for e in expr.elts)
        if isinstance(expr, ast.Name):
            return expr.id in from_model
        if isinstance(expr, ast.Attribute):
            root = expr
            while isinstance(root, ast.Attribute):
                root = root.value       # type: ignore[assignment]
            return expr.attr in classes and isinstance(root, ast.Name) and (
                root.id in model_modules or ast.unparse(expr).startswith("thousand_qt.model."))
        return False

    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("isinstance", "issubclass") and len(node.args) == 2
                and from_the_model(node.args[1])):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_check_finds_a_type_test_on_a_model_class():
    source = "\n".join([
        "from ..model.game_model import GameModel",
        "from ..model import net as n",
        "import thousand_qt.model.net.seat",
        "def f(m, w):",
        "    if isinstance(m, GameModel): pass",
        "    if isinstance(m, (int, n.seat.NetSeatModel)): pass",
        "    if isinstance(m, thousand_qt.model.net.seat.NetSeatModel): pass",
        "    if isinstance(w, int): pass",
    ])
    assert model_type_tests(source, "thousand_qt.view", {"GameModel", "NetSeatModel"}) == [
        "5: isinstance(m, GameModel)", "6: isinstance(m, (int, n.seat.NetSeatModel))",
        "7: isinstance(m, thousand_qt.model.net.seat.NetSeatModel)"]


def test_no_module_of_the_view_tests_the_models_class():
    found, classes = {}, model_classes()
    assert {"GameModel", "NetSeatModel", "SeatBase", "SeatModel"} <= classes
    for path in sorted(VIEW.rglob("*.py")):
        parts = path.relative_to(VIEW.parent.parent).with_suffix("").parts
        package = ".".join(parts if path.name == "__init__.py" else parts[:-1])
        tests = model_type_tests(path.read_text(encoding="utf-8"), package.removesuffix(".__init__"), classes)
        if tests:
            found[str(path.relative_to(VIEW))] = tests
    assert not found, f"the view asks which model it has (ask the model's SeatModel instead): {found}"


def _members(protocol: type) -> set[str]:
    """The names a protocol asks for, its bases' included (``typing``'s own left out)."""
    names: set[str] = set()
    for cls in inspect.getmro(protocol):
        if cls.__module__.startswith("thousand_qt."):
            names.update(n for n in vars(cls) if not n.startswith("_"))
            names.update(getattr(cls, "__annotations__", {}))
    return names


def test_both_models_have_every_member_of_the_interface(qapp):
    for model in (GameModel(autosave=False), NetSeatModel()):
        try:
            missing = {name for name in _members(SeatModel) if not hasattr(model, name)}
            assert not missing, f"{type(model).__name__} lacks {sorted(missing)}"
        finally:
            model.shutdown(2000)


def test_only_the_game_on_this_computer_starts_games(qapp):
    local, seat = GameModel(autosave=False), NetSeatModel()
    try:
        games = local.local_games()
        assert games is local and _members(LocalGames) <= set(dir(games))
        assert seat.local_games() is None
        assert local.can_save() and not seat.can_save()     # a guest has no record before the table ends
        assert local.can_undo() is False and seat.can_undo() is False    # nothing played yet
        assert local.last_deal_talon() is None and seat.last_deal_talon() is None
        assert not local.game_in_progress() and not seat.game_in_progress()
    finally:
        local.shutdown(2000)
        seat.shutdown(2000)
