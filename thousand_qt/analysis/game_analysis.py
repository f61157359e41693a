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

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Action, Game, Phase, SeatView
from thousand_qt.engine.actions import parse_action
from thousand_qt.engine.record import GameRecord, replay, start_recorded_deal

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


def _positions(record: GameRecord, seat: int) -> Iterator[_Decision | tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Replay ``record``: each decision of ``seat``, and after each deal (index, totals before, after)."""
    replay(record)  # a clear RecordError for a bad record before any work
    n = len(record.players)
    game = Game(record.rules, n, record.deals[0]["dealer"] if record.deals else 0)
    for k, deal in enumerate(record.deals):
        before = game.totals
        start_recorded_deal(game, deal)
        for step, text in enumerate(deal["actions"]):
            action = parse_action(text)
            if action.seat == seat and game.to_act == seat and len(game.legal_actions()) > 1:
                yield _Decision(k, step, game, game.view_for(seat), action)
            game.apply(action)
        if game.phase in (Phase.DEAL, Phase.GAME_OVER):
            yield k, before, game.totals


def count_decisions(record: GameRecord, seat: int) -> int:
    """How many decisions of ``seat`` :func:`analyse_game` judges in ``record``."""
    return sum(1 for p in _positions(record, seat) if isinstance(p, _Decision))


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
    total = count_decisions(record, seat) if progress is not None else 0
    strong = make_player("strong", seed)
    judgements: list[Judgement] = []
    margins: dict[int, float] = {}
    for p in _positions(record, seat):
        if not isinstance(p, _Decision):
            deal, before, after = p
            margins[deal] = margin(seat, before, after)
            continue
        judged = _judge(p, strong.choose(p.view), seed, samples, cancelled)
        if cancelled is not None and cancelled():
            raise AnalysisCancelled(f"cancelled after {len(judgements)} of {total} decisions")
        judgements.append(judged)
        if progress is not None and not progress(len(judgements), total):
            raise AnalysisCancelled(f"cancelled after {len(judgements)} of {total} decisions")
    deal_margins = tuple(margins.get(k, 0.0) for k in range(len(record.deals)))
    return GameAnalysis(seat, tuple(judgements), deal_margins)


def _judge(d: _Decision, best: Action | None, seed: int, samples: int,
           cancelled: Callable[[], bool] | None) -> Judgement:
    kind = kind_of(d.played, str(d.view.phase))
    if best is None or best == d.played:
        return Judgement(d.deal, d.step, d.view.seat, kind, d.played, best or d.played, 0.0, None, 0)
    est = estimate(d.game, d.view, d.played, best, seed=seed, position=(d.deal, d.step), samples=samples,
                   cancelled=cancelled)
    return Judgement(d.deal, d.step, d.view.seat, kind, d.played, best, est.cost, flag_for(est.cost), est.samples)


__all__ = ["AnalysisCancelled", "GameAnalysis", "Progress", "analyse_game", "count_decisions"]
