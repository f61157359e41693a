"""``arena --blind``: what bidding blind earns the normal player (docs/rules.md, blind game).

Full games under the Classic rules with ``blind_game`` on: one normal player who bids blind
when it pays (:mod:`.blind`) against two normal players who always look at their cards first,
the blind seat rotating. Reported: how often it bid blind, how those deals went (the seat's
change of total in them, with a bootstrap 95 % interval) and its share of the games won (a
Wilson 95 % interval; 1/3 is even).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from thousand_qt.ai.blind import choose_blind
from thousand_qt.ai.driver import play_game
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.player import Player
from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.seat_view import SeatView


def _never_blind(view: SeatView, rng: random.Random) -> None:
    return None


@dataclass(frozen=True)
class BlindGame:
    """One game: did the blind-bidding seat win, its blind bids and the change each brought."""

    won: bool
    deals: int
    blind_changes: tuple[int, ...]
    blind_made: int


def run_blind_game(seed: int, gi: int) -> BlindGame:
    """Game ``gi``: the blind-bidding normal player on seat ``gi % 3``."""
    seat = gi % 3
    game = Game(RuleSet(blind_game=True), 3, (gi // 3) % 3)
    players: list[Player] = [make_player("normal", seed * 7919 + gi * 10 + s) for s in range(3)]
    for s, p in enumerate(players):
        p.blind = choose_blind if s == seat else _never_blind  # type: ignore[method-assign]
    play_game(game, players, seed=random.Random(f"blind-{seed}-{gi}").getrandbits(48))
    changes = tuple(r.change[seat] for r in game.results if r.blind and r.declarer == seat)
    made = sum(1 for r in game.results if r.blind and r.declarer == seat and r.made)
    return BlindGame(game.winner == seat, sum(not r.redeal for r in game.results), changes, made)


def blind_report(games: int, seed: int,
                 bootstrap_ci: Callable[[list[float], random.Random], tuple[float, float]],
                 wilson: Callable[[int, int], tuple[float, float]]) -> list[str]:
    """Play ``games`` games (one process) and the lines of the report (the arena's intervals)."""
    res = [run_blind_game(seed, gi) for gi in range(games)]
    wins = sum(r.won for r in res)
    deals = sum(r.deals for r in res)
    changes = [float(c) for r in res for c in r.blind_changes]
    made = sum(r.blind_made for r in res)
    lo, hi = wilson(wins, games)
    lines = [f"blind bids: 1 x normal (bids blind when it pays) vs 2 x normal (always looks), "
             f"classic + blind_game, {games} games, {deals} deals, seed {seed}",
             f"  blind bids {len(changes)} in {deals} deals ({len(changes) / max(1, deals):.3f} per deal), "
             f"made {made}"]
    if changes:
        clo, chi = bootstrap_ci(changes, random.Random(seed))
        lines.append(f"  change of total in a blind deal: mean {sum(changes) / len(changes):+.1f}  "
                     f"95% CI [{clo:+.1f}, {chi:+.1f}]")
    lines.append(f"  the blind bidder wins {wins}/{games} = {wins / games:.3f}  95% CI [{lo:.3f}, {hi:.3f}] "
                 f"(1/3 = even)")
    return lines


__all__ = ["BlindGame", "blind_report", "run_blind_game"]
