"""The text of the ``update`` messages of one step, written once for all the seats it can be.

Every seat's update after an action carries the same events (but for the cards a seat may not
see) and a view of its own, with the same rule set in every one. :func:`update_texts` writes
each event once for all seats (:func:`~.wire.seat_events`) and the rule set's JSON once per rule
set (:func:`~.wire.rules_text`), and puts that text in the place of a mark in each message: the
text is exactly ``encode("update", count=…, events=events_for_seat(…), view=view_to_wire(…))``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from thousand_qt.engine import SeatView
from thousand_qt.engine.events import Event

from .protocol import encode
from .wire import event_to_wire, rules_text, seat_events, view_data

__all__ = ["update_texts"]

#: Stands for the rule set in a view while the message is encoded (no text the engine writes
#: has a NUL character in it); replaced by the rule set's JSON text.
_MARK = "\x00rules\x00"
_MARK_JSON = json.dumps(_MARK, ensure_ascii=False)


def update_texts(count: int, events: Sequence[Event], views: Sequence[SeatView], *,
                 with_results: bool = False) -> list[str]:
    """The ``update`` message of each of ``views`` (one a seat) after ``events``."""
    wired = [event_to_wire(e) for e in events]
    out = []
    like: tuple[SeatView, dict[str, Any]] | None = None
    for view in views:
        data = view_data(view, with_results, _MARK, like)
        like = (view, data)
        text = encode("update", count=count, events=seat_events(events, wired, view.seat), view=data)
        out.append(text.replace(_MARK_JSON, rules_text(view.rules), 1))
    return out
