"""The wire form of a seat's view and of the events: exact round trips, nothing hidden leaks."""

from __future__ import annotations

import json
import random

import pytest

from thousand_qt.engine import Card, Game, Phase
from thousand_qt.engine import events as ev
from thousand_qt.net.wire import WireError, events_for_seat, view_from_wire, view_to_wire


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_view_of_random_games_comes_back_equal(n: int) -> None:
    rng = random.Random(n)
    game = Game(n_players=n)
    views = 0
    for _ in range(3):
        game.start_deal(rng=rng)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            for seat in range(n):
                view = game.view_for(seat)
                wire = json.loads(json.dumps(view_to_wire(view)))
                assert view_from_wire(wire) == view
                views += 1
            game.apply(rng.choice(game.legal_actions()))
    assert views > 50


def test_a_view_without_its_results_takes_them_from_the_client() -> None:
    game = Game()
    game.start_deal(seed=3)
    view = game.view_for(0)
    wire = view_to_wire(view, with_results=False)
    assert "results" not in wire
    assert view_from_wire(wire, view.results) == view


def test_a_hidden_talon_and_the_others_gift_are_null() -> None:
    cards = tuple(Card.parse(t) for t in ("AS", "KS", "QS"))
    talon = ev.TalonShown(0, cards, public=False)
    given = ev.CardsGiven(0, ((1, cards[0]), (2, cards[1])))
    assert events_for_seat([talon], 0)[0]["cards"] == ["AS", "KS", "QS"]
    assert events_for_seat([talon], 1)[0]["cards"] == [None, None, None]
    assert events_for_seat([given], 1)[0]["given"] == [[1, "AS"], [2, None]]
    assert events_for_seat([given], 2)[0]["given"] == [[1, None], [2, "KS"]]
    assert events_for_seat([given], 0)[0]["given"] == [[1, "AS"], [2, "KS"]]


@pytest.mark.parametrize("change", [
    {"seat": 9}, {"hand": ["XX"]}, {"hand": "AS"}, {"legal_actions": ["1 fly"]}, {"phase": "nap"},
    {"rules": {"no_such_rule": 1}}, {"trick": [[0]]}, {"golden": 1}, {"results": [{}]},
])
def test_a_broken_view_is_refused_with_the_field(change: dict[str, object]) -> None:
    game = Game()
    game.start_deal(seed=2)
    wire = {**view_to_wire(game.view_for(0)), **change}
    with pytest.raises(WireError):
        view_from_wire(wire)


def test_a_view_missing_a_field_is_refused() -> None:
    game = Game()
    game.start_deal(seed=2)
    wire = view_to_wire(game.view_for(0))
    del wire["hand"]
    with pytest.raises(WireError, match="hand"):
        view_from_wire(wire)
