"""Values that are not actions (numbers, lists, None, other objects...) given to the engine.

A remote player can send anything: every entry point that takes an action, an action text or a
seat from outside refuses what is not one with the engine's typed error and a reason, and the
game is left as it was. Nothing raises ``AttributeError``, ``TypeError`` or ``IndexError``.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_qt.engine import (
    DECK,
    ActionSyntaxError,
    Bid,
    Game,
    IllegalActionError,
    Phase,
    Reason,
    ReasonCode,
    RuleSet,
    parse_action,
)
from thousand_qt.engine.record import PlayerInfo, record_from_game


class NoRepr:
    """An object whose ``repr`` and ``str`` fail and that equals nothing it is compared with."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparison")

    __hash__ = None  # type: ignore[assignment]

    def __getattr__(self, name: str) -> Any:
        raise RuntimeError(f"no attribute {name}")


class SeatLike:
    """Looks like an action from the outside: it has a ``seat``."""

    seat = 0
    amount = 105


class BidLike(Bid):
    """A subclass of an action is not one of the engine's actions."""


ODD_OBJECTS = [object(), NoRepr(), SeatLike(), BidLike(0, 105), DECK[0], Phase.AUCTION, Bid,
               Reason.of(ReasonCode.GAME_OVER), ReasonCode.SYNTAX, RuleSet(), 10**400, 10**5000,
               -10**5000, float("nan"), float("inf"), 1 + 2j, b"0 pass", bytearray(b"1 pass"),
               ("0", "pass"), ["0 pass"], {"seat": 0}, frozenset({1}), range(3), Ellipsis, len]

JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.binary(max_size=20),
    st.lists(st.one_of(st.integers(), st.text(max_size=8)), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.tuples(st.integers(), st.text(max_size=5)), st.sampled_from(ODD_OBJECTS),
)


def started_game(n: int = 3) -> Game:
    game = Game(RuleSet(), n, 0)
    game.start_deal(seed=7)
    return game


BASE = started_game()


def snapshot(game: Game) -> tuple[Any, ...]:
    players = [PlayerInfo(f"P{i}") for i in range(game.n_players)]
    record = json.dumps(record_from_game(game, players).to_json())
    return game.phase, game.to_act, game.totals, record


def one_line(err: BaseException) -> None:
    text = str(err)
    assert text and "\n" not in text and len(text) <= 300


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(JUNK)
def test_apply_refuses_a_value_that_is_not_an_action(value: Any) -> None:
    game = BASE.copy()
    before = snapshot(game)
    try:
        game.apply(value)
    except IllegalActionError as err:
        one_line(err)
        assert err.reason.code is ReasonCode.SYNTAX
    else:
        raise AssertionError("a value that is not an action was applied")
    assert snapshot(game) == before


@settings(max_examples=300)
@given(JUNK)
def test_why_illegal_and_is_legal_answer_for_a_value_that_is_not_an_action(value: Any) -> None:
    reason = BASE.why_illegal(value)
    assert isinstance(reason, Reason) and reason.code is ReasonCode.SYNTAX
    assert str(reason) and "\n" not in str(reason)
    assert BASE.is_legal(value) is False


@settings(max_examples=300)
@given(JUNK)
def test_parse_action_refuses_a_value_that_is_not_a_text(value: Any) -> None:
    try:
        parse_action(value)
    except ActionSyntaxError as err:  # a documented subclass of IllegalActionError
        assert isinstance(err, IllegalActionError) and err.reason.code is ReasonCode.SYNTAX
        one_line(err)
    else:
        raise AssertionError("a value that is not a text was parsed")


@settings(max_examples=300)
@given(st.text(max_size=30))
def test_any_text_is_applied_or_refused_with_the_typed_error(text: str) -> None:
    game = BASE.copy()
    before = snapshot(game)
    try:
        game.apply(text)
    except IllegalActionError as err:
        one_line(err)
        assert snapshot(game) == before
    reason = BASE.why_illegal(text)
    assert reason is None or isinstance(reason, Reason)


@settings(max_examples=200)
@given(st.one_of(JUNK, st.integers(-10, 10)))
def test_a_seat_from_outside_is_checked(seat: Any) -> None:
    game = BASE
    if type(seat) is int and 0 <= seat < game.n_players:
        assert game.view_for(seat).seat == seat
        return
    try:
        game.view_for(seat)
    except IllegalActionError as err:
        one_line(err)
    else:
        raise AssertionError(f"a view for seat {type(seat).__name__} was built")
    if seat is not None:
        assert game.legal_actions(seat) == []


def test_the_syntax_error_keeps_its_whole_sentence() -> None:
    text = "0 bid " + "x" * 150
    try:
        parse_action(text)
    except ActionSyntaxError as err:
        assert "x" * 150 in str(err)
        assert isinstance(err, ValueError)
