"""Game ▸ Host a table… and Game ▸ Join a table…: the dialogs, the host in the program, the
seat's model and the table's window.

Hosting in the program starts a :class:`~thousand_qt.model.net_host.LocalHost` (the server of
``thousand-qt serve``) on the chosen address and port, then the host's own seat connects to it
over 127.0.0.1 and creates the table, as any client would. Hosting on a server connects to that
``serve`` process instead and creates the table there; the window then sits at it as at any
joined table (the server is authoritative and keeps the record). Joining connects to the
address typed.
Once seated, the table's window (``table_window``: :class:`~.net_window.NetTableWindow`, handed
in by whoever builds the game window) shows the table; the game window waits hidden (its game
paused) and comes back when the table's window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...model.net_autosave import TableAutosave
from ...model.net_host import LocalHost
from ...model.net_seat import NetSeatModel
from ..dialog_lifetime import freed_on_close

translate = QCoreApplication.translate


class NetPlay(QObject):
    """The game window's network play (``window``: the MainWindow)."""

    def __init__(self, window, table_window=None) -> None:
        super().__init__(window)
        self.window = window
        self.window_class = table_window
        self.dialog = None
        self.table_window = None        # the NetTableWindow open now, if any

    def _model(self) -> NetSeatModel:
        return NetSeatModel(think_pause_ms=self.window.settings.think_pause_ms)

    # -- hosting -------------------------------------------------------------------------------
    def host_dialog(self):
        """Game ▸ Host a table…"""
        from ..dialogs.host_table import HostTableDialog

        self.window.review.leave()
        dialog = freed_on_close(HostTableDialog(self.window.settings, self.window))
        dialog.requested.connect(lambda spec: self.host(spec, dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def host(self, spec, dialog=None, host: LocalHost | None = None) -> NetSeatModel | None:
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
        model.record_source = lambda: host.record_text(model.code or "") if host.running else None
        model.autosave = TableAutosave(model, host)         # a crash keeps the game so far
        return self._sit(f"ws://127.0.0.1:{port}", spec.name, dialog, model=model, host=host, create=spec.create)

    def host_on_server(self, spec, dialog=None) -> NetSeatModel:
        """Create the table of ``spec`` on the ``serve`` process at ``spec.server`` and take its
        first seat; the window opens once seated, as for a joined table. Nothing runs here: a
        server that does not answer, refuses the table or speaks another version is said in the
        dialog and changes nothing."""
        return self._sit(spec.server, spec.name, dialog, create=spec.create, on_server=True)

    # -- joining -------------------------------------------------------------------------------
    def join_dialog(self):
        """Game ▸ Join a table…"""
        from ..dialogs.join_table import JoinTableDialog

        self.window.review.leave()
        dialog = freed_on_close(JoinTableDialog(self.window.settings, self.window))
        dialog.requested.connect(lambda url, code, name: self.join(url, code, name, dialog))
        self.dialog = dialog
        dialog.open()
        return dialog

    def join(self, url: str, code: str, name: str, dialog=None) -> NetSeatModel:
        """Take a seat at table ``code`` of the host at ``url``; the window opens once seated."""
        return self._sit(url, name, dialog, code=code)

    def _sit(self, url: str, name: str, dialog, *, model: NetSeatModel | None = None,
             host: LocalHost | None = None, **how) -> NetSeatModel:
        """Connect a seat's model (a new one unless given) to ``url`` (``how``: connect_to's code,
        create, on_server); a failure is said in the dialog (or the game window), the model let
        go and the local ``host``, if any, stopped."""
        model = model if model is not None else self._model()

        def failed(text: str) -> None:
            if host is not None:
                host.stop()
            model.shutdown(2000)
            self._say_failure(dialog, text)

        model.joinFailed.connect(failed)
        self._when_seated(model, dialog, host)
        model.connect_to(url, name, **how)
        return model

    def _say_failure(self, dialog, text: str) -> None:
        """A table that could not be set up: said in its dialog, or in the game window."""
        if dialog is not None:
            dialog.failed(text)
        else:
            self.window.show_error(text)

    # -- the table's window --------------------------------------------------------------------
    def _when_seated(self, model: NetSeatModel, dialog, host: LocalHost | None) -> None:
        """Open the table's window the first time the seat is taken (not again after a drop)."""
        def seated(_code: str, _seat: int) -> None:
            model.joinedTable.disconnect(seated)
            self._seated(model, dialog, host)
        model.joinedTable.connect(seated)

    def _seated(self, model: NetSeatModel, dialog, host: LocalHost | None) -> None:
        if dialog is not None:
            dialog.succeeded()
        home = self.window
        home.model.set_paused(True)
        window = self.window_class(model, home.settings, host=host, home=home)
        window.destroyed.connect(lambda: setattr(self, "table_window", None))
        window.resize(home.size())
        model.redraw()
        window.show()
        home.hide()
        self.table_window = window
