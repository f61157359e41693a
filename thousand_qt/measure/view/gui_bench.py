"""``thousand-qt bench gui``: memory after a resize sweep and a whole game at the table, and
CPU while idle.

Opens the real game window (offscreen unless a display is set), resizes it step by step from
1024×640 to 1920×1080 and back (every size painted), lets three computer players play a whole
game to its end with instant animations, then prints the process's resident memory (and its
peak), and the CPU time it uses while the finished table sits idle for a while.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEventLoop, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QWidget


def _status_mb(field: str) -> float:
    """A memory figure of this process in MB: ``VmRSS`` (now) or ``VmHWM`` (peak) from Linux
    /proc; elsewhere the peak from resource."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _rss_mb() -> float:
    return _status_mb("VmRSS")


def _peak_rss_mb() -> float:
    return _status_mb("VmHWM")


def resize_sweep(app: QApplication, window: QWidget, steps: int = 40) -> int:
    """Resize ``window`` from 1024×640 to 1920×1080 and back in ``steps`` sizes each way,
    painting each; returns how many sizes were shown."""
    sizes = [(1024 + (1920 - 1024) * k // steps, 640 + (1080 - 640) * k // steps) for k in range(steps + 1)]
    sizes += sizes[-2::-1]
    for w, h in sizes:
        window.resize(w, h)
        app.processEvents()
        window.grab()            # paint it, as a screen would
    return len(sizes)


def _spin(app: QApplication, seconds: float, until: Callable[[], bool]) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < seconds * 1000 and not until():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def _idle(seconds: float) -> None:
    """Run the event loop untouched for ``seconds`` (as a window waiting for the user)."""
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def run(level: str = "normal", seed: int = 1, idle_seconds: float = 10.0) -> int:
    """Play a whole game of computers with a resize sweep, then idle; print the figures (exit status)."""
    from thousand_qt.engine import Phase
    from thousand_qt.engine.record import PlayerInfo
    from thousand_qt.engine.rules import RuleSet
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import build_window, create_application

    QStandardPaths.setTestModeEnabled(True)  # never touch the user's settings or autosave
    app = create_application([])
    model = GameModel(autosave=False, think_pause_ms=0, auto_next_deal=True)
    window = build_window(model, Settings(animation_speed="instant", think_pause_ms=0, trick_hold="none",
                                           talon_hold="none"))
    window.show()
    rss_start = _rss_mb()
    players = [PlayerInfo(name, "computer", level) for name in ("Фёдор", "Маша", "Петя")]
    started = time.perf_counter()
    model.new_game(RuleSet(), players, seed=seed)
    _spin(app, 5, until=lambda: model.view().phase is Phase.AUCTION)
    shown = resize_sweep(app, window)
    rss_sweep = _rss_mb()
    _spin(app, 1800, until=lambda: model.finished)
    if not model.finished:
        print("the game did not finish in 30 minutes")
        return 1
    played = time.perf_counter() - started
    deals = len(model.game.results)
    rss_end = _rss_mb()
    cpu_before, wall_before = time.process_time(), time.perf_counter()
    _idle(idle_seconds)
    cpu = time.process_time() - cpu_before
    wall = time.perf_counter() - wall_before
    print(f"gui ({app.platformName()}): a resize sweep over {shown} sizes and a whole game of "
          f"three '{level}' players at the table, {deals} deals in {played:.1f} s; resident "
          f"memory {rss_start:.0f} MB at the start, {rss_sweep:.0f} MB after the sweep, "
          f"{rss_end:.0f} MB after the game, peak {_peak_rss_mb():.0f} MB; idle CPU "
          f"{100 * cpu / wall:.2f} % of one core over {wall:.0f} s")
    window.close()
    model.shutdown(2000)
    return 0
