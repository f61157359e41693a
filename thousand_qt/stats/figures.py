"""One finished game seen from the human's seat: the figures the statistics count.

The figures come from the game's record replayed through the engine once (the engine checks
every action and reports what happened: contracts, bolts, samosvals, the barrel), so nothing here
repeats the rules' arithmetic.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, astuple, dataclass, fields
from typing import Any

from thousand_qt.engine import Game
from thousand_qt.engine import events as ev
from thousand_qt.engine.record import GameRecord
from thousand_qt.engine.record_walk import RecordVisitor, Step, walk
from thousand_qt.engine.stock import is_stock_game

#: Why a finished game is not counted.
EXCLUDED_AIDS = "aids"
EXCLUDED_UNDO = "undo"
EXCLUDED_CONTINUED = "continued"     # started from a position of a review ("Continue from here")
EXCLUDED_OPENED = "opened"           # not played from its start in this program (a file opened mid-game)
#: The level shown for a computer seat whose record names none.
UNKNOWN_LEVEL = "?"


class NotCountableError(ValueError):
    """A record the statistics cannot count: unfinished, or no human seat (one line)."""


class EntryError(ValueError):
    """A game entry of the statistics file that cannot be read (one line)."""


@dataclass(frozen=True, slots=True)
class GroupKey:
    """The group a game is counted in: player count, preset name (or ``custom``) and the
    opponents' levels (sorted, so the seating order does not split a group); the game with a
    stock (``game`` ``stock``) is a group apart from the two-player game with talons."""

    players: int
    preset: str
    levels: tuple[str, ...]
    game: str = "talons"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": self.players, "preset": self.preset, "levels": list(self.levels)}
        if self.game != "talons":
            out["game"] = self.game
        return out

    @classmethod
    def from_json(cls, group: Any) -> GroupKey:
        """Read an entry's group; raises :class:`EntryError` saying what is wrong."""
        if not isinstance(group, dict):
            raise EntryError("an entry needs its group")
        levels = group.get("levels")
        if not isinstance(levels, list) or not all(isinstance(x, str) for x in levels):
            raise EntryError("group levels must be a list of strings")
        game = group.get("game", "talons")
        if game not in ("talons", "stock"):
            raise EntryError("group game must be \"talons\" or \"stock\"")
        return cls(_int(group, "players"), _str(group, "preset"), tuple(levels), game)


@dataclass(frozen=True, slots=True)
class Counts:
    """What is counted in a game, and added up over games (every field a whole number)."""

    deals: int = 0
    bid: int = 0
    made: int = 0
    conceded: int = 0
    contract_sum: int = 0
    bolts: int = 0
    barrels_mounted: int = 0
    barrels_won: int = 0
    barrels_fallen: int = 0
    samosvals: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(*(a + b for a, b in zip(astuple(self), astuple(other), strict=True)))


COUNT_KEYS = tuple(f.name for f in fields(Counts))


@dataclass(frozen=True, slots=True)
class GameFigures:
    """The human's figures for one finished game (one entry of the statistics file)."""

    game_id: str
    date: str
    group: GroupKey
    won: bool
    score: int
    counts: Counts

    def to_json(self) -> dict[str, Any]:
        return {"game_id": self.game_id, "date": self.date, "group": self.group.to_json(),
                "won": self.won, "score": self.score, **asdict(self.counts)}

    @classmethod
    def from_json(cls, data: Any) -> GameFigures:
        """Read one entry; raises :class:`EntryError` saying what is wrong."""
        if not isinstance(data, dict):
            raise EntryError("a game entry must be an object")
        group = GroupKey.from_json(data.get("group"))
        if not isinstance(data.get("won"), bool):
            raise EntryError("won must be true or false")
        return cls(_str(data, "game_id"), _str(data, "date"), group,
                   data["won"], _int(data, "score"), Counts(*(_int(data, k) for k in COUNT_KEYS)))


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise EntryError(f"{key} must be a whole number")
    return value


def _str(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise EntryError(f"{key} must be a string")
    return value


# -- which game, which seat, counted or not -------------------------------------------------
def human_seat(record: GameRecord) -> int | None:
    """The first seat of kind ``human`` (the model seats the player there), or None."""
    return next((i for i, p in enumerate(record.players) if p.kind == "human"), None)


def game_id(record: GameRecord) -> str:
    """A stable name for the game: the same game, saved, resumed or reopened, keeps it.

    Built from what never changes once the game has begun: its creation time and seed (if the
    record has them), the players, and the cards of the first deal as dealt.
    """
    first = record.deals[0].to_json() if record.deals else {}
    basis = {"created": record.extras.get("created"), "seed": record.extras.get("seed"),
             "players": [p.to_json() for p in record.players],
             "dealer": first.get("dealer"), "hands": first.get("hands"), "talon": first.get("talon")}
    text = json.dumps(basis, ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def exclusion(record: GameRecord, undo_used: bool, opened: bool = False) -> str | None:
    """Why the game is not counted (:data:`EXCLUDED_AIDS`, :data:`EXCLUDED_CONTINUED`,
    :data:`EXCLUDED_OPENED` when ``opened``, :data:`EXCLUDED_UNDO`) or None."""
    if record.extras.get("aids"):
        return EXCLUDED_AIDS
    if record.extras.get("continued"):
        return EXCLUDED_CONTINUED
    if opened:
        return EXCLUDED_OPENED
    if undo_used or record.extras.get("undone"):
        return EXCLUDED_UNDO
    return None


def group_of(record: GameRecord, seat: int) -> GroupKey:
    levels = sorted(p.level or UNKNOWN_LEVEL for i, p in enumerate(record.players) if i != seat)
    game = "stock" if is_stock_game(record.rules, len(record.players)) else "talons"
    return GroupKey(len(record.players), record.rules.preset_name(), tuple(levels), game)


# -- the figures ----------------------------------------------------------------------------
class _Events(RecordVisitor):
    """Every event of a walk, in order."""

    def __init__(self) -> None:
        self.events: list[ev.Event] = []

    def dealt(self, game: Game, deal: int, events: list[ev.Event]) -> None:
        self.events += events

    def after_action(self, game: Game, step: Step, events: list[ev.Event]) -> None:
        self.events += events


def replay_events(record: GameRecord) -> tuple[Game, list[ev.Event]]:
    """Replay ``record`` through the engine (once) and return the game and every event, in order.

    Raises :class:`~thousand_qt.engine.record.RecordError` (one line) on a bad record.
    """
    seen = _Events()
    game = walk(record, seen)
    return game, seen.events


def figures_from_record(record: GameRecord, date: str = "") -> GameFigures:
    """The human's figures for the finished game in ``record``.

    ``date`` is used when the record has no ``created`` time. Raises
    :class:`NotCountableError` for an unfinished game or one without a human seat, and
    :class:`~thousand_qt.engine.record.RecordError` for a record that does not replay.
    """
    seat = human_seat(record)
    if seat is None:
        raise NotCountableError("the game has no human player")
    game, events = replay_events(record)
    if not game.finished:
        raise NotCountableError("the game is not finished")
    mine = [r for r in game.results if r.declarer == seat and not r.redeal]
    mounted = won = fallen = bolts = samosvals = 0
    for e in events:
        if getattr(e, "seat", None) != seat:
            continue
        if isinstance(e, ev.BarrelMounted):
            mounted += 1
        elif isinstance(e, ev.BarrelLeft) and e.how == "won":
            won += 1
        elif isinstance(e, ev.BarrelLeft) and e.how == "fell":
            fallen += 1
        elif isinstance(e, ev.BoltGiven):
            bolts += 1
        elif isinstance(e, ev.Samosval):
            samosvals += 1
    created = record.extras.get("created")
    return GameFigures(
        game_id=game_id(record), date=created if isinstance(created, str) else date,
        group=group_of(record, seat), won=game.winner == seat, score=game.totals[seat],
        counts=Counts(deals=game.deals_played, bid=len(mine), made=sum(1 for r in mine if r.made),
                      conceded=sum(1 for r in mine if r.conceded),
                      contract_sum=sum(r.contract or 0 for r in mine), bolts=bolts,
                      barrels_mounted=mounted, barrels_won=won, barrels_fallen=fallen,
                      samosvals=samosvals))
