"""Nothing hidden can be derived from a seat's frames: the order in which its cards were dealt
(the deck's order) never shows, and the shuffles come from a secret no search can find."""

from __future__ import annotations

import dataclasses
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Card, Game, Phase, RuleSet
from thousand_qt.engine.actions import parse_action
from thousand_qt.engine.cards import DECK, deal_cards
from thousand_qt.net.hidden import SECRET_BITS, canonical_view, sorted_cards
from thousand_qt.net.table import SeatSpec, Table, seat_update


def _reordered(cards: list[Card], rnd: random.Random) -> list[Card]:
    cards = list(cards)
    rnd.shuffle(cards)
    return cards


@settings(max_examples=60, deadline=None)
@given(n=st.sampled_from([3, 4]), deck=st.permutations(DECK), order_seed=st.integers(0, 2**32),
       play_seed=st.integers(0, 2**32),
       rules=st.sampled_from([RuleSet(), RuleSet(marriage_trump="choose", marriage_moment="any_turn",
                                                 marriage_needs_trick=False)]))
def test_a_seats_frames_are_the_same_whatever_the_dealt_order_of_its_cards(
        n: int, deck: list[Card], order_seed: int, play_seed: int, rules: RuleSet) -> None:
    hands, talons = deal_cards(deck, n, 0)
    rnd = random.Random(order_seed)
    games = [Game(rules, n, first_dealer=0) for _ in range(2)]
    events = [games[0].start_deal(hands, talons),
              games[1].start_deal([_reordered(h, rnd) for h in hands], [_reordered(t, rnd) for t in talons])]
    chooser = random.Random(play_seed)
    for _ in range(40):
        for seat in range(n):
            frames = [seat_update(g, seat, e, with_results=True) for g, e in zip(games, events, strict=True)]
            assert frames[0] == frames[1]
        if games[0].phase in (Phase.DEAL, Phase.GAME_OVER):
            break
        legal = canonical_view(games[0].view_for(games[0].to_act)).legal_actions
        text = str(chooser.choice(legal))
        events = [g.apply(parse_action(text)) for g in games]


def test_the_order_of_a_hand_and_a_talon_is_the_tables_not_the_decks() -> None:
    cards = [Card.parse(t) for t in ("9S", "AH", "KS", "TD", "JC", "AS")]
    assert [c.text for c in sorted_cards(cards)] == [c.text for c in sorted_cards(reversed(cards))]
    assert sorted_cards(cards) == sorted_cards(sorted_cards(cards))


def test_a_network_table_shuffles_from_a_secret_and_keeps_it_until_the_game_is_finished() -> None:
    seats = [SeatSpec("human"), SeatSpec("computer", "C", "easy"), SeatSpec("computer", "D", "easy")]
    secrets_seen = {Table("ABCDEF", RuleSet(), seats).seed for _ in range(4)}
    assert len(secrets_seen) == 4 and max(secrets_seen).bit_length() > 64 and SECRET_BITS >= 128
    table = Table("ABCDEF", RuleSet(), seats)
    _, _, _ = table.join("Ann")
    out = table.set_ready(0, True)
    assert out and table.started
    ((_, ended),) = table.end("server_stopped", "stop")
    record = json.loads(json.loads(ended)["record"])
    assert record["seed"] is None and json.loads(table.record_text())["seed"] is None
    assert table.record().extras["seed"] == table.seed


@settings(max_examples=20, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), play_seed=st.integers(0, 2**32))
def test_the_canonical_view_is_the_view_with_its_cards_reordered_and_nothing_else(players: int,
                                                                                   play_seed: int) -> None:
    rnd = random.Random(play_seed)
    game = Game(RuleSet(), players)
    game.start_deal(seed=f"canonical/{play_seed}")
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        for seat in range(players):
            view = game.view_for(seat)
            canonical = canonical_view(view)
            talon = None if view.talon is None else sorted_cards(view.talon)
            assert canonical == dataclasses.replace(view, hand=sorted_cards(view.hand), talon=talon,
                                                    legal_actions=canonical.legal_actions)
            assert sorted(map(str, canonical.legal_actions)) == sorted(map(str, view.legal_actions))
            assert type(canonical) is type(view) and view.hand == game.view_for(seat).hand
        game.apply(rnd.choice(game.legal_actions()))
