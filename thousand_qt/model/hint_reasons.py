"""Why the hint suggests what it does, as a sentence in the player's language.

The computer player explains a decision with a :class:`thousand_qt.ai.Reason` (a kind code and the
numbers behind it); this module turns it into words. The texts are literal
``translate("HintReason", …)`` calls so ``pyside6-lupdate`` finds them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.ai import Reason, ReasonKind
from thousand_qt.engine import Phase, SeatView
from thousand_qt.engine.actions import Play
from thousand_qt.engine.cards import Card
from thousand_qt.engine.play import best_index


translate = QCoreApplication.translate


def _sampled(reason: Reason) -> bool:
    return reason.made_in is not None and bool(reason.samples)


def _play_outcome(reason: Reason) -> str:
    """What a suggested card does for the contract, in words (with the deals tried behind it)."""
    made, samples = reason.made_in or 0, reason.samples or 1
    share = made / samples
    if reason.kind is ReasonKind.PLAY_MAKES:
        if made == samples:
            return translate("HintReason", "with it your contract is made however the other cards lie "
                                           "({0} of {1} deals tried)").format(made, samples)
        if share >= 0.75:
            return translate("HintReason", "with it your contract is made in most ways the other cards may lie "
                                           "({0} of {1} deals tried)").format(made, samples)
        if share >= 0.4:
            return translate("HintReason", "with it your contract is made about half the time "
                                           "({0} of {1} deals tried)").format(made, samples)
        return translate("HintReason", "your contract is in danger whatever you play: this card gives it the "
                                       "best chance ({0} of {1} deals tried)").format(made, samples)
    broken = samples - made
    if made == 0:
        return translate("HintReason", "with it the declarer's contract fails however the other cards lie "
                                       "({0} of {1} deals tried)").format(broken, samples)
    if share <= 0.25:
        return translate("HintReason", "with it the declarer's contract fails in most ways the other cards may "
                                       "lie ({0} of {1} deals tried)").format(broken, samples)
    if share <= 0.6:
        return translate("HintReason", "with it the declarer's contract fails about half the time "
                                       "({0} of {1} deals tried)").format(broken, samples)
    return translate("HintReason", "the declarer's contract is likely to be made whatever you play: this card "
                                   "gives the best chance to break it ({0} of {1} deals tried)").format(broken, samples)


def play_effect(view: SeatView, card: Card) -> str:
    """What ``card`` does in the trick on the table: takes it (and its points), beats the cards
    so far, adds points to a trick the player's side takes, or gives away the fewest points."""
    trick = [c for _, c in view.trick]
    if not trick:
        return ""
    cards = [*trick, card]
    points = sum(c.points for c in cards)
    if best_index(cards, view.trump) == len(trick):
        if len(cards) == len(view.active):
            return translate("HintReason", "it takes the trick and its {0} points").format(points)
        return translate("HintReason", "it beats the cards played so far")
    winner = view.trick[best_index(trick, view.trump)][0]
    if view.declarer is not None and view.declarer not in (view.seat, winner):
        if card.points:
            return translate("HintReason", "the trick goes to your side: it adds {0} points to it").format(card.points)
        return ""
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    if len(legal) > 1 and card.points == min(c.points for c in legal):
        if len(cards) == len(view.active):
            return translate("HintReason", "the trick is lost: it gives away as few points as possible")
        return translate("HintReason", "it gives away as few points as possible")
    return ""


def hint_reason_text(reason: object, view: SeatView | None = None, action: object = None) -> str:
    """The sentence for ``reason`` ("" when there is nothing worth saying, e.g. no reason); for
    a card, with ``view`` and the suggested ``action``, also what it does in the trick."""
    only = isinstance(reason, Reason) and reason.kind is ReasonKind.ONLY
    if isinstance(action, Play) and view is not None and view.phase is Phase.PLAY and not only:
        effect = play_effect(view, action.card)
        why = hint_reason_text(reason)
        return translate("HintReason", "{0}; {1}", "what the card does; why").format(effect, why) \
            if effect and why else effect or why
    if not isinstance(reason, Reason):
        return ""
    kind, made, samples, amount = reason.kind, reason.made_in, reason.samples, reason.amount
    expected = None if reason.expected is None else f"{reason.expected:+.0f}"
    if kind is ReasonKind.ONLY:
        return translate("HintReason", "it is the only possible move")
    if kind is ReasonKind.RULE:
        return translate("HintReason", "by the usual rules of thumb")
    if kind in (ReasonKind.PLAY_MAKES, ReasonKind.PLAY_BREAKS) and _sampled(reason):
        return _play_outcome(reason)
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
        text = translate("HintReason", "{0} would be made in only {1} of {2} sampled deals")
        return text.format(amount, made, samples)
    if kind is ReasonKind.PLAY_POINTS and samples and expected is not None:
        return translate("HintReason", "over {1} sampled deals you are expected to score {0} points more than "
                                       "the opponent from here").format(expected, samples)
    if kind is ReasonKind.GIVE and expected is not None:
        return translate("HintReason", "the hand you keep is expected to score {0}").format(expected)
    return ""
