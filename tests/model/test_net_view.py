"""What a network seat's model reckons from its view alone agrees with the engine's game: the
cost of conceding, and why a card may not be played; and the host's address as typed."""

from __future__ import annotations

import itertools
import random

import pytest

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.actions import Concede, Discard, Pass, Play, TakeTalon
from thousand_qt.model.net.addresses import invitation, local_addresses, parse_address
from thousand_qt.model.net.view import concession_cost, empty_view, why_illegal


@pytest.mark.parametrize(("n", "rules"), [(3, {}), (4, {}), (3, {"free_concessions": 2}),
                                          (3, {"concede_penalty": "bolt"}), (2, {})])
def test_the_cost_of_conceding_is_the_games(n: int, rules: dict[str, object]) -> None:
    rng = random.Random(n * 7 + len(rules))
    game = Game(RuleSet().with_changes(**rules), n)
    checked = 0
    for _ in range(40):
        if game.phase is Phase.GAME_OVER:
            break
        game.start_deal(rng=rng)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            legal = game.legal_actions()
            concede = [a for a in legal if isinstance(a, Concede)]
            if concede:
                view = game.view_for(concede[0].seat)
                assert concession_cost(view) == game.concession_cost()
                checked += 1
                if rng.random() < 0.5:        # concede now and then, so that free concessions count down
                    game.apply(concede[0])
                    continue
            game.apply(rng.choice([a for a in legal if not isinstance(a, Concede)] or legal))
    assert checked > 20


def test_why_a_card_may_not_be_played_is_the_engines() -> None:
    rng = random.Random(5)
    game = Game()
    checked = 0
    for _ in range(6):
        game.start_deal(rng=rng)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = game.to_act
            if game.phase is Phase.PLAY and seat is not None:
                view = game.view_for(seat)
                for card in view.hand:
                    action = Play(seat, card)
                    mine, engines = why_illegal(view, action), game.why_illegal(action)
                    if engines is None or engines.code.value in ("trump_lead",):
                        assert mine is None or engines is not None
                    else:
                        assert mine == engines
                    checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert checked > 100


@pytest.mark.parametrize("card_given", [False, True])
def test_a_discard_in_any_order_of_its_cards_may_be_sent(card_given: bool) -> None:
    rules = RuleSet(two_player_talons="three", second_talon="last_trick", second_talon_card=card_given)
    game = Game(rules, 2, 0)
    game.start_deal(seed=5)
    while game.phase is not Phase.GIVE:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, (Pass, TakeTalon))))
    view = game.view_for(game.to_act)
    listed = next(a for a in view.legal_actions if isinstance(a, Discard))
    for rest in itertools.permutations(listed.cards[1:]):           # the first card kept: it may count
        written = Discard(listed.seat, listed.first, *rest)
        assert why_illegal(view, written) is None and game.why_illegal(written) is None


def test_an_empty_table_has_no_cards() -> None:
    view = empty_view(RuleSet(), 4, 2)
    assert view.seat == 2 and view.n_players == 4 and not view.hand and view.phase is Phase.DEAL


@pytest.mark.parametrize(("typed", "url", "code"), [
    ("192.168.1.5:8765 abc234", "ws://192.168.1.5:8765", "ABC234"), ("localhost", "ws://localhost:8765", None),
    ("wss://table.example:443/", "wss://table.example:443", None), ("[::1]:9000", "ws://[::1]:9000", None),
    ("::1", "ws://[::1]:8765", None), ("host.lan:1234", "ws://host.lan:1234", None),
])
def test_an_address_as_typed(typed: str, url: str, code: str | None) -> None:
    assert parse_address(typed, 8765) == (url, code)


@pytest.mark.parametrize("typed", ["", "a b c", "h:0", "h:x", "h:99999", "[::1", "a/b:1", "user@h:1"])
def test_what_is_not_an_address_is_refused(typed: str) -> None:
    with pytest.raises(ValueError):
        parse_address(typed, 8765)


def test_this_computers_addresses_leave_out_the_loopback() -> None:
    found = local_addresses()
    assert all(not a.startswith("127.") for a in found)
    assert invitation("192.0.2.1", 8765, "ABC234") == "192.0.2.1:8765 ABC234"


def test_an_ipv6_invitation_puts_the_address_in_brackets_and_reads_back() -> None:
    from thousand_qt.model.net.addresses import with_port

    assert with_port("2001:db8::5", 8765) == "[2001:db8::5]:8765"
    assert with_port("192.0.2.1", 8765) == "192.0.2.1:8765"
    line = invitation("2001:db8::5", 8765, "ABC234")
    assert line == "[2001:db8::5]:8765 ABC234"
    assert parse_address(line, 1) == ("ws://[2001:db8::5]:8765", "ABC234")
