"""Whether an opponent asks for the redeal after the contract (docs/rules.md: ``redeal_when``
``before_lead``).

A new deal is worth nothing to anybody on average. The deal under way gives this opponent its
own (few) points, and the declarer, facing a weak defender, the contract: so a weak hand asks.
The right may also come from nines or jacks in a hand that is not weak in points; such a hand
(aces and tens) takes its own points and may beat the contract, and plays on.
"""

from __future__ import annotations

from thousand_qt.engine import SeatView
from thousand_qt.engine.cards import card_points

#: Card points in the 8 cards from which a defender plays on instead (four aces and tens hold 84).
DEFEND_POINTS = 40


def wants_late_redeal(view: SeatView) -> bool:
    """Ask for the redeal on offer after the contract, unless the hand can defend; always against
    a declarer on the barrel, who would win the game by making the contract."""
    if view.barrel is not None and view.barrel == view.declarer:
        return True                 # the declarer on the barrel would win the game by making it
    return card_points(view.hand) < DEFEND_POINTS


__all__ = ["DEFEND_POINTS", "wants_late_redeal"]
