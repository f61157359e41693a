"""Who plays each seat, and the animation gate that holds the game while the view animates."""

from __future__ import annotations

import pytest

from thousand_qt.engine.record import PlayerInfo
from thousand_qt.model.animation_gate import AnimationGate
from thousand_qt.model.seats import (
    HINT_LEVEL,
    check_seats,
    computer_players,
    first_dealer,
    hint_adviser,
    human_seat_of,
    is_computer,
)

HUMAN = PlayerInfo("Ann", "human")


def _computer(level: str) -> PlayerInfo:
    return PlayerInfo("Bot", "computer", level)


def test_every_seat_but_the_humans_is_played_by_the_model():
    players = [_computer("easy"), HUMAN, _computer("strong")]
    assert human_seat_of(players) == 1
    assert [is_computer(players, 1, s) for s in range(3)] == [True, False, True]
    assert is_computer([_computer("easy")] * 3, 0, 0)     # a computer in the human's seat


def test_computer_players_get_their_level_and_a_seat_seed():
    made: list[tuple[str, int]] = []

    def factory(level: str, seed: int) -> object:
        made.append((level, seed))
        return object()

    players = [HUMAN, _computer("strong"), _computer("no such level")]
    assert sorted(computer_players(players, 0, factory, 5)) == [1, 2]
    assert made == [("strong", 51), ("normal", 52)]
    hint_adviser(factory, 5)
    assert made[-1] == (HINT_LEVEL, 57)


def test_seats_are_checked():
    with pytest.raises(ValueError):
        check_seats([HUMAN], 0)
    with pytest.raises(ValueError):
        check_seats([HUMAN, _computer("easy")], 2)
    check_seats([HUMAN, _computer("easy")], 1)
    assert {first_dealer(seed, 3) for seed in range(50)} == {0, 1, 2}
    assert first_dealer(7, 4) == first_dealer(7, 4)


def test_the_gate_holds_only_while_on_and_releases_once():
    went_on: list[bool] = []
    gate = AnimationGate(lambda: went_on.append(True))
    gate.events_shown()
    assert not gate.holding                     # off: nothing is held
    gate.set(True)
    gate.events_shown()
    assert gate.holding
    gate.finished()
    gate.finished()
    assert went_on == [True] and not gate.holding
    gate.events_shown()
    gate.set(False)                             # turning it off releases the held game
    assert went_on == [True, True]
    gate.set(True)
    gate.events_shown()
    gate.clear()                                # a new position: forget the hold, go nowhere
    gate.finished()
    assert went_on == [True, True]
