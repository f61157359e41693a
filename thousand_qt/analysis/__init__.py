"""Game analysis: every decision of a seat in a record against the strong player's choice.

Pure Python (engine and ai, never Qt)::

    from thousand_qt.analysis import analyse_game
    analysis = analyse_game(record, seat=0, seed=1)
    analysis.at(deal, step)     # Judgement(played, best, cost, flag, samples, ...) or None
    analysis.summary()          # biggest mistakes, points lost per phase, deciding deals

Positions are (deal, step): ``deal`` indexes the record's deals (a redeal is its own deal),
``step`` counts that deal's actions already applied; the judged decision is action ``step``.
Modules: ``judgement`` (the values and the flag thresholds), ``determinize`` (games of a seat's
knowledge), ``rollout`` (play a deal out), ``estimate`` (the cost of a decision), ``summary``,
``game_analysis`` (the whole game). docs/review.md explains the method and its limits.
"""

from .game_analysis import AnalysisCancelled, GameAnalysis, Progress, analyse_game, count_decisions
from .judgement import (
    BLUNDER_POINTS,
    INACCURACY_POINTS,
    MISTAKE_POINTS,
    DecisionKind,
    Flag,
    Judgement,
    PhaseGroup,
    flag_for,
)
from .summary import AnalysisSummary, DealSwing

__all__ = ["BLUNDER_POINTS", "INACCURACY_POINTS", "MISTAKE_POINTS", "AnalysisCancelled", "AnalysisSummary",
           "DealSwing", "DecisionKind", "Flag", "GameAnalysis", "Judgement", "PhaseGroup", "Progress",
           "analyse_game", "count_decisions", "flag_for"]
