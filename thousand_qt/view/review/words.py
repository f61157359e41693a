"""The review's words: an action as a short note ("Маша: Q♥", "Фёдор: bid 120"), a flag, a phase
group, a position. Texts in the "ReviewWords" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...analysis import Flag, PhaseGroup
from ...engine import actions as A
from ..table.card_text import card_label

translate = QCoreApplication.translate


def choice_words(action: A.Action, indices: str = "latin") -> str:
    """An action as a short note: "Q♥", "bid 120", "pass", "Q♥ 9♣ given away"…"""
    if isinstance(action, A.Play):
        card = card_label(str(action.card), indices)
        if action.declare is not None:
            return translate("ReviewWords", "{0}, marriage declared").format(card)
        return card
    if isinstance(action, A.Blind):
        return translate("ReviewWords", "{0} blind").format(action.amount)
    if isinstance(action, A.Bid):
        return translate("ReviewWords", "bid {0}").format(action.amount)
    if isinstance(action, A.Pass):
        return translate("ReviewWords", "pass")
    if isinstance(action, A.Contract):
        return translate("ReviewWords", "contract {0}").format(action.amount)
    if isinstance(action, A.Give):
        return translate("ReviewWords", "{0} given away").format(_pair(action, indices))
    if isinstance(action, A.Discard):
        return translate("ReviewWords", "{0} laid away").format(_pair(action, indices))
    if isinstance(action, A.TakeTalon):
        if action.index == 0:
            return translate("ReviewWords", "the left talon")
        return translate("ReviewWords", "the right talon")
    if isinstance(action, A.Concede):
        return translate("ReviewWords", "concession (роспись)")
    if isinstance(action, A.Redeal):
        return translate("ReviewWords", "redeal")
    raise TypeError(f"not an action: {action!r}")


def done_words(action: A.Action, name: str, indices: str = "latin") -> str:
    """What ``name`` did: "Маша: Q♥", "Фёдор: pass"…"""
    return translate("ReviewWords", "{0}: {1}").format(name, choice_words(action, indices))


def _pair(action: A.Give | A.Discard, indices: str) -> str:
    return f"{card_label(str(action.first), indices)} {card_label(str(action.second), indices)}"


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


__all__ = ["choice_words", "deal_words", "done_words", "flag_words", "group_words", "position_words"]
