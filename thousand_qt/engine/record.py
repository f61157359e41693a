"""The game record (``.thousand``, docs/record-format.md): load, validate, replay, save atomically.

Loading a game is replaying its record through the engine, which checks every action; the
state itself is never stored. Whatever is wrong with a file - its kind, size, nesting, JSON,
types, text or an illegal action - the loader raises one :class:`RecordError` whose message is
one short line saying where and why.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from ..storage.atomic_file import SaveError, save_text_atomic
from ..storage.bounded_json import MAX_BYTES as MAX_RECORD_BYTES
from ..storage.bounded_json import MAX_DEPTH, MAX_NUMBER_DIGITS, shown_text
from .actions import Action, ActionSyntaxError, parse_action
from .aids import Aids, AidsError
from .cards import Card, CardError
from .deal_record import DealRecord
from .record_error import RecordError, loads_record_json, read_record_bytes
from .record_values import MAX_NAME_LENGTH, MAX_STRING, check_values, clean_name, count_values, name_problem
from .record_walk import replay, start_recorded_deal
from .rule_schema import RuleError
from .rules import RuleSet
from .state import Game
from .stock import is_stock_game

__all__ = ["FORMAT", "VERSION", "MAX_RECORD_BYTES", "MAX_DEPTH", "MAX_NUMBER_DIGITS", "MAX_STRING",
           "MAX_DEALS", "MAX_DEAL_ACTIONS", "MAX_IGNORED_VALUES",
           "MAX_NAME_LENGTH", "RecordError", "SaveError", "PlayerInfo", "GameRecord", "name_problem",
           "clean_name", "record_from_game", "parse_record", "loads_record", "load_record", "replay",
           "count_actions", "save_record", "start_recorded_deal"]

FORMAT = "thousand-game"
VERSION = 1
EXTRA_KEYS = ("created", "app_version", "seed", "aids", "continued", "undone")
#: Bounds of what a record holds: deals (redeals included), actions in one deal (the longest
#: auction has under 200), and values under keys the reader ignores, in all.
MAX_DEALS = 1000
MAX_DEAL_ACTIONS = 400
MAX_IGNORED_VALUES = 1000
#: The keys the reader knows; any other is ignored (and bounded by MAX_IGNORED_VALUES).
TOP_KEYS = frozenset({"format", "version", "rules", "players", "deals", *EXTRA_KEYS})
PLAYER_KEYS = frozenset({"name", "kind", "level"})
DEAL_KEYS = frozenset({"dealer", "hands", "talon", "actions"})


@dataclass(frozen=True)
class PlayerInfo:
    """Who sits at a seat: a name, ``human`` or ``computer``, and the computer's level."""

    name: str
    kind: str = "human"
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The record's player object (the name cleaned so that the file always loads again)."""
        out: dict[str, Any] = {"name": clean_name(self.name), "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass
class GameRecord:
    """A record: the rules, who sat where, and for each deal the cards and the actions (typed:
    JSON is made only by :meth:`to_json` and :meth:`dumps`, for saving or sending)."""

    rules: RuleSet = field(default_factory=RuleSet)
    players: list[PlayerInfo] = field(default_factory=list)
    deals: list[DealRecord] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)
    rules_given: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The record as JSON-able data."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "players": [p.to_json() for p in self.players],
            "deals": [d.to_json() for d in self.deals],
        }
        for key in EXTRA_KEYS:
            if key in self.extras:
                out[key] = self.extras[key]
        return out

    def dumps(self) -> str:
        """The record as the text of a ``.thousand`` file (without the final newline)."""
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)


def record_from_game(game: Game, players: list[PlayerInfo],
                     extras: dict[str, Any] | None = None) -> GameRecord:
    """The record of ``game`` so far (the deal in progress included)."""
    return GameRecord(game.rules, list(players), list(game.deal_records), dict(extras or {}))


# -- parsing ----------------------------------------------------------------------------------
def _check_ignored(data: dict[str, Any]) -> None:
    """Refuse more than MAX_IGNORED_VALUES values under unknown keys (top level, players, deals)."""
    holders: list[tuple[dict[str, Any], frozenset[str]]] = [(data, TOP_KEYS)]
    for key, known in (("players", PLAYER_KEYS), ("deals", DEAL_KEYS)):
        items = data.get(key)
        if isinstance(items, list):
            holders += [(item, known) for item in items if isinstance(item, dict)]
    left = MAX_IGNORED_VALUES
    for holder, known in holders:
        for key, value in holder.items():
            if key not in known:
                left -= count_values(value, left)
                if left < 0:
                    raise RecordError(f"not a game record: more than {MAX_IGNORED_VALUES} ignored values "
                                      f"under unknown keys (\"{shown_text(str(key), 20)}\"...)")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_record(data: Any) -> GameRecord:
    """Check the structure of decoded JSON and build a :class:`GameRecord`, its deals read into
    :class:`DealRecord` values once (no replay yet)."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: the top level must be a JSON object")
    deals_given = data.get("deals")
    if isinstance(deals_given, list):       # the bounds of what it holds, before walking it all
        if len(deals_given) > MAX_DEALS:
            raise RecordError(f"deals: {len(deals_given)} deals (at most {MAX_DEALS})")
        for k, deal in enumerate(deals_given, 1):
            actions = deal.get("actions") if isinstance(deal, dict) else None
            if isinstance(actions, list) and len(actions) > MAX_DEAL_ACTIONS:
                raise RecordError(f"deal {k}: {len(actions)} actions (at most {MAX_DEAL_ACTIONS})")
    _check_ignored(data)
    check_values(data, "")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: format must be {FORMAT!r}, not {shown_text(repr(data.get('format')))}")
    if not _is_int(data.get("version")) or data.get("version") != VERSION:
        raise RecordError(f"unsupported record version {shown_text(repr(data.get('version')))} "
                          f"(this program reads {VERSION})")
    rules_given = data.get("rules", {})
    if not isinstance(rules_given, dict):
        raise RecordError(f"rules: must be an object of rule keys, not {_json_type(rules_given)}")
    try:
        rules = RuleSet.from_dict(rules_given)
    except (RuleError, TypeError, ValueError) as err:
        raise RecordError(f"rules: {err}") from None
    players = _parse_players(data.get("players"))
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError(f"deals: must be a list, not {_json_type(deals)}")
    n = len(players)
    stock = is_stock_game(rules, n)
    out = [_parse_stock_deal(deal, k) if stock else _parse_deal(deal, k, n) for k, deal in enumerate(deals, 1)]
    extras = _parse_extras(data)
    return GameRecord(rules, players, out, extras, dict(rules_given))


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    return {str: "a string", int: "a number", float: "a number", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)


def _parse_players(raw: Any) -> list[PlayerInfo]:
    if not isinstance(raw, list) or not 2 <= len(raw) <= 4:
        raise RecordError("players: there must be 2, 3 or 4 players")
    players = []
    for i, p in enumerate(raw):
        where = f"players[{i}]"
        if not isinstance(p, dict):
            raise RecordError(f"{where}: must be an object with a name, not {_json_type(p)}")
        name = p.get("name", f"Player {i + 1}")
        if not isinstance(name, str):
            raise RecordError(f"{where}: the name must be a string, not {_json_type(name)}")
        problem = name_problem(name)
        if problem:
            raise RecordError(f'{where}: the name "{shown_text(name)}" {problem}')
        kind = p.get("kind", "human")
        if kind not in ("human", "computer"):
            raise RecordError(f"{where}: kind must be 'human' or 'computer', not {shown_text(repr(kind))}")
        level = p.get("level")
        if level is not None and (not isinstance(level, str) or name_problem(level)):
            raise RecordError(f"{where}: level must be a short one-line string, not {shown_text(repr(level))}")
        players.append(PlayerInfo(name, kind, level))
    return players


def _parse_extras(data: dict[str, Any]) -> dict[str, Any]:
    for key in ("created", "app_version"):
        if key in data and not isinstance(data[key], str):
            raise RecordError(f"{key}: must be a string, not {_json_type(data[key])}")
    if "seed" in data and data["seed"] is not None and not _is_int(data["seed"]):
        raise RecordError(f"seed: must be a whole number or null, not {_json_type(data['seed'])}")
    for key in ("continued", "undone"):
        if key in data and not isinstance(data[key], bool):
            raise RecordError(f"{key}: must be true or false, not {_json_type(data[key])}")
    try:
        Aids.from_record(data.get("aids"))
    except AidsError as err:
        raise RecordError(f"aids: {err}") from None
    return {key: data[key] for key in EXTRA_KEYS if key in data}


def _cards(texts: Any, where: str) -> list[Card]:
    if not isinstance(texts, list):
        raise RecordError(f"{where}: must be a list of cards, not {_json_type(texts)}")
    for t in texts:
        if not isinstance(t, str):
            raise RecordError(f"{where}: a card must be a string like \"TH\", not {_json_type(t)}")
    try:
        return [Card.parse(t) for t in texts]
    except CardError as err:
        raise RecordError(f"{where}: {err}") from None


def _parse_deal(deal: Any, k: int, n: int) -> DealRecord:
    if not isinstance(deal, dict):
        raise RecordError(f"deal {k}: must be an object, not {_json_type(deal)}")
    dealer = deal.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise RecordError(f"deal {k}: dealer must be a seat from 0 to {n - 1}")
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise RecordError(f"deal {k}: hands must hold {n} lists of cards")
    hand_cards = [_cards(h, f"deal {k}, hand {s}") for s, h in enumerate(hands)]
    talon = deal.get("talon")
    if n == 2:
        if not isinstance(talon, list) or len(talon) != 2:
            raise RecordError(f"deal {k}: a two-player talon is two lists of cards (2 each, 3 with "
                              "two_player_talons three)")
        talons = [_cards(t, f"deal {k}, talon {i}") for i, t in enumerate(talon)]
    else:
        talons = [_cards(talon, f"deal {k}, talon")]
    _each_card_once(k, [c for h in hand_cards for c in h] + [c for t in talons for c in t])
    return DealRecord(dealer, tuple(map(tuple, hand_cards)), tuple(map(tuple, talons)), _deal_actions(deal, k),
                      cut=_cut(deal, k))


def _cut(deal: dict[str, Any], k: int) -> tuple[Card, ...] | None:
    """Deal ``k``'s cut (the cards it showed), None where it has none."""
    return tuple(_cards(deal["cut"], f"deal {k}, cut")) if "cut" in deal else None


def _each_card_once(k: int, cards: list[Card]) -> None:
    """Refuse deal ``k`` if a card stands twice among ``cards`` (its hands, talons or stock)."""
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise RecordError(f"deal {k}: card {c} appears twice")
        seen.add(c)


def _deal_actions(deal: dict[str, Any], k: int) -> tuple[Action, ...]:
    """Deal ``k``'s actions read (none when the key is missing); a text that is no action is
    refused where it stands (whether the engine takes it is the replay's to say)."""
    actions = deal.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError(f"deal {k}: actions must be a list of strings")
    read = []
    for i, text in enumerate(actions, 1):
        try:
            read.append(parse_action(text))
        except ActionSyntaxError as err:
            raise RecordError(f'deal {k}, action {i} "{shown_text(text)}": {err}') from None
    return tuple(read)


def _parse_stock_deal(deal: Any, k: int) -> DealRecord:
    """A deal of the game with a stock: two hands, an empty talon and the stock (top first)."""
    if not isinstance(deal, dict):
        raise RecordError(f"deal {k}: must be an object, not {_json_type(deal)}")
    dealer = deal.get("dealer")
    if not _is_int(dealer) or dealer not in (0, 1):
        raise RecordError(f"deal {k}: dealer must be a seat from 0 to 1")
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != 2:
        raise RecordError(f"deal {k}: hands must hold 2 lists of cards")
    hand_cards = [_cards(h, f"deal {k}, hand {s}") for s, h in enumerate(hands)]
    if deal.get("talon", []) != []:
        raise RecordError(f"deal {k}: the game with a stock has no talon (\"talon\": [])")
    if "stock" not in deal:
        raise RecordError(f"deal {k}: the game with a stock needs the deal's stock")
    stock = _cards(deal["stock"], f"deal {k}, stock")
    _each_card_once(k, [c for h in hand_cards for c in h] + stock)
    return DealRecord(dealer, tuple(map(tuple, hand_cards)), (), _deal_actions(deal, k), tuple(stock), _cut(deal, k))


# -- reading ----------------------------------------------------------------------------------
def loads_record(text: str) -> GameRecord:
    """Parse and check the text of a record (see :func:`replay` for the rest)."""
    return parse_record(loads_record_json(text))


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and check the structure of a ``.thousand`` file (see :func:`replay` for the rest)."""
    raw = read_record_bytes(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("not a game record: the file is not UTF-8 text") from None
    return loads_record(text)


def count_actions(record: GameRecord) -> int:
    """How many actions the record holds, over all its deals."""
    return sum(len(d.actions) for d in record.deals)


# -- saving -----------------------------------------------------------------------------------
def save_record(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Save a record atomically (a crash never leaves half a file)."""
    save_text_atomic(path, record.dumps() + "\n")
