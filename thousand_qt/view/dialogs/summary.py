"""End of a deal (the talon, each player's card points and marriages, the change and how it
came about) and end of the game (winner, totals, settlement, the whole score sheet, a new
game with the same players and rules). The deal's summary is not modal: the table, the menus
and the score sheet (its own button opens it) stay in reach while it is up. The game's result
is window-modal, opened with ``open()`` so the event loop, and the tests, keep running.

The summary takes the keyboard when it appears, right after the deal's last card: Enter (or
Space) only deals on once it has been up for ENTER_GUARD_MS, so that a key meant for the last
card, or pressed twice, does not close the summary before it is read. A click is never held back."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import DealResult, PlayerInfo, RuleSet, bolt_weight, cutter_of, is_stock_game
from ..felt_style import SCALE_PROPERTY, apply_felt
from ..names import shown_names
from ..score_sheet import ScoreTable
from ..table.card_text import SUIT_SYMBOLS, cards_label
from ..table.plates import cut_line

# How long after it appears the summary ignores Enter and Space (the same at every animation speed).
ENTER_GUARD_MS = 700
_GUARDED_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class _EnterGuard(QObject):
    """Swallows Enter and Space on the widgets it watches until :meth:`arm` has run, which it
    does by itself ENTER_GUARD_MS after :meth:`start`."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.armed = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ENTER_GUARD_MS)
        self._timer.timeout.connect(self.arm)

    def watch(self, *widgets: QWidget) -> None:
        """Hold Enter and Space back from ``widgets`` while not armed."""
        for widget in widgets:
            widget.installEventFilter(self)

    def start(self) -> None:
        """Hold the keys back from now for ENTER_GUARD_MS."""
        self.armed = False
        self._timer.start()

    def arm(self) -> None:
        """Let Enter and Space through from now on."""
        self._timer.stop()
        self.armed = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return (not self.armed and event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
                and isinstance(event, QKeyEvent) and event.key() in _GUARDED_KEYS)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


class _ResultDialog(QDialog):
    """``text_px``: the text's pixel size, as the table's panels have it (None: the desktop's)."""

    def __init__(self, parent: QWidget | None = None, text_px: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.text_px = text_px
        layout = self._layout = QVBoxLayout(self)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setProperty(SCALE_PROPERTY, 1.25)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.table = QTableWidget(self)
        self.table.verticalHeader().hide()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.table)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.notes)
        self.buttons = QDialogButtonBox(self)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    def look_like_the_table(self) -> None:
        """The felt, the plates' colours and font (once every child exists, before filling)."""
        apply_felt(self, text_px=self.text_px)

    def _fill(self, header: list[str], rows: list[list[str]]) -> None:
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c else
                                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()
        heads = self.table.horizontalHeader()     # every heading whole in equal columns
        widest = max(max(heads.sectionSizeHint(c), self.table.sizeHintForColumn(c)) for c in range(len(header)))
        self.table.setMinimumWidth(2 * self.table.frameWidth() + len(header) * widest)
        margins = self._layout.contentsMargins()     # (and every button's text whole, at any text size)
        inner = max(self.table.minimumWidth(), self.buttons.sizeHint().width())
        self.setMinimumWidth(max(520, inner + margins.left() + margins.right()))
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(len(rows)))
        self.table.setFixedHeight(height)

    def _set_notes(self, notes: list[str]) -> None:
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.adjustSize()       # no empty band where there is nothing to say

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:  # pragma: no cover - overridden
        pass


class DealSummaryDialog(_ResultDialog):
    """One deal's result; the button deals on (or, after the last deal, shows the result);
    Score sheet asks for the score sheet (``scoreSheetRequested``). Not modal: show it with
    :meth:`show_beside`."""

    scoreSheetRequested = Signal()

    def __init__(self, players: Sequence[PlayerInfo], result: DealResult, rules: RuleSet | None = None,
                 talon: Sequence[str] | None = None, last: bool = False, indices: str = "latin",
                 parent: QWidget | None = None, text_px: int | None = None, cut: Sequence[str] = ()) -> None:
        super().__init__(parent, text_px)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.players, self.deal_result, self.rules = list(players), result, rules
        self.talon, self.last, self.indices = list(talon or []), last, indices
        self.cut = list(cut)        # the bottom cards the deal's cut showed (``cut``), none without
        self.sheet_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.sheet_button.clicked.connect(self.scoreSheetRequested)
        self.next_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.clicked.connect(self.accept)
        self.next_button.setDefault(True)
        self.next_button.setFocus()
        self.enter_guard = _EnterGuard(self)
        self.enter_guard.watch(self, self.next_button, self.sheet_button)
        self.look_like_the_table()
        self.retranslate_ui()

    def show_beside(self) -> None:
        """Show it without blocking the window (``open()`` would make it window-modal), with
        the keyboard in it: Enter deals on (once the summary has been up for ENTER_GUARD_MS)."""
        self.enter_guard.start()
        self.show()
        self.raise_()
        self.activateWindow()
        self.next_button.setFocus()

    def headline_text(self, names: list[str]) -> str:
        r = self.deal_result
        if r.declarer is None and not r.redeal:   # the game with a stock: no contract
            head = self.tr("Each player's points go to their total.")
        elif r.declarer is None:
            head = self.tr("No game in this deal.")
        elif r.conceded:
            head = self.tr("{0}: concession (роспись), {1}.").format(names[r.declarer], r.contract)
        elif r.made:
            head = self.tr("{0}: the contract {1} is made!").format(names[r.declarer], r.contract)
        else:
            head = self.tr("{0}: the contract {1} is lost.").format(names[r.declarer], r.contract)
        if r.blind:
            head += " " + self.tr("(blind: doubled)")
        if r.golden:
            head += " " + self.tr("(golden round: doubled)")
        return head

    def retranslate_ui(self) -> None:
        r, names = self.deal_result, shown_names(self.players)
        self.setWindowTitle(self.tr("End of the deal"))
        self.next_button.setText(self.tr("Result of the game") if self.last else self.tr("Next deal"))
        self.sheet_button.setText(self.tr("Score sheet"))
        self.headline.setText(self.headline_text(names))
        marriages = [0] * len(names)
        for seat, _suit, value in r.marriages:
            marriages[seat] += value
        if r.sitting_out is not None:       # four players: the dealer's talon marriage
            marriages[r.sitting_out] += r.talon_marriage
        with_bolts = self.rules is None or not is_stock_game(self.rules, len(names))  # none with a stock
        rows: list[list[str]] = []
        for seat, name in enumerate(names):
            row = [name, str(r.points[seat] - marriages[seat]), str(marriages[seat] or ""),
                   _signed(r.change[seat]), str(r.totals[seat])]
            if with_bolts:
                row.append("|" * r.bolts[seat] if r.bolts[seat] else "")
            rows.append(row)
        header = [self.tr("Player"), self.tr("Card points"), self.tr("Marriages"), self.tr("Change"),
                  self.tr("Total")]
        self._fill(header + [self.tr("Bolts")] * with_bolts, rows)
        self._set_notes(self.notes_lines(names))

    def _bolt_note(self, name: str, count: int, r: DealResult, rules: RuleSet | None) -> str:
        """Why ``name`` got a bolt in deal ``r`` (``bolt_when``), what it cost (the third bolt's
        penalty, doubled in a golden deal; ``bolt_each_penalty``); ``count`` is their bolts after it."""
        if rules is None:
            return self.tr("{0}: no trick — a bolt (болт).").format(name)
        third = count < bolt_weight(rules, r.golden)        # the count went past three and came down
        penalty = rules.bolt_penalty * (2 if r.golden else 1)
        if rules.bolt_when == "no_trick":
            note = (self.tr("{0}: no trick — the third bolt (болт): {1} taken off, the bolts crossed out.")
                    .format(name, penalty) if third else self.tr("{0}: no trick — a bolt (болт).").format(name))
        else:
            why = (self.tr("not a point taken") if rules.bolt_when == "no_points"
                   else self.tr("fewer than 5 points"))
            note = (self.tr("{0}: {1} — the third bolt (болт): {2} taken off, the bolts crossed out.")
                    .format(name, why, penalty) if third else self.tr("{0}: {1} — a bolt (болт).").format(name, why))
        if rules.bolt_each_penalty:
            each = rules.bolt_each_penalty * (2 if (r.golden or r.blind) else 1)
            note += " " + self.tr("Every bolt costs {0} as well.").format(each)
        return note

    def notes_lines(self, names: list[str]) -> list[str]:
        """The talon and how the changes came about, one line each."""
        r, rules = self.deal_result, self.rules
        notes: list[str] = []
        lost = r.cut_penalty[1] if r.cut_penalty is not None else 0    # the engine's cost of the cut
        if self.cut and r.dealer is not None:
            cutter = r.cut_penalty[0] if r.cut_penalty is not None else cutter_of(len(names), r.dealer)
            notes.append(cut_line(names[cutter], cards_label(self.cut, self.indices), lost, self.cut[-1][0] == "J"))
        elif r.cut_penalty is not None:
            notes.append(self.tr("{0}: the third nine in the cut, {1} taken off.").format(names[r.cut_penalty[0]],
                                                                                         lost))
        if self.talon:
            notes.append(self.tr("Talon (прикуп): {0}.").format(cards_label(self.talon, self.indices)))
        for seat, suit, value in r.marriages:
            if suit in SUIT_SYMBOLS:
                notes.append(self.tr("{0}: marriage (марьяж) {1} — {2}.").format(names[seat], SUIT_SYMBOLS[suit],
                                                                                 value))
            else:               # the four aces: "тузовый марьяж", not "марьяж тузы"
                notes.append(self.tr("{0}: aces marriage — {1}.").format(names[seat], value))
        if r.sitting_out is not None:
            dealer = names[r.sitting_out]
            if r.talon_marriage and rules is not None and rules.sitting_out_half_marriage:
                notes.append(self.tr("{0} dealt and sat out: the talon's %n point(s) are theirs, {1} of them for its "
                                     "kings and queens (a marriage, or half one for a lone K or Q).", None,
                                     r.points[r.sitting_out]).format(dealer, r.talon_marriage))
            elif r.talon_marriage:
                notes.append(self.tr("{0} dealt and sat out: the talon's %n point(s), with the marriage in it "
                                     "({1}), are theirs.", None, r.points[r.sitting_out]).format(dealer,
                                                                                                  r.talon_marriage))
            else:
                notes.append(self.tr("{0} dealt and sat out: the talon's %n point(s) are theirs.", None,
                                     r.points[r.sitting_out]).format(dealer))
        if r.sweep_bonus and r.declarer is not None:
            notes.append(self.tr("{0} bid 120 or more, declared no marriage and took every trick: the %n point(s) "
                                 "of the four cards out of play count too.", None, r.sweep_bonus).format(
                names[r.declarer]))
        if r.second_talon:
            notes.append(self.tr("The talon not taken (%n point(s)) counts for the winner of the last trick.", None,
                                 r.second_talon))
        if r.declarer is not None and rules is not None and not r.conceded and rules.round_opponents:
            notes.append(self.tr("The other players' points are rounded to {0}.").format(rules.round_opponents))
        for seat in r.bolt_seats:
            notes.append(self._bolt_note(names[seat], r.bolts[seat], r, rules))
        for seat in r.samosval_seats:
            notes.append(self.tr("{0}: exactly 555, samosval — back to 0!").format(names[seat]))
        if (rules is not None and rules.barrel_failure == "free" and r.declarer is not None
                and r.declarer == r.barrel and r.made is False and not r.conceded):
            notes.append(self.tr("{0}: on the barrel a failed contract costs nothing; the attempt is used.")
                         .format(names[r.declarer]))
        if r.written_off and r.declarer is not None:
            notes.append(self.tr("{0} wrote the deal off (списать): each opponent scores a dash and gets a bolt.")
                         .format(names[r.declarer]))
        if r.collected is not None:
            notes.append(self.tr("{0} collects on the barrel: +{1}, the card points of their tricks (marriages "
                                 "and the contract count nothing).").format(names[r.collected[0]], r.collected[1]))
        if r.barrel is not None:
            notes.append(self.tr("{0}: on the barrel (бочка).").format(names[r.barrel]))
        if r.golden_reset:
            notes.append(self.tr("No golden deal's contract was made: every total goes back to 0."))
        return notes + list(r.notes)


class GameOverDialog(_ResultDialog):
    """The winner, the totals, the settlement (with ``bank``: the bank, which replaces it) and
    the whole score sheet.

    "New game" (accept) starts a game with the same players and rules; Review closes it and
    emits ``reviewRequested``; Close just closes.
    """

    reviewRequested = Signal()

    def __init__(self, players: Sequence[PlayerInfo], winner: int, totals: Sequence[int], settlement: Sequence[float],
                 results: Iterable[DealResult] = (), parent: QWidget | None = None,
                 text_px: int | None = None, *, bank: bool = False) -> None:
        super().__init__(parent, text_px)
        self.players, self.winner, self.bank = list(players), winner, bank
        self.totals, self.settlement = list(totals), list(settlement)
        self.results = tuple(results)
        self.sheet = ScoreTable(self)
        self.sheet.setMinimumHeight(160)
        self._layout.insertWidget(3, self.sheet, 1)
        self.again_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.again_button.clicked.connect(self.accept)
        self.review_button.clicked.connect(self._review)
        self.close_button.clicked.connect(self.reject)
        self.again_button.setDefault(True)
        self.look_like_the_table()
        self.retranslate_ui()
        self.resize(self.width(), max(self.height(), 460))

    def retranslate_ui(self) -> None:
        names = shown_names(self.players)
        self.setWindowTitle(self.tr("Game over"))
        self.again_button.setText(self.tr("New game (same players and rules)"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Look through the game with every hand open, and analyse it."))
        self.headline.setText(self.tr("Winner: {0}!").format(names[self.winner]))
        header = [self.tr("Player"), self.tr("Total")]
        show_money = any(self.settlement)
        if show_money:
            header.append(self.tr("Bank") if self.bank else self.tr("Settlement"))
        rows: list[list[str]] = []
        for seat, name in enumerate(names):
            row = [name, str(self.totals[seat])]
            if show_money:
                row.append(f"{self.settlement[seat]:+.2f}")
            rows.append(row)
        self._fill(header, rows)
        self.sheet.show_results(names, self.results)
        self.notes.hide()

    def _review(self) -> None:
        self.reject()
        self.reviewRequested.emit()
