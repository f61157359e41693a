"""Training aids (docs/rules.md, "Training aids"): what a learner may choose to see, per game.

Each aid is off by default. A record keeps the aids that were on under its optional key
``aids``, as a list of names (``["opponents_hands", "talon_card"]``); an empty list or no key
means none. The aids change only what the human is shown: the computer players and the rules
never see them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

OPPONENTS_HANDS = "opponents_hands"
TALON_SUITS = "talon_suits"
TALON_CARD = "talon_card"
#: Every aid's name in the record, in the order the record writes them.
AID_NAMES = (OPPONENTS_HANDS, TALON_SUITS, TALON_CARD)


class AidsError(ValueError):
    """A record's ``aids`` value that is not a list of known aid names (one line, says why)."""


@dataclass(frozen=True)
class Aids:
    """Which training aids are on: the opponents' hands face up, the talon's suits shown on its
    backs, one talon card of the player's choice peeked at during the auction."""

    opponents_hands: bool = False
    talon_suits: bool = False
    talon_card: bool = False

    @property
    def any(self) -> bool:
        """True if at least one aid is on (the game is then not counted in the statistics)."""
        return any(getattr(self, f.name) for f in fields(self))

    def to_record(self) -> list[str]:
        """The record's ``aids`` value: the names of the aids that are on."""
        return [name for name in AID_NAMES if getattr(self, name)]

    @classmethod
    def from_record(cls, value: Any) -> Aids:
        """Read a record's ``aids`` value (None: no aids); raises :class:`AidsError`."""
        if value is None:
            return cls()
        if not isinstance(value, list):
            raise AidsError(f"must be a list of aid names ({', '.join(AID_NAMES)})")
        for name in value:
            if not isinstance(name, str):
                raise AidsError(f'each aid is a name in quotes, like "{TALON_SUITS}"')
            if name not in AID_NAMES:
                raise AidsError(f"{name[:40]!r} is not a training aid ({', '.join(AID_NAMES)})")
        return cls(**{name: True for name in value})
