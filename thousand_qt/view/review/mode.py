"""Review mode in the window: Game ▸ Review (the game being played), Game ▸ Review a file…,
Open on a finished game, the game-over dialog's Review.

The window's centre becomes a stack of the game's table and the review's (a second
:class:`TableScene` drawn by :class:`ReviewTable`); the review panel docks on the right and the
navigation bar lies at the bottom. While reviewing, the running game is paused
(:meth:`GameModel.set_paused`) and nothing changes it: the review holds its own copy of the
record, never writes the autosave or the statistics, and leaving it shows the game as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QStackedWidget, QWidget

from ...analysis import GameAnalysis, Judgement
from ...engine import GameRecord, RecordError
from ...model import persistence
from ...model.analysis_runner import AnalysisRunner
from ...model.knowledge import deals_to_review
from ...model.review_session import ReviewSession
from ...review import Position, ReviewError, ReviewFrame
from ..dialogs.abandon import ask_to_abandon
from ..file_chooser import FileChooser
from ..names import shown_names
from ..table.graphics_view import TableView
from ..table.scene import TableScene
from ..window_frame import WindowFrame
from .panel import ReviewPanel
from .table import ReviewTable
from .toolbar import ReviewToolbar

translate = QCoreApplication.translate
K = Qt.Key
KEYS: dict[int, str] = {K.Key_Left: "previous_action", K.Key_Right: "next_action", K.Key_Up: "previous_trick",
                         K.Key_Down: "next_trick", K.Key_PageUp: "previous_deal", K.Key_PageDown: "next_deal",
                         K.Key_Home: "first", K.Key_End: "end", K.Key_Space: "play"}
#: window actions that would touch the running game: off while reviewing
GAME_ACTIONS = ("undo", "hint", "save", "save_as")


class _ReviewParts:
    """What review mode adds to the window: a second table (its scene, view and drawing), the
    stack that shows it in place of the game's table, the side panel and the navigation bar."""

    def __init__(self, window: WindowFrame, parent: QObject) -> None:
        self.scene = TableScene(window.renderer, window)
        self.view = TableView(self.scene, window)
        self.view.setObjectName("ReviewTable")
        self.table = ReviewTable(self.scene, window.settings.animation_speed, parent)
        self.stack = QStackedWidget(window)
        game_view = window.takeCentralWidget()
        assert game_view is not None, "the window shows its table before a review"
        self.game_view: QWidget = game_view
        self.stack.addWidget(self.game_view)
        self.stack.addWidget(self.view)
        window.setCentralWidget(self.stack)
        self.panel = ReviewPanel(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.hide()
        self.toolbar = ReviewToolbar(window)
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.toolbar)
        self.toolbar.hide()


class ReviewMode(QObject):
    """The window's review (``window``: the game window; ``chooser``: its file dialog); its
    widgets are built on first use."""

    # the review began or ended: what the window allows changes (Undo, Hint…)
    activeChanged = Signal()

    def __init__(self, window: WindowFrame, chooser: FileChooser) -> None:
        super().__init__(window)
        self.window, self.chooser = window, chooser
        self.session: ReviewSession | None = None
        self.runner = AnalysisRunner(self)
        self.analysis: GameAnalysis | None = None
        self._parts: _ReviewParts | None = None
        self.confirm_box: QMessageBox | None = None
        self.dialog: QFileDialog | None = None
        self._game_status = ""
        self._animate = True
        self.runner.progress.connect(lambda done, total: self.panel.show_progress(done, total))
        self.runner.finished.connect(self._analysed)
        self.runner.cancelled.connect(lambda: self.panel.set_running(False))
        self.runner.failed.connect(self._analysis_failed)

    @property
    def active(self) -> bool:
        """True while a record is being reviewed."""
        return self.session is not None

    # -- the widgets, built on first use --------------------------------------------------
    def _built(self) -> _ReviewParts:
        if self._parts is None:
            self._parts = _ReviewParts(self.window, self)
            self._connect(self._parts)
        return self._parts

    @property
    def scene(self) -> TableScene:
        """The review's table scene."""
        return self._built().scene

    @property
    def view(self) -> TableView:
        """The review's table view."""
        return self._built().view

    @property
    def table(self) -> ReviewTable:
        """What draws a position on the review's table."""
        return self._built().table

    @property
    def stack(self) -> QStackedWidget:
        """The window's centre: the game's table, then the review's."""
        return self._built().stack

    @property
    def panel(self) -> ReviewPanel:
        """The side dock."""
        return self._built().panel

    @property
    def toolbar(self) -> ReviewToolbar:
        """The navigation bar."""
        return self._built().toolbar

    def _connect(self, parts: _ReviewParts) -> None:
        parts.view.add_key_handler(self)
        parts.toolbar.step.connect(self.step)
        parts.toolbar.speedChosen.connect(self._set_speed)
        parts.panel.analyseClicked.connect(self.analyse)
        parts.panel.cancelClicked.connect(self.runner.cancel)
        parts.panel.continueClicked.connect(self.continue_from_here)
        parts.panel.leaveClicked.connect(self.leave)
        parts.panel.jumpTo.connect(lambda deal, step: self.jump(Position(deal, step)))
        sheet = self.window.score_sheet.table
        sheet.cellDoubleClicked.connect(lambda row, _col: self.jump_to_deal(row))
        sheet.cellActivated.connect(lambda row, _col: self.jump_to_deal(row))

    def _set_speed(self, speed: str) -> None:
        if self.session is not None:
            self.session.set_speed(speed)

    # -- entering and leaving ------------------------------------------------------------
    def review_current(self) -> bool:
        """Game ▸ Review: the game being played, up to its last finished deal (the deal in play
        would show every hand); nothing before the first deal is over."""
        model = self.window.model
        shown = deals_to_review(model.view())
        if not shown:
            return False
        record = model.record()
        return self.enter(replace(record, deals=record.deals[:shown]))

    def open_dialog(self) -> None:
        """Game ▸ Review a file…: choose a record to review (the running game stays)."""
        dialog = self.chooser.file_dialog(translate("MainWindow", "Review a game"),
                                          QFileDialog.AcceptMode.AcceptOpen,
                                          lambda path: path and self.enter_file(path))
        self.dialog = dialog
        dialog.open()

    def enter_file(self, path: str) -> bool:
        """Review the record in ``path``; a bad file gives one message and the game goes on."""
        try:
            record, _game = persistence.read_game(path)
        except RecordError as err:
            self.window.show_error(translate("MainWindow", "Cannot open {0}:\n{1}").format(path, err))
            return False
        return self.enter(record, path)

    def offer_file(self, path: str) -> bool:
        """Open on a file: a finished game is reviewed (True), anything else is left to Open."""
        try:
            record, game = persistence.read_game(path)
        except RecordError:
            return False            # Open reports it
        return game.finished and self.enter(record, path)

    def enter(self, record: GameRecord, path: str | None = None) -> bool:
        """Review ``record`` from its first position; a record that cannot be reviewed gives one
        message and changes nothing."""
        try:
            session = ReviewSession(record, self)
        except ReviewError as err:
            self.window.show_error(translate("MainWindow", "This game cannot be reviewed: {0}").format(err))
            return False
        w = self.window
        self._built()
        if self.session is None:
            self._game_status = w.status_label.text()
            w.model.set_paused(True)
        else:
            self._drop_session()
        self.session, self.analysis = session, None
        session.moved.connect(self._moved)
        session.playingChanged.connect(self.toolbar.set_playing)
        session.set_speed(self.toolbar.speed.currentData())
        names = shown_names(record.players)
        self.table.start(record.players, record.rules, session.bottom)
        self.panel.set_players(names, session.bottom, w.renderer.indices)
        self.panel.set_deals(session.cursor)
        self.panel.show_analysis(self.runner.cached(session.record, session.bottom, self._seed()))
        self.panel.set_running(False)
        self.analysis = self.panel.analysis
        self.stack.setCurrentWidget(self.view)
        self.panel.show()
        self.toolbar.show()
        w.score_sheet.show_results(names, session.cursor.game_at(session.cursor.last).results)
        for key in GAME_ACTIONS:
            w.menu_actions[key].setEnabled(False)
        self.activeChanged.emit()
        name = Path(path).name if path else translate("MainWindow", "the game being played")
        w.show_status(translate("MainWindow", "Review of {0}: ← → moves, ↑ ↓ tricks, Page Up/Down deals, "
                                "Space plays, Esc leaves.").format(name))
        self._animate = False
        session.go_to(0)
        self._animate = True
        self.view.setFocus()
        return True

    def leave(self) -> None:
        """Back to the game that was running, as it was."""
        if self.session is None:
            return
        w = self.window
        self._drop_session()
        self.session = None
        self.panel.hide()
        self.toolbar.hide()
        self.stack.setCurrentIndex(0)
        w.refresh_score_sheet()
        w.menu_actions["save"].setEnabled(True)
        w.menu_actions["save_as"].setEnabled(True)
        self.activeChanged.emit()
        if w.model.view().deal_number:
            w.show_status(self._game_status)
        else:       # a file was reviewed with no game behind it: say how to start one
            w.show_status(translate("MainWindow", "No game is running: Game ▸ New game (Ctrl+N) starts one."))
        w.model.set_paused(False)
        self._built().game_view.setFocus()

    def _drop_session(self) -> None:
        self.runner.cancel()
        if self.session is not None:
            self.session.pause()
            self.session.moved.disconnect(self._moved)
            self.session.deleteLater()

    # -- moving ---------------------------------------------------------------------------
    def step(self, key: str) -> None:
        """A navigation button or key (a :data:`~.review_toolbar.STEPS` key)."""
        s = self.session
        if s is None:
            return
        steps: dict[str, Callable[[], None]] = {
            "play": s.toggle_play, "previous_action": s.previous_action, "next_action": s.next_action,
            "previous_trick": s.previous_trick, "next_trick": s.next_trick, "previous_deal": s.previous_deal,
            "next_deal": s.next_deal, "first": s.first, "end": s.end}
        steps[key]()

    def key(self, key: int) -> bool:
        """A key pressed on the review's table (its link of the table's key chain): Esc leaves,
        the others step (:data:`KEYS`); True if used."""
        if key == K.Key_Escape:
            self.leave()
        elif key in KEYS:
            self.step(KEYS[key])
        else:
            return False
        return True

    def jump(self, position: Position) -> None:
        """To ``position`` (a mistake or a deal in the summary); the table keeps the keys."""
        if self.session is not None:
            self.session.go_to_position(position)
            self.view.setFocus()

    def jump_to_deal(self, row: int) -> None:
        """A score sheet row (one per record deal, redeals included): the start of that deal."""
        if self.session is not None:
            self.session.go_to_deal(row)
            self.view.setFocus()

    def _judgement(self, frame: ReviewFrame) -> Judgement | None:
        if self.analysis is None:
            return None
        return self.analysis.at(frame.position.deal, frame.position.step)

    def _moved(self, frame: ReviewFrame) -> None:
        s = self.session
        if s is None:
            return
        j = self._judgement(frame)
        best = j.best if j is not None and j.best != j.played else None
        self.table.show(frame, self._animate, best)
        steps = len(s.cursor.deals[frame.position.deal].actions)
        # a position of the game being played, before cards seen since, is no place to go on from
        why_not = self.window.model.continuation_refusal(s.continuation())
        self.panel.show_frame(frame, steps, j, s.can_continue(), why_not)

    def refresh(self) -> None:
        """Draw again (a language change or new card indices)."""
        if self._parts is not None:
            self.table.queue.set_speed(self.window.settings.animation_speed)
        if self.session is not None:
            self.panel.indices = self.window.renderer.indices
            self.panel.set_deals(self.session.cursor)     # in the new language
            self.table.refresh()
            self._animate = False
            self.session.go_to(self.session.index)
            self._animate = True

    # -- analysis -------------------------------------------------------------------------
    def _seed(self) -> int:
        seed = self.session.record.extras.get("seed") if self.session else None
        return seed if isinstance(seed, int) and not isinstance(seed, bool) else 0

    def analyse(self, seat: int) -> None:
        """Analyse ``seat``'s decisions in the background (the cached result at once)."""
        if self.session is None:
            return
        self.analysis = None
        self.panel.show_analysis(None)
        self.panel.set_running(True)
        self.runner.start(self.session.record, seat, self._seed())
        self.view.setFocus()             # the keys step on while it runs

    def _analysed(self, analysis: GameAnalysis) -> None:
        self.panel.set_running(False)
        if self.session is None:
            return
        self.analysis = analysis
        self.panel.show_analysis(analysis)
        self._animate = False
        self.session.go_to(self.session.index)
        self._animate = True

    def _analysis_failed(self, error: str) -> None:
        self.panel.set_running(False)
        self.window.show_error(translate("MainWindow", "The analysis failed: {0}").format(error))

    # -- continue from here ---------------------------------------------------------------
    def continue_from_here(self) -> None:
        """A new game from this position (asks first if a game is in progress)."""
        if self.session is None or not self.session.can_continue():
            return
        record = self.session.continuation()
        if not self.window.game_in_progress():
            self._start_from(record)
            return
        self.confirm_box = ask_to_abandon(
            self.window, translate("MainWindow", "Continue from here"),
            translate("MainWindow", "Abandon the game in progress and play on from this position?"),
            lambda: self._start_from(record))

    def _start_from(self, record: GameRecord) -> None:
        self.leave()
        try:
            self.window.model.continue_from(record)
        except RecordError as err:
            self.window.show_error(translate("MainWindow", "Cannot continue from here: {0}").format(err))
            return
        self.window.setWindowFilePath("")
        self.window.show_status(translate("MainWindow", "A new game from the review's position."))

    def shutdown(self, msecs: int = 5000) -> bool:
        """Leave the review and stop a running analysis (before the window closes)."""
        self.leave()
        return self.runner.shutdown(msecs)


__all__ = ["ReviewMode"]
