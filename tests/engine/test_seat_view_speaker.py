"""A seat's view knows the deal's first speaker as the engine's auction and blind bid use it
(:mod:`thousand_qt.engine.opening`): the seat after the one on the hundred, the player after the
dealer when nobody is on the hundred (``opening`` ``free_*``), and the seat after the barrel
player whose bid stands first (``barrel_bidding`` ``opens``) — not always the second playing seat.
"""

from __future__ import annotations

import random

import pytest

from thousand_qt.engine import Game, Phase
from thousand_qt.engine.actions import Blind
from thousand_qt.engine.blind import blind_bids

from .helpers import D4, D, new_game


def _barrel_game(n: int, seat: int, **changes) -> Game:
    game = new_game(None, n=n, barrel_bidding="opens", **changes)
    game.board.totals[seat] = 880
    game.board.barrel = seat
    (D4 if n == 4 else D).start(game)
    return game


CASES = {
    "the hundred": lambda: new_game(D),
    "nobody on the hundred": lambda: new_game(D, opening="free_redeal"),
    "four players, nobody on the hundred": lambda: new_game(D4, opening="free_dealer"),
    "four players, the hundred": lambda: new_game(D4),
    "the barrel player's bid stands at the first speaker's seat": lambda: _barrel_game(3, 2),
    "the barrel player's bid stands, nobody on the hundred": lambda: _barrel_game(3, 2, opening="free_redeal"),
    "four players, the barrel player's bid stands": lambda: _barrel_game(4, 2),
}
#: The cases where the deal's first speaker is not the second playing seat.
DIFFERENT = {"nobody on the hundred", "four players, nobody on the hundred",
             "the barrel player's bid stands at the first speaker's seat",
             "the barrel player's bid stands, nobody on the hundred", "four players, the barrel player's bid stands"}


@pytest.mark.parametrize("case", CASES)
def test_every_seat_sees_the_deals_first_speaker(case):
    game = CASES[case]()
    d = game.running_deal
    assert game.phase is Phase.AUCTION and game.to_act == d.first_speaker
    assert (d.first_speaker != d.active[1]) is (case in DIFFERENT)
    assert all(game.view_for(s).first_speaker == d.first_speaker for s in range(game.n_players))
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))   # stays the deal's
    assert all(game.view_for(s).first_speaker == d.first_speaker for s in range(game.n_players))


def test_between_deals_and_in_the_stock_game_there_is_no_first_speaker():
    assert Game().view_for(0).first_speaker is None
    stock = Game(new_game().rules.with_changes(two_player_game="stock"), 2)
    stock.start_deal(seed=1)
    assert stock.view_for(0).first_speaker is None


@pytest.mark.parametrize("blind_rule", ["first_speaker", "first_120", "anyone"])
@pytest.mark.parametrize("opening", ["hundred", "free_redeal"])
def test_a_seat_to_speak_sees_its_blind_bid_open_as_the_engine_offers_it(blind_rule, opening):
    rng = random.Random(f"{blind_rule}/{opening}")
    for n in (3, 4):
        game = Game(new_game().rules.with_changes(blind_game=True, blind_rule=blind_rule, opening=opening), n)
        for _ in range(12):
            if game.phase is Phase.GAME_OVER:
                break
            game.start_deal(rng=rng)
            while game.phase is Phase.AUCTION:
                seat = game.to_act
                view = game.view_for(seat)
                offered = bool(blind_bids(game.running_deal, game.rules, game.board.barrel, seat))
                assert view.blind_open is offered is any(isinstance(a, Blind) for a in view.legal_actions)
                game.apply(rng.choice(game.legal_actions()))
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
                game.apply(game.legal_actions()[-1])
