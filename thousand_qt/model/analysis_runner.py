"""The game analysis off the GUI thread, with progress, cancel and an in-memory cache.

:class:`AnalysisRunner` runs :func:`thousand_qt.analysis.analyse_game` in a task on its
own thread pool; ``progress(done, total)`` reports each judged decision, :meth:`cancel` makes the
next progress callback return False (the analysis raises ``AnalysisCancelled``). The last
``KEPT_ANALYSES`` results are kept, per record, seat, seed and sample count (the one used longest
ago goes first); nothing is written to disk.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import OrderedDict

from PySide6.QtCore import QObject, QThreadPool, Signal

from thousand_qt.analysis import AnalysisCancelled, GameAnalysis, analyse_game
from thousand_qt.analysis.estimate import SAMPLES
from thousand_qt.engine.record import GameRecord, loads_record

log = logging.getLogger(__name__)

CacheKey = tuple[str, int, int, int]

#: How many analyses the runner keeps (each holds its record's text and every judgement): the
#: seats of a game or two looked at in turn, not every game analysed while the window is open.
KEPT_ANALYSES = 6


class _Bridge(QObject):
    """Carries the worker's news to the GUI thread (lives there; emitted from the worker)."""

    progress = Signal(int, int, int)       # job, done, total
    done = Signal(int, object)             # job, GameAnalysis
    stopped = Signal(int, str)             # job, "" when cancelled, else the error


class _Task:
    """One analysis; the pool runs its ``run`` (a plain callable, dropped when it returns: a
    QRunnable subclass stayed alive, with its record, after it ran)."""

    def __init__(self, bridge: _Bridge, job: int, record: GameRecord, seat: int, seed: int, samples: int,
                 stop: threading.Event) -> None:
        self.bridge, self.job, self.record = bridge, job, record
        self.seat, self.seed, self.samples, self.stop = seat, seed, samples, stop

    def run(self) -> None:  # worker thread
        def progress(done: int, total: int) -> bool:
            self._emit(self.bridge.progress, self.job, done, total)
            return not self.stop.is_set()

        try:
            result = analyse_game(self.record, self.seat, seed=self.seed, progress=progress, samples=self.samples,
                                  cancelled=self.stop.is_set)
        except AnalysisCancelled:
            self._emit(self.bridge.stopped, self.job, "")
        except Exception as err:  # a failed analysis is reported, never a crash
            log.exception("analysis failed")
            self._emit(self.bridge.stopped, self.job, f"{type(err).__name__}: {err}")
        else:
            self._emit(self.bridge.done, self.job, result)

    @staticmethod
    def _emit(signal: object, *args: object) -> None:
        with contextlib.suppress(RuntimeError):  # the runner was deleted meanwhile (quitting): nobody waits
            signal.emit(*args)  # type: ignore[attr-defined]


class AnalysisRunner(QObject):
    """Analyses one record at a time in the background; see the module docstring."""

    progress = Signal(int, int)        # decisions done, decisions in all
    finished = Signal(object)          # the GameAnalysis
    cancelled = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, samples: int = SAMPLES, kept: int = KEPT_ANALYSES) -> None:
        super().__init__(parent)
        self.samples = samples
        self.kept = kept
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.progress.connect(self._progress)
        self._bridge.done.connect(self._done)
        self._bridge.stopped.connect(self._stopped)
        self._cache: OrderedDict[CacheKey, GameAnalysis] = OrderedDict()
        self._job = 0
        self._key: CacheKey | None = None
        self._stop = threading.Event()

    @property
    def running(self) -> bool:
        return self._key is not None

    def cached(self, record: GameRecord, seat: int, seed: int) -> GameAnalysis | None:
        """The analysis already made of this record, seat and seed (None if none, or no longer kept)."""
        return self._recall(self._key_of(record, seat, seed))

    def _recall(self, key: CacheKey) -> GameAnalysis | None:
        """The kept analysis of ``key``, now the one used last (None if not kept)."""
        if key not in self._cache:
            return None
        self._cache.move_to_end(key)
        return self._cache[key]

    def _key_of(self, record: GameRecord, seat: int, seed: int) -> CacheKey:
        return record.dumps(), seat, seed, self.samples

    def start(self, record: GameRecord, seat: int, seed: int) -> bool:
        """Analyse ``seat`` in ``record``: ``finished`` at once if cached, else in the background
        (a running analysis is cancelled first). False if the seat is not in the game."""
        if not 0 <= seat < len(record.players):
            return False
        self.cancel()
        key = self._key_of(record, seat, seed)
        kept = self._recall(key)
        if kept is not None:
            self.finished.emit(kept)
            return True
        self._job += 1
        self._key, self._stop = key, threading.Event()
        copy = loads_record(key[0])        # the worker's own record: the caller's may change
        self._pool.start(_Task(self._bridge, self._job, copy, seat, seed, self.samples, self._stop).run)
        return True

    def cancel(self) -> None:
        """Stop the running analysis (``cancelled`` follows when it has stopped)."""
        if self._key is not None:
            self._stop.set()
            self._key = None
            self.cancelled.emit()

    def shutdown(self, msecs: int = 5000) -> bool:
        """Cancel and wait for the worker (call before quitting)."""
        self.cancel()
        return self._pool.waitForDone(msecs)

    def _progress(self, job: int, done: int, total: int) -> None:
        if job == self._job and self._key is not None:
            self.progress.emit(done, total)

    def _done(self, job: int, result: GameAnalysis) -> None:
        if job == self._job and self._key is not None:
            self._cache[self._key] = result
            while len(self._cache) > self.kept:
                self._cache.popitem(last=False)
            self._key = None
            self.finished.emit(result)

    def _stopped(self, job: int, error: str) -> None:
        if job == self._job and self._key is not None:
            self._key = None
            self.cancelled.emit() if not error else self.failed.emit(error)


__all__ = ["AnalysisRunner"]
