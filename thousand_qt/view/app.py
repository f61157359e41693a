"""Start the desktop game: ``main(argv)``.

``argv`` may hold a ``.thousand`` file to open. Without one, an unfinished autosaved game is
offered for resuming, else a new game starts. :func:`build_window` (a window around a given
model) is the hook the ``--self-test`` of the packaging uses.
"""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox

from ..engine import Game, GameRecord
from ..model.game_model import GameModel
from ..model.settings import Settings
from .main_window import MainWindow

if TYPE_CHECKING:       # the network's modules load only when a table was left
    from ..model.net.tickets import SeatTicket

log = logging.getLogger(__name__)


# Qt's pixmap cache (the style's and the file dialogs' pictures; the cards have their own
# cache), in KB: Qt's default of 10 MB fills slowly over hours of play, a few of them suffice.
PIXMAP_CACHE_KB = 3072


def create_application(argv: list[str]) -> QApplication:
    """The QApplication with names, desktop file name and icon (reused if it exists), and the
    pixmap cache bounded (:data:`PIXMAP_CACHE_KB`)."""
    from ..model.settings import apply_identity
    from ..resources import install_app_identity

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(
        [sys.argv[0] if sys.argv else "thousand-qt", *argv])
    apply_identity(app)
    app.setApplicationDisplayName("Тысяча")
    install_app_identity(app)  # window icon and desktop-file name
    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
    return app


def build_window(model: GameModel, settings: Settings | None = None) -> MainWindow:
    """A MainWindow around ``model`` (the settings are loaded if not given); not shown."""
    from .network.window import NetTableWindow

    if settings is None:
        settings = Settings().load()
    model.think_pause_ms = settings.think_pause_ms
    return MainWindow(model, settings, NetTableWindow)


def main(argv: list[str] | None = None) -> int:
    """Run the game; returns the exit status.

    One window per data folder: when one is running already (or still starting), the file in
    ``argv`` is handed to it (it opens it, once ready, and comes to the front) and this start
    ends at once.
    """
    from ..model.persistence import autosave_path
    from ..model.single_instance import SingleInstance

    argv = list(sys.argv[1:] if argv is None else argv)
    app = create_application(argv)
    files = [a for a in argv if not a.startswith("-")]
    instance = SingleInstance(autosave_path().parent, app)
    if not instance.acquire():
        return 0 if instance.hand_over(files[:1]) else _already_running(app)
    instance.listen()       # at once: a start while this one is still starting hands its file over
    window = start(app, argv)
    instance.ready(lambda path: handed_over(window, path))
    try:
        return app.exec()
    finally:
        instance.release()


def handed_over(window: MainWindow, path: str) -> None:
    """A later start handed ``path`` over (empty: none): to the front, and open it."""
    if window.isMinimized():
        window.showNormal()
    else:
        window.show()
    window.raise_()
    window.activateWindow()
    if path:
        window.open_asking(path)


def _already_running(app: QApplication) -> int:
    """Another window holds the data folder but does not answer: say so, start nothing."""
    from ..model.i18n import install_language

    install_language(app, Settings().load().language)
    QMessageBox.warning(None, QCoreApplication.translate("MainWindow", "Thousand"),
                        QCoreApplication.translate(
                            "MainWindow", "Thousand is already running, but its window does not answer. "
                            "Close it, then start the game again."))
    return 1


def start(app: QApplication, argv: list[str], model: GameModel | None = None) -> MainWindow:
    """Show the window and begin: the file in ``argv``, the resumed autosave, or a new game (at
    the first start, once the welcome is closed).

    Returns the window. Stale autosave temporaries are removed first, and an autosave that
    cannot be read is set aside (and said so); a data folder that cannot be written does not
    stop the start (the window says once that autosave is off).
    """
    from ..model.i18n import install_language
    from ..model.persistence import inspect_autosave, remove_stale_temporaries

    settings = Settings().load()
    install_language(app, settings.language)
    remove_stale_temporaries()
    autosave = inspect_autosave()      # read once; an unreadable one is never overwritten
    model = model if model is not None else GameModel()
    model.seat_settings_players(settings)      # the table behind the welcome names the player's opponents
    window = build_window(model, settings)
    window.show()
    if settings.set_aside is not None:
        window.show_error(QCoreApplication.translate(
            "MainWindow", "The settings file is too large to be read; it is kept as {path} and the "
            "defaults are used.").format(path=settings.set_aside))
    if autosave.set_aside is not None:
        aside, reason = autosave.set_aside
        window.show_error(QCoreApplication.translate(
            "MainWindow", "The autosaved game could not be read ({reason}); it is kept as {path}.")
            .format(reason=reason, path=aside))
    app.installEventFilter(FileOpenFilter(window))
    files = [a for a in argv if not a.startswith("-")]
    ticket = None if files else _table_left()
    if files:
        if not window.open_file(files[0]):
            window.start_game()
    elif ticket is not None and _ask_rejoin(window, ticket):
        _begin_local(window, model, autosave.resumable)     # the game window's game waits behind the table
        window.net_play.rejoin(ticket)
    elif autosave.resumable is not None and not _ask_resume(window, autosave.resumable):
        window.statistics.abandon(autosave.resumable[0])      # not resumed: left for a new game
        window.start_game()
    elif autosave.resumable is not None:
        _begin_local(window, model, autosave.resumable)
    elif settings.show_welcome:         # the first start: the first deal once the welcome is read
        from .dialogs.welcome import welcome_then_deal

        welcome_then_deal(window, settings, window.start_game, lambda: bool(model.record().deals))
    else:
        window.start_game()
    return window


def _begin_local(window: MainWindow, model: GameModel, resumable: tuple[GameRecord, Game] | None) -> None:
    """Resume the autosaved game (if any), or start a new one when there is none or it fails."""
    if resumable is None:
        window.start_game()
        return
    try:
        model.resume_autosave(resumable)
    except Exception as err:  # noqa: BLE001 - a game that does not go on: say why, start afresh
        log.exception("the autosaved game could not be resumed")
        window.show_error(QCoreApplication.translate(
            "MainWindow", "The autosaved game could not be resumed ({reason}); a new game starts.")
            .format(reason=err))
        window.start_game()


def _table_left() -> SeatTicket | None:
    """The network table the program left without leaving it (it crashed), if any."""
    from ..model.net.tickets import latest_ticket

    return latest_ticket()


def _ask_rejoin(window: MainWindow, ticket: SeatTicket) -> bool:
    """Ask whether to go back to the table of ``ticket``; No forgets the seat."""
    from ..model.net.tickets import remove_ticket
    from .network.rejoin_prompt import rejoin_box

    box = rejoin_box(window, ticket)
    answer = box.exec()
    box.deleteLater()
    if answer != QMessageBox.StandardButton.Yes:
        remove_ticket(ticket.code)
        return False
    return True


class FileOpenFilter(QObject):
    """macOS hands a double-clicked ``.thousand`` file over as a ``QFileOpenEvent``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self._window.open_asking(event.file())
            return True
        return False


def _resume_question() -> str:
    from .resume_prompt import resume_question

    return resume_question()


def _ask_resume(window: MainWindow, found: tuple[GameRecord, Game]) -> bool:
    """Ask whether to resume ``found`` (the autosave's record and game), showing its players,
    totals and dates."""
    from ..model.persistence import autosave_path
    from .resume_prompt import resume_box, saved_at, show_players_behind

    record, game = found
    show_players_behind(window.scene, record, game)
    box = resume_box(window, record, game, saved_at(autosave_path()))
    answer = box.exec()
    box.deleteLater()
    return answer == QMessageBox.StandardButton.Yes
