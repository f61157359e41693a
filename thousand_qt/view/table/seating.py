"""The table's variants: where the seats sit and what that changes, for two, three and four
players (:data:`SEATINGS`) and the two-player game with a stock (:data:`STOCK_SEATING`: no
talon; the stock and its count lie where the left talon would), as small values the
:class:`~.layout.TableLayout`, the scene and the review read instead of asking how many play or
which game it is. :func:`seating_for` chooses one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
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
    """What differs between tables of two, three and four players and the game with a stock."""

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
    #: No talon: the stock lies face down left of the trick, its count under it (the game with
    #: a stock).
    stock: bool = False

    @property
    def n(self) -> int:
        """The number of players."""
        return len(self.sides)

    @property
    def beside_the_trick(self) -> bool:
        """Cards lie left of the trick and maybe right of it (two talons, or the stock): a
        panel that rises to their height fits between them."""
        return self.two_talons or self.stock


SEATINGS = {
    2: Seating((BOTTOM, TOP), 0.45, 0.3, ContractPlate.BY_THE_HAND, two_talons=True),
    3: Seating((BOTTOM, LEFT, RIGHT), 0.45, 0.3, ContractPlate.TOP_MIDDLE, middle_rises=True),
    4: Seating((BOTTOM, LEFT, TOP, RIGHT), 0.4, 0.25, ContractPlate.TOP_CORNER, full_top_row=True),
}
#: The two-player game with a stock: the two-player table with the stock in place of the talons.
STOCK_SEATING = replace(SEATINGS[2], two_talons=False, stock=True)


def seating_for(n_players: int, stock_game: bool = False) -> Seating:
    """The table of ``n_players`` (2, 3 or 4); ``stock_game``: the two-player game with a stock
    (:func:`~thousand_qt.engine.is_stock_game`)."""
    if stock_game:
        if n_players != 2:
            raise ValueError(f"the game with a stock has two players, not {n_players}")
        return STOCK_SEATING
    if n_players not in SEATINGS:
        raise ValueError(f"a table has 2, 3 or 4 players, not {n_players}")
    return SEATINGS[n_players]


__all__ = ["BOTTOM", "LEFT", "RIGHT", "SEATINGS", "STOCK_SEATING", "TOP", "ContractPlate", "Seating", "Side",
           "seating_for"]
