"""Why the hint suggests what it does, as a sentence in the player's language.

The computer player explains a decision with a :class:`thousand_qt.ai.Reason` (a kind code and the
numbers behind it); this module turns it into words. The texts are literal
``translate("HintReason", …)`` calls, and those with a count ``self.tr`` calls of the
:class:`HintReason` object (the same context), whose plural forms (``%n``) ``pyside6-lupdate``
finds only there. A share of the deals tried is said as the nearest simple fraction (6 of 9:
about two thirds)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from thousand_qt.ai import Reason, ReasonKind
from thousand_qt.engine import Phase, SeatView
from thousand_qt.engine.actions import Bid, Pass, Play, Redeal
from thousand_qt.engine.cards import Card
from thousand_qt.engine.play import best_index

from .redeal_words import RedealWords

translate = QCoreApplication.translate

#: The simple fractions a share of the deals tried is said as (the nearest one).
FRACTIONS = (1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4)


def nearest_fraction(share: float) -> float:
    """The one of :data:`FRACTIONS` nearest to ``share`` (6 of 9 → 2/3)."""
    return min(FRACTIONS, key=lambda f: abs(f - share))


class HintReason(QObject):
    """The hint's sentences with a count in them, each through Qt's plural forms."""

    def fraction(self, share: float) -> str:
        """"in about two thirds of the cases": the nearest simple fraction of ``share``."""
        f = nearest_fraction(share)
        if f == 1 / 4:
            return self.tr("in about a quarter of the cases")
        if f == 1 / 3:
            return self.tr("in about a third of the cases")
        if f == 1 / 2:
            return self.tr("in about half of the cases")
        if f == 2 / 3:
            return self.tr("in about two thirds of the cases")
        return self.tr("in about three quarters of the cases")

    def makes(self, made: int, samples: int) -> str:
        """What a card does for the player's own contract, ``made`` in ``samples`` deals tried."""
        share = made / samples
        if made == samples:
            return self.tr("with it your contract is made however the other cards lie "
                           "({0} of %n deal(s) tried)", None, samples).format(made)
        if share >= 0.75:
            return self.tr("with it your contract is made in most ways the other cards may lie "
                           "({0} of %n deal(s) tried)", None, samples).format(made)
        if share >= 0.4:
            return self.tr("with it your contract is made {1} ({0} of %n deal(s) tried)", None, samples).format(
                made, self.fraction(share))
        return self.tr("your contract is in danger whatever you play: this card gives it the best chance "
                       "({0} of %n deal(s) tried)", None, samples).format(made)

    def breaks(self, made: int, samples: int) -> str:
        """What a card does against the declarer, who makes the contract in ``made`` of ``samples``."""
        share, broken = made / samples, samples - made
        if made == 0:
            return self.tr("with it the declarer's contract fails however the other cards lie "
                           "({0} of %n deal(s) tried)", None, samples).format(broken)
        if share <= 0.25:
            return self.tr("with it the declarer's contract fails in most ways the other cards may lie "
                           "({0} of %n deal(s) tried)", None, samples).format(broken)
        if share <= 0.6:
            return self.tr("with it the declarer's contract fails {1} ({0} of %n deal(s) tried)", None,
                           samples).format(broken, self.fraction(broken / samples))
        return self.tr("the declarer's contract is likely to be made whatever you play: this card gives the best "
                       "chance to break it ({0} of %n deal(s) tried)", None, samples).format(broken)

    def takes_trick(self, points: int) -> str:
        return self.tr("it takes the trick and its %n point(s)", None, points)

    def adds_points(self, points: int) -> str:
        return self.tr("the trick goes to your side: it adds %n point(s) to it", None, points)

    def made_in(self, amount: int, made: int, samples: int) -> str:
        return self.tr("{0} is made in {1} of %n sampled deal(s)", None, samples).format(amount, made)

    def only_made_in(self, amount: int, made: int, samples: int) -> str:
        return self.tr("{0} would be made in only {1} of %n sampled deal(s)", None, samples).format(amount, made)

    def ahead(self, expected: float, samples: int) -> str:
        """How many points more (or fewer) than the opponent the player is expected to score."""
        points = round(expected)
        if points > 0:
            score = self.tr("you are expected to score %n point(s) more than the opponent", None, points)
        elif points < 0:
            score = self.tr("you are expected to score %n point(s) fewer than the opponent", None, -points)
        else:
            score = self.tr("you are expected to score as many points as the opponent")
        return self.tr("over %n sampled deal(s) from here {0}", None, samples).format(score)




def _sampled(reason: Reason) -> bool:
    return reason.made_in is not None and bool(reason.samples)


def _play_outcome(reason: Reason) -> str:
    """What a suggested card does for the contract, in words (with the deals tried behind it)."""
    made, samples = reason.made_in or 0, reason.samples or 1
    if reason.kind is ReasonKind.PLAY_MAKES:
        return HintReason().makes(made, samples)
    return HintReason().breaks(made, samples)


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
            return HintReason().takes_trick(points)
        return translate("HintReason", "it beats the cards played so far")
    winner = view.trick[best_index(trick, view.trump)][0]
    if view.declarer is not None and view.declarer not in (view.seat, winner):
        if card.points:
            return HintReason().adds_points(card.points)
        return ""
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    if len(legal) > 1 and card.points == min(c.points for c in legal):
        if len(cards) == len(view.active):
            return translate("HintReason", "the trick is lost: it gives away as few points as possible")
        return translate("HintReason", "it gives away as few points as possible")
    return ""


def redeal_hint(view: SeatView) -> str:
    """Why a redeal is worth asking for: the condition of the hand (or the talon taken) that
    allows it, and what it costs (nothing)."""
    why = RedealWords().of_view(view)
    return translate("HintReason", "{0}; a redeal costs nothing").format(why)


def opening_note(view: SeatView) -> str:
    """How this auction opened, where it matters to a bid or a pass: nobody is on the hundred
    (``opening`` ``free_*``; every other player passed: what a pass does), or the barrel player's
    bid stands (``barrel_bidding`` ``opens``); "" otherwise."""
    rules, standing = view.rules, view.standing_bid
    if view.hundred is not None or view.phase is not Phase.AUCTION:
        return ""
    if standing is not None:
        if standing[0] == view.seat or not view.standing_bid_holds:
            return ""
        return translate("HintReason", "the barrel player's {0} stands: only a higher bid stops them").format(
            standing[1])
    if view.high_bidder is not None:
        return ""
    if not all(s in view.passed for s in view.active if s != view.seat):
        return translate("HintReason", "nobody is on the hundred: a pass costs nothing")
    if rules.opening == "free_dealer":
        return translate("HintReason", "everybody else passed: if you pass too, the dealer plays {0}").format(
            rules.min_bid)
    return translate("HintReason", "everybody else passed: if you pass too, the cards are dealt again")


def hint_reason_text(reason: object, view: SeatView | None = None, action: object = None) -> str:
    """The sentence for ``reason`` ("" when there is nothing worth saying, e.g. no reason); for
    a card, with ``view`` and the suggested ``action``, also what it does in the trick; for a
    bid or a pass, also how the auction opened where it matters (:func:`opening_note`)."""
    if isinstance(action, (Bid, Pass)) and view is not None and opening_note(view):
        why = hint_reason_text(reason, view)
        note = opening_note(view)
        return translate("HintReason", "{0}; {1}", "what the card does; why").format(note, why) if why else note
    only = isinstance(reason, Reason) and reason.kind is ReasonKind.ONLY
    if isinstance(action, Play) and view is not None and view.phase is Phase.PLAY and not only:
        effect = play_effect(view, action.card)
        why = hint_reason_text(reason)
        return translate("HintReason", "{0}; {1}", "what the card does; why").format(effect, why) \
            if effect and why else effect or why
    if isinstance(action, Redeal) and view is not None:
        return redeal_hint(view)
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
        text = HintReason().made_in(amount, made or 0, samples or 0)
        if expected is not None:
            text += translate("HintReason", ", expected score {0}").format(expected)
        return text
    if kind is ReasonKind.CONCEDE:
        if expected is not None:
            return translate("HintReason", "playing on is expected to score {0}: conceding costs less").format(expected)
        return translate("HintReason", "conceding costs less than playing on")
    if kind is ReasonKind.BID and _sampled(reason) and amount is not None:
        return HintReason().made_in(amount, made or 0, samples or 0)
    if kind is ReasonKind.PASS and _sampled(reason) and amount is not None:
        return HintReason().only_made_in(amount, made or 0, samples or 0)
    if kind is ReasonKind.PLAY_POINTS and samples and reason.expected is not None:
        return HintReason().ahead(reason.expected, samples)
    if kind is ReasonKind.GIVE and expected is not None:
        return translate("HintReason", "the hand you keep is expected to score {0}").format(expected)
    return ""
