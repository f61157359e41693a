"""``thousand-qt --self-test``: prove that an installed copy (or the bundle) really works.

It opens the main window, lets computer players play one whole deal (instant animations, no
thinking pause), saves the game record to a temporary file, opens that file again and checks
that the same deal and the same totals come back; the same with three, two and four players. Then
it hosts a network table on 127.0.0.1 and plays a deal through it as a client. It prints one line
per step and exits 0, or exits 1 with the reason. A watchdog ends it with exit 1 after ``--timeout`` seconds (default
120), so it can never hang a CI job. Nothing of the user's is touched: settings and autosave go
to Qt's test-mode locations.

    QT_QPA_PLATFORM=offscreen dist/thousand-qt/thousand-qt --self-test
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from thousand_qt.engine.events import DealResult
    from thousand_qt.model.game_model import GameModel
    from thousand_qt.view.main_window import MainWindow

DEFAULT_TIMEOUT_S = 120.0
LEVEL = "normal"  # the computer players' level: real AI, and quick


class SelfTestError(RuntimeError):
    """A step of the self-test failed (the message says which and why)."""


def _say(text: str) -> None:
    print(f"self-test: {text}", flush=True)


def _parse(argv: list[str]) -> tuple[float, int]:
    timeout, seed = DEFAULT_TIMEOUT_S, 1000
    args = [a for a in argv if a != "--self-test"]
    i = 0
    while i < len(args):
        arg = args[i]
        key, _, value = arg.partition("=")
        if key in ("--timeout", "--seed") and not value and i + 1 < len(args):
            i += 1
            value = args[i]
        if key == "--timeout":
            timeout = float(value)
        elif key == "--seed":
            seed = int(value)
        else:
            raise SelfTestError(f"unknown argument {arg!r} (usage: --self-test [--timeout S] [--seed N])")
        i += 1
    return timeout, seed


def _arm_watchdog(seconds: float) -> threading.Timer:
    """Exit 1 from another thread if the test is still running after ``seconds``."""

    def fire() -> None:
        print(f"self-test: FAILED: no result after {seconds:.0f} s (watchdog); threads:",
              file=sys.stderr, flush=True)
        with contextlib.suppress(Exception):  # noqa: BLE001 - no usable stderr (a windowed build): the exit code says it
            faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
        os._exit(1)

    timer = threading.Timer(seconds, fire)
    timer.daemon = True
    timer.start()
    return timer


def _wait(app: QApplication, predicate: Callable[[], bool], seconds: float, what: str) -> None:
    """Process events until ``predicate()`` is true; SelfTestError after ``seconds``."""
    from PySide6.QtCore import QEventLoop

    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > end:
            raise SelfTestError(f"{what}: nothing after {seconds:.0f} s")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def _quiet_known_qt_noise() -> None:
    """Drop Qt's harmless offscreen-platform warnings; print every other Qt message."""
    from PySide6.QtCore import qInstallMessageHandler

    noise = ("does not support propagateSizeHints", "does not support raise()")

    def handler(_mode: object, _context: object, message: str) -> None:
        if not any(n in message for n in noise):
            print(message, file=sys.stderr, flush=True)

    qInstallMessageHandler(handler)


# ---- the window ------------------------------------------------------------------------------
def _open_window(app: QApplication, model: GameModel) -> tuple[MainWindow, str]:
    """The game's main window on ``model``, animations instant, no thinking pause, a talon and
    a finished trick not held for a look or a click (nobody is there to look) and no sound."""
    from thousand_qt.model.settings import Settings
    from thousand_qt.view.app import build_window

    settings = Settings(animation_speed="instant", think_pause_ms=0, talon_hold="none", trick_hold="none",
                        sound=False)
    return build_window(model, settings), "game window"


def _create_application() -> QApplication:
    """The QApplication as the game sets it up (names, icon, desktop file name)."""
    from thousand_qt.view.app import create_application

    return create_application([])


def _check_icons(app: QApplication) -> str:
    """The packaged icon must load (package data reached through importlib.resources)."""
    from thousand_qt.resources import ICON_SIZES, app_icon

    sizes = sorted(s.width() for s in app_icon().availableSizes())
    if sizes != sorted(ICON_SIZES):
        raise SelfTestError(f"the packaged icon has sizes {sizes}, expected {list(ICON_SIZES)}")
    if app.windowIcon().isNull():
        raise SelfTestError("the application set no window icon")
    return f"packaged {sizes[0]}-{sizes[-1]} px, window icon set"


def _check_translations(app: QApplication) -> str:
    """Russian: Qt's own qtbase_ru.qm and, when it was built, ours must load (from the bundle too)."""
    from importlib.resources import files

    from thousand_qt.model.i18n import CATALOG, install_language, installed_translators

    ours = files("thousand_qt.i18n").joinpath(f"{CATALOG}_ru.qm").is_file()
    install_language(app, "ru")
    if not ours:
        raise SelfTestError(f"{CATALOG}_ru.qm is missing: the translations were not built")
    expected = 2
    got = len(installed_translators())
    if got != expected:
        raise SelfTestError(f"Russian translations: {got} of {expected} loaded "
                            f"(qtbase_ru.qm and {CATALOG}_ru.qm)")
    return "Qt's and ours"


# ---- the test --------------------------------------------------------------------------------
#: The players of each table size the self-test plays (all computer players), and their level:
#: the real players at three; at two and four the quick easy ones (the table, not the play, is tested).
NAMES = ("Анна", "Борис", "Вера", "Глеб")
PLAYER_COUNTS = {3: LEVEL, 2: "easy", 4: "easy"}


def _play_one_deal(app: QApplication, model: GameModel, seed: int, seconds: float,
                   n_players: int = 3) -> DealResult:
    from thousand_qt.engine import Phase, RuleSet
    from thousand_qt.engine.record import PlayerInfo

    scored: list[DealResult] = []
    model.dealScored.connect(lambda result: scored.append(result))
    errors: list[str] = []
    model.errorMessage.connect(errors.append)
    players = [PlayerInfo(name, "computer", PLAYER_COUNTS[n_players]) for name in NAMES[:n_players]]
    model.new_game(RuleSet(), players, seed=seed)

    def done() -> bool:
        if errors:
            raise SelfTestError(f"the game reported an error: {errors[0]}")
        if not scored and model.game.phase is Phase.DEAL and not model.is_thinking:
            model.next_deal()  # a redeal ends a deal without a score: deal again
        return bool(scored)

    _wait(app, done, seconds, "playing one deal")
    return scored[0]


def _check_reopen(app: QApplication, model: GameModel, window: MainWindow, path: Path) -> None:
    """Open the saved file the way File ▸ Open does and compare it with the game just played."""
    expected_totals = tuple(model.game.totals)
    expected_actions = [list(d.actions) for d in model.game.deal_records]
    model.new_game(model.rules, list(model.players), seed=1)  # something else on the table
    if not window.open_file(str(path)):
        raise SelfTestError(f"the window could not open {path}")
    game = model.game
    if tuple(game.totals) != expected_totals:
        raise SelfTestError(f"re-opened game has totals {list(game.totals)}, expected {list(expected_totals)}")
    actions = [list(d.actions) for d in game.deal_records][:len(expected_actions)]
    if actions != expected_actions:
        raise SelfTestError("the re-opened game differs from the one saved (its actions)")


def _run(argv: list[str]) -> str:
    timeout, seed = _parse(argv)
    _arm_watchdog(timeout)
    from PySide6.QtCore import QStandardPaths

    from thousand_qt import startup_timing
    from thousand_qt.model.game_model import GameModel

    QStandardPaths.setTestModeEnabled(True)  # never touch the user's settings or autosave
    _quiet_known_qt_noise()
    app = _create_application()
    shown: list[float] = []
    startup_timing.watch(app, force=True, callback=shown.append)
    budget = max(5.0, timeout - 10.0)

    _say(f"translations for Russian: {_check_translations(app)}")
    _say(f"icons: {_check_icons(app)}")
    model = GameModel(autosave=False, think_pause_ms=0, auto_next_deal=False)
    window, kind = _open_window(app, model)
    window.show()
    _wait(app, lambda: bool(shown), min(30.0, budget), "showing the main window")
    _say(f"{kind} shown after {shown[0]:.0f} ms "
         f"(platform {app.platformName()}, Qt {__import__('PySide6').__version__})")

    for n_players in PLAYER_COUNTS:
        started = time.monotonic()
        _play_one_deal(app, model, seed, budget, n_players)
        n_actions = sum(len(d.actions) for d in model.game.deal_records)
        _say(f"{n_players} players: one deal played by the computer in {time.monotonic() - started:.1f} s "
             f"({n_actions} actions); totals {list(model.game.totals)}")
        with tempfile.TemporaryDirectory(prefix="thousand-selftest-") as tmp:
            path = Path(tmp) / "self-test.thousand"
            model.save(path)
            if not path.is_file() or b'"thousand-game"' not in path.read_bytes():
                raise SelfTestError(f"saving did not write a game record to {path}")
            _say(f"saved the record ({path.stat().st_size} bytes)")
            _check_reopen(app, model, window, path)
        _say("re-opened it: same deal, same totals")
    window.close()
    _say(f"network: {_check_network(budget)}")
    return "passed"


def _check_network(seconds: float) -> str:
    """Host a table on 127.0.0.1, join it with the client library, play a deal through it."""
    from thousand_qt.net.selfcheck import NetCheckError, host_and_join

    with tempfile.TemporaryDirectory(prefix="thousand-selftest-net-") as tmp:
        try:
            return host_and_join(Path(tmp) / "data", timeout=min(60.0, seconds))
        except NetCheckError as err:
            raise SelfTestError(f"network play: {err}") from None


def run_self_test(argv: list[str] | None = None) -> int:
    """Run the self-test; 0 if every step passed, 1 (with the reason printed) otherwise."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        _say(_run(argv))
        return 0
    except SelfTestError as err:
        print(f"self-test: FAILED: {err}", file=sys.stderr, flush=True)
    except Exception as err:  # noqa: BLE001 - any failure is a failed self-test, with its trace
        import traceback

        traceback.print_exc()
        print(f"self-test: FAILED: {type(err).__name__}: {err}", file=sys.stderr, flush=True)
    return 1


if __name__ == "__main__":
    sys.exit(run_self_test())
