"""Why the hint suggests what it does, as a sentence in the player's language.

The computer player explains a decision with a :class:`thousand_qt.ai.Reason` (a kind code and the
numbers behind it); this module turns it into words. The texts are literal
``translate("HintReason", …)`` calls so ``pyside6-lupdate`` finds them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.ai import Reason, ReasonKind


translate = QCoreApplication.translate


def _sampled(reason: Reason) -> bool:
    return reason.made_in is not None and bool(reason.samples)


def hint_reason_text(reason: object) -> str:
    """The sentence for ``reason`` ("" when there is nothing worth saying, e.g. no reason)."""
    if not isinstance(reason, Reason):
        return ""
    kind, made, samples, amount = reason.kind, reason.made_in, reason.samples, reason.amount
    expected = None if reason.expected is None else f"{reason.expected:+.0f}"
    if kind is ReasonKind.ONLY:
        return translate("HintReason", "it is the only possible move")
    if kind is ReasonKind.RULE:
        return translate("HintReason", "by the usual rules of thumb")
    if kind is ReasonKind.PLAY_MAKES and _sampled(reason):
        return translate("HintReason", "the contract is still made in {0} of {1} sampled deals").format(made, samples)
    if kind is ReasonKind.PLAY_BREAKS and _sampled(reason):
        return translate("HintReason", "the contract is made in only {0} of {1} sampled deals").format(made, samples)
    if kind is ReasonKind.CONTRACT and _sampled(reason) and amount is not None:
        text = translate("HintReason", "{0} is made in {1} of {2} sampled deals").format(amount, made, samples)
        if expected is not None:
            text += translate("HintReason", ", expected score {0}").format(expected)
        return text
    if kind is ReasonKind.CONCEDE:
        if expected is not None:
            return translate("HintReason", "playing on is expected to score {0}: conceding costs less").format(expected)
        return translate("HintReason", "conceding costs less than playing on")
    if kind is ReasonKind.BID and _sampled(reason) and amount is not None:
        return translate("HintReason", "{0} is made in {1} of {2} sampled deals").format(amount, made, samples)
    if kind is ReasonKind.PASS and _sampled(reason) and amount is not None:
        return translate("HintReason", "{0} would be made in only {1} of {2} sampled deals").format(amount, made, samples)
    if kind is ReasonKind.PLAY_POINTS and samples and expected is not None:
        return translate("HintReason", "over {1} sampled deals you are expected to score {0} points more than "
                                       "the opponent from here").format(expected, samples)
    if kind is ReasonKind.GIVE and expected is not None:
        return translate("HintReason", "the hand you keep is expected to score {0}").format(expected)
    return ""
