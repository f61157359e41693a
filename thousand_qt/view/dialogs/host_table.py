"""Game ▸ Host a table…: New game's choices (players, names, levels, rules) with, for each other
seat, a person or a computer, every rule of the table (the preset, or *Every rule…*: Preferences'
rules editor for this table, :class:`~.host_rules.TableRulesDialog`), and where the table runs:
in this program (the address and port this computer listens on) or on a ``thousand-qt serve``
process (its address); how long a dropped player's seat waits, the turn clock, whether hints are
allowed, and on a server whether the table is public (listed in the server's lobby for
strangers; private by default). In this program the dialog says plainly that this computer
then holds every hand (a table among strangers belongs on a server none of them runs). Where it
runs, where it listens, the port, the wait, the player's name (shared with Join a table…) and
the rules are remembered in the settings (rules edited here that match no preset are the
player's own rules, "Custom", as Preferences ▸ Rules keeps them).

The dialog stays open while the table is being set up (:meth:`HostTableDialog.failed` shows
why it could not be, and the player may change something and try again).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ...ai import LEVELS
from ...engine import RuleSet
from ...model.net.addresses import parse_address
from ...model.settings import MAX_SERVER_TEXT, Settings
from ...net.protocol import DEFAULT_PORT, MAX_TURN_SECONDS
from ..names import network_name
from .host_rules import TableRulesDialog
from .join_table import name_problem, remembered_name
from .new_game import NewGameDialog
from .problem_line import problem_label, say_problem

#: Where the table listens: every network interface (IPv6 and IPv4), or this computer only.
EVERYWHERE, THIS_COMPUTER = "::", "127.0.0.1"
#: The listen choice as the settings keep it.
LISTEN_KEYS = {EVERYWHERE: "everywhere", THIS_COMPUTER: "this_computer"}
PERSON, COMPUTER = "human", "computer"
#: Where the table runs: in this program, or on a ``thousand-qt serve`` process.
IN_PROGRAM, ON_SERVER = "program", "server"


@dataclass(frozen=True)
class HostSpec:
    """A table to host: where to listen, the host's name, and the protocol's ``create`` fields;
    ``server``: the WebSocket URL of the ``serve`` process to create it on ("" in this program)."""

    address: str
    port: int
    name: str
    create: dict[str, Any] = field(default_factory=dict)
    server: str = ""


class HostTableDialog(NewGameDialog):
    """New game's rows, each other seat a person or a computer, and the table's network options."""

    requested = Signal(object)      # a HostSpec: set the table up

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(settings, parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.human.setText(remembered_name(settings))       # the others need a real name to read
        if settings.host_preset:                            # the rules last hosted with
            self.preset.setCurrentIndex(max(0, self.preset.findData(settings.host_preset)))
        self.form.setRowVisible(self.aids_box, False)       # no training aids at a table with people
        self._edited: RuleSet | None = None                 # the rules edited with Every rule…, if any
        self.rules_dialog: TableRulesDialog | None = None
        self.rules_button = QPushButton(self.tr("Every rule…"), self)
        self.rules_button.setToolTip(self.tr("Every rule of the table, as Preferences ▸ Rules shows them; "
                                             "rules that match no preset are your own rules (Custom)."))
        self.rules_button.clicked.connect(self.edit_rules)
        at_preset = self.form.getWidgetPosition(self.preset)[0]     # type: ignore[index]
        rules_label = self.form.takeRow(at_preset).labelItem.widget()   # the preset and the button on one line
        assert rules_label is not None
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset, 1)
        preset_row.addWidget(self.rules_button)
        self.form.insertRow(at_preset, rules_label, preset_row)
        self.preset.activated.connect(self._preset_chosen)
        self.kinds: list[QComboBox] = []
        for seat_row in self.rows:
            kind = QComboBox(self)
            kind.addItem(self.tr("A person"), PERSON)
            kind.addItem(self.tr("Computer"), COMPUTER)
            kind.setAccessibleName(self.tr("Who sits here"))
            kind.currentIndexChanged.connect(self._show_kinds)
            seat_row.insertWidget(0, kind)
            self.kinds.append(kind)
        self.count.currentIndexChanged.connect(self._show_kinds)
        self.kinds[0].setCurrentIndex(0)                   # the first other seat waits for a friend
        for kind in self.kinds[1:]:
            kind.setCurrentIndex(1)
        # the new rows go above the buttons (the stub types the (row, role) pair as object)
        at = self.form.getWidgetPosition(self.buttons)[0]  # type: ignore[index]

        def add_row(label: str, widget: QWidget) -> None:
            nonlocal at
            self.form.insertRow(at, label, widget)
            at += 1

        def add_wide(widget: QWidget) -> None:
            nonlocal at
            self.form.insertRow(at, widget)
            at += 1

        self.where = QComboBox(self)
        self.where.addItem(self.tr("In this program"), IN_PROGRAM)
        self.where.addItem(self.tr("On a server (thousand-qt serve)"), ON_SERVER)
        self.where.setCurrentIndex(max(0, self.where.findData(settings.host_where)))
        self.where.setToolTip(self.tr("In this program: this computer waits for the players. On a server: the "
                                      "table is created on a Thousand server and everybody joins it there."))
        self.where.currentIndexChanged.connect(self._show_where)
        add_row(self.tr("The table runs"), self.where)
        self.server = QLineEdit(settings.host_server, self)
        self.server.setMaxLength(MAX_SERVER_TEXT)
        self.server.setPlaceholderText(self.tr("for example example.org:{0}").format(DEFAULT_PORT))
        self.server.setToolTip(self.tr("The server's address and port (host:port; wss:// for a server with TLS)."))
        self.server.setMinimumWidth(self.fontMetrics().horizontalAdvance("m" * 24))
        add_row(self.tr("Server address"), self.server)
        self.address = QComboBox(self)
        self.address.addItem(self.tr("Every network of this computer"), EVERYWHERE)
        self.address.addItem(self.tr("This computer only (to try it)"), THIS_COMPUTER)
        listen = next((a for a, k in LISTEN_KEYS.items() if k == settings.host_listen), EVERYWHERE)
        self.address.setCurrentIndex(max(0, self.address.findData(listen)))
        add_row(self.tr("Listen on"), self.address)
        self.port = QSpinBox(self)
        self.port.setRange(*Settings.bounds("host_port"))
        self.port.setValue(settings.host_port)
        add_row(self.tr("Port"), self.port)
        self.wait = QSpinBox(self)
        self.wait.setRange(*Settings.bounds("host_wait_seconds"))
        self.wait.setValue(settings.host_wait_seconds)
        self.wait.setSuffix(self.tr(" s"))
        self.wait.setToolTip(self.tr("How long the table waits for a player whose connection dropped; "
                                     "then a computer plays the seat until they come back."))
        add_row(self.tr("Wait for a dropped player"), self.wait)
        self.takeover = QComboBox(self)
        for value, label in zip(LEVELS, (self.tr("easy", "level"), self.tr("normal", "level"),
                                         self.tr("strong", "level")), strict=True):
            self.takeover.addItem(label, value)
        self.takeover.setCurrentIndex(max(0, self.takeover.findData("normal")))
        add_row(self.tr("Then a computer plays"), self.takeover)
        self.clock = QSpinBox(self)
        self.clock.setRange(0, MAX_TURN_SECONDS)
        self.clock.setSingleStep(15)
        self.clock.setSpecialValueText(self.tr("off", "turn clock"))
        self.clock.setSuffix(self.tr(" s"))
        self.clock.setToolTip(self.tr("How long a player may think over a move; then a computer plays for them "
                                      "until they act again. Off: the table waits as long as it takes."))
        add_row(self.tr("Turn clock"), self.clock)
        self.hints = QCheckBox(self.tr("Allow hints"), self)
        add_wide(self.hints)
        self.public = QCheckBox(self.tr("Public: strangers see it in the list of Join a table"), self)
        self.public.setToolTip(self.tr("Anybody who asks the server for its tables sees this one while it waits "
                                       "for players, and may sit down. Unchecked, only those you give the code "
                                       "to can find it."))
        add_wide(self.public)
        self.holds_hands = QLabel(self.tr("This computer holds every hand of the table (its autosave names "
                                          "them). Play here with people you trust; a table among strangers "
                                          "belongs on a Thousand server that none of them runs."), self)
        self.holds_hands.setWordWrap(True)
        add_wide(self.holds_hands)
        self.problem = problem_label(self)
        add_wide(self.problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Host"))
        self._show_seats()              # the rows of the seats not played hide their new boxes too
        self._show_kinds()
        self._show_where()

    def edit_rules(self) -> None:
        """Open the rules editor on the table's rules as chosen now (:attr:`rules_dialog`)."""
        dialog = TableRulesDialog(self.rules(), self)
        dialog.accepted.connect(lambda: self._rules_edited(dialog.chosen))
        self.rules_dialog = dialog
        dialog.open()

    def _rules_edited(self, rules: RuleSet | None) -> None:
        if rules is None:
            return
        self._edited = rules
        self.two_game.setCurrentIndex(max(0, self.two_game.findData(rules.two_player_game)))
        self.preset.setCurrentIndex(max(0, self.preset.findData(rules.preset_name())))

    def _preset_chosen(self) -> None:
        """A preset chosen in the list replaces the rules edited (Custom: the player's own rules)."""
        self._edited = None

    def rules(self) -> RuleSet:
        """The table's rules: as edited with Every rule…, else the preset's."""
        if self._edited is not None:
            return self._edited.with_changes(two_player_game=self.two_player_game())
        return super().rules()

    def on_server(self) -> bool:
        """True when the table is to be created on a server."""
        return bool(self.where.currentData() == ON_SERVER)

    def _show_where(self) -> None:
        """The server's address on a server; where to listen and the port in this program."""
        server = self.on_server()
        self.form.setRowVisible(self.server, server)
        self.form.setRowVisible(self.address, not server)
        self.form.setRowVisible(self.port, not server)
        self.form.setRowVisible(self.holds_hands, not server)
        self.form.setRowVisible(self.public, server)
        self.adjustSize()                   # no empty room where the hidden rows were

    def _show_kinds(self) -> None:
        """A person's seat needs no name nor level: they bring their own name."""
        for kind, name, level in zip(self.kinds, self.names, self.levels, strict=True):
            computer = kind.currentData() == COMPUTER
            name.setEnabled(computer)
            level.setEnabled(computer)
            name.setVisible(computer and not kind.isHidden())
            level.setVisible(computer and not kind.isHidden())

    def spec(self) -> HostSpec:
        """The table the dialog describes."""
        n = self.player_count()
        seats: list[dict[str, Any]] = [{"kind": PERSON}]
        for kind, name, level in list(zip(self.kinds, self.names, self.levels, strict=True))[:n - 1]:
            if kind.currentData() == COMPUTER:
                seats.append({"kind": COMPUTER, "name": name.text().strip()[:40] or "?", "level": level.currentData()})
            else:
                seats.append({"kind": PERSON})
        create = {"players": n, "seats": seats, "rules": self.rules().to_dict(),
                  "reconnect_seconds": self.wait.value(), "takeover_level": self.takeover.currentData(),
                  "allow_hints": self.hints.isChecked()}
        if self.clock.value():
            create["turn_seconds"] = self.clock.value()
        host_name = network_name(self.human.text()) or ""
        server = ""
        if self.on_server() and self.public.isChecked():
            create["public"] = True
        if self.on_server():
            try:
                server = parse_address(self.server.text(), DEFAULT_PORT)[0]
            except ValueError:
                server = ""
        return HostSpec(str(self.address.currentData()), self.port.value(), host_name, create, server)

    def remember(self) -> None:
        """Keep where the table runs, the server, where it listens, the port, the wait, the
        player's name and the rules."""
        s = self.settings
        s.net_name = network_name(self.human.text()) or s.net_name
        s.host_preset = str(self.preset.currentData())
        if self._edited is not None and s.host_preset == "custom":     # the player's own rules now
            s.rules = self.rules()
        s.host_where = str(self.where.currentData())
        s.host_server = self.server.text().strip()
        s.host_listen = LISTEN_KEYS[str(self.address.currentData())]
        s.host_port, s.host_wait_seconds = self.port.value(), self.wait.value()
        s.save()

    def people_wanted(self) -> bool:
        """True when at least one other seat waits for a person."""
        return any(k.currentData() == PERSON for k in self.kinds[:self.player_count() - 1])

    def accept(self) -> None:
        """Ask for the table; the dialog closes once it is set up (see :meth:`succeeded`)."""
        if network_name(self.human.text()) is None:
            self.failed(name_problem())
            return
        if not self.people_wanted():
            self.failed(self.tr("Choose a person for at least one seat: against computers only, "
                                "Game ▸ New game plays without a network."))
            return
        if self.on_server():
            try:
                _url, code = parse_address(self.server.text(), DEFAULT_PORT)
            except ValueError:
                code = ""
            if code is not None:
                self.failed(self.tr("Type the server's address and port, for example example.org:{0}.")
                            .format(DEFAULT_PORT))
                return
        self.remember()
        self.problem.hide()
        self.buttons.setEnabled(False)
        self.requested.emit(self.spec())

    def failed(self, text: str) -> None:
        """The table could not be set up: say why and let the player try again."""
        say_problem(self, self.problem, text)
        self.buttons.setEnabled(True)

    def succeeded(self) -> None:
        """The table is set up: the dialog closes as accepted."""
        QDialog.accept(self)
