"""The value of an action in a sampled game: play the deal out and score it.

Every seat of the rest of the deal is played by the rules-of-thumb player ("normal"), fixed by a
seed, so the same sample and seed give the same continuation whatever action is judged (common
random numbers: the difference of two actions is not drowned in the noise of two deals). The
value is the seat's margin over the deal: its own score change minus the mean change of the
other seats, so failing the declarer's contract counts for a defender too.
"""

from __future__ import annotations

from collections.abc import Sequence

from thousand_qt.ai.levels import make_player
from thousand_qt.ai.player import Player
from thousand_qt.engine import Action, Game, Phase

ROLLOUT_LEVEL = "normal"
MAX_ROLLOUT_ACTIONS = 200   # a deal has at most about 40 actions; this only guards a bug


def margin(seat: int, before: Sequence[int], after: Sequence[int]) -> float:
    """The seat's score change minus the mean change of the other seats."""
    change = [a - b for a, b in zip(after, before, strict=True)]
    others = [c for s, c in enumerate(change) if s != seat]
    return change[seat] - (sum(others) / len(others) if others else 0.0)


def rollout_players(n_players: int, seed: int) -> list[Player]:
    """The players of a continuation, one per seat, fixed by ``seed``."""
    return [make_player(ROLLOUT_LEVEL, seed * 4 + s) for s in range(n_players)]


def play_out(game: Game, action: Action, seat: int, players: Sequence[Player]) -> float:
    """Apply ``action`` to ``game`` (changed in place), play the deal out, return ``seat``'s margin."""
    before = game.totals
    game.apply(action)
    for _ in range(MAX_ROLLOUT_ACTIONS):
        if game.phase in (Phase.DEAL, Phase.GAME_OVER):
            break
        turn = game.to_act
        if turn is None:
            break
        choice = players[turn].choose(game.view_for(turn))
        if choice is None:  # pragma: no cover - a player always answers for the seat to act
            raise RuntimeError(f"no action from seat {turn} in phase {game.phase}")
        game.apply(choice)
    else:  # pragma: no cover
        raise RuntimeError("a continuation did not end within the action limit")
    return margin(seat, before, game.totals)


__all__ = ["ROLLOUT_LEVEL", "margin", "play_out", "rollout_players"]
