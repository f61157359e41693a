"""A sampled game is the real one as the seat knows it: the seat's view is unchanged, every card
is in exactly one place, and the deal can be played out to its score."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.ai.levels import make_player
from thousand_qt.analysis.determinize import sample_hidden, sampled_game
from thousand_qt.analysis.rollout import play_out, rollout_players
from thousand_qt.engine import DECK, PRESETS, Game, Phase
from thousand_qt.engine.cards import deal_cards, shuffled_deck


def position(n: int, seed: int, stop: int) -> Game | None:
    """The first deal of a game of normal players, stopped after ``stop`` actions (None if over)."""
    game = Game(PRESETS["classic"], n, seed % n)
    game.start_deal(*deal_cards(shuffled_deck(seed), n, seed % n))
    players = [make_player("normal", seed + s) for s in range(n)]
    for _ in range(stop):
        if game.phase in (Phase.DEAL, Phase.GAME_OVER):
            return None
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].choose(game.view_for(seat)))
    return None if game.phase in (Phase.DEAL, Phase.GAME_OVER) else game


@settings(max_examples=40)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 10_000), st.integers(0, 30), st.integers(0, 10_000))
def test_the_seat_to_act_sees_the_same_game(n: int, seed: int, stop: int, sample_seed: int):
    game = position(n, seed, stop)
    if game is None:
        return
    seat = game.to_act
    assert seat is not None
    view = game.view_for(seat)
    rng = random.Random(sample_seed)
    hidden = sample_hidden(view, rng)
    assert hidden is not None
    sampled = sampled_game(game, view, hidden, rng)
    assert sampled.view_for(seat) == view
    d = sampled.running_deal
    places = [c for h in d.hands for c in h] + [c for t in d.tricks for _, c in t[1]] + [c for _, c in d.trick]
    places += list(d.discarded) + ([c for t in d.talons for c in t] if not d.talon_taken else
                                   [c for i, t in enumerate(d.talons) if i != d.talon_index for c in t]
                                   if n == 2 else [])
    assert sorted(places, key=lambda c: c.index) == sorted(DECK, key=lambda c: c.index)
    before = game.running_deal.hands[seat][:]
    action = view.legal_actions[0]
    play_out(sampled, action, seat, rollout_players(n, sample_seed))
    assert sampled.phase in (Phase.DEAL, Phase.GAME_OVER)
    assert game.running_deal.hands[seat] == before and game.to_act == seat   # the real game is untouched


def test_a_stock_game_is_determinized_hand_and_stock_and_analysed():
    import random as _random
    from pathlib import Path as _Path

    from thousand_qt.analysis.determinize import sample_hidden, sampled_game
    from thousand_qt.analysis.game_analysis import analyse_game
    from thousand_qt.engine.record import load_record, replay

    record = load_record(_Path(__file__).parent.parent / "records" / "stock.thousand")
    real = replay(record, upto=7)             # deal 1, trick 4 led: seat 1 to play
    seat = real.to_act
    view = real.view_for(seat)
    rng = _random.Random(3)
    for _ in range(10):
        hidden = sample_hidden(view, rng)
        game = sampled_game(real, view, hidden, rng)
        assert game.view_for(seat) == view
        d = game.running_deal
        assert len(d.stock) == view.stock_left and d.stock_game
        assert sorted(map(str, d.hands[1 - seat] + d.stock)) == sorted(map(str, view.unseen_cards()))
        assert real.running_deal.stock != [] and game.running_deal is not real.running_deal
    analysis = analyse_game(record, 0, seed=1, samples=4)
    assert analysis.summary().decisions > 0
