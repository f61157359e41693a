"""The last-resort safety of a search: a time limit far above any normal decision.

A strong decision is bounded by node and sample budgets, so it is a function of the view and
the seed only. This guard exists for a machine many times slower than expected; when it trips,
the caller falls back to a rule of thumb and counts the fallback. It measures the CPU time of
the deciding thread, so a busy machine (other programs, a test run under ``nice``) does not
trip it: only the search itself can.
"""

from __future__ import annotations

import time

SAFETY_SECONDS = 10.0


class Guard:
    """True from :meth:`tripped` once the thread has used ``seconds`` of CPU time."""

    def __init__(self, seconds: float = SAFETY_SECONDS) -> None:
        self.deadline = time.thread_time() + seconds

    def tripped(self) -> bool:
        return time.thread_time() > self.deadline


__all__ = ["SAFETY_SECONDS", "Guard"]
