"""One judged decision: what the seat did, what the strong player would do, and the cost.

Flags follow fixed thresholds on the expected cost in points (docs/review.md): a Thousand deal
moves the score by a contract of 100 to 200 or so, so ten points is a card's worth of
carelessness, twenty-five a trick thrown away and fifty a swing that turns a deal.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from thousand_qt.engine.actions import (
    Action,
    Bid,
    Blind,
    Concede,
    Contract,
    DeclareMarriage,
    Discard,
    Give,
    Pass,
    Play,
    Redeal,
    TakeTalon,
)
from thousand_qt.engine.phase import Phase

INACCURACY_POINTS = 10.0
MISTAKE_POINTS = 25.0
BLUNDER_POINTS = 50.0
FLAG_THRESHOLDS = (INACCURACY_POINTS, MISTAKE_POINTS, BLUNDER_POINTS)


class Flag(enum.Enum):
    """How bad a decision was, by its expected cost (thresholds above)."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


class DecisionKind(enum.Enum):
    """The phase a decision belongs to."""

    AUCTION = "auction"
    TALON = "talon"
    GIVE = "give"
    CONTRACT = "contract"
    CONCESSION = "concession"
    PLAY = "play"


class PhaseGroup(enum.Enum):
    """The groups the summary adds the points lost over."""

    AUCTION = "auction"      # bids, passes, redeals in the auction, the choice of talon
    GIVING = "giving"        # the gifts (or discards), the contract, a concession
    PLAY = "play"            # the cards


GROUP_OF: dict[DecisionKind, PhaseGroup] = {
    DecisionKind.AUCTION: PhaseGroup.AUCTION,
    DecisionKind.TALON: PhaseGroup.AUCTION,
    DecisionKind.GIVE: PhaseGroup.GIVING,
    DecisionKind.CONTRACT: PhaseGroup.GIVING,
    DecisionKind.CONCESSION: PhaseGroup.GIVING,
    DecisionKind.PLAY: PhaseGroup.PLAY,
}


def flag_for(cost: float) -> Flag | None:
    """The flag of an expected cost in points (None below the inaccuracy threshold)."""
    if cost >= BLUNDER_POINTS:
        return Flag.BLUNDER
    if cost >= MISTAKE_POINTS:
        return Flag.MISTAKE
    if cost >= INACCURACY_POINTS:
        return Flag.INACCURACY
    return None


def kind_of(action: Action, phase: Phase) -> DecisionKind:
    """The kind of the decision ``action`` taken in ``phase``."""
    if isinstance(action, Concede):
        return DecisionKind.CONCESSION
    if isinstance(action, (Bid, Blind, Pass)):
        return DecisionKind.AUCTION
    if isinstance(action, TakeTalon):
        return DecisionKind.TALON
    if isinstance(action, (Give, Discard)):
        return DecisionKind.GIVE
    if isinstance(action, Contract):
        return DecisionKind.CONTRACT
    if isinstance(action, (Play, DeclareMarriage)):
        return DecisionKind.PLAY
    if isinstance(action, Redeal):
        return DecisionKind.GIVE if phase is Phase.GIVE else DecisionKind.AUCTION
    raise ValueError(f"not a decision: {action}")


@dataclass(frozen=True)
class Judgement:
    """The analysis of one decision at position (``deal``, ``step``) of a record."""

    deal: int                 # 0-based index into the record's deals
    step: int                 # the deal's actions applied before this one
    seat: int
    kind: DecisionKind
    played: Action            # what the seat did
    best: Action              # the strong player's choice from the seat's knowledge (``played`` if the same)
    cost: float               # expected points lost by ``played`` against ``best`` (>= 0)
    flag: Flag | None
    samples: int              # sampled deals behind the estimate (0: same action, nothing to estimate)

    @property
    def group(self) -> PhaseGroup:
        """The summary group of the decision."""
        return GROUP_OF[self.kind]


__all__ = ["BLUNDER_POINTS", "FLAG_THRESHOLDS", "GROUP_OF", "INACCURACY_POINTS", "MISTAKE_POINTS", "DecisionKind",
           "Flag", "Judgement", "PhaseGroup", "flag_for", "kind_of"]
