"""The network table's dock: the connection, the line to pass on (the host's addresses and the
table code), the seats filling up and the ready check, the turn clock of the seat on turn, and
the table talk (short chat lines and the protocol's phrases), all shown as plain text, never as
rich text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...model.net.addresses import invitation, local_addresses, with_port
from ...model.net.host import LocalHost
from ...model.net.link import SeatInfo
from ...model.net.seat import NetSeatModel
from ...model.net.turn_clock import TurnClock
from ...model.net.words import phrase_labels
from ...net.protocol import MAX_CHAT, text_problem
from ..names import shown_name

translate = QCoreApplication.translate

#: How many lines the talk keeps (older ones scroll away).
TALK_LINES = 500


def seat_line(index: int, seat: SeatInfo, mine: bool) -> str:
    """One seat of the lobby: "2. Boris — here, ready"."""
    status = {"free": translate("NetDock", "waiting for a player"), "here": translate("NetDock", "here"),
              "away": translate("NetDock", "reconnecting…"),
              "computer": translate("NetDock", "computer")}.get(seat.status, seat.status)
    name = shown_name(seat.name) if seat.name else translate("NetDock", "free seat")
    parts = [status]
    if seat.kind == "human" and seat.status != "free":
        parts.append(translate("NetDock", "ready") if seat.ready else translate("NetDock", "not ready"))
    line = f"{index + 1}. {name} — {', '.join(parts)}"
    return line + " " + translate("NetDock", "(you)") if mine else line


class NetDock(QDockWidget):
    """The dock of a network table window (``model``: a NetSeatModel; ``host``: the LocalHost
    when this window hosts the table)."""

    def __init__(self, model: NetSeatModel, host: LocalHost | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NetDock")
        self.model, self.host = model, host
        self._addresses = local_addresses() if host is not None and host.address != "127.0.0.1" else []
        body = QWidget(self)
        box = QVBoxLayout(body)
        self.connection = QLabel(body)
        self.connection.setWordWrap(True)
        self.connection.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.connection)
        self.pass_on_label = QLabel(body)
        self.pass_on_label.setWordWrap(True)
        box.addWidget(self.pass_on_label)
        row = QHBoxLayout()
        self.pass_on = QLineEdit(body)
        self.pass_on.setReadOnly(True)
        self.pass_on.setObjectName("passOn")
        row.addWidget(self.pass_on, 1)
        self.copy = QPushButton(body)
        self.copy.clicked.connect(self.copy_invitation)
        row.addWidget(self.copy)
        box.addLayout(row)
        self.addresses = QLabel(body)
        self.addresses.setWordWrap(True)
        self.addresses.setTextFormat(Qt.TextFormat.PlainText)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.addresses)
        self.seats = QLabel(body)
        self.seats.setTextFormat(Qt.TextFormat.PlainText)
        self.seats.setWordWrap(True)
        box.addWidget(self.seats)
        self.clock = TurnClock(model, self)
        self.clock_line = QLabel(body)
        self.clock_line.setObjectName("turnClock")
        self.clock_line.setTextFormat(Qt.TextFormat.PlainText)
        self.clock_line.setWordWrap(True)
        self.clock_line.hide()
        box.addWidget(self.clock_line)
        self.clock.changed.connect(self.show_clock)
        self.ready = QPushButton(body)
        self.ready.setCheckable(True)
        self.ready.toggled.connect(self._ready_toggled)
        box.addWidget(self.ready)
        self.rules = QLabel(body)
        self.rules.setWordWrap(True)
        box.addWidget(self.rules)
        self.talk = QPlainTextEdit(body)
        self.talk.setReadOnly(True)
        self.talk.setMaximumBlockCount(TALK_LINES)
        self.talk.setObjectName("talk")
        box.addWidget(self.talk, 1)
        row = QHBoxLayout()
        self.line = QLineEdit(body)
        self.line.setMaxLength(MAX_CHAT)
        self.line.returnPressed.connect(self.send_line)
        row.addWidget(self.line, 1)
        self.send = QPushButton(body)
        self.send.clicked.connect(self.send_line)
        row.addWidget(self.send)
        self.say = QPushButton(body)
        self.phrases = QMenu(self.say)
        self.say.setMenu(self.phrases)
        row.addWidget(self.say)
        box.addLayout(row)
        self.setWidget(body)
        model.tableChanged.connect(self.refresh)
        model.joinedTable.connect(lambda _code, _seat: self.refresh())
        model.connectionChanged.connect(self._connection_changed)
        model.chatReceived.connect(self._said)
        model.seatNews.connect(lambda _seat, text: self.note(text))
        model.tableEnded.connect(self._ended)
        self._dropped = False
        self.retranslate_ui()

    # -- what is shown -----------------------------------------------------------------------
    def invitation_text(self) -> str:
        """The line to pass on: an address of this computer (the host's window) or the address
        joined, with the port and the table code."""
        code = self.model.code or ""
        if self.host is not None:
            return invitation(self._addresses[0] if self._addresses else "127.0.0.1", self.host.port, code)
        scheme, sep, where = self.model.url.partition("://")
        if scheme == "wss" or not sep:      # Join reads the scheme too: a TLS server stays wss://
            where = self.model.url
        return f"{where} {code}".strip()

    def refresh(self) -> None:
        m = self.model
        state = {"connecting": translate("NetDock", "Connecting…"),
                 "connected": translate("NetDock", "Connected; table {0}.").format(m.code or ""),
                 "reconnecting": translate("NetDock", "The connection dropped: reconnecting…"),
                 "lost": translate("NetDock", "The connection to the host is lost."),
                 "failed": translate("NetDock", "Not connected.")}.get(m.connection, m.connection)
        if m.ended is not None and m.ended != "lost":
            state = translate("NetDock", "The table has ended.")
        self.connection.setText(state)
        self.pass_on.setText(self.invitation_text())
        if self.host is not None:
            shown = ([with_port(a, self.host.port) for a in self._addresses]
                     or [translate("NetDock", "this computer only")])
            self.addresses.setText(translate("NetDock", "This computer's addresses: {0}").format(", ".join(shown)))
        self.addresses.setVisible(self.host is not None)
        table = m.table
        self.seats.setText("\n".join(seat_line(i, s, i == m.human_seat) for i, s in enumerate(table.seats))
                           if table is not None else "")
        started = table is not None and table.started
        self.ready.setVisible(not started and m.ended is None)
        if table is not None:
            hints = translate("NetDock", "Hints: allowed.") if table.allow_hints else \
                translate("NetDock", "Hints: off at this table.")
            parts = [hints, translate("NetDock", "Undo is off in network games."),
                     translate("NetDock", "A dropped player's seat waits {0} s.").format(table.reconnect_seconds)]
            if table.turn_seconds:
                parts.append(translate("NetDock", "Turn clock: {0} s a move.").format(table.turn_seconds))
            self.rules.setText(" ".join(parts))
        open_ = m.ended is None and m.connection == "connected"
        for widget in (self.line, self.send, self.say):
            widget.setEnabled(open_)

    def show_clock(self) -> None:
        """The seat whose turn the table's clock runs for and its seconds left (hidden when none)."""
        seat, left = self.clock.seat(), self.clock.seconds_left()
        players = self.model.players
        if seat is None or left is None or seat >= len(players):
            self.clock_line.hide()
            return
        if seat == self.model.human_seat:
            text = self.tr("Your move: %n s left on the clock.", None, left)
        else:
            text = self.tr("{0} to move: %n s left on the clock.", None, left).format(
                shown_name(players[seat].name))
        self.clock_line.setText(text)
        self.clock_line.show()

    def note(self, text: str) -> None:
        """A line of the table's own (someone dropped, came back; the end) in the talk."""
        self.talk.appendPlainText(f"— {text}")

    def _connection_changed(self, state: str) -> None:
        """This seat's own connection: said in the talk when it drops and when it is back."""
        if state == "reconnecting":
            self._dropped = True
            self.note(translate("NetDock", "The connection dropped: reconnecting…"))
        elif state == "connected" and self._dropped:
            self._dropped = False
            self.note(translate("NetDock", "Connected again with the seat's token; the game goes on."))
        self.refresh()

    def _ended(self, _reason: str, text: str) -> None:
        self.note(text)
        self.refresh()

    def _said(self, seat: int, name: str, text: str) -> None:
        self.talk.appendPlainText(f"{shown_name(name)}: {text}")

    # -- what the player does ----------------------------------------------------------------
    def copy_invitation(self) -> None:
        QGuiApplication.clipboard().setText(self.pass_on.text())

    def _ready_toggled(self, on: bool) -> None:
        self.model.ready(on)
        self.ready.setText(translate("NetDock", "Ready ✓") if on else translate("NetDock", "I am ready"))

    def send_line(self) -> None:
        text = self.line.text().strip()
        if not text or text_problem(text, MAX_CHAT):
            return
        self.model.chat(text)
        self.line.clear()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("NetDock", "Table"))
        self.pass_on_label.setText(translate("NetDock", "Pass this on to the players (address and table code):"))
        self.copy.setText(translate("NetDock", "Copy"))
        self.ready.setText(translate("NetDock", "Ready ✓") if self.ready.isChecked()
                           else translate("NetDock", "I am ready"))
        self.line.setPlaceholderText(translate("NetDock", "A message to the table"))
        self.send.setText(translate("NetDock", "Send"))
        self.say.setText(translate("NetDock", "Say"))
        self.phrases.clear()
        for key, label in phrase_labels().items():
            action = self.phrases.addAction(label)
            action.triggered.connect(lambda _checked=False, k=key: self.model.phrase(k))
        self.refresh()
