"""The game window's frame: what the window shows around the table, and what its parts (files,
review, network play) may use of it.

:class:`WindowFrame` holds the model and the settings, the card renderer, the status line (the
message and the training aids' marker), the score sheet dock, the error box, the title, the
menu actions by key. :class:`~.main_window.MainWindow`
builds the table, the panels and the game's flow on it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from ..model.seat_model import SeatModel
from ..model.settings import Settings
from .dialog_lifetime import warning_box
from .names import shown_names
from .score_sheet import ScoreSheet
from .status_line import StatusLine
from .table.aids import aids_marker
from .table.card_renderer import CardRenderer
from .table.card_text import shown_indices
from .window_title import window_title

translate = QCoreApplication.translate

class WindowFrame(QMainWindow):
    """The frame of a game window around ``model`` and the settings wrapper."""

    def __init__(self, model: SeatModel, settings: Settings) -> None:
        super().__init__()
        self.model, self.settings = model, settings
        self.renderer = CardRenderer(shown_indices(settings))
        deck_error = self.renderer.use_deck(settings.deck, settings.deck_svg, settings.four_colour)
        if deck_error:      # said once, when the window is up
            QTimer.singleShot(0, lambda: self.show_error(deck_error))
        self.score_sheet = ScoreSheet(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_sheet)
        self.score_sheet.hide()
        self.status_label = StatusLine(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.aids_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.aids_label)
        self.last_error: QMessageBox | None = None
        # the menus' actions by key ("new", "undo", "score_sheet"…), filled by the window
        self.menu_actions: dict[str, QAction] = {}

    # -- the status line and messages -------------------------------------------------------
    def show_status(self, text: str) -> None:
        """A message in the status bar (its lines joined; a long one wraps, see StatusLine)."""
        self.status_label.setText(" ".join(text.split("\n")))

    def show_error(self, text: str) -> None:
        """``text`` in the status line and in a warning box (not blocking)."""
        self.show_status(text)
        self.last_error = warning_box(translate("MainWindow", "Thousand"), text, self)
        self.last_error.open()

    def show_aids_marker(self) -> None:
        """The status bar's "Aids: …" while the game has training aids on."""
        text, tip = aids_marker(self.model.aids)
        self.aids_label.setText(text)
        self.aids_label.setToolTip(tip)
        self.aids_label.setVisible(bool(text))

    # -- the score sheet --------------------------------------------------------------------
    def show_score_sheet(self) -> None:
        """View ▸ Score sheet, shown (from the deal's summary)."""
        self.score_sheet.show()
        self.score_sheet.raise_()

    def refresh_score_sheet(self) -> None:
        """The score sheet of the game being played."""
        self.score_sheet.show_results(shown_names(self.model.players), self.model.view().results)

    # -- the game ---------------------------------------------------------------------------
    def game_in_progress(self) -> bool:
        """A game that has begun and is not over (the model's :meth:`~.SeatModel.game_in_progress`)."""
        return self.model.game_in_progress()

    def update_title(self) -> None:
        """The title: the game's file (if it has one) and the program's name."""
        self.setWindowTitle(window_title(self.model.current_path))


__all__ = ["WindowFrame"]
