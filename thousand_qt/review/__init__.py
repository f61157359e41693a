"""Reviewing a recorded game: its positions, what the table shows at each, and a copy of the
record to play on from one. Pure Python (the engine only, never Qt), so it is tested without a
window; the Qt side is :mod:`thousand_qt.model.review_session`, the widgets are in the view.

Modules: ``cursor`` (the positions of a record and how to step through them), ``frame`` (what
the table shows at a position: every hand open, the talon, the gifts and the discards),
``continuation`` (the record cut at a position, to start a new game from).
"""

from .continuation import record_upto
from .cursor import Position, ReviewCursor, ReviewError
from .frame import ReviewFrame, frame_of

__all__ = ["Position", "ReviewCursor", "ReviewError", "ReviewFrame", "frame_of", "record_upto"]
