"""Who plays each seat: the human, and computer players made at their levels.

The model plays every seat but the human's, and the human's too when it is marked as a
computer. Each computer player is made with a seed derived from the game's seed, so a game
replays with the same players; the hint adviser is the strong player with its own seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from thousand_qt.ai import LEVELS
from thousand_qt.engine.record import PlayerInfo

from .ai_worker import DEFAULT_LEVEL, Chooser, PlayerFactory

HINT_LEVEL = "strong"


def check_seats(players: Sequence[PlayerInfo], human_seat: int) -> None:
    """Raise :class:`ValueError` unless 2, 3 or 4 players sit and ``human_seat`` is one of them."""
    if len(players) not in (2, 3, 4):
        raise ValueError("Thousand is played by 2, 3 or 4 players")
    if not 0 <= human_seat < len(players):
        raise ValueError("the human seat must be one of the seats")


def first_dealer(seed: int, seats: int) -> int:
    """The first dealer, drawn by lot from the game's seed."""
    return random.Random(seed).randrange(seats)


def human_seat_of(players: Sequence[PlayerInfo]) -> int:
    """The first seat a human sits at (0 if none does)."""
    return next((i for i, p in enumerate(players) if p.kind == "human"), 0)


def is_computer(players: Sequence[PlayerInfo], human_seat: int, seat: int) -> bool:
    """A seat the model plays: a computer player, or any seat but the human's."""
    return seat != human_seat or players[seat].kind == "computer"


def computer_players(players: Sequence[PlayerInfo], human_seat: int, factory: PlayerFactory,
                     seed: int) -> dict[int, Chooser]:
    """The computer seats' players (an unknown level plays at the default one)."""
    return {seat: factory(info.level if info.level in LEVELS else DEFAULT_LEVEL, seed * 10 + seat)
            for seat, info in enumerate(players) if is_computer(players, human_seat, seat)}


def hint_adviser(factory: PlayerFactory, seed: int) -> Chooser:
    """The player that answers the human's request for a hint."""
    return factory(HINT_LEVEL, seed * 10 + 7)
