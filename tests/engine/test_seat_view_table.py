"""What a seat's view tells the table without the view working it out: the talon places in
each phase (:meth:`SeatView.talon_places`), who cut and what it cost, who sits out, how many
cards each hand and talon is dealt."""

from __future__ import annotations

import random

import pytest

from thousand_qt.engine import Concede, Game, Phase, Redeal, RuleSet, TalonPlace

from .helpers import cards, new_game


def _places_along_a_deal(game: Game, seed: int) -> list[tuple[Phase, int | None, tuple[TalonPlace | None, ...]]]:
    game.start_deal(seed=seed)
    rng = random.Random(seed)
    seen = []
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        v = game.view_for(0)
        seen.append((v.phase, v.talon_index, v.talon_places()))
        game.apply(rng.choice([a for a in game.legal_actions() if not isinstance(a, (Redeal, Concede))]))
    return seen


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_three_or_four_players_the_closed_talon_lies_through_the_auction_only(n, seed):
    for phase, _index, places in _places_along_a_deal(Game(n_players=n), seed):
        assert places == ((TalonPlace(0, 3),) if phase is Phase.AUCTION else (None,))


@pytest.mark.parametrize("seed", range(6))
def test_two_players_the_talon_not_taken_lies_and_the_laid_cards_take_the_taken_ones_place(seed):
    for phase, index, places in _places_along_a_deal(Game(n_players=2), seed):
        if phase in (Phase.AUCTION, Phase.TALON):
            assert places == (TalonPlace(0, 2), TalonPlace(1, 2))
            continue
        assert index is not None
        laid = TalonPlace(None, 2) if phase in (Phase.CONTRACT, Phase.PLAY) else None
        assert places[1 - index] == TalonPlace(1 - index, 2) and places[index] == laid


def test_the_game_with_a_stock_has_no_talon_place_and_deals_six_cards():
    game = Game(RuleSet(two_player_game="stock"), n_players=2)
    assert all(places == () for _phase, _index, places in _places_along_a_deal(game, 1))
    view = game.view_for(0)
    assert view.dealt_hand_size == 6 and view.dealt_talon_sizes == ()


@pytest.mark.parametrize("n, hand, talons", [(2, 10, (2, 2)), (3, 7, (3,)), (4, 7, (3,))])
def test_the_deal_sizes(n, hand, talons):
    game = Game(n_players=n)
    game.start_deal(seed=2)
    view = game.view_for(0)
    assert (view.dealt_hand_size, view.dealt_talon_sizes) == (hand, talons)


@pytest.mark.parametrize("n, dealer, out", [(3, 1, None), (2, 0, None), (4, 2, 2)])
def test_who_sits_out(n, dealer, out):
    game = Game(n_players=n, first_dealer=dealer)
    assert game.view_for(0).sitting_out is None           # no deal yet
    game.start_deal(seed=2)
    assert game.view_for(0).sitting_out == out


@pytest.mark.parametrize("cut, cost", [("QC", 0), ("9S 9D 9H", 120)])
def test_the_cutter_and_what_the_cut_cost(cut, cost):
    from .helpers import D

    game = new_game(None, cut=True)
    assert game.view_for(0).cutter is None
    game.start_deal(D.hand_cards(), D.talons(), cut=cards(cut))
    view = game.view_for(1)
    assert (view.cutter, view.cut_penalty) == (2, cost)
    plain = Game()
    plain.start_deal(seed=1)
    assert (plain.view_for(0).cutter, plain.view_for(0).cut_penalty) == (None, 0)
