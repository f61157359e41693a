"""The window of a network table: the game window around a :class:`NetSeatModel`, with the
table's dock (:class:`~.net_dock.NetDock`).

Everything of the game window works as in a game against the computer (the table, panels,
animations, score sheet, summaries, status line); what a network game does not allow is off
and says why in its tooltip: undo always, the hint where the host did not allow it, saving and
reviewing the game until the record has come (the host's window has it all along). Closing
the window leaves the table (a computer takes the seat); the host's window closing ends the
table for everybody, who keep the record so far. The window that opened it comes back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from ...model.net.host import LocalHost
from ...model.net.seat import NetSeatModel
from ...model.settings import Settings
from ..dialog_lifetime import freed_on_close
from ..main_window import MainWindow
from .dock import NetDock

translate = QCoreApplication.translate

#: Actions of the game window that a network table has no use for.
HIDDEN = ("new", "open", "host", "join")


class NetTableWindow(MainWindow):
    """A network table's window (``host``: the LocalHost when this window hosts the table;
    ``home``: the window to show again when this one closes)."""

    #: Ask before leaving a table whose game goes on (tests turn it off).
    ask_before_leaving = True
    model: NetSeatModel

    def __init__(self, model: NetSeatModel, settings: Settings, *, host: LocalHost | None = None,
                 home: MainWindow | None = None) -> None:
        self.host, self.home = host, home
        self.net_dock: NetDock | None = None
        super().__init__(model, settings)
        self.setObjectName("NetTableWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.statistics.stop_counting()      # the other players are people: not the statistics' games
        self.net_dock = NetDock(model, host, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.net_dock)
        self.menus.game.setToolTipsVisible(True)      # the Game menu says why an entry is off
        for key in HIDDEN:
            self.menu_actions[key].setVisible(False)
        model.tableEnded.connect(self._table_ended)
        model.seatNews.connect(lambda _seat, text: self.show_status(text))
        model.connectionChanged.connect(self._connection_changed)
        model.tableChanged.connect(self._table_changed)
        model.stateChanged.connect(self.update_actions)
        self.end_box: QMessageBox | None = None
        self.retranslate_ui()
        self.update_actions()

    # -- what is allowed -----------------------------------------------------------------------
    def update_actions(self) -> None:
        super().update_actions()
        m, reviewing = self.model, self.review.active
        undo, hint = self.menu_actions["undo"], self.menu_actions["hint"]
        undo.setEnabled(False)
        undo.setToolTip(translate("NetTableWindow", "Undo is off in network games."))
        table = m.table
        hint.setToolTip("" if table is not None and table.allow_hints else
                        translate("NetTableWindow", "Hints are off at this table: the host did not allow them."))
        saved = m.can_save()
        for key in ("save", "save_as"):
            self.menu_actions[key].setEnabled(saved and not reviewing)
            self.menu_actions[key].setToolTip("" if saved else translate(
                "NetTableWindow", "The host sends the record when the table ends; then it can be saved."))
        review = self.menu_actions["review"]
        review.setEnabled(m.finished and saved and not reviewing)
        review.setToolTip("" if m.finished else translate(
            "NetTableWindow", "The game can be reviewed once the table has ended (it would show the cards in play)."))

    def play_again(self) -> None:
        """The game-over dialog's "again": a new table is hosted or joined from the main window."""
        self.show_status(translate("NetTableWindow", "The game is over. Close this window to go back; "
                                   "Game ▸ Host a table… there sets up another."))

    # -- the table's news ----------------------------------------------------------------------
    def _table_changed(self) -> None:
        self.update_title()

    def update_title(self) -> None:
        """The table's code, not a file's name (also when the table is drawn again from a full
        snapshot, after coming back to the seat)."""
        self.setWindowTitle(self.title())

    def _connection_changed(self, state: str) -> None:
        texts = {"reconnecting": translate("NetTableWindow", "The connection to the host dropped: reconnecting…"),
                 "connected": translate("NetTableWindow", "Connected to the host.")}
        if state in texts:
            self.show_status(texts[state])
        self.update_actions()

    def _table_ended(self, reason: str, text: str) -> None:
        self.show_status(text)
        self.update_actions()
        if reason in ("game_over", "left"):
            return
        self.end_box = freed_on_close(QMessageBox(QMessageBox.Icon.Information,
                                                  translate("NetTableWindow", "The table has ended"), text,
                                                  QMessageBox.StandardButton.Ok, self))
        self.end_box.open()

    # -- texts ---------------------------------------------------------------------------------
    def title(self) -> str:
        code = self.model.code or ""
        if self.host is not None:
            return translate("NetTableWindow", "Thousand — table {0} (you host it)").format(code)
        return translate("NetTableWindow", "Thousand — table {0}").format(code)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.setWindowTitle(self.title())
        self.menu_actions["quit"].setText(translate("NetTableWindow", "&Leave the table") if self.host is None
                                     else translate("NetTableWindow", "&Close the table"))
        if self.net_dock is not None:
            self.net_dock.retranslate_ui()
        self.update_actions()

    # -- closing -------------------------------------------------------------------------------
    def leave_question(self) -> str:
        if self.host is not None:
            return translate("NetTableWindow", "Close the table? The game ends for everybody; everybody keeps "
                             "the record of the game so far.")
        return translate("NetTableWindow", "Leave the table? A computer player takes your seat.")

    def closeEvent(self, event: QCloseEvent) -> None:
        going_on = self.model.ended is None and self.model.connection == "connected" and self.game_in_progress()
        if going_on and self.ask_before_leaving:
            yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
            box = QMessageBox(QMessageBox.Icon.Question, translate("NetTableWindow", "Leave the table"),
                              self.leave_question(), yes | no, self)
            box.setDefaultButton(no)
            answer = box.exec()
            box.deleteLater()
            if answer != yes:
                event.ignore()
                return
        self.review.shutdown(2000)
        if self.host is not None:
            autosave = self.model.autosave
            self.host.stop()                # every player gets the record so far; the server saves it
            if autosave is not None:
                autosave.remove()
        elif self.model.ended is None:
            self.model.leave()
        self.model.shutdown(2000)
        if self.home is not None:
            self.home.show()
            self.home.model.set_paused(False)
        event.accept()

    def save_window_state(self) -> None:
        """The game window's own size and docks are kept; this window's are not."""


__all__ = ["NetTableWindow"]
