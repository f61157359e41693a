"""Why a player asked for a redeal, in words: the condition that gave the right to it (the
engine's :func:`~thousand_qt.engine.redeal.redeal_ground`), e.g. "a poor talon: two nines";
without one (a record or a table of an older version) every condition the rules allow. The
threshold's points agree with their number (Qt's plural forms)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..engine import Phase, SeatView
from ..engine.redeal import REDEAL_TALON_POINTS, hand_redeal_ground, redeal_ground
from ..engine.rules import RuleSet


class RedealWords(QObject):
    """The texts of a redeal's reason (their translation context)."""

    def of_view(self, view: SeatView) -> str:
        """Why the seat of ``view`` may ask for a redeal now: its talon taken (giving), or its hand
        (as dealt, or its 8 cards after the contract)."""
        talon = view.phase is Phase.GIVE
        ground = (redeal_ground(view.talon or (), view.rules, talon=True) if talon
                  else hand_redeal_ground(view.hand, view.rules, view.hundred == view.seat))
        return self.why(view.rules, "talon" if talon else "hand", ground)

    def why(self, rules: RuleSet, reason: str, ground: str = "") -> str:
        """``reason`` "hand" or "talon", on ``ground`` "points", "nines", "jacks" or "" (unknown)."""
        talon = reason == "talon"
        if ground == "points" and talon:
            return self.tr("a poor talon: under %n point(s)", None, REDEAL_TALON_POINTS)
        if ground == "points":
            return self.tr("a weak hand: under %n point(s)", None, rules.redeal_hand_below)
        if ground == "nines" and talon:
            return self.tr("a poor talon: two nines")
        if ground == "nines" and rules.redeal_nines == 4:
            return self.tr("a weak hand: four nines")
        if ground == "nines":
            return self.tr("a weak hand: three nines")
        if ground == "hundred_nines":
            return self.tr("on the hundred: three nines")
        if ground == "jacks":
            return self.tr("a poor talon: three jacks") if talon else self.tr("a weak hand: four jacks")
        if talon and rules.redeal_jacks:
            return self.tr("a poor talon (under %n point(s), two nines or three jacks)", None, REDEAL_TALON_POINTS)
        if talon:
            return self.tr("a poor talon (under %n point(s) or two nines)", None, REDEAL_TALON_POINTS)
        nines = self.tr("four nines") if rules.redeal_nines == 4 else self.tr("three nines")
        if rules.redeal_jacks:
            return self.tr("a weak hand (under %n point(s), {0} or four jacks)", None, rules.redeal_hand_below).format(
                nines)
        return self.tr("a weak hand (under %n point(s) or {0})", None, rules.redeal_hand_below).format(nines)
