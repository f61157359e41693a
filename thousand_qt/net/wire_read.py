"""The wire form of what a seat may know, read: JSON data back into a :class:`SeatView`, the
engine's events and the deals' results (what :mod:`.wire` writes). Every type is checked; anything
else raises :class:`WireError`, which says which field and why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import Any, get_args

from thousand_qt.engine import Card, CardError, DealResult, Phase, RuleError, RuleSet, SeatView, Suit
from thousand_qt.engine import events as ev
from thousand_qt.engine.actions import ActionSyntaxError, parse_action
from thousand_qt.engine.seat_view import TrickRecord

__all__ = ["WireError", "view_from_wire", "event_from_wire", "events_from_wire", "result_from_wire",
           "results_from_wire"]


class WireError(ValueError):
    """Data that is not the wire form of a view or an event (says which field and why)."""


# -- decoding ---------------------------------------------------------------------------------
def _fail(where: str, what: str, value: Any) -> WireError:
    shown = repr(value)
    return WireError(f"{where}: {what}, not {shown[:40]}")


def _int(value: Any, where: str, low: int = -10**9, high: int = 10**9) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _fail(where, f"a whole number from {low} to {high}", value)
    return value


def _opt_int(value: Any, where: str, low: int = -10**9, high: int = 10**9) -> int | None:
    return None if value is None else _int(value, where, low, high)


def _bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _fail(where, "true or false", value)
    return value


def _str(value: Any, where: str, limit: int = 40) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise _fail(where, f"a text of at most {limit} characters", value)
    return value


def _list(value: Any, where: str, limit: int = 64) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise _fail(where, f"a list of at most {limit} items", value)
    return value


def _card(value: Any, where: str) -> Card:
    try:
        return Card.parse(_str(value, where, 3))
    except CardError:
        raise _fail(where, "a card", value) from None


def _suit(value: Any, where: str) -> Suit | None:
    if value is None:
        return None
    try:
        return Suit(_str(value, where, 1))
    except ValueError:
        raise _fail(where, "a suit letter", value) from None


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    return tuple(_card(c, f"{where}[{i}]") for i, c in enumerate(_list(value, where, 24)))


def _seat_cards(value: Any, where: str) -> tuple[tuple[int, Card], ...]:
    out = []
    for i, pair in enumerate(_list(value, where, 24)):
        pair = _list(pair, f"{where}[{i}]", 2)
        if len(pair) != 2:
            raise _fail(f"{where}[{i}]", "a seat and a card", pair)
        out.append((_int(pair[0], f"{where}[{i}]", 0, 3), _card(pair[1], f"{where}[{i}]")))
    return tuple(out)


def _ints(value: Any, where: str, limit: int = 4) -> tuple[int, ...]:
    return tuple(_int(v, f"{where}[{i}]") for i, v in enumerate(_list(value, where, limit)))


def _triples(value: Any, where: str, middle: str) -> tuple[tuple[Any, ...], ...]:
    out = []
    for i, item in enumerate(_list(value, where, 64)):
        item = _list(item, f"{where}[{i}]", 3)
        if len(item) != 3:
            raise _fail(f"{where}[{i}]", "three values", item)
        mid: Any = _suit(item[1], where) if middle == "suit" else _str(item[1], where)
        out.append((_int(item[0], where, 0, 3), mid, _int(item[2], where)))
    return tuple(out)


def _opt_pair(value: Any, where: str) -> tuple[int, int] | None:
    if value is None:
        return None
    pair = _list(value, where, 2)
    if len(pair) != 2:
        raise _fail(where, "a seat and a number", pair)
    return _int(pair[0], where, 0, 3), _int(pair[1], where)


def result_from_wire(data: Any, where: str = "result") -> DealResult:
    """A score sheet line from its wire form."""
    if not isinstance(data, dict):
        raise _fail(where, "an object", data)
    try:
        return DealResult(
            dealer=_int(data["dealer"], where, 0, 3), declarer=_opt_int(data["declarer"], where, 0, 3),
            contract=_opt_int(data["contract"], where), points=_ints(data["points"], where),
            change=_ints(data["change"], where), totals=_ints(data["totals"], where),
            bolts=_ints(data["bolts"], where), barrel=_opt_int(data["barrel"], where, 0, 3),
            redeal=_bool(data["redeal"], where), conceded=_bool(data["conceded"], where),
            blind=_bool(data["blind"], where), golden=_bool(data["golden"], where),
            made=None if data["made"] is None else _bool(data["made"], where),
            marriages=_triples(data["marriages"], f"{where}.marriages", "text"),
            bolt_seats=_ints(data["bolt_seats"], where), samosval_seats=_ints(data["samosval_seats"], where),
            notes=tuple(_str(n, where, 200) for n in _list(data["notes"], where)),
            sitting_out=_opt_int(data["sitting_out"], where, 0, 3),
            talon_marriage=_int(data["talon_marriage"], where), sweep_bonus=_int(data["sweep_bonus"], where),
            second_talon=_int(data.get("second_talon", 0), where),
            golden_reset=_bool(data.get("golden_reset", False), where),
            cut_penalty=_opt_pair(data.get("cut_penalty"), f"{where}.cut_penalty"),
            written_off=_bool(data.get("written_off", False), where),
            collected=_opt_pair(data.get("collected"), f"{where}.collected"))
    except KeyError as err:
        raise WireError(f"{where}: no {err.args[0]!r}") from None


def results_from_wire(data: Any) -> tuple[DealResult, ...]:
    """The score sheet's lines from their wire form."""
    return tuple(result_from_wire(r, f"results[{i}]") for i, r in enumerate(_list(data, "results", 10_000)))


def _tricks(value: Any) -> tuple[TrickRecord, ...]:
    out = []
    for i, t in enumerate(_list(value, "tricks", 12)):
        where = f"tricks[{i}]"
        if not isinstance(t, dict):
            raise _fail(where, "an object", t)
        try:
            out.append(TrickRecord(_int(t["leader"], where, 0, 3), _seat_cards(t["cards"], where),
                                   _int(t["winner"], where, 0, 3), _suit(t["trump"], where)))
        except KeyError as err:
            raise WireError(f"{where}: no {err.args[0]!r}") from None
    return tuple(out)


#: The most legal actions a view lists, the longest list the engine makes in any phase under
#: any rules (tests/net/test_legal_bound.py computes it): the declarer's discard of three cards
#: of twelve (``two_player_talons`` three), each set once for each card of it that goes into the
#: talon not taken (``second_talon_card``), 220 × 3 = 660, and the concession. The next longest,
#: an auction with blind bids, lists 168.
MAX_LEGAL = 661


def _legal(value: Any) -> tuple[Any, ...]:
    out = []
    for i, text in enumerate(_list(value, "legal_actions", MAX_LEGAL)):
        try:
            out.append(parse_action(_str(text, f"legal_actions[{i}]", 40)))
        except ActionSyntaxError as err:
            raise WireError(f"legal_actions[{i}]: {err}") from None
    return tuple(out)


def view_from_wire(data: Any, results: tuple[DealResult, ...] | None = None) -> SeatView:
    """The :class:`SeatView` of its wire form; raises :class:`WireError`.

    ``results`` are the score sheet's lines for a view sent without them.
    """
    if not isinstance(data, dict):
        raise _fail("view", "an object", data)
    try:
        d = data
        try:
            rules = RuleSet.from_dict(d["rules"])
            phase = Phase(d["phase"])
        except (RuleError, TypeError, ValueError) as err:
            raise WireError(f"view: {err}") from None
        n = _int(d["n_players"], "n_players", 2, 4)
        talon = None if d["talon"] is None else _cards(d["talon"], "talon")
        return SeatView(
            seat=_int(d["seat"], "seat", 0, n - 1), n_players=n, rules=rules, phase=phase,
            to_act=_opt_int(d["to_act"], "to_act", 0, 3), legal_actions=_legal(d["legal_actions"]),
            dealer=_opt_int(d["dealer"], "dealer", 0, 3), hundred=_opt_int(d["hundred"], "hundred", 0, 3),
            active=_ints(d["active"], "active"), golden=_bool(d["golden"], "golden"),
            hand=_cards(d["hand"], "hand"), hand_sizes=_ints(d["hand_sizes"], "hand_sizes"),
            auction=_triples(d["auction"], "auction", "text"), passed=_ints(d["passed"], "passed"),
            bid=_opt_int(d["bid"], "bid"), high_bidder=_opt_int(d["high_bidder"], "high_bidder", 0, 3),
            declarer=_opt_int(d["declarer"], "declarer", 0, 3), blind=_bool(d["blind"], "blind"),
            contract=_opt_int(d["contract"], "contract"), talon=talon,
            talon_public=_bool(d["talon_public"], "talon_public"),
            talon_index=_opt_int(d["talon_index"], "talon_index", 0, 1),
            given=_seat_cards(d["given"], "given"), discarded=_cards(d["discarded"], "discarded"),
            trump=_suit(d["trump"], "trump"), trick=_seat_cards(d["trick"], "trick"),
            tricks=_tricks(d["tricks"]), tricks_won=_ints(d["tricks_won"], "tricks_won"),
            marriages=_triples(d["marriages"], "marriages", "suit"),
            totals=_ints(d["totals"], "totals"), bolts=_ints(d["bolts"], "bolts"),
            barrel=_opt_int(d["barrel"], "barrel", 0, 3),
            barrel_attempts_left=_int(d["barrel_attempts_left"], "barrel_attempts_left"),
            deal_number=_int(d["deal_number"], "deal_number", 0),
            results=results if results is not None else results_from_wire(d["results"]),
            stock_game=_bool(d.get("stock_game", False), "stock_game"),
            stock_left=_int(d.get("stock_left", 0), "stock_left", 0, 24),
            drawn=_cards(d.get("drawn", []), "drawn"), cut=_cards(d.get("cut", []), "cut"),
            cut_hidden=_bool(d.get("cut_hidden", False), "cut_hidden"),
            kept_marriages=tuple(_trump(s, "kept_marriages") for s in _list(d.get("kept_marriages", []),
                                                                             "kept_marriages", 4)))
    except KeyError as err:
        raise WireError(f"view: no {err.args[0]!r}") from None



# -- events -----------------------------------------------------------------------------------
def _hidden_card(value: Any, where: str) -> Card | None:
    return None if value is None else _card(value, where)


def _maybe_cards(value: Any, where: str) -> tuple[Card | None, ...]:
    return tuple(_hidden_card(c, f"{where}[{i}]") for i, c in enumerate(_list(value, where, 24)))


def _maybe_seat_cards(value: Any, where: str) -> tuple[tuple[int, Card | None], ...]:
    out = []
    for i, pair in enumerate(_list(value, where, 24)):
        pair = _list(pair, f"{where}[{i}]", 2)
        if len(pair) != 2:
            raise _fail(f"{where}[{i}]", "a seat and a card", pair)
        out.append((_int(pair[0], f"{where}[{i}]", 0, 3), _hidden_card(pair[1], f"{where}[{i}]")))
    return tuple(out)


def _trump(value: Any, where: str) -> Suit:
    suit = _suit(value, where)
    if suit is None:
        raise _fail(where, "a suit letter", value)
    return suit


def _floats(value: Any, where: str) -> tuple[float, ...]:
    out = []
    for i, v in enumerate(_list(value, where, 4)):
        if type(v) not in (int, float):
            raise _fail(f"{where}[{i}]", "a number", v)
        out.append(float(v))
    return tuple(out)


#: An event field's annotation (as the engine writes it) -> how its wire form is read.
_FIELD_READERS: dict[str, Callable[[Any, str], Any]] = {
    "int": _int, "int | None": _opt_int, "bool": _bool, "str": _str, "Card": _card, "Suit": _trump,
    "Suit | None": _suit,
    "tuple[Card, ...]": _maybe_cards, "tuple[tuple[int, Card], ...]": _maybe_seat_cards,
    "tuple[int, ...]": _ints, "tuple[float, ...]": _floats, "DealResult": result_from_wire,
}
_EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in get_args(ev.Event)}


def event_from_wire(data: Any) -> ev.Event:
    """One event from its wire form (a card the seat may not know is ``None``); raises :class:`WireError`."""
    if not isinstance(data, dict):
        raise _fail("event", "an object", data)
    name = data.get("type")
    cls = _EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise _fail("event", "a known event type", name)
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.default is MISSING:
                raise WireError(f"{name}: no {f.name!r}")
            continue
        values[f.name] = _FIELD_READERS[str(f.type)](data[f.name], f"{name}.{f.name}")
    event: ev.Event = cls(**values)
    return event


def events_from_wire(data: Any) -> tuple[ev.Event, ...]:
    """The events of one ``update``."""
    return tuple(event_from_wire(e) for e in _list(data, "events", 64))
