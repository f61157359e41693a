"""The wire form of a seat's view and of the events: exact round trips, nothing hidden leaks."""

from __future__ import annotations

import json
import random

import pytest

from thousand_qt.engine import Card, Game, Phase
from thousand_qt.engine import events as ev
from thousand_qt.net.wire import event_to_wire, events_for_seat, view_to_wire
from thousand_qt.net.wire_read import WireError, view_from_wire


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


HOUSE_RULES = [(2, {"two_player_game": "stock"}), (2, {"second_talon": "last_trick", "cut": True}),
               (3, {"cut": True, "golden_round": True, "golden_round_reset": True}), (4, {"cut": True}),
               (3, {"opening": "free_redeal", "golden_round": 1, "golden_round_mode": "doubled"}),
               (4, {"opening": "free_dealer"}),
               (3, {"marriage_trump": "choose", "marriage_moment": "any_turn", "marriage_needs_trick": False})]


def _random_steps(n: int, rules: dict[str, object], seed: int, deals: int = 4):  # noqa: ANN202
    """(game, events) after each step of a few random deals under ``rules``."""
    from thousand_qt.engine import RuleSet

    rng = random.Random(seed)
    game = Game(RuleSet().with_changes(**rules), n)
    for _ in range(deals):
        if game.phase is Phase.GAME_OVER:
            return
        yield game, game.start_deal(rng=rng)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            yield game, game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize(("n", "rules"), HOUSE_RULES)
def test_views_of_house_rule_games_come_back_equal(n: int, rules: dict[str, object]) -> None:
    views = 0
    for game, _ in _random_steps(n, rules, n):
        for seat in range(n):
            view = game.view_for(seat)
            assert view_from_wire(json.loads(json.dumps(view_to_wire(view)))) == view
            views += 1
    assert views > 50


@pytest.mark.parametrize(("n", "rules"), [(3, {}), *HOUSE_RULES])
def test_every_event_comes_back_as_the_seat_may_see_it(n: int, rules: dict[str, object]) -> None:
    from thousand_qt.net.wire_read import events_from_wire

    seen = 0
    for _game, events in _random_steps(n, rules, 10 + n):
        assert events_from_wire(json.loads(json.dumps([event_to_wire(e) for e in events]))) == tuple(events)
        for seat in range(n):
            back = events_from_wire(json.loads(json.dumps(events_for_seat(events, seat))))
            assert [type(e) for e in back] == [type(e) for e in events]
            for shown, real in zip(back, events, strict=True):
                if isinstance(real, ev.CardsDrawn):
                    assert shown.draws == tuple((s, c if s == seat else None) for s, c in real.draws)
                elif not isinstance(real, (ev.TalonShown, ev.CardsGiven)):
                    assert shown == real
            seen += len(back)
    assert seen > 100


def test_only_the_drawer_sees_a_card_drawn_from_the_stock() -> None:
    drawn = ev.CardsDrawn(((0, Card.parse("AS")), (1, Card.parse("KH"))), 10)
    assert events_for_seat([drawn], 0)[0]["draws"] == [[0, "AS"], [1, None]]
    assert events_for_seat([drawn], 1)[0]["draws"] == [[0, None], [1, "KH"]]


@pytest.mark.parametrize("data", [None, [], {"type": "Nope"}, {"type": "CardPlayed", "seat": 0},
                                  {"type": "CardPlayed", "seat": 0, "card": "XX"},
                                  {"type": "TrumpChanged", "trump": None},
                                  {"type": "BidMade", "seat": "1", "amount": 100}])
def test_a_broken_event_is_refused(data: object) -> None:
    from thousand_qt.net.wire_read import event_from_wire

    with pytest.raises(WireError):
        event_from_wire(data)


def test_nobody_on_the_hundred_and_every_pass_come_back() -> None:
    from thousand_qt.net.wire_read import events_from_wire

    events = (ev.DealStarted(0, None, False), ev.AllPassed(0, None), ev.AllPassed(3, 1))
    assert events_from_wire(json.loads(json.dumps([event_to_wire(e) for e in events]))) == events


def test_a_marriage_declared_before_a_card_and_a_kept_trump_come_back_equal() -> None:
    from thousand_qt.engine import RuleSet
    from thousand_qt.engine.actions import DeclareMarriage, Play

    rng = random.Random(7)
    game = Game(RuleSet(marriage_trump="choose", marriage_moment="any_turn", marriage_needs_trick=False), 3)
    kinds: set[str] = set()
    while len(kinds) < 2 and game.phase is not Phase.GAME_OVER:
        game.start_deal(rng=rng)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            legal = game.legal_actions()
            marriage = [a for a in legal if isinstance(a, DeclareMarriage) or (isinstance(a, Play) and a.keep)]
            action = rng.choice(marriage or legal)
            events = game.apply(action)
            if marriage:
                kinds.add("keep" if action.keep else type(action).__name__)   # type: ignore[union-attr]
            for seat in range(3):
                view = game.view_for(seat)
                assert view_from_wire(json.loads(json.dumps(view_to_wire(view)))) == view
                back = events_for_seat(events, seat)
                assert [event_to_wire(e) for e in events if isinstance(e, ev.MarriageDeclared)] == \
                    [e for e in back if e["type"] == "MarriageDeclared"]
    assert {"keep", "DeclareMarriage"} <= kinds
