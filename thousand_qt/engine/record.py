"""The game record (``.thousand``, RECORD.md): load, validate, replay, save atomically.

Loading a game is replaying its record through the engine, which checks every action; the
state itself is never stored. :class:`RecordError` carries one line saying where and why.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import ActionSyntaxError, parse_action
from .cards import Card, CardError
from .rules import RuleError, RuleSet
from .state import DealError, Game, IllegalActionError, Phase

FORMAT = "thousand-game"
VERSION = 1
EXTRA_KEYS = ("created", "app_version", "seed", "aids")


class RecordError(ValueError):
    """A file that is not a valid record, or an illegal action in it (one line)."""


@dataclass
class PlayerInfo:
    name: str
    kind: str = "human"
    level: str | None = None

    def to_json(self) -> dict:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        return out


@dataclass
class GameRecord:
    """A record: the rules, who sat where, and for each deal the cards and the actions."""

    rules: RuleSet = field(default_factory=RuleSet)
    players: list[PlayerInfo] = field(default_factory=list)
    deals: list[dict] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)
    rules_given: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "players": [p.to_json() for p in self.players],
            "deals": [{"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"],
                       "actions": list(d["actions"])} for d in self.deals],
        }
        for key in EXTRA_KEYS:
            if key in self.extras:
                out[key] = self.extras[key]
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)


def record_from_game(game: Game, players: list[PlayerInfo], extras: dict | None = None) -> GameRecord:
    """The record of ``game`` so far (the deal in progress included)."""
    deals = [{"dealer": d["dealer"], "hands": d["hands"], "talon": d["talon"],
              "actions": list(d["actions"])} for d in game.deal_records]
    return GameRecord(game.rules, list(players), deals, dict(extras or {}))


# -- parsing ----------------------------------------------------------------------------------
def parse_record(data: Any) -> GameRecord:
    """Check the structure of decoded JSON and build a :class:`GameRecord` (no replay yet)."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: the top level must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: format must be {FORMAT!r}, not {data.get('format')!r}")
    if data.get("version") != VERSION:
        raise RecordError(f"unsupported record version {data.get('version')!r} (this program reads {VERSION})")
    try:
        rules = RuleSet.from_dict(data.get("rules", {}))
    except RuleError as err:
        raise RecordError(f"rules: {err}") from None
    players_raw = data.get("players")
    if not isinstance(players_raw, list) or not 2 <= len(players_raw) <= 4:
        raise RecordError("players: there must be 2, 3 or 4 players")
    players = []
    for i, p in enumerate(players_raw):
        if not isinstance(p, dict) or not isinstance(p.get("name", ""), str):
            raise RecordError(f"players[{i}]: must be an object with a name")
        kind = p.get("kind", "human")
        if kind not in ("human", "computer"):
            raise RecordError(f"players[{i}]: kind must be 'human' or 'computer', not {kind!r}")
        level = p.get("level")
        if level is not None and not isinstance(level, str):
            raise RecordError(f"players[{i}]: level must be a string")
        players.append(PlayerInfo(p.get("name", f"Player {i + 1}"), kind, level))
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError("deals: must be a list")
    n = len(players)
    out = []
    for k, deal in enumerate(deals, 1):
        out.append(_parse_deal(deal, k, n))
    extras = {key: data[key] for key in EXTRA_KEYS if key in data}
    return GameRecord(rules, players, out, extras, dict(data.get("rules", {})))


def _cards(texts: Any, where: str) -> list[Card]:
    if not isinstance(texts, list):
        raise RecordError(f"{where}: must be a list of cards")
    try:
        return [Card.parse(t) for t in texts]
    except (CardError, AttributeError) as err:
        raise RecordError(f"{where}: {err}") from None


def _parse_deal(deal: Any, k: int, n: int) -> dict:
    if not isinstance(deal, dict):
        raise RecordError(f"deal {k}: must be an object")
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
            raise RecordError(f"deal {k}: a two-player talon is two lists of 2 cards")
        talons = [_cards(t, f"deal {k}, talon {i}") for i, t in enumerate(talon)]
    else:
        talons = [_cards(talon, f"deal {k}, talon")]
    seen: set[Card] = set()
    for c in [c for h in hand_cards for c in h] + [c for t in talons for c in t]:
        if c in seen:
            raise RecordError(f"deal {k}: card {c} appears twice")
        seen.add(c)
    actions = deal.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError(f"deal {k}: actions must be a list of strings")
    return {"dealer": dealer, "hands": [[c.text for c in h] for h in hand_cards],
            "talon": [c.text for c in talons[0]] if n != 2 else [[c.text for c in t] for t in talons],
            "actions": list(actions), "_cards": (hand_cards, talons)}


def loads_record(text: str) -> GameRecord:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    return parse_record(data)


def load_record(path: str | os.PathLike) -> GameRecord:
    """Read and check the structure of a ``.thousand`` file (see :func:`replay` for the rest)."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise RecordError(f"cannot read {os.fspath(path)}: {err.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("not a game record: the file is not UTF-8 text") from None
    return loads_record(text)


# -- replay -----------------------------------------------------------------------------------
def replay(record: GameRecord, upto: int | None = None) -> Game:
    """Replay ``record`` through the engine; raises :class:`RecordError` at the first problem.

    ``upto`` stops after that many actions in total (for undo); None replays everything.
    """
    n = len(record.players)
    first = record.deals[0]["dealer"] if record.deals else 0
    game = Game(record.rules, n, first)
    done = 0
    for k, deal in enumerate(record.deals, 1):
        if game.phase is not Phase.DEAL:
            raise RecordError(f"deal {k}: the previous deal is not finished"
                              if game.phase is not Phase.GAME_OVER else f"deal {k}: the game was already over")
        hands, talons = deal.get("_cards") or (
            [[Card.parse(t) for t in h] for h in deal["hands"]],
            [[Card.parse(t) for t in deal["talon"]]] if n != 2 else
            [[Card.parse(t) for t in tl] for tl in deal["talon"]])
        try:
            game.start_deal(hands, talons, dealer=deal["dealer"])
        except DealError as err:
            raise RecordError(f"deal {k}: {err}") from None
        for i, text in enumerate(deal["actions"], 1):
            if upto is not None and done >= upto:
                return game
            if game.phase in (Phase.DEAL, Phase.GAME_OVER):
                raise RecordError(f'deal {k}, action {i} "{text}": the deal is already over')
            try:
                game.apply(parse_action(text))
            except (IllegalActionError, ActionSyntaxError) as err:
                raise RecordError(f'deal {k}, action {i} "{text}": {err}') from None
            done += 1
    return game


def count_actions(record: GameRecord) -> int:
    return sum(len(d["actions"]) for d in record.deals)


# -- saving -----------------------------------------------------------------------------------
def save_text_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` atomically: a temporary file beside it, then a rename."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_record(record: GameRecord, path: str | os.PathLike) -> None:
    """Save a record atomically (a crash never leaves half a file)."""
    save_text_atomic(path, record.dumps() + "\n")
