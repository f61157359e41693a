"""The menus: Game (new, host a table, join a table, open, save, save as, review, review a file, undo, hint, statistics, preferences, quit), View
(score sheet), Help (rules, controls, marks, about). Texts are set in :func:`retranslate_menus`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

translate = QCoreApplication.translate


def build_menus(window) -> dict[str, QAction]:
    """Create the menus and actions of ``window`` (a MainWindow); returns the actions by key."""
    bar = window.menuBar()
    window.game_menu = bar.addMenu("")
    window.view_menu = bar.addMenu("")
    window.help_menu = bar.addMenu("")
    actions: dict[str, QAction] = {}

    def add(menu, key, slot, shortcut=None, fallback=None):
        action = QAction(window)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if fallback is not None and action.shortcut().isEmpty():   # no standard key on this desktop
            action.setShortcut(QKeySequence(fallback))
        menu.addAction(action)
        actions[key] = action
        return action

    S = QKeySequence.StandardKey
    add(window.game_menu, "new", window.new_game, S.New)
    add(window.game_menu, "host", window.net_play.host_dialog)
    add(window.game_menu, "join", window.net_play.join_dialog)
    add(window.game_menu, "open", window.files.open_dialog, S.Open)
    add(window.game_menu, "save", window.files.save, S.Save)
    add(window.game_menu, "save_as", window.files.save_as, S.SaveAs, "Ctrl+Shift+S")
    window.game_menu.addSeparator()
    add(window.game_menu, "review", window.review.review_current, "Ctrl+R")
    add(window.game_menu, "review_file", window.review.open_dialog)
    window.game_menu.addSeparator()
    add(window.game_menu, "undo", window.undo, S.Undo)
    add(window.game_menu, "hint", window.model.request_hint, "H")
    add(window.game_menu, "statistics", window.statistics_view.open_dialog)
    window.game_menu.addSeparator()
    add(window.game_menu, "preferences", window.preferences, S.Preferences, "Ctrl+,")
    window.game_menu.addSeparator()
    add(window.game_menu, "quit", window.close, S.Quit, "Ctrl+Q")
    sheet = window.score_sheet.toggleViewAction()
    sheet.setShortcut(QKeySequence("Ctrl+L"))
    window.view_menu.addAction(sheet)
    actions["score_sheet"] = sheet
    add(window.help_menu, "rules", window.show_rules, S.HelpContents)
    add(window.help_menu, "controls", window.show_controls)
    add(window.help_menu, "marks", window.show_marks)
    window.help_menu.addSeparator()
    add(window.help_menu, "about", window.show_about)
    return actions


def retranslate_menus(window) -> None:
    """Set the menu texts (context "MainWindow", as ``MainWindow.tr`` would use)."""
    window.game_menu.setTitle(translate("MainWindow", "&Game"))
    window.view_menu.setTitle(translate("MainWindow", "&View"))
    window.help_menu.setTitle(translate("MainWindow", "&Help"))
    texts = {"new": translate("MainWindow", "&New game…"), "open": translate("MainWindow", "&Open…"),
             "host": translate("MainWindow", "Host a ta&ble…"), "join": translate("MainWindow", "&Join a table…"),
             "save": translate("MainWindow", "&Save"), "save_as": translate("MainWindow", "Save &as…"),
             "review": translate("MainWindow", "&Review"), "review_file": translate("MainWindow", "Review a &file…"),
             "undo": translate("MainWindow", "&Undo"), "hint": translate("MainWindow", "&Hint"),
             "statistics": translate("MainWindow", "S&tatistics…"),
             "preferences": translate("MainWindow", "&Preferences…"), "quit": translate("MainWindow", "&Quit"),
             "score_sheet": translate("MainWindow", "Score &sheet"), "rules": translate("MainWindow", "&Rules"),
             "controls": translate("MainWindow", "&Controls"), "marks": translate("MainWindow", "&Marks"),
             "about": translate("MainWindow", "&About")}
    for key, text in texts.items():
        window.actions[key].setText(text)
