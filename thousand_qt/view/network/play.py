"""Game ▸ Host a table… and Game ▸ Join a table…: the dialogs, the host in the program, the
seat's model and the table's window.

Hosting in the program starts a :class:`~thousand_qt.model.net.host.LocalHost` (the server of
``thousand-qt serve``) on the chosen address and port, then the host's own seat connects to it
over 127.0.0.1 and creates the table, as any client would. Hosting on a server connects to that
``serve`` process instead and creates the table there; the window then sits at it as at any
joined table (the server is authoritative and keeps the record). Joining connects to the
address typed. A guest's seat is kept on disk while they sit
(:class:`~thousand_qt.model.net.tickets.TicketKeeper`), so that the program started again after
a crash comes back to it (:meth:`NetPlay.rejoin`).
Once seated, the table's window (``table_window``: :class:`~.net_window.NetTableWindow`, handed
in by whoever builds the game window) shows the table; the game window waits hidden (its game
paused) and comes back when the table's window closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSize, SignalInstance
from PySide6.QtWidgets import QWidget

from ...model.net.autosave import TableAutosave
from ...model.net.host import LocalHost
from ...model.net.seat import NetSeatModel
from ...model.net.tickets import SeatTicket, TicketKeeper
from ...model.settings import Settings
from ..dialog_lifetime import freed_on_close

if TYPE_CHECKING:
    from ..dialogs.host_table import HostSpec, HostTableDialog
    from ..dialogs.join_table import JoinTableDialog

translate = QCoreApplication.translate


class _Pausable(Protocol):
    def set_paused(self, paused: bool) -> None:
        """Hold the game (its computer turns) while the window waits."""


class _Leavable(Protocol):
    def leave(self) -> None:
        """Leave the review, if it is on."""


class HomeWindow(Protocol):
    """What network play needs of the game window that hosts or joins a table."""

    @property
    def settings(self) -> Settings: ...

    @property
    def model(self) -> _Pausable: ...

    @property
    def review(self) -> _Leavable: ...

    def show_error(self, text: str) -> None:
        """Say a failure in a message box."""

    def size(self) -> QSize:
        """The window's size (the table's window opens as large)."""

    def show(self) -> None:
        """Show the window."""

    def hide(self) -> None:
        """Hide the window."""


class TableWindow(Protocol):
    """What network play does with the table's window once it is built."""

    @property
    def destroyed(self) -> SignalInstance: ...

    def resize(self, size: QSize, /) -> None:
        """Size the window."""

    def show(self) -> None:
        """Show the window."""


# The table's window: built from the seat's model, the settings, the local host (or None) and
# the window to show again when it closes (``NetTableWindow``).
TableWindowClass = Callable[..., TableWindow]


class SetUpDialog(Protocol):
    """Host a table's or Join a table's dialog, which stays open while the seat is taken."""

    def failed(self, text: str) -> None:
        """Say why the table could not be set up."""

    def succeeded(self) -> None:
        """Close: the seat is taken."""


class NetPlay(QObject):
    """The game window's network play (``window``: the MainWindow; ``table_window``: the class
    of the table's window)."""

    def __init__(self, window: HomeWindow, table_window: TableWindowClass | None = None) -> None:
        super().__init__(window if isinstance(window, QObject) else None)
        self.window = window
        self.window_class = table_window
        self.dialog: HostTableDialog | JoinTableDialog | None = None
        self.table_window: TableWindow | None = None        # the NetTableWindow open now, if any

    def _model(self) -> NetSeatModel:
        return NetSeatModel(think_pause_ms=self.window.settings.think_pause_ms)

    # -- hosting -------------------------------------------------------------------------------
    def host_dialog(self) -> HostTableDialog:
        """Game ▸ Host a table…"""
        from ..dialogs.host_table import HostTableDialog

        self.window.review.leave()
        dialog = freed_on_close(HostTableDialog(self.window.settings, self._parent_widget()))
        dialog.requested.connect(lambda spec: self.host(spec, dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def host(self, spec: HostSpec, dialog: SetUpDialog | None = None,
             host: LocalHost | None = None) -> NetSeatModel | None:
        """Host the table of ``spec`` (a HostSpec); the window opens once the host's seat is
        taken. ``host``: a LocalHost to use (tests pass one with their own data folder). A spec
        with a ``server`` creates the table on that server instead (:meth:`host_on_server`)."""
        if spec.server:
            return self.host_on_server(spec, dialog)
        host = host or LocalHost()
        try:
            port = host.start(spec.address, spec.port)
        except OSError as err:
            self._say_failure(dialog, translate("NetPlay", "Cannot wait for players on port {0}: {1}").format(
                spec.port, err.strerror or err))
            return None
        model = self._model()
        local = host

        def record() -> str | None:
            return local.record_text(model.code or "") if local.running else None

        model.record_source = record
        model.autosave = TableAutosave(model, host)         # a crash keeps the game so far
        return self._sit(f"ws://127.0.0.1:{port}", spec.name, dialog, model=model, host=host, create=spec.create)

    def host_on_server(self, spec: HostSpec, dialog: SetUpDialog | None = None) -> NetSeatModel:
        """Create the table of ``spec`` on the ``serve`` process at ``spec.server`` and take its
        first seat; the window opens once seated, as for a joined table. Nothing runs here: a
        server that does not answer, refuses the table or speaks another version is said in the
        dialog and changes nothing."""
        return self._sit(spec.server, spec.name, dialog, create=spec.create, on_server=True)

    # -- joining -------------------------------------------------------------------------------
    def join_dialog(self) -> JoinTableDialog:
        """Game ▸ Join a table…"""
        from ..dialogs.join_table import JoinTableDialog

        self.window.review.leave()
        dialog = freed_on_close(JoinTableDialog(self.window.settings, self._parent_widget()))
        dialog.requested.connect(lambda url, code, name: self.join(url, code, name, dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def join(self, url: str, code: str, name: str, dialog: SetUpDialog | None = None) -> NetSeatModel:
        """Take a seat at table ``code`` of the host at ``url``; the window opens once seated."""
        return self._sit(url, name, dialog, code=code)

    def rejoin(self, ticket: SeatTicket) -> NetSeatModel:
        """Come back to the seat of ``ticket`` (the program started again after a crash); the
        table's window opens once seated, a failure is said in the game window."""
        return self._sit(ticket.url, ticket.name, None, code=ticket.code, token=ticket.token,
                         on_server=ticket.on_server)

    def _sit(self, url: str, name: str, dialog: SetUpDialog | None, *, model: NetSeatModel | None = None,
             host: LocalHost | None = None, **how: Any) -> NetSeatModel:
        """Connect a seat's model (a new one unless given) to ``url`` (``how``: connect_to's code,
        create, on_server, token); a failure is said in the dialog (or the game window), the
        model let go and the local ``host``, if any, stopped. A seat at another's host is kept
        on disk while taken (a ticket)."""
        seat = model if model is not None else self._model()
        if host is None:
            TicketKeeper(seat, code=how.get("code"))

        def failed(text: str) -> None:
            if host is not None:
                host.stop()
            seat.shutdown(2000)
            self._say_failure(dialog, text)

        seat.joinFailed.connect(failed)
        self._when_seated(seat, dialog, host)
        seat.connect_to(url, name, **how)
        return seat

    def _say_failure(self, dialog: SetUpDialog | None, text: str) -> None:
        """A table that could not be set up: said in its dialog, or in the game window."""
        if dialog is not None:
            dialog.failed(text)
        else:
            self.window.show_error(text)

    # -- the table's window --------------------------------------------------------------------
    def _when_seated(self, model: NetSeatModel, dialog: SetUpDialog | None, host: LocalHost | None) -> None:
        """Open the table's window the first time the seat is taken (not again after a drop)."""
        def seated(_code: str, _seat: int) -> None:
            model.joinedTable.disconnect(seated)
            self._seated(model, dialog, host)
        model.joinedTable.connect(seated)

    def _seated(self, model: NetSeatModel, dialog: SetUpDialog | None, host: LocalHost | None) -> None:
        if dialog is not None:
            dialog.succeeded()
        home = self.window
        if self.window_class is None:
            raise RuntimeError("network play needs the class of the table's window")
        home.model.set_paused(True)
        window = self.window_class(model, home.settings, host=host, home=home)
        window.destroyed.connect(self._table_window_closed)
        window.resize(home.size())
        model.redraw()
        window.show()
        home.hide()
        self.table_window = window

    def _table_window_closed(self) -> None:
        self.table_window = None

    def _parent_widget(self) -> QWidget | None:
        """The game window as the dialogs' parent."""
        return self.window if isinstance(self.window, QWidget) else None
