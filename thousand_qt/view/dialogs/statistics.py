"""Game ▸ Statistics: the human's figures per group, a chart of the last totals, and a reset;
and what the window shows of the recorder that counts each finished game once
(:class:`~thousand_qt.model.statistics_recorder.StatisticsRecorder`).

The figures and the file live in :mod:`thousand_qt.stats` (no Qt); this module shows them.
Both dialogs here are opened with ``open()``, so the event loop (and the tests) keep running.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.statistics_recorder import StatisticsRecorder
from ...stats import (
    DAMAGED,
    EXCLUDED_AIDS,
    EXCLUDED_CONTINUED,
    EXCLUDED_OPENED,
    EXCLUDED_UNDO,
    NEWER,
    UNREADABLE,
    Problem,
    StatsStore,
    Summary,
    by_group,
    summarize,
)
from ...stats.summary import Extreme
from ..dialog_lifetime import freed_on_close, warning_box
from ..felt_style import apply_felt
from .rule_words import preset_labels, two_player_games
from .statistics_chart import ScoreChart

# how many games the chart shows
CHART_GAMES = 20
translate = QCoreApplication.translate


def problem_text(problem: Problem) -> str:
    """The user's sentence for a problem with the statistics file."""
    path, detail, kept = problem.path, problem.detail, problem.kept_as
    if problem.kind in (DAMAGED, NEWER) and kept:
        if problem.kind == NEWER:
            return translate("Statistics", "The statistics file {path} was written by a newer version of the game. It "
                                           "was kept as {kept} and new statistics were started.").format(
                path=path, kept=kept)
        return translate("Statistics", "The statistics file {path} was damaged ({detail}). It was kept as {kept} and "
                                       "new statistics were started.").format(path=path, detail=detail, kept=kept)
    if problem.kind in (DAMAGED, NEWER):
        return translate("Statistics", "The statistics file {path} cannot be used ({detail}) and could not be set "
                                       "aside; it was left as it is.").format(path=path, detail=detail)
    if problem.kind == UNREADABLE:
        return translate("Statistics", "The statistics file {path} cannot be read ({detail}); it was left as "
                                       "it is.").format(path=path, detail=detail)
    return translate("Statistics", "The statistics could not be saved to {path} ({detail}). The game and the "
                                   "statistics already saved are not affected.").format(path=path, detail=detail)


class StatisticsView(QObject):
    """The statistics in the window: Game ▸ Statistics (:meth:`open_dialog`), a warning when
    the file could not be read or written, and a word in the status line (``show_status``) when
    a finished game is not counted. The counting is the model's ``recorder``."""

    def __init__(self, recorder: StatisticsRecorder, window: QWidget, show_status: Callable[[str], None]) -> None:
        super().__init__(window)
        self.recorder, self.window, self.show_status = recorder, window, show_status
        self.message: QMessageBox | None = None
        self.dialog: StatisticsDialog | None = None
        recorder.problemsFound.connect(self.report)
        recorder.notCounted.connect(self._not_counted)

    def _not_counted(self, reason: str) -> None:
        why = {EXCLUDED_AIDS: translate("Statistics",
                                        "This game is not counted in the statistics: training aids were on."),
               EXCLUDED_UNDO: translate("Statistics", "This game is not counted in the statistics: an undo was used."),
               EXCLUDED_CONTINUED: translate("Statistics", "This game is not counted in the statistics: it was "
                                                           "continued from a review."),
               EXCLUDED_OPENED: translate("Statistics", "This game is not counted in the statistics: it was not "
                                                        "played from its start in this program.")}
        self.show_status(why.get(reason, why[EXCLUDED_AIDS]))

    def report(self, problems: tuple[Problem, ...]) -> None:
        """A warning with what went wrong with the statistics file."""
        if not problems:
            return
        self.message = warning_box(translate("Statistics", "Statistics"),
                                   "\n\n".join(problem_text(p) for p in problems), self.window)
        self.message.open()

    def open_dialog(self) -> StatisticsDialog:
        """Game ▸ Statistics."""
        self.dialog = freed_on_close(StatisticsDialog(self.recorder.store(), self.window))
        self.dialog.open()
        return self.dialog


class StatisticsDialog(QDialog):
    """The figures per group (one column each, and one for every game), the chart, Reset.

    Games started are the finished ones counted and the abandoned ones (begun here, left
    unfinished for another game); the win rate and the averages are over the finished ones."""

    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.store = store
        self.confirm: QMessageBox | None = None
        layout = self._layout = QVBoxLayout(self)
        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        self.table = QTableWidget(self)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        layout.addWidget(self.table, 1)
        self.chart_title = QLabel(self)
        layout.addWidget(self.chart_title)
        self.chart = ScoreChart(self)
        self.chart.setObjectName("chart")
        layout.addWidget(self.chart)
        self.note = QLabel(self)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        apply_felt(self)        # the table's look: felt, the plates' colours and font
        self.data, problem = store.load()
        if problem is not None:
            self.show_problems([problem])
        self.retranslate_ui()
        self.fit_to_screen(parent)

    def fit_to_screen(self, parent: QWidget | None) -> None:
        """As wide as the table (every column visible), within the screen."""
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.table.resizeColumnsToContents()
        margins = self._layout.contentsMargins()
        table = (self.table.verticalHeader().sizeHint().width() + self.table.horizontalHeader().length()
                 + 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width())
        width = max(640, table + margins.left() + margins.right())
        self.resize(min(width, screen.width() - 40), min(660, screen.height() - 40))

    # -- content ------------------------------------------------------------------------------
    def summaries(self) -> list[Summary]:
        """The columns: every game first, then each group."""
        return [summarize(self.data.games, abandoned=self.data.abandoned)] + by_group(self.data.games,
                                                                                     self.data.abandoned)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.chart_title.setText(self.tr("Your final totals in the last %n game(s) (won games highlighted)", None,
                                         CHART_GAMES))
        excluded = self.data.excluded
        count = {reason: sum(1 for e in excluded if e.reason == reason)
                 for reason in (EXCLUDED_AIDS, EXCLUDED_UNDO, EXCLUDED_CONTINUED, EXCLUDED_OPENED)}
        self.note.setText(self.tr("Only games played from their start in this program are counted; games played with "
                                  "training aids, with an undo or continued from a review are not (not counted so "
                                  "far: {aids} with aids, {undo} with an undo, {continued} continued, {opened} not "
                                  "played from the start).")
                          .format(aids=count[EXCLUDED_AIDS], undo=count[EXCLUDED_UNDO],
                                  continued=count[EXCLUDED_CONTINUED], opened=count[EXCLUDED_OPENED]))
        self._fill()

    def _fill(self) -> None:
        columns = self.summaries()
        rows = self.row_labels()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(columns))
        self.table.setVerticalHeaderLabels(rows)
        self.table.setHorizontalHeaderLabels([self.column_title(s) for s in columns])
        for c, summary in enumerate(columns):
            for r, text in enumerate(self.column_values(summary)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.chart.set_games([(g.score, g.won) for g in self.data.games[-CHART_GAMES:]])

    def row_labels(self) -> list[str]:
        return [self.tr("Games started"), self.tr("Games finished"), self.tr("Games abandoned"),
                self.tr("Wins"), self.tr("Win rate"), self.tr("Average final score"),
                self.tr("Deals played"), self.tr("Contracts bid"), self.tr("Contracts made"),
                self.tr("Contracts conceded"), self.tr("Make rate"), self.tr("Average contract"),
                self.tr("Bolts"), self.tr("Barrels mounted"), self.tr("Barrels won"),
                self.tr("Barrel falls"), self.tr("Samosvals"), self.tr("Best game"), self.tr("Worst game")]

    def column_title(self, s: Summary) -> str:
        if s.group is None:
            return self.tr("All games")
        levels = {"easy": self.tr("easy", "level"), "normal": self.tr("normal", "level"),
                  "strong": self.tr("strong", "level")}
        players = self.tr("Players: {n}").format(n=s.group.players)
        if s.group.game != "talons":
            players += ", " + dict(two_player_games()).get(s.group.game, s.group.game)
        return "\n".join([players,
                          preset_labels().get(s.group.preset, s.group.preset),
                          ", ".join(levels.get(level, level) for level in s.group.levels)])

    def column_values(self, s: Summary) -> list[str]:
        locale = QLocale()
        c = s.counts

        def number(value: float | None, decimals: int = 0) -> str:
            return "—" if value is None else locale.toString(float(value), "f", decimals)

        def percent(value: float | None) -> str:
            return "—" if value is None else f"{locale.toString(value * 100, 'f', 0)} %"

        auction = [str(c.bid), str(c.made), str(c.conceded), percent(s.make_rate),
                   number(s.average_contract), str(c.bolts), str(c.barrels_mounted), str(c.barrels_won),
                   str(c.barrels_fallen), str(c.samosvals)]
        if s.group is not None and s.group.game == "stock":     # none of these with a stock
            auction = ["—"] * len(auction)
        return [str(s.started), str(s.games), str(s.abandoned), str(s.wins), percent(s.win_rate),
                number(s.average_score), str(c.deals),
                *auction, self.extreme(s.best), self.extreme(s.worst)]

    def extreme(self, e: Extreme | None) -> str:
        if e is None:
            return "—"
        when = QDateTime.fromString(e.date, Qt.DateFormat.ISODate)
        date = QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat) \
            if when.isValid() else e.date
        return self.tr("{score} ({date})").format(score=e.score, date=date)

    def show_problems(self, problems: Iterable[Problem]) -> None:
        self.problem.setText("\n".join(problem_text(p) for p in problems))
        self.problem.setVisible(bool(problems))

    # -- reset --------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        """Ask before forgetting every game; Yes resets, anything else keeps them."""
        self.confirm = freed_on_close(QMessageBox(
            QMessageBox.Icon.Question, self.tr("Reset the statistics"),
            self.tr("Forget every counted game? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self))
        self.confirm.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.confirm.finished.connect(self._reset_answered)
        self.confirm.open()

    def _reset_answered(self, answer: int) -> None:
        if answer != QMessageBox.StandardButton.Yes:
            return
        problems = self.store.reset()
        if problems:
            self.show_problems(problems)
            return
        self.data, _problem = self.store.load()
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
