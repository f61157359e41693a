"""The text of the ``update`` messages of one step, written once for all the seats it can be.

Every seat's update after an action carries the same events (but for the cards a seat may not
see) and a view of its own, and the seats' views of one moment differ in a few fields only (the
seat, its hand, its legal moves, what it was shown). :func:`update_texts` writes the message
once, with a mark in the place of each part in which the seats differ (and of the rule set, whose
JSON is written once per rule set, :func:`~.wire.rules_text`), and then each seat's text from
that text's pieces and its own parts: the text is exactly ``encode("update", count=…,
events=events_for_seat(…), view=view_to_wire(…))``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import fields
from operator import attrgetter

from thousand_qt.engine import SeatView
from thousand_qt.engine.events import Event

from .protocol import encode, encode_value
from .wire import event_to_wire, rules_text, seat_events, view_data, view_field

__all__ = ["update_texts"]

#: Marks stand for a part while the message is encoded (no text the engine writes has a NUL
#: character in it); each is replaced by a text of its own.
_MARK = "\x00rules\x00"
_MARK_JSON = json.dumps(_MARK, ensure_ascii=False)
_EVENTS = "\x00events\x00"
#: The fields in which seats' views may differ: all but the rule set (one for the table).
_FIELDS = tuple(f.name for f in fields(SeatView) if f.name != "rules")
_values = attrgetter(*_FIELDS)


def _mark(name: str) -> str:
    return f"\x00{name}\x00"


def update_texts(count: int, events: Sequence[Event], views: Sequence[SeatView], *,
                 with_results: bool = False, waiting: Sequence[int] = ()) -> list[str]:
    """The ``update`` message of each of ``views`` (one a seat) after ``events``; ``waiting``:
    the seats whose answer to the redeal offer the lead waits for (:mod:`.redeal_wait`)."""
    if not views:
        return []
    wired = [event_to_wire(e) for e in events]
    seen = [seat_events(events, wired, view.seat) for view in views]
    first = views[0]
    rows = [_values(v) for v in views]     # each view's fields, compared column by column
    if len(rows) == 3:      # (a table of three, the usual one: no list made for each field)
        differ = [name for name, a, b, c in zip(_FIELDS, *rows, strict=True)
                  if not ((a is b or a == b) and (a is c or a == c)) and (with_results or name != "results")]
    else:
        differ = [name for name, mine, *theirs in zip(_FIELDS, *rows, strict=True)
                  if theirs.count(mine) != len(theirs) and (with_results or name != "results")]
    data = view_data(first, with_results, _MARK)
    for name in differ:
        data[name] = _mark(name)
    events_differ = any(s != seen[0] for s in seen[1:])
    more = {"waiting": list(waiting)} if waiting else {}
    text = encode("update", count=count, events=_EVENTS if events_differ else seen[0], view=data, **more)
    text = text.replace(_MARK_JSON, rules_text(first.rules), 1)
    if not differ and not events_differ:
        return [text] * len(views)
    # the text's pieces between the marks, in the order the marks come in it
    marks = ([_EVENTS] if events_differ else []) + [_mark(name) for name in differ]
    pieces = []
    rest = text
    for mark in marks:
        before, rest = rest.split(encode_value(mark), 1)
        pieces.append(before)
    out = []
    for view, its_events in zip(views, seen, strict=True):
        parts = ([encode_value(its_events)] if events_differ else []) + [
            encode_value(view_field(view, name)) for name in differ]
        out.append("".join(p for pair in zip(pieces, parts, strict=True) for p in pair) + rest)
    return out
