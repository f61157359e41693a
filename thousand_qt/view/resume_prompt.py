"""The question at start whether to resume the autosaved game, with what that game holds: the
players and their totals, the deals played, when it was begun and when it was last played
(the autosave's time), in the locale's date format. Texts in the "MainWindow" context."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine import Game, GameRecord
from .names import shown_names
from .table.scene import TableScene
from .table.seating import seating_for

translate = QCoreApplication.translate


def resume_question() -> str:
    return translate("MainWindow", "Resume the unfinished game?")


def _when(moment: QDateTime) -> str:
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def resume_details(record: GameRecord, game: Game, saved: datetime | None) -> list[str]:
    """The lines that describe the autosaved game (``saved``: when it was written)."""
    totals = game.totals
    scores = ", ".join(translate("MainWindow", "{0}: {1}", "a player and their total").format(name, totals[seat])
                       for seat, name in enumerate(shown_names(record.players)))
    lines = [scores]
    deals = sum(1 for result in game.results if not result.redeal)
    lines.append(translate("MainWindow", "Deals played: {0}.").format(deals))
    begun = QDateTime.fromString(str(record.extras.get("created", "")), Qt.DateFormat.ISODate)
    if begun.isValid():
        lines.append(translate("MainWindow", "Begun: {0}.").format(_when(begun)))
    if saved is not None:
        last = QDateTime.fromSecsSinceEpoch(int(saved.timestamp()))
        lines.append(translate("MainWindow", "Last played: {0}.").format(_when(last)))
    return lines


def saved_at(path: Path) -> datetime | None:
    """When the file at ``path`` was last written (None if that cannot be told)."""
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None


def show_players_behind(scene: TableScene, record: GameRecord, game: Game) -> None:
    """Name the plates of the still empty table ``scene`` after the autosaved game's players,
    with their totals, while the question is asked (the game is not installed yet)."""
    from ..model.seats import human_seat_of

    players = list(record.players)
    scene.setup(seating_for(len(players), game.stock_game), human_seat_of(players))
    for seat, name in enumerate(shown_names(players)):
        scene.badges[seat].set_fields(name=name, total=game.totals[seat])


def resume_box(parent: QWidget | None, record: GameRecord, game: Game, saved: datetime | None) -> QMessageBox:
    """The question (Yes resumes, the default) with the game's details under it."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Thousand"), resume_question(),
                      yes | no, parent)
    box.setDefaultButton(yes)
    box.setInformativeText("\n".join(resume_details(record, game, saved)))
    return box
