"""The barrel's step of a deal's scoring (docs/rules.md: the barrel; step (4) of the score).

:func:`barrel_step` decides who wins, leaves, falls off, is knocked off or mounts the barrel
after a deal, on the scoreboard's totals. With ``barrel_scoring`` collect
the player on the barrel scores the card points of their tricks (:func:`collected`) instead of
playing for a contract; they win on reaching ``win_at``, and a fall or a knock-off first rounds
their total down to a multiple of 10 (:func:`fall_total`: 993 → 990 → 870).
"""

from __future__ import annotations

from typing import Protocol

from . import events as ev
from .outcome import DealOutcome
from .rules import RuleSet

__all__ = ["BARREL_FALL_PENALTY", "FALLS_TO_RESET", "BarrelBoard", "barrel_step", "collected", "collector",
           "fall_total"]

BARREL_FALL_PENALTY = 120
FALLS_TO_RESET = 3


class BarrelBoard(Protocol):
    """What the barrel's step reads and changes: the :class:`~.scoring.Scoreboard`'s totals,
    falls and barrel."""

    rules: RuleSet
    n_players: int
    totals: list[int]
    falls: list[int]
    barrel: int | None
    barrel_attempts_used: int


def collector(rules: RuleSet, sitter: int | None) -> int | None:
    """The seat on the barrel when it is played by collecting points (``barrel_scoring``
    collect), else None."""
    return sitter if rules.barrel_scoring == "collect" else None


def collected(out: DealOutcome, seat: int) -> int:
    """What a collecting player scores for a deal before any doubling: the card points of their
    tricks (with two players the talon points that reach them), not their marriages; nothing
    for a deal they sit out (four players) or that was conceded."""
    if seat not in out.active or out.conceded:
        return 0
    return out.points[seat] - sum(value for s, _suit, value in out.marriages if s == seat)


def fall_total(rules: RuleSet, total: int) -> int:
    """A total after a fall or a knock-off from the barrel: −120, and with ``barrel_scoring``
    collect rounded down to a multiple of 10 first (993 → 870)."""
    if rules.barrel_scoring == "collect":
        total -= total % 10
    return total - BARREL_FALL_PENALTY


def barrel_step(board: BarrelBoard, sitter: int | None, won: bool, events: list[ev.Event]) -> None:
    """Step (4): ``sitter`` (on the barrel before the deal) wins (``won``), leaves below
    ``barrel_at``, or uses an attempt and falls after the last; then players who reached
    ``barrel_at`` mount it (knocking off the one there, or colliding)."""
    rules, totals = board.rules, board.totals
    at = rules.barrel_at
    if sitter is not None:
        if won:
            events.append(ev.BarrelLeft(sitter, "won"))
            board.barrel = None
        elif totals[sitter] < at:
            events.append(ev.BarrelLeft(sitter, "dropped"))
            board.barrel = None
        else:
            board.barrel_attempts_used += 1
            if board.barrel_attempts_used >= rules.barrel_attempts:
                before = totals[sitter]
                totals[sitter] = fall_total(rules, before)
                board.falls[sitter] += 1
                reset = rules.barrel_falls_reset and board.falls[sitter] >= FALLS_TO_RESET
                if reset:
                    totals[sitter] = 0
                    board.falls[sitter] = 0
                events.append(ev.BarrelLeft(sitter, "fell", before - fall_total(rules, before), reset))
                board.barrel = None
    winner_by_barrel = sitter if won else None
    newcomers = [s for s in range(board.n_players)
                 if s != board.barrel and s != winner_by_barrel and totals[s] >= at]
    if not newcomers:
        return
    if board.barrel is not None:
        knocked = board.barrel
        before = totals[knocked]
        totals[knocked] = fall_total(rules, before)
        events.append(ev.BarrelLeft(knocked, "knocked", before - totals[knocked]))
        board.barrel = None
    stays: int | None = None
    if len(newcomers) == 1:
        stays = newcomers[0]
    elif rules.barrel_collision == "higher_stays":
        top = max(totals[s] for s in newcomers)
        leaders = [s for s in newcomers if totals[s] == top]
        if len(leaders) == 1:
            stays = leaders[0]
    for s in newcomers:
        totals[s] = at
        if s == stays:
            board.barrel = s
            board.barrel_attempts_used = 0
            events.append(ev.BarrelMounted(s))
        else:
            totals[s] = at - BARREL_FALL_PENALTY
            events.append(ev.BarrelLeft(s, "collision", BARREL_FALL_PENALTY))
