"""A bolt (болт): when a player gets one and what it costs (docs/rules.md: score, bolts).

``bolt_when`` decides when a playing seat gets a bolt; every third bolt costs ``bolt_penalty``
(a golden bolt counts two under ``golden_bolts`` double) and every bolt ``bolt_each_penalty``,
doubled where the deal's scores are. :class:`~.scoring.Scoreboard` charges them; the computer
players weigh a bolt with :func:`bolt_share`.
"""

from __future__ import annotations

from .rules import RuleSet

__all__ = ["BOLTS_PER_PENALTY", "BOLT_UNDER", "bolt_share", "bolt_weight", "deal_multiplier", "is_bolt",
           "third_bolt_share"]

#: Every this many bolts cost ``bolt_penalty``.
BOLTS_PER_PENALTY = 3
#: ``bolt_when`` under_five: deal points below this are a bolt.
BOLT_UNDER = 5


def is_bolt(rules: RuleSet, tricks: int, points: int) -> bool:
    """Does a playing seat that won ``tricks`` tricks for ``points`` deal points get a bolt
    (``bolt_when``: no trick, no points, or fewer than 5 points)?"""
    if rules.bolt_when == "no_points":
        return points == 0
    if rules.bolt_when == "under_five":
        return points < BOLT_UNDER
    return tricks == 0


def deal_multiplier(golden: bool, blind: bool) -> int:
    """A blind or golden deal scores double."""
    return 2 if (blind or golden) else 1


def bolt_weight(rules: RuleSet, golden: bool) -> int:
    """How many bolts one bolt counts as: two in a golden deal with ``golden_bolts`` double."""
    return 2 if golden and rules.golden_bolts == "double" else 1


def third_bolt_share(rules: RuleSet, *, golden: bool = False) -> float:
    """One bolt's share of the penalty of every third bolt (doubled in a golden deal; two shares
    where a golden bolt counts as two)."""
    return rules.bolt_penalty * (2 if golden else 1) * bolt_weight(rules, golden) / BOLTS_PER_PENALTY


def bolt_share(rules: RuleSet, *, golden: bool = False, blind: bool = False) -> float:
    """What one bolt costs on average: ``bolt_each_penalty`` (doubled in a blind or golden deal)
    and its :func:`third_bolt_share`. The computer players weigh a bolt with it."""
    return rules.bolt_each_penalty * deal_multiplier(golden, blind) + third_bolt_share(rules, golden=golden)
