"""What the table, the hand and the panels ask of their model, and the one route of the human's
actions to it.

The model is whatever satisfies the model layer's :class:`~thousand_qt.model.seat_model.TableSeat`
(the game on this computer, or a seat at a network table): here it is :data:`TableModel`. Every
action of the human, from the cards of the hand, a talon on the table or a panel's button, is an
engine :class:`~thousand_qt.engine.actions.Action` handed to a :data:`SubmitAction` (the window's
``submit``), which gives it to the model: the model decides whether it is legal (the engine's
rules) and says why not.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import Action
from ...model.seat_model import TableSeat as TableModel

#: Hands one of the human's actions to the model; False if the model refused it (and said why).
SubmitAction = Callable[[Action], bool]

__all__ = ["SubmitAction", "TableModel"]
