"""The review's words: an action as something a seat did ("Маша plays Q♥"), a flag, a phase
group, a position. Texts in the "ReviewWords" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..analysis import Flag, PhaseGroup
from ..engine import actions as A
from .card_text import card_label

translate = QCoreApplication.translate


def done_words(action: A.Action, name: str, indices: str = "latin") -> str:
    """What ``name`` did: "Маша plays Q♥", "Фёдор passes"…"""
    if isinstance(action, A.Play):
        card = card_label(str(action.card), indices)
        if action.declare is not None:
            return translate("ReviewWords", "{0} plays {1} and declares the marriage").format(name, card)
        return translate("ReviewWords", "{0} plays {1}").format(name, card)
    if isinstance(action, A.Blind):
        return translate("ReviewWords", "{0} bids {1} blind").format(name, action.amount)
    if isinstance(action, A.Bid):
        return translate("ReviewWords", "{0} bids {1}").format(name, action.amount)
    if isinstance(action, A.Pass):
        return translate("ReviewWords", "{0} passes").format(name)
    if isinstance(action, A.Contract):
        return translate("ReviewWords", "{0} fixes the contract at {1}").format(name, action.amount)
    if isinstance(action, A.Give):
        return translate("ReviewWords", "{0} gives away {1}").format(name, _pair(action, indices))
    if isinstance(action, A.Discard):
        return translate("ReviewWords", "{0} lays away {1}").format(name, _pair(action, indices))
    if isinstance(action, A.TakeTalon):
        if action.index == 0:
            return translate("ReviewWords", "{0} opens the left talon").format(name)
        return translate("ReviewWords", "{0} opens the right talon").format(name)
    if isinstance(action, A.Concede):
        return translate("ReviewWords", "{0} concedes (роспись)").format(name)
    if isinstance(action, A.Redeal):
        return translate("ReviewWords", "{0} asks for a redeal").format(name)
    raise TypeError(f"not an action: {action!r}")


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


def position_words(deal: int, deals: int, step: int, steps: int) -> str:
    """"Deal 2 of 4, move 5 of 27" (``deal`` counted from 0, as the record's index)."""
    return translate("ReviewWords", "Deal {0} of {1}, move {2} of {3}").format(deal + 1, deals, step, steps)


__all__ = ["done_words", "flag_words", "group_words", "position_words"]
