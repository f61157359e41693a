"""Join a table…'s list of a server's public tables (its lobby): the rules, the seats free and
who waits there, one table a row; a Refresh button, and a line that says what the list is (being
asked for, empty, how many, or why the server did not give it).

Choosing a row hands its code to the dialog (``chosen``); a double-click or Enter on a row joins
it (``picked``). The list is asked for off the GUI thread (:class:`~...model.net.lobby.LobbyQuery`).
Everything a server sent is shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.net.lobby import LobbyQuery
from ...model.net.words import failure_text
from ...net.lobby_read import PublicTable
from ..names import shown_name
from .rule_words import preset_labels

__all__ = ["LobbyList"]

# the role of a row's table code
CODE_ROLE = Qt.ItemDataRole.UserRole
#: The widest the list grows to hold its texts, in widths of "m" (wider, it scrolls).
WIDEST_EMS = 70


class LobbyList(QWidget):
    """The public tables of one server (see the module's docstring)."""

    chosen = Signal(str)            # the code of the row chosen
    picked = Signal(str)            # the code of the row to join now (double-click, Enter)
    refreshRequested = Signal()     # Refresh was pressed: the dialog says where to ask

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.query = LobbyQuery(self)
        self.query.listed.connect(self._listed)
        self.query.failed.connect(self._failed)
        self.tables: tuple[PublicTable, ...] = ()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("lobby")
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels([self.tr("Rules"), self.tr("Free seats"),
                                   self.tr("Who waits")])
        self.tree.setAccessibleName(self.tr("Public tables on this server"))
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.itemActivated.connect(self._activated)
        self.tree.setMinimumHeight(self.fontMetrics().height() * 7)
        box.addWidget(self.tree)
        row = QHBoxLayout()
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("lobbyStatus")
        row.addWidget(self.status, 1)
        self.refresh_button = QPushButton(self.tr("Refresh"), self)
        self.refresh_button.setAutoDefault(False)       # Enter in the dialog joins, it does not refresh
        self.refresh_button.setToolTip(self.tr("Ask the server again for its public tables."))
        self.refresh_button.clicked.connect(self.refreshRequested)
        row.addWidget(self.refresh_button)
        box.addLayout(row)
        self.status.setText(self.tr("Type the server's address, then Refresh to see its public "
                            "tables."))
        self._fit_columns()             # the headers whole from the start

    # -- asking ------------------------------------------------------------------------------
    def ask(self, url: str) -> None:
        """Ask the server at ``url`` for its public tables."""
        self.status.setText(self.tr("Asking the server for its public tables…"))
        self.refresh_button.setEnabled(False)
        self.query.ask(url)

    def say(self, text: str) -> None:
        """Say why the list cannot be asked for (the address typed will not do)."""
        self.status.setText(text)

    def _listed(self, _url: str, tables: tuple[PublicTable, ...]) -> None:
        self.refresh_button.setEnabled(True)
        self.show_tables(tables)

    def _failed(self, _url: str, code: str, detail: str) -> None:
        self.refresh_button.setEnabled(True)
        self.show_tables(())
        self.status.setText(failure_text(code, detail, server=True))

    # -- showing -----------------------------------------------------------------------------
    def rules_summary(self, table: PublicTable) -> str:
        """ "Classic (Классика), 3 players, 30 s a move" (plural forms: ``self.tr``, which
        ``pyside6-lupdate`` reads with its count)."""
        labels = preset_labels()
        parts = [labels.get(table.preset, labels["custom"]), self.tr("%n player(s)", None, table.players)]
        if table.turn_seconds:
            parts.append(self.tr("{0} s a move").format(table.turn_seconds))
        if table.allow_hints:
            parts.append(self.tr("hints allowed"))
        return ", ".join(parts)

    def waiting_summary(self, table: PublicTable) -> str:
        """Who sits there already: the people's names, then how many computers."""
        parts = [shown_name(name) for name in table.people]
        if table.computers:
            parts.append(self.tr("%n computer(s)", None, len(table.computers)))
        return ", ".join(parts) or self.tr("nobody yet")

    def show_tables(self, tables: tuple[PublicTable, ...]) -> None:
        """Show ``tables`` (an empty list says so)."""
        self.tables = tables
        self.tree.clear()
        for table in tables:
            item = QTreeWidgetItem([self.rules_summary(table), str(table.free), self.waiting_summary(table)])
            item.setData(0, CODE_ROLE, table.code)
            item.setToolTip(0, self.tr("Table {0}").format(table.code))
            self.tree.addTopLevelItem(item)
        self._fit_columns()
        if tables:
            self.status.setText(self.tr("%n public table(s) wait for players: choose one and press Join, "
                                        "or double-click it.", None, len(tables)))
        else:
            self.status.setText(self.tr("No public table waits for players on this server now."))

    def _fit_columns(self) -> None:
        """Every column as wide as its texts, and the list as wide as its columns (up to
        :data:`WIDEST_EMS` of the font), the dialog grown to hold it: nothing is clipped."""
        tree = self.tree
        for column in range(tree.columnCount()):
            tree.resizeColumnToContents(column)
        wanted = sum(tree.columnWidth(c) for c in range(tree.columnCount()))
        wanted += 2 * tree.frameWidth() + tree.verticalScrollBar().sizeHint().width()
        widest = self.fontMetrics().horizontalAdvance("m") * WIDEST_EMS
        if wanted > tree.minimumWidth():
            tree.setMinimumWidth(min(wanted, widest))
            if self.isVisible():            # a dialog being built takes its size when it is shown
                self.window().adjustSize()

    def _current_changed(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.chosen.emit(str(item.data(0, CODE_ROLE)))

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        self.picked.emit(str(item.data(0, CODE_ROLE)))
