"""The menus: Game (new, host a table, join a table, open, save, save as, review, review a file,
undo, hint, statistics, preferences, quit), View (score sheet, full screen, sound), Help (rules, controls, marks,
about). Texts are set in :func:`retranslate_menus`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from ..model.knowledge import review_refusal_text

translate = QCoreApplication.translate
S = QKeySequence.StandardKey
Shortcut = QKeySequence.StandardKey | str | None

# Each menu's entries in order: (key, standard shortcut or text, the fallback where the desktop
# has no standard key); None is a separator.
GAME: tuple[tuple[str, Shortcut, str | None] | None, ...] = (
    ("new", S.New, None), ("host", None, None), ("join", None, None), ("open", S.Open, None),
    ("save", S.Save, None), ("save_as", S.SaveAs, "Ctrl+Shift+S"), None,
    ("review", "Ctrl+R", None), ("review_file", None, None), None,
    ("undo", S.Undo, None), ("hint", "H", None), ("statistics", None, None), None,
    ("preferences", S.Preferences, "Ctrl+,"), None, ("quit", S.Quit, "Ctrl+Q"))
# View's entries that are switched on and off: (key, shortcuts); the score sheet's comes first.
VIEW: tuple[tuple[str, tuple[QKeySequence.StandardKey | str, ...]], ...] = (
    ("full_screen", ("F11", S.FullScreen)), ("sound", ()))
HELP: tuple[tuple[str, Shortcut, str | None] | None, ...] = (
    ("rules", S.HelpContents, None), ("controls", None, None), ("marks", None, None), None,
    ("about", None, None))


@dataclass(frozen=True)
class Menus:
    """The window's menus and their actions by key (the keys of :data:`GAME`, :data:`VIEW` and
    :data:`HELP`, and ``score_sheet``)."""

    game: QMenu
    view: QMenu
    help: QMenu
    actions: dict[str, QAction]


def build_menus(window: QMainWindow, slots: Mapping[str, Callable[[], object]], score_sheet: QDockWidget,
                toggles: Mapping[str, Callable[[bool], object]]) -> Menus:
    """Create the menus of ``window``, each entry triggering ``slots[key]``; View holds the
    ``score_sheet`` dock's toggle and the checkable entries of :data:`VIEW`, each switching
    ``toggles[key]``."""
    bar = window.menuBar()
    menus = Menus(bar.addMenu(""), bar.addMenu(""), bar.addMenu(""), {})
    for menu, entries in ((menus.game, GAME), (menus.help, HELP)):
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            key, shortcut, fallback = entry
            action = QAction(window)
            action.triggered.connect(slots[key])
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            if fallback is not None and action.shortcut().isEmpty():   # no standard key on this desktop
                action.setShortcut(QKeySequence(fallback))
            menu.addAction(action)
            menus.actions[key] = action
    menus.game.setToolTipsVisible(True)      # an entry that is off says why (Undo)
    sheet = score_sheet.toggleViewAction()
    sheet.setShortcut(QKeySequence("Ctrl+L"))
    menus.view.addAction(sheet)
    menus.actions["score_sheet"] = sheet
    for key, shortcuts in VIEW:
        action = QAction(window)
        action.setCheckable(True)
        keys = [QKeySequence(k) for k in shortcuts]
        action.setShortcuts([k for i, k in enumerate(keys) if not k.isEmpty() and k not in keys[:i]])
        action.toggled.connect(toggles[key])
        menus.view.addAction(action)
        menus.actions[key] = action
    return menus


def retranslate_menus(menus: Menus) -> None:
    """Set the menu texts (context "MainWindow", as ``MainWindow.tr`` would use)."""
    menus.game.setTitle(translate("MainWindow", "&Game"))
    menus.view.setTitle(translate("MainWindow", "&View"))
    menus.help.setTitle(translate("MainWindow", "&Help"))
    texts = {"new": translate("MainWindow", "&New game…"), "open": translate("MainWindow", "&Open…"),
             "host": translate("MainWindow", "Host a ta&ble…"), "join": translate("MainWindow", "&Join a table…"),
             "save": translate("MainWindow", "&Save"), "save_as": translate("MainWindow", "Save &as…"),
             "review": translate("MainWindow", "&Review"), "review_file": translate("MainWindow", "Review a &file…"),
             "undo": translate("MainWindow", "&Undo"), "hint": translate("MainWindow", "&Hint"),
             "statistics": translate("MainWindow", "S&tatistics…"),
             "preferences": translate("MainWindow", "&Preferences…"), "quit": translate("MainWindow", "&Quit"),
             "score_sheet": translate("MainWindow", "Score &sheet"),
             "full_screen": translate("MainWindow", "&Full screen"),
             "sound": translate("MainWindow", "S&ound"), "rules": translate("MainWindow", "&Rules"),
             "controls": translate("MainWindow", "&Controls"), "marks": translate("MainWindow", "&Marks"),
             "about": translate("MainWindow", "&About")}
    for key, text in texts.items():
        menus.actions[key].setText(text)


def show_undo_state(undo: QAction, refusal: str | None, reviewing: bool) -> None:
    """Undo on when the model allows it (``refusal`` None) and no review is shown; its tooltip
    and status tip say why it is off, or are its own text when it is on."""
    undo.setEnabled(refusal is None and not reviewing)
    undo.setToolTip(refusal or "")
    undo.setStatusTip(refusal or "")


def show_review_state(review: QAction, shown: bool) -> None:
    """Game ▸ Review on once a deal of the game is over (``shown``); off, saying why, before."""
    refusal = "" if shown else review_refusal_text()
    review.setEnabled(shown)
    review.setToolTip(refusal)
    review.setStatusTip(refusal)
