"""A network table's state as JSON, so that a server killed mid-game resumes it (docs/server.md).

:func:`table_state` writes what a :class:`~.table.Table` needs to go on: its code, rules,
settings (reconnect wait, the level that takes over, hints, the turn clock, whether it is
public), creation time and shuffle seed (whatever the table holds, a whole number or a
string, kept as text), the computer players' seed (as text; a resumed table's computers play
as they would have), each seat (kind, name, level, ready, whether a computer plays it, and
its token only as :func:`~.table.token_digest`), and its game as the record's JSON (without
the record's extras, which the table makes itself).
:func:`restore_table` builds the table again: the game is replayed from its record, so later
deals follow from the same seed as if nothing had happened. Nobody is connected after a
restart: a person of a started game is away (the host waits for them as for a dropped
connection) or, where a computer had taken the seat, the computer plays it until they come
back with their token; the seats of a table not started are free again.

Between two whole states a table's actions are kept as *moves*, one line each
(:func:`move_lines`): :func:`restore_table` adds those of the state's last deal to it, so that
a server writes the whole state once a deal (or when a seat changes) and a line per action.

The text is read with the record's bounds; anything wrong is a :class:`TableStateError`
with one line. No pickle: a state file can be read and checked by anyone who holds it.
"""

from __future__ import annotations

import json
import logging
import re
import weakref
from dataclasses import dataclass
from typing import Any

from thousand_qt.ai.levels import LEVELS
from thousand_qt.engine import Action, ActionSyntaxError, Game, IllegalActionError, RuleError, RuleSet, parse_action
from thousand_qt.engine.record import RecordError, parse_record
from thousand_qt.engine.record_walk import walk
from thousand_qt.storage.bounded_json import StorageError, loads_bounded

from .protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME
from .table import SeatSpec, Table

__all__ = ["STATE_FORMAT", "STATE_VERSION", "StatePoint", "TableStateError", "move_lines", "restore_table",
           "state_point", "state_text", "table_state"]

log = logging.getLogger(__name__)

STATE_FORMAT = "thousand-qt-table"
STATE_VERSION = 1
#: The record's extras the table makes itself (kept in the state's own fields instead).
_OWN_EXTRAS = ("created", "app_version", "seed")
_DIGEST = re.compile(r"[0-9a-f]{64}")
_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
#: The longest line of a move (the longest action's text is far shorter).
_MAX_MOVE_LINE = 200


class TableStateError(ValueError):
    """A state file that cannot be a table's state (one line)."""


def _settings(table: Table) -> dict[str, Any]:
    """Everything of the state but the rules and the game: what a table's seats and settings are."""
    return {
        "code": table.code,
        "seats": [{"kind": s.spec.kind, "name": s.name, "level": s.spec.level, "token_sha256": s.token_hash,
                   "ready": s.ready, "computer_plays": s.computer_plays} for s in table.seats],
        "reconnect_seconds": table.reconnect_seconds,
        "takeover_level": table.takeover_level,
        "allow_hints": table.allow_hints,
        "turn_seconds": table.turn_seconds,
        "public": table.public,
        "created": table.created,
        "seed": str(table.seed),            # a secret of 128 bits or more: as text, beyond JSON's sure digits
        "seed_is_int": isinstance(table.seed, int),
        # the computers' (as text too; null where the table has a text seed, which they share)
        "player_seed": str(table.player_seed) if isinstance(table.player_seed, int) else None,
    }


def table_state(table: Table) -> dict[str, Any]:
    """The JSON-able state of ``table`` (see the module's docstring)."""
    record = None
    if table.game is not None:
        record = table.record().to_json()
        for key in _OWN_EXTRAS:
            record.pop(key, None)
    return {"format": STATE_FORMAT, "version": STATE_VERSION, "rules": table.rules.to_dict(), **_settings(table),
            "record": record}


@dataclass(frozen=True)
class StatePoint:
    """Where a table stands, as far as its state file is concerned: its settings and seats, the
    number of its deals, and the actions of its last deal so far. Two points that differ only
    by more actions of the same last deal need no new state: the moves between them do."""

    rules: RuleSet
    settings: dict[str, Any]
    deals: int
    actions: tuple[Action, ...]

    def moves_since(self, earlier: StatePoint | None) -> tuple[Action, ...] | None:
        """The actions played since ``earlier``, or None when a whole state must be written."""
        # (the rules and settings are compared field by field only when they are not the very same objects)
        if (earlier is None or self.deals == 0 or earlier.deals != self.deals
                or (earlier.rules is not self.rules and earlier.rules != self.rules)
                or (earlier.settings is not self.settings and earlier.settings != self.settings)
                or self.actions[:len(earlier.actions)] != earlier.actions):
            return None
        return self.actions[len(earlier.actions):]


#: Each table's settings as last made, with its :attr:`~.table.Table.settings_changes` then.
_MADE: weakref.WeakKeyDictionary[Table, tuple[int, dict[str, Any]]] = weakref.WeakKeyDictionary()


def state_point(table: Table) -> StatePoint:
    """Where ``table`` stands now (see :class:`StatePoint`); its settings are made again only
    when they changed."""
    changes = table.settings_changes
    made = _MADE.get(table)
    if made is None or made[0] != changes:
        made = _MADE[table] = (changes, _settings(table))
    records = table.game.deal_records if table.game is not None else []
    actions = records[-1].actions if records else ()
    return StatePoint(table.rules, made[1], len(records), actions)


def move_lines(point: StatePoint, first: int) -> str:
    """The lines of the moves of ``point``'s last deal from action ``first`` on: each the JSON
    array ``[deal, index, action]`` (both counted from 0) and a newline."""
    return "".join(json.dumps([point.deals - 1, i, str(point.actions[i])], ensure_ascii=False) + "\n"
                   for i in range(first, len(point.actions)))


def _moves_of(moves: str, deal: int, first: int) -> list[str]:
    """The actions ``moves`` (lines of :func:`move_lines`) holds for deal ``deal`` from its
    action ``first`` on, in order; lines of another deal or already in the record are passed
    over, and a line cut short (the server stopped while writing it) ends them."""
    found: list[str] = []
    for line in moves.splitlines(keepends=True):
        if not line.endswith("\n") or len(line) > _MAX_MOVE_LINE:
            break
        try:
            at, index, action = json.loads(line)
        except (ValueError, TypeError):
            break
        if at == deal and index == first + len(found) and isinstance(action, str):
            found.append(action)
    return found


def state_text(table: Table) -> str:
    """The state of ``table`` as the text of its file."""
    return json.dumps(table_state(table), ensure_ascii=False, separators=(",", ":")) + "\n"


def _field(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise TableStateError(f"{key}: missing or of the wrong type")
    return value


def _seed(text: Any, is_int: Any) -> Any:
    """The table's seed as it was (Any: the table takes the kind of seed it made)."""
    if not isinstance(text, str) or not 0 < len(text) <= 200 or not isinstance(is_int, bool):
        raise TableStateError("seed: must be the seed's text and whether it is a whole number")
    if not is_int:
        return text
    if not text.isdigit():
        raise TableStateError("seed: not a whole number")
    return int(text)


def _player_seed(data: dict[str, Any]) -> int | None:
    """The computer players' seed (None for a state written before it was kept, or of a table
    with a text seed: the table then takes its shuffle seed, as it did then)."""
    text = data.get("player_seed")
    if text is None:
        return None
    if not isinstance(text, str) or not 0 < len(text) <= 200 or not text.isdigit() or not text.isascii():
        raise TableStateError("player_seed: must be a whole number's text")
    return int(text)


def _public(value: Any) -> bool:
    """Whether the table is listed in the lobby (a state written before there was a lobby: no)."""
    if not isinstance(value, bool):
        raise TableStateError("public: must be true or false")
    return value


def _seat(raw: Any, i: int) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise TableStateError(f"seats[{i}]: must be an object")
    kind, name, level = raw.get("kind"), raw.get("name"), raw.get("level")
    digest, ready, plays = raw.get("token_sha256"), raw.get("ready"), raw.get("computer_plays")
    if (kind not in ("human", "computer") or not isinstance(name, str) or len(name) > MAX_NAME or level not in LEVELS
            or not (digest is None or (isinstance(digest, str) and _DIGEST.fullmatch(digest)))
            or not isinstance(ready, bool) or not isinstance(plays, bool)):
        raise TableStateError(f"seats[{i}]: not a seat")
    return raw


def restore_table(text: str, moves: str = "") -> Table:
    """The table whose state is ``text`` and whose last deal went on by ``moves`` (the lines of
    :func:`move_lines`; see the module's docstring); raises :class:`TableStateError` with one
    line for anything that is not such a state. The moves from the first that does not replay on
    are left out (logged): the table goes on from the last that did."""
    try:
        data = loads_bounded(text, "a table's state")
    except StorageError as err:
        raise TableStateError(str(err)) from None
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise TableStateError(f"not a table's state: format must be {STATE_FORMAT!r}")
    if data.get("version") != STATE_VERSION:
        raise TableStateError(f"unsupported state version (this program reads {STATE_VERSION})")
    code = _field(data, "code", str)
    if not _CODE.fullmatch(code):
        raise TableStateError("code: not a table code")
    seed = _seed(data.get("seed"), data.get("seed_is_int"))
    seats_raw = _field(data, "seats", list)
    if len(seats_raw) not in (2, 3, 4):
        raise TableStateError("seats: a table has 2, 3 or 4 seats")
    seats = [_seat(raw, i) for i, raw in enumerate(seats_raw)]
    takeover = _field(data, "takeover_level", str)
    if takeover not in LEVELS:
        raise TableStateError("takeover_level: not a level")
    try:
        rules = RuleSet.from_dict(_field(data, "rules", dict))
    except (RuleError, TypeError, ValueError) as err:
        raise TableStateError(f"rules: {err}") from None
    specs = [SeatSpec(s["kind"], s["name"], s["level"]) for s in seats]
    table = Table(code, rules, specs, reconnect_seconds=_field(data, "reconnect_seconds", int),
                  takeover_level=takeover, allow_hints=_field(data, "allow_hints", bool), seed=seed,
                  turn_seconds=_field(data, "turn_seconds", int), public=_public(data.get("public", False)),
                  player_seed=_player_seed(data))
    table.created = _field(data, "created", str)
    record = data.get("record")
    if record is not None:
        table.game = _replayed_with_moves(record, moves, rules, len(seats))
    for i, (seat, raw) in enumerate(zip(table.seats, seats, strict=True)):
        if not seat.human:
            continue
        if table.game is None:      # a table not started: its seats are free again
            continue
        if raw["token_sha256"] is None:
            raise TableStateError(f"seats[{i}]: a seat of a started game without its token")
        seat.name, seat.token_hash, seat.ready = raw["name"], raw["token_sha256"], True
        seat.away = True
        if raw["computer_plays"]:
            table.take_over(i)
    return table


def _replayed_with_moves(record: Any, moves: str, rules: RuleSet, players: int) -> Game:
    """The game of the state's record and the moves after it, replayed once: the moves are
    applied to the replayed game in order, and the first the engine refuses ends them (logged)."""
    game = _replayed(record, rules, players)
    deals = record.get("deals") if isinstance(record, dict) else None
    if not moves or not isinstance(deals, list) or not game.deal_records:
        return game
    for text in _moves_of(moves, len(deals) - 1, len(game.deal_records[-1].actions)):
        try:
            game.apply(parse_action(text))
        except (ActionSyntaxError, IllegalActionError) as err:
            log.warning("the moves after a table's state do not replay (%s); the table goes on from there", err)
            break
    return game


def _replayed(record: Any, rules: RuleSet, players: int) -> Game:
    """The game of the state's record, checked against the table's rules and seats."""
    try:
        parsed = parse_record(record)
        if parsed.rules != rules or len(parsed.players) != players:
            raise TableStateError("record: not the game of this table's rules and seats")
        return walk(parsed)
    except RecordError as err:
        raise TableStateError(f"record: {err}") from None
