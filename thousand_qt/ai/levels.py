"""The levels a person can choose in the game, and the factory of their players."""

from __future__ import annotations

from .pimc import StrongPlayer
from .player import EasyPlayer, NormalPlayer, Player

LEVELS = ("easy", "normal", "strong")

_CLASSES: dict[str, type[Player]] = {"easy": EasyPlayer, "normal": NormalPlayer, "strong": StrongPlayer}


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` ("easy", "normal" or "strong"), deterministic for ``seed``."""
    cls = _CLASSES.get(level)
    if cls is None:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return cls(seed)


__all__ = ["LEVELS", "make_player"]
