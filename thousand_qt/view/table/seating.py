"""The table's variants: where the seats sit and what that changes, for two, three and four
players (:data:`SEATINGS`), as small values the :class:`~.layout.TableLayout` reads instead of
asking how many play. The game with a stock is the two-player seating (its stock lies where
the left talon would).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Side(Enum):
    """Where a seat sits as the human sees the table (the human at the bottom)."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


BOTTOM, LEFT, TOP, RIGHT = Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT


class ContractPlate(Enum):
    """Where the trump and contract plate lies."""

    TOP_MIDDLE = "top middle"       # between the two top plates
    TOP_CORNER = "top corner"       # the top right corner, right of the top seat's won tricks
    BY_THE_HAND = "by the hand"     # above the human's won tricks, right of the hand


@dataclass(frozen=True)
class Seating:
    """What differs between tables of two, three and four players."""

    #: The sides of the seats from the human's on, clockwise.
    sides: tuple[Side, ...]
    #: The middle of a left or right hand, in table heights.
    side_y: float
    #: The step of a left or right fan, in card widths.
    side_step: float
    contract_plate: ContractPlate
    #: The middle of the table goes up to leave the human's cards more room (three players:
    #: nothing lies at the top between the plates).
    middle_rises: bool = False
    #: The top row holds the top seat's plate, hand and won tricks and the contract plate, and
    #: the left and right plates lie below their hands (four players).
    full_top_row: bool = False
    #: Two talons lie left and right of the trick (two players).
    two_talons: bool = False


SEATINGS = {
    2: Seating((BOTTOM, TOP), 0.45, 0.3, ContractPlate.BY_THE_HAND, two_talons=True),
    3: Seating((BOTTOM, LEFT, RIGHT), 0.45, 0.3, ContractPlate.TOP_MIDDLE, middle_rises=True),
    4: Seating((BOTTOM, LEFT, TOP, RIGHT), 0.4, 0.25, ContractPlate.TOP_CORNER, full_top_row=True),
}

__all__ = ["BOTTOM", "LEFT", "RIGHT", "SEATINGS", "TOP", "ContractPlate", "Seating", "Side"]
