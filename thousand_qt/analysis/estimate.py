"""The expected cost of one decision: the played action against the best, over sampled deals.

Both actions are played out on the same sampled deals with the same continuation players
(common random numbers), so what the estimate measures is the difference of the actions, not
the luck of the draw. Deterministic for the seed and the position.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from thousand_qt.engine import Action, Game, SeatView

from .determinize import sample_hidden, sampled_game
from .rollout import play_out, rollout_players

SAMPLES = 24          # sampled deals per judged decision that differs from the best one


@dataclass(frozen=True)
class Estimate:
    """The mean margin of each action over ``samples`` sampled deals."""

    played: float
    best: float
    samples: int

    @property
    def cost(self) -> float:
        """Expected points lost by the played action (never below zero)."""
        return max(0.0, self.best - self.played)


def position_rng(seed: int, *parts: object) -> random.Random:
    """A generator fixed by the seed and the position (stable across runs and platforms)."""
    key = "|".join(str(p) for p in (seed, *parts))
    return random.Random(int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big"))


def estimate(game: Game, view: SeatView, played: Action, best: Action, *, seed: int, position: tuple[int, int],
             samples: int = SAMPLES) -> Estimate:
    """Play ``played`` and ``best`` out from ``game`` as ``view``'s seat knows it, on ``samples``
    sampled deals; the mean margin of each (no deal is drawn from the real hidden cards)."""
    rng = position_rng(seed, "deals", *position)
    total_played = total_best = 0.0
    done = 0
    for k in range(samples):
        hidden = sample_hidden(view, rng)
        if hidden is None:
            continue
        sample_seed = rng.randrange(2**31)
        values = []
        for action in (played, best):
            sampled = sampled_game(game, view, hidden, random.Random(sample_seed))
            players = rollout_players(game.n_players, sample_seed + k)
            values.append(play_out(sampled, action, view.seat, players))
        total_played += values[0]
        total_best += values[1]
        done += 1
    if not done:
        return Estimate(0.0, 0.0, 0)
    return Estimate(total_played / done, total_best / done, done)


__all__ = ["SAMPLES", "Estimate", "estimate", "position_rng"]
