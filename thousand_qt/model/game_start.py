"""Where a game the model installs comes from: a new game, a record read from a file or the
autosave, or a review position played on.

Each source gives a :class:`GameStart`: the engine game and what goes with it into the record
(the rules, the players, the human's seat, the seed of the deals to come, the extras).
:class:`~thousand_qt.model.game_model.GameModel` installs it and goes on from there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from thousand_qt.engine import RuleSet
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.record import GameRecord, PlayerInfo, replay
from thousand_qt.engine.state import Game

from . import persistence, seats

#: No training aid (the default of a new game).
NO_AIDS = Aids()


@dataclass(frozen=True)
class GameStart:
    """A game ready to be installed: ``game`` as it stands and its record's other parts."""

    game: Game
    rules: RuleSet
    players: tuple[PlayerInfo, ...]
    human_seat: int
    seed: int
    extras: dict[str, Any]


def new_game(rules: RuleSet, players: list[PlayerInfo], seed: int | None, human_seat: int,
             aids: Aids) -> GameStart:
    """A new game, not dealt yet (the first dealer drawn by lot from ``seed``, a fresh one if
    None); raises ``ValueError`` for seats that do not fit (:func:`seats.check_seats`)."""
    seats.check_seats(players, human_seat)
    if seed is None:
        seed = persistence.new_seed()
    game = Game(rules, len(players), seats.first_dealer(seed, len(players)))
    extras = persistence.new_extras(seed)
    if aids.any:
        extras["aids"] = aids.to_record()
    return GameStart(game, rules, tuple(players), human_seat, seed, extras)


def adopted(record: GameRecord, game: Game) -> GameStart:
    """A record read from a file or the autosave, replayed as ``game``: it goes on with its
    own seed (one drawn afresh if it has none)."""
    seed, extras = persistence.adopted_extras(record)
    return _of_record(record, game, seed, extras)


def played_on(record: GameRecord) -> GameStart:
    """A new game that plays on from ``record`` (a review position's copy): the same rules,
    players, levels and aids, a fresh seed for the deals to come, marked as continued (the
    statistics do not count it); raises :class:`RecordError` for a record that does not replay."""
    game = replay(record)
    seed = persistence.new_seed()
    extras = persistence.new_extras(seed)
    if "aids" in record.extras:
        extras["aids"] = record.extras["aids"]
    extras["continued"] = True
    return _of_record(record, game, seed, extras)


def _of_record(record: GameRecord, game: Game, seed: int, extras: dict[str, Any]) -> GameStart:
    players = tuple(record.players)
    return GameStart(game, record.rules, players, seats.human_seat_of(players), seed, extras)
