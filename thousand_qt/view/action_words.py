"""An engine :class:`~thousand_qt.engine.actions.Action` in the player's words, the one place
that phrases a move: as an instruction (the hint: "play 10♥", "bid 120") or as a short note of
what was chosen (the review: "10♥", "120 blind"). The texts keep their contexts: "MainWindow"
for the instructions, "ReviewWords" for the notes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine import RuleSet
from thousand_qt.engine import actions as A

from .table.card_text import card_label

translate = QCoreApplication.translate


def action_words(action: A.Action, indices: str = "latin", rules: RuleSet | None = None) -> str:
    """``action`` as an instruction: "play 10♥ and declare the marriage", "bid 120"… (under
    ``rules`` with the write-off, a concession is called one)"""
    return _phrases(action, indices, rules)[0]


def choice_words(action: A.Action, indices: str = "latin", rules: RuleSet | None = None) -> str:
    """``action`` as a short note: "Q♥", "bid 120", "pass", "Q♥ 9♣ given away"…"""
    return _phrases(action, indices, rules)[1]


def _phrases(action: A.Action, indices: str, rules: RuleSet | None) -> tuple[str, str]:
    """The instruction and the note of ``action``, side by side for each kind of action."""
    if isinstance(action, A.Play):
        card = card_label(str(action.card), indices)
        play = translate("MainWindow", "play {0}").format(card)
        if action.declare is None:
            return play, card
        return (play + " " + translate("MainWindow", "and declare the marriage"),
                translate("ReviewWords", "{0}, marriage declared").format(card))
    if isinstance(action, A.Blind):
        return (translate("MainWindow", "bid {0}").format(action.amount),
                translate("ReviewWords", "{0} blind").format(action.amount))
    if isinstance(action, A.Bid):
        return (translate("MainWindow", "bid {0}").format(action.amount),
                translate("ReviewWords", "bid {0}").format(action.amount))
    if isinstance(action, A.Pass):
        return translate("MainWindow", "pass"), translate("ReviewWords", "pass")
    if isinstance(action, A.Contract):
        return (translate("MainWindow", "play the contract {0}").format(action.amount),
                translate("ReviewWords", "contract {0}").format(action.amount))
    if isinstance(action, A.Give):
        cards = _pair(action, indices)
        return (translate("MainWindow", "give {0}").format(cards),
                translate("ReviewWords", "{0} given away").format(cards))
    if isinstance(action, A.Discard):
        cards = _pair(action, indices)
        return (translate("MainWindow", "lay away {0}").format(cards),
                translate("ReviewWords", "{0} laid away").format(cards))
    if isinstance(action, A.TakeTalon):
        if action.index == 0:
            return translate("MainWindow", "open the left talon"), translate("ReviewWords", "the left talon")
        return translate("MainWindow", "open the right talon"), translate("ReviewWords", "the right talon")
    if isinstance(action, A.Concede) and rules is not None and rules.concede_opponent_points == "bolt":
        return (translate("MainWindow", "write the deal off (списать)"),
                translate("ReviewWords", "write-off (списать)"))
    if isinstance(action, A.Concede):
        return translate("MainWindow", "concede (роспись)"), translate("ReviewWords", "concession (роспись)")
    if isinstance(action, A.Redeal):
        return translate("MainWindow", "ask for a redeal"), translate("ReviewWords", "redeal")
    raise TypeError(f"not an action: {action!r}")


def _pair(action: A.Give | A.Discard, indices: str) -> str:
    return f"{card_label(str(action.first), indices)} {card_label(str(action.second), indices)}"


__all__ = ["action_words", "choice_words"]
