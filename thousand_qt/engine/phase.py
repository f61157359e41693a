"""The phases of a deal, in the order a deal goes through them."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where the game is: what kind of action it waits for."""

    DEAL = "deal"            # waiting for the cards (the chance step)
    AUCTION = "auction"
    TALON = "talon"          # two players: choose one of the two talons
    GIVE = "give"            # give a card to each opponent (two players: discard two)
    CONTRACT = "contract"
    PLAY = "play"
    GAME_OVER = "game_over"

