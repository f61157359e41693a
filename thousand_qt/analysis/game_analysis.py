"""Analyse a recorded game for one seat: every decision against the strong player's choice.

    analysis = analyse_game(record, seat=0, seed=1, progress=lambda done, total: True)
    analysis.at(deal, step)       # the Judgement of that decision, or None
    analysis.summary()            # the biggest mistakes, points lost per phase, deciding deals

A decision is an action of the seat while it was to act with more than one legal action. The
strong player (``ai`` level "strong") decides from the seat's view at that moment; when it
agrees with the record the cost is 0, otherwise both actions are played out on sampled deals of
what the seat could not see (:mod:`.estimate`). Node budgets and sample counts, never the clock,
bound the work, so the result is a function of the record, the seat and the seed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Action, Game, Phase, SeatView
from thousand_qt.engine.contract import listed_action
from thousand_qt.engine.record import GameRecord
from thousand_qt.engine.record_walk import RecordVisitor, Step, walk

from .estimate import SAMPLES, estimate
from .judgement import Judgement, flag_for, kind_of
from .rollout import margin
from .summary import AnalysisSummary, summarise

Progress = Callable[[int, int], bool]


class AnalysisCancelled(Exception):
    """The progress callback asked to stop."""


@dataclass(frozen=True)
class GameAnalysis:
    """The judged decisions of one seat in a game, and the seat's margin in each deal."""

    seat: int
    judgements: tuple[Judgement, ...]
    deal_margins: tuple[float, ...] = ()  # per record deal: the seat's score change minus the others' mean

    def at(self, deal: int, step: int) -> Judgement | None:
        """The judgement of the decision at (``deal``, ``step``), None if the seat had none there."""
        for j in self.judgements:
            if j.deal == deal and j.step == step:
                return j
        return None

    def summary(self) -> AnalysisSummary:
        """The biggest mistakes, the points lost per phase and the deals that decided the game."""
        return summarise(self.judgements, self.deal_margins)


@dataclass(frozen=True)
class _Decision:
    deal: int
    step: int
    game: Game        # the real game before the action (read only)
    view: SeatView
    played: Action


class _Decisions(RecordVisitor):
    """The walk's decisions of ``seat`` (each with a copy of the game before it) and, after each
    deal played out, the seat's margin in it."""

    def __init__(self, seat: int, copies: bool) -> None:
        self.seat, self.copies = seat, copies
        self.decisions: list[_Decision] = []
        self.margins: dict[int, float] = {}
        self._before: tuple[int, ...] = ()

    def begin_deal(self, game: Game, deal: int) -> None:
        self._before = game.totals

    def before_action(self, game: Game, step: Step) -> None:
        seat = self.seat
        if step.action.seat == seat and game.to_act == seat and len(game.legal_actions()) > 1:
            then = game.copy() if self.copies else game
            self.decisions.append(_Decision(step.deal, step.index, then, game.view_for(seat), step.action))

    def end_deal(self, game: Game, deal: int) -> None:
        if game.phase in (Phase.DEAL, Phase.GAME_OVER):
            self.margins[deal] = margin(self.seat, self._before, game.totals)


def _decisions(record: GameRecord, seat: int, copies: bool = True) -> _Decisions:
    """Replay ``record`` once (a clear RecordError for a bad record before any work): the
    decisions of ``seat`` and the margins (without a copy of the game at each when not ``copies``)."""
    found = _Decisions(seat, copies)
    walk(record, found)
    return found


def count_decisions(record: GameRecord, seat: int) -> int:
    """How many decisions of ``seat`` :func:`analyse_game` judges in ``record``."""
    return len(_decisions(record, seat, copies=False).decisions)


def analyse_game(record: GameRecord, seat: int, *, seed: int = 0, progress: Progress | None = None,
                 samples: int = SAMPLES, cancelled: Callable[[], bool] | None = None) -> GameAnalysis:
    """Judge every decision of ``seat`` in ``record`` (see the module's docstring).

    ``progress(done, total)`` is called after each decision; returning False raises
    :class:`AnalysisCancelled`, and so does ``cancelled()`` turning true (it is asked between
    the sampled deals of a decision too, so that a cancel is quick). Deterministic for
    ``seed``; estimates use only what ``seat`` knew at each moment (its :class:`SeatView`),
    never the cards it could not see.
    """
    if not 0 <= seat < len(record.players):
        raise ValueError(f"seat {seat} is not in a game of {len(record.players)} players")
    found = _decisions(record, seat)
    total = len(found.decisions)
    strong = make_player("strong", seed)
    judgements: list[Judgement] = []
    for p in found.decisions:
        judged = _judge(p, strong.choose(p.view), seed, samples, cancelled)
        if cancelled is not None and cancelled():
            raise AnalysisCancelled(f"cancelled after {len(judgements)} of {total} decisions")
        judgements.append(judged)
        if progress is not None and not progress(len(judgements), total):
            raise AnalysisCancelled(f"cancelled after {len(judgements)} of {total} decisions")
    deal_margins = tuple(found.margins.get(k, 0.0) for k in range(len(record.deals)))
    return GameAnalysis(seat, tuple(judgements), deal_margins)


def _judge(d: _Decision, best: Action | None, seed: int, samples: int,
           cancelled: Callable[[], bool] | None) -> Judgement:
    kind = kind_of(d.played, d.view.phase)
    rules, n = d.game.rules, d.game.n_players
    if best is None or listed_action(best, rules, n) == listed_action(d.played, rules, n):   # a discard in any order
        return Judgement(d.deal, d.step, d.view.seat, kind, d.played, d.played, 0.0, None, 0)
    est = estimate(d.game, d.view, d.played, best, seed=seed, position=(d.deal, d.step), samples=samples,
                   cancelled=cancelled)
    return Judgement(d.deal, d.step, d.view.seat, kind, d.played, best, est.cost, flag_for(est.cost), est.samples)


__all__ = ["AnalysisCancelled", "GameAnalysis", "Progress", "analyse_game", "count_decisions"]
