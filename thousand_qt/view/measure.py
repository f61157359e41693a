"""``thousand-qt bench gui``: memory after a whole game at the table, and CPU while idle.

Opens the real game window (offscreen unless a display is set), lets three computer players
play a whole game to its end with instant animations, then prints the process's resident
memory, and the CPU time it uses while the finished table sits idle for a while.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QElapsedTimer, QEventLoop, QStandardPaths, QTimer


def _rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; elsewhere the peak from resource)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _spin(app, seconds: float, until) -> None:
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
    from ..engine.record import PlayerInfo
    from ..engine.rules import RuleSet
    from ..model import GameModel, Settings
    from .app import build_window, create_application

    QStandardPaths.setTestModeEnabled(True)  # never touch the user's settings or autosave
    app = create_application([])
    model = GameModel(autosave=False, think_pause_ms=0, auto_next_deal=True)
    window = build_window(model, Settings(animation_speed="instant", think_pause_ms=0))
    window.show()
    rss_start = _rss_mb()
    players = [PlayerInfo(name, "computer", level) for name in ("Фёдор", "Маша", "Петя")]
    started = time.perf_counter()
    model.new_game(RuleSet(), players, seed=seed)
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
    print(f"gui ({app.platformName()}): a whole game of three '{level}' players at the table, "
          f"{deals} deals in {played:.1f} s; resident memory {rss_start:.0f} MB at the start, "
          f"{rss_end:.0f} MB after the game; idle CPU {100 * cpu / wall:.2f} % of one core "
          f"over {wall:.0f} s")
    window.close()
    model.shutdown(2000)
    return 0
