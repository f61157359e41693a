"""The main window: the table, the in-table panels, the score sheet dock, menus and status line."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from thousand_qt.engine.actions import Action, Discard, Give, Play, TakeTalon
from thousand_qt.engine.aids import Aids

from .action_words import action_words
from .animation import AnimationQueue
from .card_renderer import CardRenderer
from .card_text import shown_indices
from .celebration import Celebration
from .dialogs.auction_panel import AuctionPanel
from .dialogs.declarer_panels import ContractPanel, DiscardPanel, GivePanel, TalonChoicePanel
from .dialogs.help import HelpDialog, about_text, controls_html, marks_html
from .dialogs.rules_help import rules_html
from .dialogs.statistics import StatisticsRecorder
from .dialogs.summary import DealSummaryDialog, GameOverDialog
from .dialog_lifetime import freed_on_close, warning_box
from .forced_play import ForcedPlay
from .game_files import GameFiles
from .human_input import GIVE, PLAY, TALON, HumanInput
from .menus import build_menus
from .names import shown_names
from .net_play import NetPlay
from .review_mode import ReviewMode
from .score_sheet import ScoreSheet
from .table_aids import aids_marker
from .table_controller import TableController
from .table_scene import TableScene
from .table_view import TableView
from .window_fit import ScreenFit
from .window_title import window_title


class MainWindow(QMainWindow):
    """The game window around a model (``GameModel``) and the settings wrapper; ``table_window``
    is the class of a network table's window (Game ▸ Host a table…, Join a table…)."""

    def __init__(self, model, settings, table_window=None) -> None:
        super().__init__()
        self.model, self.settings = model, settings
        self.setObjectName("MainWindow")
        self.renderer = CardRenderer(shown_indices(settings))
        deck_error = self.renderer.use_deck(settings.deck, settings.deck_svg, settings.four_colour)
        if deck_error:      # said once, when the window is up
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, lambda: self.show_error(deck_error))
        self.scene = TableScene(self.renderer, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.queue = AnimationQueue(self, settings.animation_speed)
        self.controller = TableController(model, self.scene, self.queue, self)
        self.input = HumanInput(model, self.scene, self.queue, self)
        self.input.auto_declare = settings.auto_declare_marriages
        self.controller.apply_settings(settings)
        self.input.askMarriage = self.ask_marriage
        self.forced = ForcedPlay(model, self.input, self.queue, self.controller, self)
        self.forced.enabled = settings.auto_play_forced
        self.celebration = Celebration(self.scene, self.queue, self)     # the winner's, on the table
        self.auction_panel = AuctionPanel(model, self.view)
        self.give_panel = GivePanel(model, self.input, self.view)
        self.contract_panel = ContractPanel(model, self.view)
        self.talon_panel = TalonChoicePanel(model, self.view)
        self.discard_panel = DiscardPanel(model, self.input, self.view)
        self.panels = [self.auction_panel, self.give_panel, self.contract_panel, self.talon_panel,
                       self.discard_panel]
        for panel in self.panels:
            panel.action.connect(self.submit)
        self.score_sheet = ScoreSheet(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_sheet)
        self.score_sheet.hide()
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.aids_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.aids_label)
        self.summary: DealSummaryDialog | None = None
        self.game_over: GameOverDialog | None = None
        self.last_error: QMessageBox | None = None
        self.help_dialog: HelpDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self._pending_over: tuple | None = None
        self.files = GameFiles(self)
        self.review = ReviewMode(self)     # Game ▸ Review: a read-only look at a record
        self.statistics = StatisticsRecorder(model, self)   # counts each finished game once
        self.net_play = NetPlay(self, table_window)      # Game ▸ Host a table…, Join a table…
        self.actions: dict[str, QAction] = build_menus(self)
        self._connect()
        self.update_actions()
        self.retranslate_ui()
        self.screen_fit = ScreenFit(self)      # the first size, and kept on the screen
        self.restore_window_state()

    def _connect(self) -> None:
        c, m = self.controller, self.model
        c.status.connect(self.show_status)
        c.aids.status.connect(self.show_status)
        self.input.status.connect(self.show_status)
        self.forced.status.connect(self.show_status)
        self.input.action.connect(self.submit)
        c.humanTurn.connect(self.human_turn)
        c.dealSummary.connect(self.show_summary)
        c.gameOver.connect(self.show_game_over)
        c.resultsChanged.connect(self.refresh_score_sheet)
        m.errorMessage.connect(self.show_status)
        m.autosaveFailed.connect(self.show_error)
        m.hintReady.connect(self.show_hint)
        m.gameStarted.connect(self._game_started)
        m.gameStarted.connect(self.update_title)
        m.stateChanged.connect(self.update_actions)
        m.gameStarted.connect(self.update_actions)
        self.view.keyPressed.connect(self.input.key)
        self.view.keyPressed.connect(c.aids.key)
        self.view.resized.connect(lambda: [p.place() for p in self.panels if p.isVisible()])
        self.view.resized.connect(self._scale_status)

    # -- status and turns ---------------------------------------------------------------
    def update_actions(self) -> None:
        """Undo and Hint are enabled only when the model can do them now (never in review)."""
        self.actions["undo"].setEnabled(self.model.can_undo() and not self.review.active)
        self.actions["hint"].setEnabled(self.model.can_hint() and not self.review.active)

    def _scale_status(self) -> None:
        """The status line's text grows with the table, as the panels' does."""
        font = self.status_label.font()
        font.setPixelSize(self.scene.layout.ui_font_px())
        self.status_label.setFont(font)

    def show_status(self, text: str) -> None:
        """One line in the status bar (a message of several lines is joined, never grows it)."""
        self.status_label.setText(" ".join(text.split("\n")))

    def _game_started(self) -> None:
        """A new or loaded game: no panel, and no result dialog of the game before."""
        self._hide_panels()
        self.show_aids_marker()
        self.celebration.stop()
        if self.summary is not None:
            self.summary.finished.disconnect()
            self.summary.close()
            self.summary = None
        if self.game_over is not None:
            self.game_over.accepted.disconnect()
            self.game_over.rejected.disconnect()
            self.game_over.reviewRequested.disconnect()
            self.game_over.close()
            self.game_over = None
        self._pending_over = None

    def show_aids_marker(self) -> None:
        """The status bar's "Aids: …" while the game has training aids on."""
        text, tip = aids_marker(self.model.aids)
        self.aids_label.setText(text)
        self.aids_label.setToolTip(tip)
        self.aids_label.setVisible(bool(text))

    def _hide_panels(self) -> None:
        for panel in self.panels:
            panel.hide()
        self.input.stop()

    def human_turn(self, phase: str) -> None:
        """Open the panel (or enable the cards) for the phase the human acts in."""
        if self._waiting_for(phase):
            return      # told twice (after the animations): keep what the player chose so far
        self._hide_panels()
        self._turn_phase = phase
        if phase == "auction":
            self.auction_panel.open()
        elif phase == "give":
            self.input.start(GIVE)
            self._give_panel().open()
        elif phase == "contract":
            self.contract_panel.open()
        elif phase == "talon":
            self.input.start(TALON)
            self.talon_panel.open()
        elif phase == "play":
            self.input.start(PLAY)
        self.show_status(self.turn_status(phase))
        if not any(panel.isVisible() and panel.take_focus() for panel in self.panels):
            self.view.setFocus()

    def _waiting_for(self, phase: str) -> bool:
        if phase != getattr(self, "_turn_phase", None):
            return False
        panel = {"auction": self.auction_panel, "give": self._give_panel(),
                 "contract": self.contract_panel, "talon": self.talon_panel}.get(phase)
        return panel.isVisible() if panel is not None else self.input.mode == PLAY

    def _give_panel(self) -> GivePanel:
        """Giving a card to each opponent, or (two players) laying two away."""
        return self.discard_panel if len(self.model.players) == 2 else self.give_panel

    def turn_status(self, phase: str) -> str:
        """The status line while the human acts in ``phase``."""
        give = (self.tr("Click two cards to lay face down, then Lay down.") if len(self.model.players) == 2
                else self.tr("Click the card for each opponent, then Give."))
        texts = {"auction": self.tr("Your word in the auction."),
                 "give": give,
                 "contract": self.tr("Set your contract: keep the bid or raise it."),
                 "talon": self.tr("Choose a talon (прикуп): click it."),
                 "play": self.tr("Your move: drag a card to the table, or click it twice.")}
        return texts.get(phase, "")

    def submit(self, action: str) -> bool:
        self._hide_panels()
        ok = self.model.submit(action)
        if not ok:
            self.human_turn(self.model.view().phase)
        return ok

    def ask_marriage(self, card: str, kind: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Marriage"),
                          self.tr("Declare the marriage (марьяж) with this card?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        answer = box.exec()
        box.deleteLater()   # answered: freed (a child of the window would live as long as it)
        return answer == QMessageBox.StandardButton.Yes

    def show_hint(self, action: Action, reason: object = None) -> None:
        """Mark the suggested card and say what to do and, when the player explains it, why."""
        from ..model.hint_reasons import hint_reason_text

        if isinstance(action, Play):
            for item in self.scene.human_hand():
                item.set_marked(item.card == str(action.card))
            if self.input.mode == PLAY and str(action.card) in [i.card for i in self.scene.human_hand()]:
                self.input.select(str(action.card))      # Enter (or a click on it) plays the hinted card
        elif isinstance(action, (Give, Discard)):
            for item in self.scene.human_hand():
                item.set_marked(item.card in (str(action.first), str(action.second)))
        elif isinstance(action, TakeTalon) and self.scene.n == 2:
            for item in self.scene.talon_pair[action.index]:
                item.set_marked(True)
        text = self.tr("Hint: {0}").format(action_words(action, self.renderer.indices))
        why = hint_reason_text(reason, self.model.view(), action)
        if why:
            text = self.tr("{0}: {1}", "hint and why").format(text, why)
        self.show_status(text)

    def show_summary(self, result) -> None:
        """The end-of-deal summary (with the talon, if the human saw it: the model's view of the
        deal just played); closing it deals on, or after the last deal shows the result."""
        talon = [card.text for card in self.model.view().talon or ()]
        self.summary = freed_on_close(DealSummaryDialog(self.model.players, result, self.model.rules, talon,
                                                        self.model.finished, self.renderer.indices, self,
                                                        self.scene.layout.ui_font_px()))
        self.summary.finished.connect(self._summary_closed)
        self.summary.scoreSheetRequested.connect(self.show_score_sheet)
        self.summary.show_beside()

    def show_score_sheet(self) -> None:
        """View ▸ Score sheet, shown (from the deal's summary)."""
        self.score_sheet.show()
        self.score_sheet.raise_()

    def _summary_closed(self, _result: int) -> None:
        self.summary = None
        if self._pending_over is not None:
            over, self._pending_over = self._pending_over, None
            self._open_game_over(*over)
        else:
            self.model.next_deal()

    def show_game_over(self, winner: int, totals: list, settlement: list) -> None:
        """The game's result, after the last deal's summary if that is still open."""
        if self.summary is not None:
            self._pending_over = (winner, totals, settlement)
        else:
            self._open_game_over(winner, totals, settlement)

    def _open_game_over(self, winner: int, totals: list, settlement: list) -> None:
        self.game_over = freed_on_close(GameOverDialog(self.model.players, winner, totals, settlement,
                                                       self.model.view().results, self,
                                                       self.scene.layout.ui_font_px()))
        self.game_over.finished.connect(self._game_over_closed)
        self.game_over.accepted.connect(self.play_again)
        self.game_over.reviewRequested.connect(self.review.review_current)
        self.game_over.rejected.connect(lambda: self.show_status(
            self.tr("The game is over. Game ▸ New game (Ctrl+N) starts another.")))
        self.game_over.open()
        self.celebration.start(winner)

    def _game_over_closed(self, _result: int) -> None:
        self.game_over = None       # freed: never touched again

    def refresh_score_sheet(self) -> None:
        v = self.model.view()
        self.score_sheet.show_results(shown_names(self.model.players), v.results)

    def show_error(self, text: str) -> None:
        self.show_status(text)
        self.last_error = warning_box(self.tr("Thousand"), text, self)
        self.last_error.open()

    # -- game and files -----------------------------------------------------------------
    def game_in_progress(self) -> bool:
        """A game that has begun (someone acted) and is not over."""
        return not self.model.finished and any(d["actions"] for d in self.model.game.deal_records)

    def new_game(self) -> None:
        """Game ▸ New game: asks first if that would throw away a game in progress."""
        self.review.leave()
        if not self.game_in_progress():
            self.new_game_dialog()
            return
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = freed_on_close(QMessageBox(QMessageBox.Icon.Question, self.tr("New game"),
                                         self.tr("Abandon the game in progress and start a new one?"),
                                         yes | no, self))
        box.setDefaultButton(no)
        box.finished.connect(lambda _r: box.standardButton(box.clickedButton()) == yes and self.new_game_dialog())
        self.confirm_box = box
        box.open()

    def new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog

        dialog = freed_on_close(NewGameDialog(self.settings, self))
        dialog.accepted.connect(lambda: self.start_game(dialog.rules(), dialog.players(), dialog.aids_box.aids()))
        dialog.open()
        self.new_game_window = dialog

    def start_game(self, rules=None, players=None, aids=None) -> None:
        """A new game (the rules and players of the settings unless given; no aids unless given)."""
        self.model.new_game(rules or self.settings.rules, players or self.settings.players(), aids=aids or Aids())

    def play_again(self) -> None:
        self.model.new_game(self.model.rules, list(self.model.players), aids=self.model.aids)

    def open_file(self, path: str) -> bool:
        """Load a record; a bad file shows the error and the current game goes on."""
        return self.files.open_file(path)

    def _save_to(self, path: str) -> bool:
        return self.files.save_to(path)

    def undo(self) -> None:
        """Take back the human's last action; with nothing to undo the table stays as it is."""
        if not self.model.can_undo() or not self.model.undo():
            self.show_status(self.tr("Nothing to undo."))
        else:
            self.statistics.note_undo()

    def preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        dialog = freed_on_close(PreferencesDialog(self.settings, self))
        dialog.accepted.connect(self.apply_settings)
        dialog.open()
        self.preferences_dialog = dialog

    def apply_settings(self) -> None:
        """App preferences apply at once; rules from the next game."""
        s = self.settings
        self.queue.set_speed(s.animation_speed)
        self.model.think_pause_ms = s.think_pause_ms
        self.input.auto_declare = s.auto_declare_marriages
        self.forced.enabled = s.auto_play_forced
        self.controller.apply_settings(s)
        self.renderer.set_indices(shown_indices(s))
        deck_error = self.renderer.use_deck(s.deck, s.deck_svg, s.four_colour)
        if deck_error:
            self.show_error(deck_error)
        from ..model.i18n import install_language

        install_language(None, s.language)
        self.scene.update()
        self.review.refresh()

    def show_help(self, title, source) -> None:
        """Show a Help page (``title`` and ``source`` build its texts, again on a language change)."""
        if self.help_dialog is None:
            self.help_dialog = HelpDialog(title, source, self)
            self.model.gameStarted.connect(self.help_dialog.retranslate_ui)   # the rules of a new game
        self.help_dialog.show_page(title, source)

    def show_rules(self) -> None:
        """The rules of the game being played, with its house rules' values."""
        self.show_help(lambda: self.tr("Rules of this game"),
                       lambda: rules_html(self.model.rules, len(self.model.players)))

    def show_controls(self) -> None:
        self.show_help(lambda: self.tr("Controls"), lambda: controls_html(self.actions.values()))

    def show_marks(self) -> None:
        self.show_help(lambda: self.tr("Marks"), marks_html)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Thousand"), about_text())

    # -- translation and shutdown -------------------------------------------------------
    def retranslate_ui(self) -> None:
        from .menus import retranslate_menus

        title = self.tr("Thousand")
        QGuiApplication.setApplicationDisplayName(title)
        self.update_title()
        retranslate_menus(self)
        self.show_aids_marker()
        self.score_sheet.retranslate_ui()
        self.refresh_score_sheet()
        self.controller.refresh_badges()
        self.review.refresh()
        waiting = self.input.mode != "idle" or any(p.isVisible() for p in self.panels)
        if waiting and getattr(self, "_turn_phase", None):
            self.show_status(self.turn_status(self._turn_phase))

    def update_title(self) -> None:
        """The title: the game's file (if it has one) and the program's name."""
        self.setWindowTitle(window_title(getattr(self.model, "current_path", None)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def restore_window_state(self) -> None:
        """The size, position and docks the window had when it was last closed (kept on the
        screen it opens on now)."""
        geometry, state = self.settings.window_geometry, self.settings.window_state
        if geometry:
            self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
            self.screen_fit.keep_on_screen()
        if state:
            self.restoreState(QByteArray.fromBase64(state.encode("ascii")))

    def save_window_state(self) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        self.settings.window_state = bytes(self.saveState().toBase64()).decode("ascii")
        self.settings.save()

    def closeEvent(self, event) -> None:
        self.review.shutdown(2000)
        self.save_window_state()
        shutdown = getattr(self.model, "shutdown", None)
        if shutdown:
            shutdown(2000)
        super().closeEvent(event)


__all__ = ["MainWindow", "QKeySequence"]
