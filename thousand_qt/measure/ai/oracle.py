"""The open-hands oracle: a measuring stick for the arena, never offered in the game.

It plays the strong player's method with every card in view: the one "sampled" deal is the
real one (the talon and the opponents' hands included). This module is the only code of the
computer players that reads the full game; it is not in ``LEVELS``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from thousand_qt.ai import simbid
from thousand_qt.ai.guard import Guard
from thousand_qt.ai.knowledge import Knowledge
from thousand_qt.ai.pimc import BID_NODES, GIVE_NODES, StrongPlayer
from thousand_qt.ai.player import Player
from thousand_qt.ai.simbid import KeepOption
from thousand_qt.engine import Game, SeatView
from thousand_qt.engine.deal import DealState

ORACLE = "oracle"


class OraclePlayer(StrongPlayer):
    """The strong player's search on the real deal of ``game`` instead of sampled ones."""

    level = ORACLE
    max_samples = 1
    min_samples = 1

    def __init__(self, game: Game, seed: int = 0) -> None:
        super().__init__(seed)
        self.game = game

    def _running(self) -> DealState:
        deal = self.game.deal
        if deal is None:
            raise RuntimeError("the oracle was asked to act with no deal running")
        return deal

    def _deal_hands(self, view: SeatView, kn: Knowledge, rng: random.Random,
                    pos_of: dict[int, int]) -> list[int] | None:
        hands = [0] * len(pos_of)
        for seat, pos in pos_of.items():
            hands[pos] = sum(c.bit for c in self._running().hands[seat])
        return hands

    def _others(self, seat: int) -> list[int]:
        """The other active seats, the next to play first."""
        active = list(self._running().active)
        i = active.index(seat)
        return [active[(i + k) % len(active)] for k in range(1, len(active))]

    def _auction_reach(self, view: SeatView) -> list[int] | None:
        deal = self._running()
        if len(deal.active) != 3 or view.n_players == 2:
            return None
        o1, o2 = (list(deal.hands[s]) for s in self._others(view.seat))
        talon = [c for t in deal.talons for c in t]
        return simbid.auction_reach(view, self.seed, 1, self._scaled(BID_NODES), Guard(), deals=[(talon, o1, o2)])

    def _give_reach(self, view: SeatView, options: Sequence[KeepOption]) -> list[list[int]] | None:
        o1, o2 = (list(self._running().hands[s]) for s in self._others(view.seat))
        reach: list[list[int]] | None = simbid.give_reach(view, self.seed, options, 1, self._scaled(GIVE_NODES),
                                                            Guard(), deals=[(o1, o2)])
        return reach


def make_arena_player(level: str, seed: int, game: Game) -> Player:
    """A player for the arena: one of ``LEVELS`` or the oracle (which reads ``game``)."""
    from thousand_qt.ai.levels import make_player

    if level == ORACLE:
        return OraclePlayer(game, seed)
    return make_player(level, seed)


__all__ = ["ORACLE", "OraclePlayer", "make_arena_player"]
