"""``thousand-qt bench memory --rounds N``: resident memory over long play with every dialog.

Opens the real game window (offscreen unless a display is set) with three computer players and
instant animations, then for each of ``rounds`` rounds: plays one deal, enters the review of
the game, steps through it and leaves, and opens and closes every dialog the menus open
(Statistics, Preferences, New game, Open, Save as, Review a file, an error message, the Rules
page). Every ``every`` rounds it prints the round, the seconds so far, the resident memory and
the live widgets; at the end the growth after the warm-up (the first tenth of the rounds).
The work is counted in rounds, never in seconds, so two runs do the same.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QMessageLogContext,
    QObject,
    QStandardPaths,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QDialog

from thousand_qt.engine.record import PlayerInfo
from thousand_qt.model.game_model import GameModel
from thousand_qt.view.main_window import MainWindow

from .gui_bench import _peak_rss_mb, _rss_mb


def _quiet_platform(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Drop the offscreen platform's "does not support" notes; print the rest."""
    if "This plugin does not support" not in message:
        print(message)


def _flush(app: QApplication) -> None:
    """Let the event loop run what is queued, deferred deletions included."""
    for _ in range(3):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _spin_until(app: QApplication, done: Callable[[], bool], limit: int = 200_000) -> bool:
    """Process events until ``done()`` (at most ``limit`` passes of the event loop)."""
    for _ in range(limit):
        if done():
            return True
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    return done()


def _close(dialog: object) -> None:
    if isinstance(dialog, QDialog) and dialog.isVisible():
        dialog.reject()


def dialog_openers(window: MainWindow) -> list[tuple[str, Callable[[], object]]]:
    """Each dialog the menus open, as (name, a call that opens it and returns it)."""
    def preferences() -> QObject | None:
        window.preferences()
        return window.preferences_dialog

    def new_game() -> QObject | None:
        window.new_game_dialog()
        return window.new_game_window

    def file_dialog(action: str) -> Callable[[], QObject | None]:
        def opened() -> QObject | None:
            window.menu_actions[action].trigger()
            return window.files.dialog
        return opened

    def review_file() -> QObject | None:
        window.review.open_dialog()
        return window.review.dialog

    def error() -> QObject | None:
        window.show_error("Cannot open example.thousand:\nnot valid JSON")
        return window.last_error

    def rules() -> QObject | None:
        window.show_rules()
        return window.help_dialog

    return [("statistics", window.statistics_view.open_dialog), ("preferences", preferences),
            ("new game", new_game), ("open", file_dialog("open")), ("save as", file_dialog("save_as")),
            ("review a file", review_file), ("error", error), ("rules", rules)]


def _play_one_deal(app: QApplication, window: MainWindow, model: GameModel, players: list[PlayerInfo],
                   seed: int) -> None:
    """Play on to the end of a deal and close its summary as a player does (which deals the
    next one); after the last deal close the game's result too (the next round starts a game)."""
    from thousand_qt.engine.rules import RuleSet

    if model.finished or not model.game.deal_records:
        model.new_game(RuleSet(), players, seed=seed)
    _spin_until(app, lambda: window.summary is not None and window.summary.isVisible())
    if window.summary is not None:
        window.summary.accept()
    _flush(app)
    if model.finished and window.game_over is not None:
        window.game_over.reject()
        _flush(app)


def _review_round_trip(app: QApplication, window: MainWindow) -> None:
    if not window.review.review_current():
        return
    for key in ("next_deal", "next_trick", "next_action", "previous_trick", "end", "first"):
        window.review.step(key)
        _flush(app)
    window.review.leave()


def run(rounds: int = 200, every: int = 10, level: str = "easy", seed: int = 1) -> int:
    """Run the benchmark and print its figures; exit status 0."""
    from thousand_qt.view.app import create_application

    QStandardPaths.setTestModeEnabled(True)  # never touch the user's settings, statistics or autosave
    app = create_application([])
    previous = qInstallMessageHandler(_quiet_platform)
    try:
        return _run(app, rounds, every, level, seed)
    finally:
        qInstallMessageHandler(previous)


def _run(app: QApplication, rounds: int, every: int, level: str, seed: int) -> int:
    from thousand_qt.model import Settings
    from thousand_qt.view.app import build_window

    model = GameModel(autosave=False, think_pause_ms=0)
    window = build_window(model, Settings(animation_speed="instant", think_pause_ms=0, trick_hold="none",
                                           talon_hold="none"))
    window.resize(1280, 800)
    window.show()
    players = [PlayerInfo(name, "computer", level) for name in ("Фёдор", "Маша", "Петя")]
    openers = dialog_openers(window)
    started = time.perf_counter()
    warm = max(1, rounds // 10)
    samples: list[tuple[int, float]] = []
    print(f"memory ({app.platformName()}): {rounds} rounds of a deal of three '{level}' players, "
          f"the review entered and left, and {len(openers)} dialogs opened and closed "
          f"({', '.join(name for name, _ in openers)})")
    print("round  seconds  resident MB  live widgets")
    for k in range(1, rounds + 1):
        _play_one_deal(app, window, model, players, seed + k)
        _review_round_trip(app, window)
        for _name, open_it in openers:
            dialog = open_it()
            _flush(app)
            _close(dialog)
            _flush(app)
        if k in (warm, rounds) or k % every == 0:
            rss = _rss_mb()
            samples.append((k, rss))
            print(f"{k:5d}  {time.perf_counter() - started:7.0f}  {rss:11.1f}  {len(QApplication.allWidgets()):12d}",
                  flush=True)
    after_warm = next(rss for k, rss in samples if k >= warm)
    end = samples[-1][1]
    print(f"after the warm-up (round {warm}) {after_warm:.1f} MB, at the end {end:.1f} MB: "
          f"{end - after_warm:+.1f} MB over {rounds - warm} rounds; peak {_peak_rss_mb():.1f} MB; "
          f"{len(model.game.results)} deals in the last game, {time.perf_counter() - started:.0f} s in all")
    window.close()
    model.shutdown(2000)
    return 0
