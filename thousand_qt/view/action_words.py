"""An engine :class:`~thousand_qt.engine.actions.Action` in the player's words, the one place
that phrases a move: as an instruction (the hint: "play 10♥", "bid 120") or as a short note of
what was chosen (the review: "10♥", "120 blind"). The texts keep their contexts: "MainWindow"
for the instructions, "ReviewWords" for the notes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine import (
    Action,
    Bid,
    Blind,
    Card,
    Concede,
    Contract,
    DeclareMarriage,
    Discard,
    Give,
    Pass,
    Play,
    Redeal,
    RuleSet,
    TakeTalon,
)

from .table.card_text import SUIT_SYMBOLS, card_label

translate = QCoreApplication.translate


def action_words(action: Action, indices: str = "latin", rules: RuleSet | None = None) -> str:
    """``action`` as an instruction: "play 10♥ and declare the marriage", "bid 120"… (under
    ``rules`` with the write-off, a concession is called one; with ``second_talon_card``, where
    a discard's first card goes into the talon not taken, the discard says so)."""
    return _phrases(action, indices, rules)[0]


def choice_words(action: Action, indices: str = "latin", rules: RuleSet | None = None) -> str:
    """``action`` as a short note: "Q♥", "bid 120", "pass", "Q♥ 9♣ given away"… (``rules`` as
    :func:`action_words` has them)."""
    return _phrases(action, indices, rules)[1]


def _card_given(rules: RuleSet | None) -> bool:
    """The discard's first card goes into the talon not taken: a discard is the two-player
    declarer's, so the rules alone tell (``second_talon`` last_trick and ``second_talon_card``)."""
    return rules is not None and rules.card_to_second_talon(2)


def _phrases(action: Action, indices: str, rules: RuleSet | None = None) -> tuple[str, str]:
    """The instruction and the note of ``action``, side by side for each kind of action."""
    if isinstance(action, Play):
        card = card_label(str(action.card), indices)
        play = translate("MainWindow", "play {0}").format(card)
        if action.declare is None:
            return play, card
        if action.keep:
            return (play + " " + translate("MainWindow", "and declare the marriage, keeping the trump"),
                    translate("ReviewWords", "{0}, marriage declared, trump kept").format(card))
        return (play + " " + translate("MainWindow", "and declare the marriage"),
                translate("ReviewWords", "{0}, marriage declared").format(card))
    if isinstance(action, DeclareMarriage):
        suit = SUIT_SYMBOLS[action.suit.value]
        if action.keep:
            return (translate("MainWindow", "declare the {0} marriage before your card, keeping the trump")
                    .format(suit),
                    translate("ReviewWords", "{0} marriage declared, trump kept").format(suit))
        return (translate("MainWindow", "declare the {0} marriage before your card").format(suit),
                translate("ReviewWords", "{0} marriage declared").format(suit))
    if isinstance(action, Blind):
        return (translate("MainWindow", "bid {0} blind").format(action.amount),
                translate("ReviewWords", "{0} blind").format(action.amount))
    if isinstance(action, Bid):
        return (translate("MainWindow", "bid {0}").format(action.amount),
                translate("ReviewWords", "bid {0}").format(action.amount))
    if isinstance(action, Pass):
        return translate("MainWindow", "pass"), translate("ReviewWords", "pass")
    if isinstance(action, Contract):
        return (translate("MainWindow", "play the contract {0}").format(action.amount),
                translate("ReviewWords", "contract {0}").format(action.amount))
    if isinstance(action, Give):
        cards = _pair(action, indices)
        return (translate("MainWindow", "give {0}").format(cards),
                translate("ReviewWords", "{0} given away").format(cards))
    if isinstance(action, Discard) and _card_given(rules):
        cards = _cards(action.cards[1:], indices)
        first = card_label(str(action.first), indices)
        return (translate("MainWindow", "lay away {0} and put {1} into the second talon").format(cards, first),
                translate("ReviewWords", "{0} laid away, {1} into the second talon").format(cards, first))
    if isinstance(action, Discard):
        cards = _cards(action.cards, indices)
        return (translate("MainWindow", "lay away {0}").format(cards),
                translate("ReviewWords", "{0} laid away").format(cards))
    if isinstance(action, TakeTalon):
        if action.index == 0:
            return translate("MainWindow", "open the left talon"), translate("ReviewWords", "the left talon")
        return translate("MainWindow", "open the right talon"), translate("ReviewWords", "the right talon")
    if isinstance(action, Concede) and rules is not None and rules.concede_opponent_points == "bolt":
        return (translate("MainWindow", "write the deal off (списать)"),
                translate("ReviewWords", "write-off (списать)"))
    if isinstance(action, Concede):
        return translate("MainWindow", "concede (роспись)"), translate("ReviewWords", "concession (роспись)")
    if isinstance(action, Redeal):
        return translate("MainWindow", "ask for a redeal"), translate("ReviewWords", "redeal")
    raise TypeError(f"not an action: {action!r}")


def _pair(action: Give, indices: str) -> str:
    return _cards((action.first, action.second), indices)


def _cards(cards: tuple[Card, ...], indices: str) -> str:
    return " ".join(card_label(str(c), indices) for c in cards)


__all__ = ["action_words", "choice_words"]
