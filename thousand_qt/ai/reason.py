"""Why a computer player chose its action: a kind code and the numbers behind it.

The GUI turns a :class:`Reason` into a sentence in the player's language; nothing here is text
for people. ``made_in`` of ``samples``: in how many of the sampled deals the contract is made
(after the suggested card, or at the suggested amount); ``amount``: the bid or contract
concerned; ``expected``: the expected score change of the declarer.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class ReasonKind(Enum):
    ONLY = "only"                  # the only legal action
    RULE = "rule"                  # rules of thumb (easy/normal, or the strong search fell back)
    PLAY_MAKES = "play_makes"      # declarer's card: made_in of samples deals still make the contract
    PLAY_BREAKS = "play_breaks"    # defender's card: the contract is made in only made_in of samples
    CONTRACT = "contract"          # amount made in made_in of samples deals, expected score
    CONCEDE = "concede"            # conceding loses less than the expected score of playing on
    BID = "bid"                    # the next bid (amount) is made in made_in of samples deals
    PASS = "pass"                  # the next bid (amount) is made in only made_in of samples deals
    GIVE = "give"                  # the kept hand's best contract has this expected score
    PLAY_POINTS = "play_points"    # the stock game: over samples deals, expected point lead from here


@dataclass(frozen=True)
class Reason:
    """The reason of one decision (the fields that do not apply are None)."""

    kind: ReasonKind
    made_in: int | None = None
    samples: int | None = None
    amount: int | None = None
    expected: float | None = None


RULE = Reason(ReasonKind.RULE)
ONLY = Reason(ReasonKind.ONLY)

__all__ = ["ONLY", "RULE", "Reason", "ReasonKind"]
