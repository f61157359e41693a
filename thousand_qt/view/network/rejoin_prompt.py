"""The question at start whether to go back to the network table the program left (it crashed
or was killed while a person sat at a table they joined): the table's code, the host's address,
the name sat as and when the seat was last kept, in the locale's date format. Yes (the default)
rejoins with the seat's token; No forgets the seat."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from ...model.net.tickets import SeatTicket

translate = QCoreApplication.translate


def rejoin_question() -> str:
    return translate("NetPlay", "Go back to the network table you left?")


def rejoin_details(ticket: SeatTicket) -> list[str]:
    """The lines that describe the table left."""
    address = ticket.url.removeprefix("ws://").removeprefix("wss://")
    lines = [translate("NetPlay", "Table {0} at {1}, where you sat as {2}.").format(ticket.code, address, ticket.name)]
    if ticket.saved is not None:
        moment = QDateTime.fromSecsSinceEpoch(int(ticket.saved.timestamp()))
        lines.append(translate("NetPlay", "Last there: {0}.").format(
            QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)))
    lines.append(translate("NetPlay", "If the table still goes on, you take your seat back (a computer "
                                      "may be playing it meanwhile)."))
    return lines


def rejoin_box(parent: QWidget | None, ticket: SeatTicket) -> QMessageBox:
    """The question (Yes rejoins, the default) with the table's details under it."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Thousand"), rejoin_question(),
                      yes | no, parent)
    box.setDefaultButton(yes)
    box.setInformativeText("\n".join(rejoin_details(ticket)))
    return box
