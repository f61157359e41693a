"""The main window: the table, the in-table panels (opened for the human's turn by
:mod:`.turn_panels`) and the game's flow through them (the actions, the hint, the deal's
summary, the game's end), the menus' commands; the status line, the
score sheet and the title are the frame's (:mod:`.window_frame`), the Help pages their own
layer's (:mod:`.window_help`), the size and full screen the placement's (:mod:`.window_placement`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox

from thousand_qt.engine import Action, Aids, Discard, Give, Phase, Play, PlayerInfo, RuleSet, TakeTalon

from ..model.knowledge import deals_to_review
from ..model.seat_model import LocalGames, SeatModel
from ..model.settings import Settings
from ..model.statistics_recorder import StatisticsRecorder
from .action_words import action_words
from .dialog_lifetime import freed_on_close
from .dialogs.abandon import ask_to_abandon
from .dialogs.statistics import StatisticsView
from .dialogs.summary import DealSummaryDialog, GameOverDialog
from .file_chooser import FileChooser
from .game_end import GameEnd
from .game_files import GameFiles
from .menus import build_menus, retranslate_menus, show_review_state, show_undo_state
from .network.play import NetPlay, TableWindowClass
from .panels.marriage import ask_keep_trump
from .review.mode import ReviewMode
from .sound.cues import SoundCues
from .sound.player import SoundPlayer
from .table.animation import AnimationQueue
from .table.card_text import shown_indices
from .table.celebration import Celebration
from .table.controller import TableController
from .table.forced_play import ForcedPlay
from .table.graphics_view import TableView
from .table.human_input import IDLE, PLAY, HumanInput
from .table.scene import TableScene
from .turn_panels import TurnPanels
from .window_fit import ScreenFit
from .window_help import HelpPages
from .window_placement import WindowPlacement


class MainWindow(HelpPages):
    """The game window around a model (a ``GameModel``, or a network seat's) and the settings
    wrapper; ``table_window`` builds a network table's window (Game ▸ Host a table…, Join a
    table…)."""

    def __init__(self, model: SeatModel, settings: Settings,
                 table_window: TableWindowClass | None = None) -> None:
        super().__init__(model, settings)
        self.setObjectName("MainWindow")
        self.scene = TableScene(self.renderer, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.queue = AnimationQueue(self, settings.animation_speed)
        self.sound = SoundPlayer(self)      # its cues connect before the table, to sound as a moment starts
        SoundCues(model, self.queue, self.sound, self)
        self.set_sound(settings.sound, store=False)
        self.controller = TableController(model, self.scene, self.queue, self)
        self.input = HumanInput(model, self.scene, self.queue, self.submit, self)
        self.input.auto_declare = settings.auto_declare_marriages
        self.controller.apply_settings(settings)
        self.input.askMarriage = self.ask_marriage
        self.input.askKeep = lambda card: ask_keep_trump(self, card, self.model.view().trump)
        self.forced = ForcedPlay(model, self.input, self.queue, self.controller, self)
        self.forced.enabled = settings.auto_play_forced
        self.celebration = Celebration(self.scene, self.queue, self)     # the winner's, on the table
        self.turn = TurnPanels(model, self.submit, self.input, self.view, self.show_status, self)
        t = self.turn       # the window's names for the panels of the turn
        self.auction_panel, self.give_panel, self.contract_panel = t.auction_panel, t.give_panel, t.contract_panel
        self.talon_panel, self.discard_panel, self.redeal_panel = t.talon_panel, t.discard_panel, t.redeal_panel
        self.marriage_panel, self.panels = t.marriage_panel, t.panels
        self.confirm_box: QMessageBox | None = None
        self.new_game_window: QDialog | None = None
        self.preferences_dialog: QDialog | None = None
        chooser = FileChooser(settings, self)
        self.review = ReviewMode(self, chooser)     # Game ▸ Review: a read-only look at a record
        self.files = GameFiles(self, chooser, self.review)
        self.game_end = GameEnd(self, self.scene, self.celebration, self.review, self.play_again)
        self.statistics = StatisticsRecorder(model, self)   # counts each finished game once
        self.statistics_view = StatisticsView(self.statistics, self, self.show_status)   # Game ▸ Statistics
        self.net_play = NetPlay(self, table_window)      # Game ▸ Host a table…, Join a table…
        self.menus = build_menus(self, self._menu_slots(), self.score_sheet,
                                 {"full_screen": lambda on: self.placement.set_full_screen(on),
                                  "sound": self.set_sound})
        self.game_menu, self.view_menu, self.help_menu = self.menus.game, self.menus.view, self.menus.help
        self.menu_actions.update(self.menus.actions)
        self.menu_actions["sound"].setChecked(settings.sound)
        self._connect()
        self.update_actions()
        self.retranslate_ui()
        self.screen_fit = ScreenFit(self)      # the first size, and kept on the screen
        self.placement = WindowPlacement(self, settings, self.screen_fit, self.menu_actions["full_screen"])
        self.placement.restore()

    def _menu_slots(self) -> dict[str, Callable[[], object]]:
        """What each menu entry does (by the keys of :mod:`.menus`)."""
        return {"new": self.new_game, "host": self.net_play.host_dialog, "join": self.net_play.join_dialog,
                "open": self.files.open_dialog, "save": self.files.save, "save_as": self.files.save_as,
                "review": self.review.review_current, "review_file": self.review.open_dialog, "undo": self.undo,
                "hint": self.model.request_hint, "statistics": self.statistics_view.open_dialog,
                "preferences": self.preferences, "quit": self.close, "rules": self.show_rules,
                "controls": self.show_controls, "marks": self.show_marks, "about": self.show_about}

    def _connect(self) -> None:
        c, m = self.controller, self.model
        c.status.connect(self.show_status)
        c.aids.status.connect(self.show_status)
        self.input.status.connect(self.show_status)
        self.forced.status.connect(self.show_status)
        c.humanTurn.connect(self.turn.open_for)
        c.dealSummary.connect(self.game_end.show_summary)
        c.gameOver.connect(self.game_end.show_game_over)
        c.resultsChanged.connect(self.refresh_score_sheet)
        m.errorMessage.connect(self.show_status)
        m.autosaveFailed.connect(self.show_error)
        m.hintReady.connect(self.show_hint)
        m.gameStarted.connect(self._game_started)
        m.gameStarted.connect(self.update_title)
        for changed in (m.stateChanged, m.gameStarted, m.handLooked):    # handLooked: a hint may be asked
            changed.connect(self.update_actions)
        m.handLooked.connect(self.turn.hand_looked)
        for keys in (c.hold, self.input, c.aids, c.look):     # the table's key chain: the first that uses a key wins
            self.view.add_key_handler(keys)
        self.view.resized.connect(self.turn.place)
        self.view.resized.connect(c.place_notes)
        self.view.resized.connect(self._scale_status)
        self.review.activeChanged.connect(self.update_actions)

    # -- status and turns ---------------------------------------------------------------
    def update_actions(self) -> None:
        """Undo and Hint are enabled only when the model can do them now (never in review); Undo says why not."""
        show_undo_state(self.menu_actions["undo"], self.model.undo_refusal(), self.review.active)
        self.menu_actions["hint"].setEnabled(self.model.can_hint() and not self.review.active)
        show_review_state(self.menu_actions["review"], deals_to_review(self.model.view()) > 0)

    def _scale_status(self) -> None:
        """The status line's and the score sheet's text grow with the table, as the panels' does."""
        font = self.status_label.font()
        font.setPixelSize(self.scene.layout.ui_font_px())
        self.status_label.setFont(font)
        self.score_sheet.set_text_px(font.pixelSize())

    def _game_started(self) -> None:
        """A new or loaded game: no panel, and no result dialog of the game before."""
        self.turn.close()
        self.show_aids_marker()
        self.game_end.close_all()

    def submit(self, action: Action) -> bool:
        """The one route of the human's actions to the model: the hand's cards and talons, the
        panels' buttons. The panels close (and the hand is put idle, unless it is already: a
        played card flies to the trick from where it lies); a refused action is offered again
        (the model has said why), in the play by the hand itself (the card springs back)."""
        hand_plays = self.input.mode == IDLE and self.model.view().phase is Phase.PLAY
        self.turn.hide_panels()
        if self.input.mode != IDLE:
            self.input.stop()
        ok: bool = self.model.submit(action)
        if not ok and not hand_plays:
            self.turn.open_for(self.model.view().phase)
        return ok

    def ask_marriage(self, card: str, kind: str) -> bool:
        """Ask whether to declare the marriage with ``card`` (when not declared by itself)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Marriage"),
                          self.tr("Declare the marriage (марьяж) with this card?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        answer = box.exec()
        box.deleteLater()   # answered: freed (a child of the window would live as long as it)
        return answer == QMessageBox.StandardButton.Yes

    def show_hint(self, action: Action | None, reason: object = None) -> None:
        """Mark the suggested card and say what to do and, when the player explains it, why."""
        from ..model.hint_reasons import hint_reason_text

        if action is None:      # the redeal on offer after the contract: play on
            self.show_status(self.redeal_panel.hint_play_on())
            return
        if isinstance(action, Play):
            for item in self.scene.human_hand():
                item.set_marked(item.card == str(action.card))
            if self.input.mode == PLAY and str(action.card) in [i.card for i in self.scene.human_hand()]:
                self.input.select(str(action.card))      # Enter (or a click on it) plays the hinted card
        elif isinstance(action, (Give, Discard)):
            cards = action.cards if isinstance(action, Discard) else (action.first, action.second)
            for item in self.scene.human_hand():
                item.set_marked(item.card in {str(c) for c in cards})
        elif isinstance(action, TakeTalon) and self.scene.layout.seating.two_talons:
            for item in self.scene.talon_pair[action.index]:
                item.set_marked(True)
        any(panel.take_hint(action) for panel in self.panels)     # the hinted action is what Enter does
        text = self.tr("Hint: {0}").format(action_words(action, self.renderer.indices, self.model.view().rules))
        why = hint_reason_text(reason, self.model.view(), action)
        if why:
            text = self.tr("{0}: {1}", "hint and why").format(text, why)
        self.show_status(text)

    @property
    def summary(self) -> DealSummaryDialog | None:
        """The deal's summary while it is open."""
        return self.game_end.summary

    @property
    def game_over(self) -> GameOverDialog | None:
        """The game's result while it is open."""
        return self.game_end.game_over

    # -- game and files -----------------------------------------------------------------
    def new_game(self) -> None:
        """Game ▸ New game: asks first if that would throw away a game in progress."""
        self.review.leave()
        if not self.game_in_progress():
            self.new_game_dialog()
            return
        self.confirm_box = ask_to_abandon(self, self.tr("New game"),
                                          self.tr("Abandon the game in progress and start a new one?"),
                                          self.new_game_dialog)

    def new_game_dialog(self) -> None:
        """The New game dialog (not blocking); accepted, it starts the game chosen."""
        from .dialogs.new_game import NewGameDialog

        dialog = freed_on_close(NewGameDialog(self.settings, self))
        dialog.accepted.connect(lambda: self.start_game(dialog.rules(), dialog.players(), dialog.aids_box.aids()))
        dialog.open()
        self.new_game_window = dialog

    def start_game(self, rules: RuleSet | None = None, players: list[PlayerInfo] | None = None,
                   aids: Aids | None = None) -> None:
        """A new game (the rules and players of the settings unless given; no aids unless given)."""
        self._local_model().new_game(rules or self.settings.rules, players or self.settings.players(),
                                     aids=aids or Aids())

    def play_again(self) -> None:
        """The game over dialog's Play again: the same rules, players and aids."""
        self._local_model().new_game(self.model.rules, list(self.model.players), aids=self.model.aids)

    def _local_model(self) -> LocalGames:
        """The game against the computer (a network table's window starts no game of its own)."""
        games = self.model.local_games()
        assert games is not None, "a network table's window starts no game"
        return games

    def open_file(self, path: str) -> bool:
        """Load a record; a bad file shows the error and the current game goes on."""
        return self.files.open_file(path)

    def open_asking(self, path: str) -> None:
        """Open a file the player chose (in Game ▸ Open, or from the desktop while the game
        runs), asking first if it would replace a game in progress."""
        self.files.open_chosen(path)

    def undo(self) -> None:
        """Take back the human's last action; with nothing to undo the table stays as it is."""
        if not self.model.can_undo() or not self.model.undo():
            self.show_status(self.model.undo_refusal() or self.tr("Nothing to undo."))

    def set_sound(self, on: bool, store: bool = True) -> None:
        """The sounds on or off (View ▸ Sound, Preferences); ``store``: remembered now."""
        self.sound.enabled = on
        if on:
            self.sound.prepare()
        if "sound" in self.menu_actions and self.menu_actions["sound"].isChecked() != on:
            self.menu_actions["sound"].setChecked(on)
        if store and self.settings.sound != on:
            self.settings.sound = on
            self.settings.save()

    def preferences(self) -> None:
        """Game ▸ Preferences (not blocking); accepted, its settings apply."""
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
        self.set_sound(s.sound, store=False)
        self.controller.apply_settings(s)
        self.renderer.set_indices(shown_indices(s))
        deck_error = self.renderer.use_deck(s.deck, s.deck_svg, s.four_colour)
        if deck_error:
            self.show_error(deck_error)
        from ..model.i18n import install_language

        install_language(None, s.language)
        self.scene.update()
        self.review.refresh()

    # -- translation and shutdown -------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Every text of the window again, in the language now installed."""
        title = self.tr("Thousand")
        QGuiApplication.setApplicationDisplayName(title)
        self.update_title()
        retranslate_menus(self.menus)
        self.show_aids_marker()
        self.score_sheet.retranslate_ui()
        self.refresh_score_sheet()
        self.controller.refresh_badges()
        self.review.refresh()
        waiting = self.turn.waiting_status()
        if waiting:
            self.show_status(waiting)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def save_window_state(self) -> None:
        """Remember the window's size, position, docks and full screen (saved at once)."""
        self.placement.save()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.review.shutdown(2000)
        self.save_window_state()
        self.model.shutdown(2000)
        super().closeEvent(event)


__all__ = ["MainWindow", "QKeySequence"]
