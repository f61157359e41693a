"""The engine's refusals as sentences for the status line, in the user's language.

The engine says why an action is refused with a :class:`~thousand_qt.engine.reasons.Reason`:
a stable code and its values. Each code has one sentence here, passed through
``QCoreApplication.translate`` with a literal source text (so ``pyside6-lupdate`` finds it) and
filled with the reason's values as the engine shows them (a suit as its symbol, long input cut).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine.reasons import Reason, ReasonCode

CONTEXT = "GameModel"

# ``translate("Context", "literal")``: the form ``pyside6-lupdate`` extracts
translate = QCoreApplication.translate

#: A reason's values as text (``Reason.shown_values()``) -> the translated sentence.
Sentence = Callable[[Mapping[str, str]], str]

C = ReasonCode


def _sentences() -> dict[ReasonCode, Sentence]:
    # built on each call so that the translator installed now is the one used
    return {
        C.SYNTAX: lambda v: translate("GameModel", "That is not a valid move."),
        C.GAME_OVER: lambda v: translate("GameModel", "The game is over."),
        C.NOT_DEALT: lambda v: translate("GameModel", "The cards are not dealt yet."),
        C.DEAL_IN_PROGRESS: lambda v: translate("GameModel", "The current deal is not finished."),
        C.NO_SEAT: lambda v: translate("GameModel", "There is no seat {seat}.").format(seat=v["seat"]),
        C.NOT_YOUR_TURN: lambda v: translate("GameModel", "It is not your turn."),
        C.WRONG_PHASE: lambda v: translate("GameModel", "That is not possible now."),
        C.REDEAL_OFF: lambda v: translate("GameModel", "Redeals are off in these rules."),
        C.REDEAL_TOO_LATE: lambda v: translate("GameModel", "A redeal must be asked for before the first bid."),
        C.REDEAL_NO_RIGHT: lambda v: translate("GameModel", "These cards give no right to a redeal."),
        C.REDEAL_AFTER_CONTRACT: lambda v: translate(
            "GameModel", "In these rules a redeal is asked for after the contract, before the first lead."),
        C.REDEAL_BEFORE_LEAD: lambda v: translate(
            "GameModel", "A redeal must be asked for before the first card is played."),
        C.REDEAL_NOT_DECLARER: lambda v: translate(
            "GameModel", "The declarer has no redeal for the hand now; they may concede."),
        C.BLIND_OFF: lambda v: translate("GameModel", "The blind game is off in these rules."),
        C.BLIND_NOT_FIRST: lambda v: translate(
            "GameModel", "Only the first speaker may bid blind, before anything else is said."),
        C.BLIND_RANGE: lambda v: translate(
            "GameModel", "A blind bid must be from {low} to {high} in steps of {step}.").format(
                low=v["low"], high=v["high"], step=v["step"]),
        C.BLIND_AFTER_CALL: lambda v: translate(
            "GameModel", "No blind bid after your own open bid or pass."),
        C.BLIND_ONLY_120: lambda v: translate("GameModel", "The blind bid is exactly {n}.").format(n=v["amount"]),
        C.BID_TOO_LOW: lambda v: translate("GameModel", "The bid must be at least {n}.").format(n=v["minimum"]),
        C.BID_STEP: lambda v: translate("GameModel", "Bids go up in steps of {n}.").format(n=v["step"]),
        C.BID_OVER_CEILING: lambda v: translate(
            "GameModel", "{n} is over your ceiling of {limit} ({base} + your marriages, at most {max}).").format(
                n=v["amount"], limit=v["ceiling"], base=v["base"], max=v["max_bid"]),
        C.COLLECT_CEILING: lambda v: translate(
            "GameModel", "Collecting points on the barrel, you bid and play at most {n}.").format(n=v["ceiling"]),
        C.TALON_INDEX: lambda v: translate("GameModel", "Choose the first or the second talon."),
        C.CONCEDE_OFF: lambda v: translate("GameModel", "Conceding is off in these rules."),
        C.CONCEDE_ON_BARREL: lambda v: translate("GameModel", "You cannot concede while on the barrel."),
        C.CONCEDE_TOO_LATE: lambda v: translate("GameModel", "A deal may be conceded only before the first lead."),
        C.CONCEDE_WHILE_BARREL: lambda v: translate(
            "GameModel", "Nobody may concede while a player sits on the barrel."),
        C.CARD_NOT_IN_HAND: lambda v: translate("GameModel", "{card} is not in your hand.").format(card=v["card"]),
        C.CARD_NOT_HELD: lambda v: translate("GameModel", "{card} is not in your hand.").format(card=v["card"]),
        C.SAME_CARD: lambda v: translate("GameModel", "Choose two different cards."),
        C.DISCARD_NOT_GIVE: lambda v: translate(
            "GameModel", "With two players the declarer discards two cards; nobody is given a card."),
        C.GIVE_NOT_DISCARD: lambda v: translate(
            "GameModel", "With three or four players the declarer gives a card to each opponent."),
        C.DISCARD_COUNT: lambda v: (         # as many as a talon holds: two or three
            translate("GameModel", "Lay away three cards, as many as a talon holds.") if v["count"] == "3"
            else translate("GameModel", "Lay away two cards, as many as a talon holds.")),
        C.CONTRACT_TOO_LOW: lambda v: translate(
            "GameModel", "The contract must be at least {n}.").format(n=v["minimum"]),
        C.CONTRACT_STEP: lambda v: translate("GameModel", "The contract goes up in steps of {n}.").format(n=v["step"]),
        C.CONTRACT_OVER_CEILING: lambda v: translate(
            "GameModel", "{n} is over your ceiling of {limit}.").format(n=v["amount"], limit=v["ceiling"]),
        C.CONTRACT_IS_BID: lambda v: translate(
            "GameModel", "The contract stays {n}, the bid: raising after the talon is off in these rules.").format(
                n=v["contract"]),
        C.MUST_FOLLOW: lambda v: translate("GameModel", "You must follow suit ({suit}).").format(suit=v["suit"]),
        C.MUST_BEAT: lambda v: translate("GameModel", "You must beat the best card ({suit}).").format(suit=v["suit"]),
        C.MUST_BEAT_TRUMP: lambda v: translate(
            "GameModel", "You must beat the best trump ({suit}).").format(suit=v["suit"]),
        C.MUST_TRUMP: lambda v: translate("GameModel", "You must play a trump ({suit}).").format(suit=v["suit"]),
        C.TRUMP_LEAD: lambda v: translate(
            "GameModel", "Only a player who declared a marriage may lead a trump ({suit}).").format(suit=v["suit"]),
        C.MARRIAGE_ON_LEAD: lambda v: translate("GameModel", "A marriage is declared only on the lead."),
        C.MARRIAGE_NEEDS_TRICK: lambda v: translate(
            "GameModel", "A marriage may be declared only after winning a trick."),
        C.MARRIAGE_NEEDS_PAIR: lambda v: translate(
            "GameModel", "No marriage: the king and queen must both be in your hand."),
        C.MARRIAGE_NOT_HELD: lambda v: translate(
            "GameModel", "No marriage: the king and queen of {suit} must both be in your hand.").format(suit=v["suit"]),
        C.MARRIAGE_DECLARED: lambda v: translate(
            "GameModel", "The {suit} marriage was declared already: each marriage once a deal.").format(suit=v["suit"]),
        C.MARRIAGE_ANY_TURN_OFF: lambda v: translate(
            "GameModel", "In these rules a marriage is declared only by leading its king or queen."),
        C.MARRIAGE_ONE_PER_TURN: lambda v: translate(
            "GameModel", "One marriage a turn: now play a card."),
        C.KEEP_TRUMP_OFF: lambda v: translate(
            "GameModel", "In these rules a marriage always makes its suit trump."),
        C.KEEP_TRUMP_NONE: lambda v: translate(
            "GameModel", "There is no trump to keep yet: the first marriage makes its suit trump."),
        C.ACES_OFF: lambda v: translate("GameModel", "The ace marriage is off in these rules."),
        C.ACES_DECLARED: lambda v: translate("GameModel", "The ace marriage was declared already."),
        C.ACES_NEED_ALL: lambda v: translate("GameModel", "The ace marriage needs all four aces, led with an ace."),
        C.NOT_IN_STOCK_GAME: lambda v: translate(
            "GameModel", "The game with a stock has no auction, talon, contract or concession: play a card."),
    }


def translated_codes() -> frozenset[ReasonCode]:
    """The codes this module has a sentence for (every code: a test checks it)."""
    return frozenset(_sentences())


def user_reason(reason: Reason | str) -> str:
    """A refusal as a translated sentence for the status line.

    ``reason`` is the engine's :class:`Reason`, or the text of an action that cannot be read
    (an ``ActionSyntaxError``'s message), which is never echoed back.
    """
    if isinstance(reason, str):
        reason = Reason.of(ReasonCode.SYNTAX, detail=reason)
    return _sentences()[reason.code](reason.shown_values())


def reason_sentence(code: ReasonCode, values: Mapping[str, str]) -> str:
    """The sentence of a reason given as its code and its values already shown as text (a
    host's refusal carries them so); ``KeyError`` if a value the sentence names is missing."""
    return _sentences()[code](values)
