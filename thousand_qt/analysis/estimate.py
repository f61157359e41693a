"""The expected cost of one decision: the played action against the best, over sampled deals.

Both actions are played out on the same sampled deals with the same continuation players
(common random numbers), so what the estimate measures is the difference of the actions, not
the luck of the draw. A first batch of samples decides most costs; when the cost is within two
standard errors of a flag threshold, more batches follow (up to ``MAX_BATCHES``), so the flag
is not a coin toss. Deterministic for the seed and the position.
"""

from __future__ import annotations

import hashlib
import math
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass

from thousand_qt.engine import Action, Game, SeatView

from .determinize import sample_hidden, sampled_game
from .judgement import FLAG_THRESHOLDS
from .rollout import play_out, rollout_players

SAMPLES = 24          # sampled deals per batch: every judged decision that differs from the best
MAX_BATCHES = 4       # batches at most, for a cost close to a flag threshold


@dataclass(frozen=True)
class Estimate:
    """The mean margin of each action over ``samples`` sampled deals."""

    played: float
    best: float
    samples: int
    error: float = 0.0    # standard error of ``best - played`` over the samples

    @property
    def cost(self) -> float:
        """Expected points lost by the played action (never below zero)."""
        return max(0.0, self.best - self.played)


def position_rng(seed: int, *parts: object) -> random.Random:
    """A generator fixed by the seed and the position (stable across runs and platforms)."""
    key = "|".join(str(p) for p in (seed, *parts))
    return random.Random(int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big"))


def estimate(game: Game, view: SeatView, played: Action, best: Action, *, seed: int, position: tuple[int, int],
             samples: int = SAMPLES, cancelled: Callable[[], bool] | None = None) -> Estimate:
    """Play ``played`` and ``best`` out from ``game`` as ``view``'s seat knows it, on batches of
    ``samples`` sampled deals; the mean margin of each (no deal is drawn from the real hidden
    cards). When ``cancelled()`` turns true it stops before the next deal (the estimate so far
    is then of no use: the caller drops it)."""
    rng = position_rng(seed, "deals", *position)
    pairs: list[tuple[float, float]] = []
    for batch in range(MAX_BATCHES):
        if batch and not _near_a_threshold(pairs):
            break
        for k in range(batch * samples, (batch + 1) * samples):
            if cancelled is not None and cancelled():
                return _summary(pairs)
            hidden = sample_hidden(view, rng)
            if hidden is None:
                continue
            sample_seed = rng.randrange(2**31)
            values = []
            for action in (played, best):
                sampled = sampled_game(game, view, hidden, random.Random(sample_seed))
                players = rollout_players(game.n_players, sample_seed + k)
                values.append(play_out(sampled, action, view.seat, players))
            pairs.append((values[0], values[1]))
    return _summary(pairs)


def _summary(pairs: list[tuple[float, float]]) -> Estimate:
    if not pairs:
        return Estimate(0.0, 0.0, 0)
    n = len(pairs)
    return Estimate(sum(p for p, _ in pairs) / n, sum(b for _, b in pairs) / n, n, _error(pairs))


def _error(pairs: list[tuple[float, float]]) -> float:
    """The standard error of the mean difference (best - played)."""
    if len(pairs) < 2:
        return 0.0
    return statistics.stdev([b - p for p, b in pairs]) / math.sqrt(len(pairs))


def _near_a_threshold(pairs: list[tuple[float, float]]) -> bool:
    """Is the mean difference within two standard errors of a flag threshold?"""
    if len(pairs) < 2:
        return False
    mean = sum(b - p for p, b in pairs) / len(pairs)
    error = _error(pairs)
    return any(abs(mean - t) < 2 * error for t in FLAG_THRESHOLDS)


__all__ = ["SAMPLES", "Estimate", "estimate", "position_rng"]
