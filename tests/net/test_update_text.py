"""The update messages are written fast, and their text is exactly the plain encoding's."""

from __future__ import annotations

import dataclasses
import random

import pytest

from thousand_qt.engine import PRESETS, Game, Phase
from thousand_qt.net.protocol import encode
from thousand_qt.net.update import update_texts
from thousand_qt.net.wire import events_for_seat, view_to_wire

CASES = [("classic", 3, {}), ("online", 3, {}), ("polish", 4, {}), ("classic", 2, {}),
         ("classic", 2, {"two_player_game": "stock"}), ("online", 3, {"blind_game": True})]


@pytest.mark.parametrize(("preset", "players", "change"), CASES)
def test_every_update_of_random_games_is_the_plain_encoding(preset: str, players: int,
                                                             change: dict[str, object]) -> None:
    rng = random.Random(players)
    game = Game(dataclasses.replace(PRESETS[preset], **change), players)
    checked = 0
    for deal in range(4):
        events = list(game.start_deal(seed=f"{preset}/{deal}"))
        while True:
            views = [game.view_for(seat) for seat in range(players)]
            for with_results in (False, True):
                texts = update_texts(checked, events, views, with_results=with_results)
                for view, text in zip(views, texts, strict=True):
                    assert text == encode("update", count=checked, events=events_for_seat(events, view.seat),
                                          view=view_to_wire(view, with_results=with_results))
            checked += 1
            if game.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            events = list(game.apply(rng.choice(game.legal_actions())))
    assert checked > 20


def test_the_seats_of_one_update_share_nothing_they_may_not_see() -> None:
    game = Game(PRESETS["classic"], 3)
    events = game.start_deal(seed="hands")
    texts = update_texts(1, events, [game.view_for(seat) for seat in range(3)])
    for seat, text in enumerate(texts):
        for other in range(3):
            if other != seat:
                hand = view_to_wire(game.view_for(other))["hand"]
                assert not any(f'"{card}"' in text for card in hand)
