"""An engine :class:`~thousand_qt.engine.actions.Action` in the player's words (the hint says it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine import actions as A

from .table.card_text import card_label

translate = QCoreApplication.translate


def action_words(action: A.Action, indices: str = "latin") -> str:
    """``action`` as an instruction: "play 10♥ and declare the marriage", "bid 120"…"""
    if isinstance(action, A.Play):
        text = translate("MainWindow", "play {0}").format(card_label(str(action.card), indices))
        if action.declare is not None:
            text += " " + translate("MainWindow", "and declare the marriage")
        return text
    if isinstance(action, (A.Bid, A.Blind)):
        return translate("MainWindow", "bid {0}").format(action.amount)
    if isinstance(action, A.Pass):
        return translate("MainWindow", "pass")
    if isinstance(action, A.Contract):
        return translate("MainWindow", "play the contract {0}").format(action.amount)
    if isinstance(action, A.Give):
        return translate("MainWindow", "give {0}").format(_cards(action.first, action.second, indices))
    if isinstance(action, A.Discard):
        return translate("MainWindow", "lay away {0}").format(_cards(action.first, action.second, indices))
    if isinstance(action, A.TakeTalon):
        if action.index == 0:
            return translate("MainWindow", "open the left talon")
        return translate("MainWindow", "open the right talon")
    if isinstance(action, A.Concede):
        return translate("MainWindow", "concede (роспись)")
    if isinstance(action, A.Redeal):
        return translate("MainWindow", "ask for a redeal")
    raise TypeError(f"not an action: {action!r}")


def _cards(first: object, second: object, indices: str) -> str:
    return f"{card_label(str(first), indices)} {card_label(str(second), indices)}"


__all__ = ["action_words"]
