"""Game ▸ Join a table…: the host's address (``host:port``, or the invitation's whole line
pasted), the table code and the player's name, each remembered in the settings once Join is
pressed (the name is shared with Host a table…). Under the address, the server's public tables
that wait for players (:class:`~.lobby_list.LobbyList`, asked for when the dialog opens with an
address and on Refresh): choosing one fills in its code, a double-click or Enter joins it.

The dialog stays open while the connection is tried; :meth:`JoinTableDialog.failed` says why
it did not work (nobody at that address, a wrong code, a full table, another version).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRegularExpression, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from ...model.net.addresses import parse_address
from ...model.settings import DEFAULT_HUMAN_NAME, Settings
from ...net.protocol import CODE_ALPHABET, CODE_LENGTH, DEFAULT_PORT, MAX_NAME
from ..names import network_name
from .lobby_list import LobbyList
from .problem_line import problem_label, say_problem


def remembered_name(settings: Settings) -> str:
    """The name last given at a network table, else the player's own (not the default "You")."""
    if settings.net_name:
        return settings.net_name
    return "" if settings.human_name == DEFAULT_HUMAN_NAME else settings.human_name


def name_problem() -> str:
    """Why the name typed will not do at a network table."""
    return QCoreApplication.translate("JoinTableDialog", "Type your name: the other players see it at the table.")


class JoinTableDialog(QDialog):
    """Address, code and name; ``requested(url, code, name)`` when Join is pressed."""

    requested = Signal(str, str, str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Join a table"))
        form = QFormLayout(self)
        self.address = QLineEdit(settings.join_address, self)
        self.address.setPlaceholderText(self.tr("for example 192.168.1.5:{0}").format(DEFAULT_PORT))
        self.address.setToolTip(self.tr("The address and port the host's window shows; the whole line "
                                        "it gives to pass on may be pasted here."))
        self.address.textEdited.connect(self._pasted)
        form.addRow(self.tr("Host address"), self.address)
        self.lobby = LobbyList(self)
        form.addRow(self.tr("Public tables"), self.lobby)
        self.code = QLineEdit(settings.join_code, self)
        self.code.setMaxLength(CODE_LENGTH)
        self.code.setValidator(QRegularExpressionValidator(
            QRegularExpression(f"[{CODE_ALPHABET}{CODE_ALPHABET.lower()}]{{0,{CODE_LENGTH}}}"), self))
        self.code.setPlaceholderText(self.tr("six letters and digits"))
        form.addRow(self.tr("Table code"), self.code)
        self.lobby.refreshRequested.connect(self.refresh_lobby)
        self.lobby.chosen.connect(self.code.setText)
        self.lobby.picked.connect(self._picked)
        self.name = QLineEdit(remembered_name(settings), self)
        self.name.setMaxLength(MAX_NAME)
        form.addRow(self.tr("Your name"), self.name)
        self.problem = problem_label(self)
        form.addRow(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        wide = self.fontMetrics().horizontalAdvance("m" * 24)    # an address and a code fit
        for box in (self.address, self.code, self.name):
            box.setMinimumWidth(wide)
        if self.address.text().strip():
            self.refresh_lobby()

    def refresh_lobby(self) -> None:
        """Ask the server at the address typed for its public tables."""
        try:
            url, _code = parse_address(self.address.text(), DEFAULT_PORT)
        except ValueError:
            self.lobby.say(self._address_problem())
            return
        self.lobby.ask(url)

    def _picked(self, code: str) -> None:
        """A public table double-clicked (or Enter on it): join it now."""
        if not self.buttons.isEnabled():       # a seat is being asked for already
            return
        self.code.setText(code)
        self.accept()

    def _address_problem(self) -> str:
        return self.tr("Type the host's address as the host's window shows it, "
                       "for example 192.168.1.5:{0}.").format(DEFAULT_PORT)

    def _pasted(self, text: str) -> None:
        """The invitation's whole line ("192.168.1.5:8765 ABC234"): the code goes to its box."""
        parts = text.split()
        if len(parts) == 2 and len(parts[1]) == CODE_LENGTH:
            self.address.setText(parts[0])
            self.code.setText(parts[1].upper())

    def accept(self) -> None:
        """Check what was typed, then ask for the seat (the dialog closes once seated)."""
        try:
            url, code = parse_address(self.address.text(), DEFAULT_PORT)
        except ValueError:
            self.failed(self._address_problem())
            return
        code = (code or self.code.text()).strip().upper()
        if len(code) != CODE_LENGTH:
            self.failed(self.tr("The table code has six letters and digits, as the host's window shows it."))
            return
        name = network_name(self.name.text())
        if name is None:
            self.failed(name_problem())
            return
        s = self.settings
        s.join_address, s.join_code, s.net_name = self.address.text().strip(), code, name
        s.save()
        self.problem.hide()
        self.buttons.setEnabled(False)
        self.requested.emit(url, code, name)

    def failed(self, text: str) -> None:
        """The seat could not be taken: say why and let the player try again."""
        say_problem(self, self.problem, text)
        self.buttons.setEnabled(True)

    def succeeded(self) -> None:
        """Seated: the dialog closes as accepted."""
        QDialog.accept(self)
