"""The review's side panel (a dock): where the review stands, what was played and what the
strong player would do there, the analysis (seat, progress, cancel, the summary with the biggest
mistakes and the deals that decided the game; clicking one jumps there), "Continue from here"
and "Leave review". It shows what it is given and emits what the user asks for."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...analysis import GameAnalysis, Judgement, PhaseGroup
from ...engine import Card, Phase, RuleSet
from ...review import ReviewCursor, ReviewFrame
from ..action_words import choice_words
from ..felt_style import SCALE_PROPERTY, apply_felt
from ..table.card_text import card_label
from ..table.seating import seating_for
from .words import deal_words, done_words, flag_words, group_words, position_words

JUMP = Qt.ItemDataRole.UserRole


class ReviewPanel(QDockWidget):
    """See the module docstring."""

    analyseClicked = Signal(int)      # the seat to analyse
    cancelClicked = Signal()
    continueClicked = Signal()
    leaveClicked = Signal()
    jumpTo = Signal(int, int)         # deal, step

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.setMinimumWidth(240)
        body = QWidget(self)
        lay = QVBoxLayout(body)
        self.position_label = self._label(body, bold=True)
        self.move_label = self._label(body)
        self.deal_label = self._label(body)
        for w in (self.position_label, self.move_label, self.deal_label):
            lay.addWidget(w)
        self.box = QGroupBox(body)
        box = QVBoxLayout(self.box)
        row = QHBoxLayout()
        self.seat_label = QLabel(self.box)
        self.seat_combo = QComboBox(self.box)
        row.addWidget(self.seat_label)
        row.addWidget(self.seat_combo, 1)
        box.addLayout(row)
        row = QHBoxLayout()
        self.analyse_button = QPushButton(self.box)
        self.cancel_button = QPushButton(self.box)
        row.addWidget(self.analyse_button)
        row.addWidget(self.cancel_button)
        box.addLayout(row)
        self.progress = QProgressBar(self.box)
        box.addWidget(self.progress)
        self.judgement_label = self._label(self.box)
        self.summary_label = self._label(self.box)
        self.biggest_title = self._label(self.box, bold=True)
        self.biggest = self._list(self.box)
        self.deciding_title = self._label(self.box, bold=True)
        self.deciding = self._list(self.box)
        shown: tuple[QWidget, ...] = (self.judgement_label, self.summary_label, self.biggest_title, self.biggest,
                                      self.deciding_title, self.deciding)
        for widget in shown:
            box.addWidget(widget)
        lay.addWidget(self.box)
        lay.addStretch(1)
        self.continue_button = QPushButton(body)
        self.leave_button = QPushButton(body)
        lay.addWidget(self.continue_button)
        lay.addWidget(self.leave_button)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.analyse_button.clicked.connect(lambda: self.analyseClicked.emit(self.seat_combo.currentIndex()))
        self.cancel_button.clicked.connect(self.cancelClicked)
        self.continue_button.clicked.connect(self.continueClicked)
        self.leave_button.clicked.connect(self.leaveClicked)
        self.names: list[str] = []
        self.deal_names: list[str] = []
        self.passed_out: list[bool] = []       # each deal: dealt again because every player passed
        self.deals_counted = 0
        self.indices = "latin"
        self.rules: RuleSet | None = None     # the reviewed game's (from the position shown)
        self.analysis: GameAnalysis | None = None
        self.set_running(False)
        apply_felt(self, dock=True)     # the table's look, as the score sheet beside it
        self.retranslate_ui()

    @staticmethod
    def _label(parent: QWidget, bold: bool = False) -> QLabel:
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if bold:    # the felt's font, bold at the same size
            label.setProperty(SCALE_PROPERTY, 1.0)
        return label

    def _list(self, parent: QWidget) -> QListWidget:
        widget = QListWidget(parent)
        widget.setMaximumHeight(120)
        widget.setWordWrap(True)
        widget.itemActivated.connect(self._jump)
        widget.itemClicked.connect(self._jump)
        return widget

    def _jump(self, item: QListWidgetItem) -> None:
        deal, step = item.data(JUMP)
        self.jumpTo.emit(deal, step)

    # -- texts ----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Every text of the panel in the language now installed."""
        self.setWindowTitle(self.tr("Review"))
        self.box.setTitle(self.tr("Analysis"))
        self.seat_label.setText(self.tr("Player:"))
        self.analyse_button.setText(self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr("Judge every decision of this player against the strong "
                                               "computer player's choice (in the background)."))
        self.cancel_button.setText(self.tr("Cancel"))
        self.continue_button.setText(self.tr("Continue from here"))
        self.leave_button.setText(self.tr("Leave review"))
        self.leave_button.setToolTip(self.tr("Back to the game (Esc)"))
        self.biggest_title.setText(self.tr("Biggest mistakes"))
        self.deciding_title.setText(self.tr("The deals that decided the game"))
        self.show_analysis(self.analysis)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_players(self, names: list[str], seat: int, indices: str) -> None:
        """The players to choose from (``seat`` chosen) and the card indices to write."""
        self.names, self.indices = list(names), indices
        self.seat_combo.clear()
        self.seat_combo.addItems(self.names)
        self.seat_combo.setCurrentIndex(seat)

    # -- the position ---------------------------------------------------------------------
    def set_deals(self, cursor: ReviewCursor) -> None:
        """How the record's deals are named (numbered as the score sheet numbers them)."""
        self.deal_names = [deal_words(cursor.deal_number(k), cursor.is_redeal(k)) for k in range(len(cursor.deals))]
        self.passed_out = [cursor.passed_out(k) for k in range(len(cursor.deals))]
        self.deals_counted = cursor.deals_counted

    def _deal(self, deal: int) -> str:
        return self.deal_names[deal] if 0 <= deal < len(self.deal_names) else str(deal + 1)

    def show_frame(self, frame: ReviewFrame, steps: int, judgement: Judgement | None, can_continue: bool,
                   why_not: str | None = None) -> None:
        """The position, its move, the deal's talon, gifts and discards, and the judgement there;
        Continue from here is off where the game is over, or ``why_not`` says so (its tooltip)."""
        p, v = frame.position, frame.view
        self.rules = v.rules
        self.position_label.setText(position_words(self._deal(p.deal), self.deals_counted, p.step, steps))
        lines = []
        if frame.before is not None:
            lines.append(self.tr("Last: {0}").format(done_words(frame.before, self._name(frame.before.seat),
                                                                self.indices, v.rules)))
        if frame.played is not None:
            lines.append(self.tr("Next: {0}").format(done_words(frame.played, self._name(frame.played.seat),
                                                                self.indices, v.rules)))
        elif 0 <= p.deal < len(self.passed_out) and self.passed_out[p.deal]:
            lines.append(self.tr("Everybody passed: the same dealer deals again."))
        elif v.phase is Phase.GAME_OVER:
            lines.append(self.tr("The game is over."))
        else:
            lines.append(self.tr("The end of the record."))
        self.move_label.setText("\n".join(lines))
        self.deal_label.setText("\n".join(self._deal_lines(frame)))
        self.judgement_label.setText(self._judgement_text(judgement))
        self.continue_button.setEnabled(can_continue and not why_not)
        self.continue_button.setToolTip(why_not or self.tr("Start a new game from this position (the record is "
                                                           "not changed)."))

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def _cards(self, cards: Iterable[Card]) -> str:
        return " ".join(card_label(str(c), self.indices) for c in cards)

    def _deal_lines(self, frame: ReviewFrame) -> list[str]:
        talons = [self._cards(t) for t in frame.talons]
        seating = seating_for(frame.view.n_players, frame.view.stock_game)
        if seating.stock:   # what is left in it, in drawing order
            lines = [self.tr("Stock: {0}").format(self._cards(frame.stock))] if frame.stock else []
        elif seating.two_talons:
            lines = [self.tr("Talons: {0} | {1}").format(*talons)]
        else:
            lines = [self.tr("Talon: {0}").format(talons[0])]
        if frame.given:
            gifts = ", ".join(f"{card_label(str(c), self.indices)} → {self._name(s)}" for s, c in frame.given)
            lines.append(self.tr("Given: {0}").format(gifts))
        v = frame.view
        if frame.discarded and v.rules.card_to_second_talon(v.n_players):    # the first into the second talon
            lines.append(self.tr("Laid away: {0}; into the second talon: {1}").format(
                self._cards(frame.discarded[1:]), self._cards(frame.discarded[:1])))
        elif frame.discarded:
            lines.append(self.tr("Laid away: {0}").format(self._cards(frame.discarded)))
        return lines

    def _judgement_text(self, j: Judgement | None) -> str:
        if self.analysis is None:
            return ""
        if j is None:
            return self.tr("No decision of {0} is judged here.").format(self._name(self.analysis.seat))
        played = choice_words(j.played, self.indices, self.rules)
        if j.cost <= 0 and j.best == j.played:
            return self.tr("Played: {0} — as the strong player would.").format(played)
        best = choice_words(j.best, self.indices, self.rules)
        text = self.tr("Played: {0}. The strong player: {1}.").format(played, best)
        cost = self.tr("Expected cost: %n point(s).", None, round(j.cost))
        flag = flag_words(j.flag)
        return f"{text}\n{cost}" + (f" {flag.capitalize()}." if flag else "")

    # -- the analysis ---------------------------------------------------------------------
    def set_running(self, running: bool) -> None:
        """While an analysis runs: the progress bar and Cancel; else Analyse."""
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.analyse_button.setEnabled(not running)
        self.seat_combo.setEnabled(not running)
        if running:
            self.progress.setRange(0, 0)
            self.summary_label.setText(self.tr("Analysing… The table may be used meanwhile."))
        else:
            self.show_analysis(self.analysis)

    def show_progress(self, done: int, total: int) -> None:
        """``done`` of ``total`` decisions judged so far."""
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("%v of %m decisions"))

    def show_analysis(self, analysis: GameAnalysis | None) -> None:
        """The summary of ``analysis`` (None: no analysis yet; the lists empty)."""
        self.analysis = analysis
        self.biggest.clear()
        self.deciding.clear()
        lists: tuple[QWidget, ...] = (self.biggest_title, self.biggest, self.deciding_title, self.deciding)
        for widget in lists:
            widget.setVisible(analysis is not None)
        if analysis is None:
            self.summary_label.setText(self.tr("Not analysed yet: choose a player and press Analyse."))
            return
        s = analysis.summary()
        lost = {g: round(s.lost_in(g)) for g in PhaseGroup}
        lines = [self.tr("%n decision(s) judged.", None, s.decisions),
                 self.tr("Points lost: {0} in all").format(round(s.total_lost))]
        had = {j.group for j in analysis.judgements}      # the stock game: the play only
        lines += [f"  {group_words(g)}: {lost[g]}" for g in PhaseGroup if g in had]
        self.summary_label.setText("\n".join(lines))
        for j in s.biggest:
            text = self.tr("{0}, move {1}: {2} (better: {3}) — {4}, {5}").format(
                self._deal(j.deal), j.step, choice_words(j.played, self.indices, self.rules),
                choice_words(j.best, self.indices, self.rules), round(j.cost), flag_words(j.flag))
            self._add(self.biggest, text, j.deal, j.step)
        if not s.biggest:
            self.biggest.addItem(self.tr("No flagged decision."))
        for swing in s.deciding_deals:
            text = self.tr("{0}: margin {1}, lost by the decisions: {2}").format(
                self._deal(swing.deal), f"{swing.margin:+.0f}", round(swing.lost))
            self._add(self.deciding, text, swing.deal, 0)

    @staticmethod
    def _add(widget: QListWidget, text: str, deal: int, step: int) -> None:
        item = QListWidgetItem(text)
        item.setData(JUMP, (deal, step))
        item.setToolTip(text)
        widget.addItem(item)


__all__ = ["ReviewPanel"]
