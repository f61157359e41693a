"""The wire form of what a seat may know, written: a :class:`SeatView` and the engine's events as JSON.

:func:`view_to_wire` turns a view into plain JSON data (:func:`.wire_read.view_from_wire` reads it
back: ``view_from_wire(view_to_wire(v)) == v``), so a client's computer player plays on exactly
the view the host built. :func:`events_for_seat` turns the events of one step into what one seat
may see of them: a talon shown only to the declarer has its cards hidden (``null``) for the
others (and a talon shown comes in the order a hand is shown, never the deck's), and of the
cards the declarer gives each opponent sees only its own. Cards are their
record text (``"TH"``), actions their record text (``"1 play TH"``), suits their letter.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields
from functools import lru_cache
from typing import Any

from thousand_qt.engine import Card, DealResult, Phase, RuleSet, SeatView, Suit
from thousand_qt.engine import events as ev
from thousand_qt.engine.seat_view import TrickRecord

from .hidden import sorted_cards

__all__ = ["view_to_wire", "view_data", "view_field", "rules_text", "event_to_wire", "events_for_seat", "seat_events",
           "result_to_wire"]


# -- encoding ---------------------------------------------------------------------------------
def _plain(value: Any) -> Any:
    """Cards as text, suits as letters, tuples as lists, results as objects."""
    if isinstance(value, Card):
        return value.text
    if isinstance(value, (Suit, Phase)):
        return value.value
    if isinstance(value, DealResult):
        return result_to_wire(value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def result_to_wire(result: DealResult) -> dict[str, Any]:
    """Every field of one line of the score sheet."""
    return {f.name: _plain(getattr(result, f.name)) for f in fields(result)}


def _card_text(card: Card) -> str:
    return card.rank + card.suit._value_


def _cards_out(value: tuple[Card, ...]) -> list[str]:
    return [c.rank + c.suit._value_ for c in value]


def _seat_cards_out(value: tuple[tuple[int, Card], ...]) -> list[list[Any]]:
    return [[s, c.rank + c.suit._value_] for s, c in value]


def _auction_out(value: tuple[tuple[int, str, int], ...]) -> list[list[Any]]:
    return [list(t) for t in value]


def _marriages_out(value: tuple[tuple[int, Suit | None, int], ...]) -> list[list[Any]]:
    return [[s, None if suit is None else suit._value_, n] for s, suit, n in value]


def _tricks_out(value: tuple[TrickRecord, ...]) -> list[dict[str, Any]]:
    return [{"leader": t.leader, "cards": _seat_cards_out(t.cards), "winner": t.winner,
             "trump": None if t.trump is None else t.trump._value_} for t in value]


def _as_is(value: Any) -> Any:
    return value


#: How each field of a :class:`SeatView` is written (the same as :func:`_plain` would, field by
#: field, without asking every value its type); a field not named here goes through :func:`_plain`.
_VIEW_WRITERS: dict[str, Callable[[Any], Any]] = {
    "seat": _as_is, "n_players": _as_is, "phase": lambda v: v._value_, "to_act": _as_is,
    "legal_actions": lambda v: [str(a) for a in v], "dealer": _as_is, "hundred": _as_is, "active": list,
    "golden": _as_is, "hand": _cards_out, "hand_sizes": list, "auction": _auction_out, "passed": list,
    "bid": _as_is, "high_bidder": _as_is, "declarer": _as_is, "blind": _as_is, "contract": _as_is,
    "talon": lambda v: None if v is None else _cards_out(v), "talon_public": _as_is, "talon_index": _as_is,
    "given": _seat_cards_out, "discarded": _cards_out, "trump": lambda v: None if v is None else v._value_,
    "trick": _seat_cards_out, "tricks": _tricks_out, "tricks_won": list, "marriages": _marriages_out,
    "totals": list, "bolts": list, "barrel": _as_is, "barrel_attempts_left": _as_is, "deal_number": _as_is,
    "results": lambda v: [result_to_wire(r) for r in v], "stock_game": _as_is, "stock_left": _as_is,
    "drawn": _cards_out, "cut": _cards_out, "cut_hidden": _as_is,
    "kept_marriages": lambda v: [s._value_ for s in v],
}
_VIEW_FIELDS: tuple[tuple[str, Callable[[Any], Any] | None], ...] = tuple(
    (f.name, None if f.name == "rules" else _VIEW_WRITERS.get(f.name, _plain)) for f in fields(SeatView))
_WRITERS = dict(_VIEW_FIELDS)


@lru_cache(maxsize=64)
def rules_text(rules: RuleSet) -> str:
    """The rule set's data as compact JSON text (written once per rule set)."""
    return json.dumps(rules.to_dict(), ensure_ascii=False, separators=(",", ":"))


def rules_to_wire(rules: RuleSet) -> dict[str, Any]:
    """``rules.to_dict()``, kept for each rule set once it was asked (a new dict each time)."""
    data: dict[str, Any] = json.loads(rules_text(rules))
    return data


def view_to_wire(view: SeatView, *, with_results: bool = True) -> dict[str, Any]:
    """The view as JSON data (every field; actions as their record text).

    Without ``with_results`` the score sheet (``results``, which only grows, one line per
    :class:`DealScored` event) is left out, so that a message does not grow with the game.
    """
    return view_data(view, with_results, rules_to_wire(view.rules))


def view_data(view: SeatView, with_results: bool, rules: Any) -> dict[str, Any]:
    """:func:`view_to_wire` with ``rules`` in the place of the rule set's data (the text of an
    update puts the rule set's JSON text there, written once for every message)."""
    out: dict[str, Any] = {}
    for name, write in _VIEW_FIELDS:
        if write is None:
            out[name] = rules
        elif with_results or name != "results":
            out[name] = write(getattr(view, name))
    return out


def view_field(view: SeatView, name: str) -> Any:
    """One field of :func:`view_to_wire` (not ``rules``)."""
    write = _WRITERS[name]
    assert write is not None
    return write(getattr(view, name))


def event_to_wire(event: ev.Event) -> dict[str, Any]:
    """One event as ``{"type": "CardPlayed", "seat": 1, "card": "TH"}`` (all its fields)."""
    out: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        out[f.name] = _plain(getattr(event, f.name))
    return out


def events_for_seat(events: Iterable[ev.Event], seat: int) -> list[dict[str, Any]]:
    """What ``seat`` may see of ``events``: hidden talon cards and others' given cards as null."""
    events = tuple(events)
    return seat_events(events, [event_to_wire(e) for e in events], seat)


def seat_events(events: Sequence[ev.Event], wired: Sequence[dict[str, Any]], seat: int) -> list[dict[str, Any]]:
    """:func:`events_for_seat` of events already written by :func:`event_to_wire` (``wired``,
    written once for every seat): the public ones are shared, the others copied and hidden."""
    out = []
    for event, public in zip(events, wired, strict=True):
        wire = public
        if isinstance(event, ev.TalonShown):
            hidden = not event.public and seat != event.declarer
            shown = [None] * len(event.cards) if hidden else [c.text for c in sorted_cards(event.cards)]
            wire = {**public, "cards": shown}
        elif isinstance(event, ev.CardsGiven) and seat != event.declarer:
            wire = {**public, "given": [[to, _card_text(card) if to == seat else None] for to, card in event.given]}
        elif isinstance(event, ev.DeckCut) and event.only_to not in (-1, seat):
            wire = {**public, "cards": [*public["cards"][:-1], None]}
        elif isinstance(event, ev.CardsDrawn):
            wire = {**public, "draws": [[who, _card_text(card) if who == seat else None] for who, card in event.draws]}
        out.append(wire)
    return out
