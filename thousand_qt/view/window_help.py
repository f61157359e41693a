"""The Help menu's pages of the game window: the rules of the game being played, the controls,
the marks, and About.

:class:`HelpPages` is the layer of the window between its frame (:mod:`.window_frame`) and the
table (:class:`~.main_window.MainWindow`): one Help dialog, built on first use, shows each page
and builds its texts again on a language change and for a new game's rules.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from ..model.seat_model import SeatModel
from ..model.settings import Settings
from .dialogs.help import HelpDialog, about_text, controls_html, marks_html
from .dialogs.rules_help import rules_html
from .window_frame import WindowFrame

translate = QCoreApplication.translate


class HelpPages(WindowFrame):
    """A game window's frame with its Help pages (their texts in the window's context,
    "MainWindow")."""

    def __init__(self, model: SeatModel, settings: Settings) -> None:
        super().__init__(model, settings)
        self.help_dialog: HelpDialog | None = None

    def show_help(self, title: Callable[[], str], source: Callable[[], str]) -> None:
        """Show a Help page (``title`` and ``source`` build its texts, again on a language change)."""
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(title, source, self)
            self.model.gameStarted.connect(self.help_dialog.retranslate_ui)   # the rules of a new game
        self.help_dialog.show_page(title, source)

    def show_rules(self) -> None:
        """The rules of the game being played, with its house rules' values."""
        self.show_help(lambda: translate("MainWindow", "Rules of this game"),
                       lambda: rules_html(self.model.rules, len(self.model.players)))

    def show_controls(self) -> None:
        """Help ▸ Controls: the mouse and the keys, with the menus' shortcuts."""
        self.show_help(lambda: translate("MainWindow", "Controls"), lambda: controls_html(self.menu_actions.values()))

    def show_marks(self) -> None:
        """Help ▸ Marks: what the marks on the table mean."""
        self.show_help(lambda: translate("MainWindow", "Marks"), marks_html)

    def show_about(self) -> None:
        """Help ▸ About."""
        QMessageBox.about(self, translate("MainWindow", "About Thousand"), about_text())
