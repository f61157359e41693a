"""The review's words: what a player did ("Маша: Q♥", "Фёдор: bid 120"; the move itself is phrased
by :func:`~thousand_qt.view.action_words.choice_words`), a flag, a phase group, a position. Texts
in the "ReviewWords" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...analysis import Flag, PhaseGroup
from ...engine import Action, RuleSet
from ..action_words import choice_words

translate = QCoreApplication.translate


def done_words(action: Action, name: str, indices: str = "latin", rules: RuleSet | None = None) -> str:
    """What ``name`` did: "Маша: Q♥", "Фёдор: pass"… (``rules``: as
    :func:`~thousand_qt.view.action_words.choice_words` has them)."""
    return translate("ReviewWords", "{0}: {1}").format(name, choice_words(action, indices, rules))


def flag_words(flag: Flag | None) -> str:
    """"inaccuracy", "mistake", "blunder" ("" for no flag)."""
    if flag is Flag.BLUNDER:
        return translate("ReviewWords", "blunder")
    if flag is Flag.MISTAKE:
        return translate("ReviewWords", "mistake")
    if flag is Flag.INACCURACY:
        return translate("ReviewWords", "inaccuracy")
    return ""


def group_words(group: PhaseGroup) -> str:
    """The summary's phase groups: "auction", "giving", "play"."""
    if group is PhaseGroup.AUCTION:
        return translate("ReviewWords", "auction")
    if group is PhaseGroup.GIVING:
        return translate("ReviewWords", "giving and contract")
    return translate("ReviewWords", "play")


def deal_words(number: int, redeal: bool) -> str:
    """A deal as the score sheet numbers it: "Deal 3", or "Redeal before deal 3"."""
    if redeal:
        return translate("ReviewWords", "Redeal before deal {0}").format(number)
    return translate("ReviewWords", "Deal {0}").format(number)


def position_words(deal: str, deals: int, step: int, steps: int) -> str:
    """"Deal 2 of 4, move 5 of 27" (``deal``: :func:`deal_words`)."""
    return translate("ReviewWords", "{0} of {1}, move {2} of {3}").format(deal, deals, step, steps)


__all__ = ["deal_words", "done_words", "flag_words", "group_words", "position_words"]
