"""The last-resort safety of a search: a wall-clock limit far above any normal decision.

A strong decision is bounded by node and sample budgets, so it is a function of the view and
the seed only. This guard exists for a machine hundreds of times slower than expected; when it
trips, the caller falls back to a rule of thumb and counts the fallback.
"""

from __future__ import annotations

import time

SAFETY_SECONDS = 10.0


class Guard:
    """True from :meth:`tripped` once ``seconds`` of wall-clock time have passed."""

    def __init__(self, seconds: float = SAFETY_SECONDS) -> None:
        self.deadline = time.perf_counter() + seconds

    def tripped(self) -> bool:
        return time.perf_counter() > self.deadline


__all__ = ["SAFETY_SECONDS", "Guard"]
