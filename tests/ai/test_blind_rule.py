"""The computer players under ``blind_rule`` (docs/rules.md, "Blind bids of the seeds"): legal
under every value at every level, and a blind bid, chosen without the hand, where it pays."""

from __future__ import annotations

import pytest

from thousand_qt.ai import blind as blind_module
from thousand_qt.ai.driver import play_deal, play_game
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.actions import Blind

VALUES = ("first_speaker", "first_120", "anyone")


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_computer_players_play_legally_under_each_value(value, level, monkeypatch):
    # a blind bid paying half the time: the blind paths are taken, not only the look
    flips = iter(range(10**6))
    monkeypatch.setattr(blind_module, "blind_outlook",
                        lambda v, rng: blind_module.BlindOutlook(float(next(flips) % 2), 0.5, 0, 0))
    rules = RuleSet(blind_game=True, blind_rule=value)
    for n in ((2, 3, 4) if level != "strong" else (3,)):
        game = Game(rules, n, 0)
        players = [make_player(level, seed=s) for s in range(n)]
        for k in range(3 if level != "strong" else 1):
            if game.phase is Phase.GAME_OVER:
                break
            play_deal(game, players, seed=10 * n + k)      # Game.apply refuses any illegal action


def _always_blind(monkeypatch):
    monkeypatch.setattr(blind_module, "blind_outlook", lambda v, rng: blind_module.BlindOutlook(50.0, 40.0, 0, 0))


def test_anyone_a_later_speaker_bids_blind_when_it_pays_and_again_after_its_blind_bid(monkeypatch):
    _always_blind(monkeypatch)
    game = Game(RuleSet(blind_game=True, blind_rule="anyone", bid_limit_by_marriages=False), 3, 0)
    game.start_deal(seed=4)
    game.apply("2 bid 105")                       # seat 2 has spoken openly
    act = make_player("normal", seed=1).choose(game.view_for(0))
    assert act == Blind(0, 120)
    game.apply(act)
    game.apply("1 bid 125")
    game.apply("2 pass")
    assert make_player("strong", seed=1).choose(game.view_for(0)) == Blind(0, 130)
    assert make_player("easy", seed=1).choose(game.view_for(0)) != Blind(0, 130)   # a beginner looks


def test_anyone_no_blind_bid_after_the_computers_own_open_call(monkeypatch):
    _always_blind(monkeypatch)
    game = Game(RuleSet(blind_game=True, blind_rule="anyone"), 3, 0)
    game.start_deal(seed=4)
    game.apply("2 bid 105")
    game.apply("0 bid 110")
    game.apply("1 bid 115")
    assert not isinstance(make_player("normal", seed=1).choose(game.view_for(2)), Blind)


def test_first_120_the_computers_blind_bid_is_120(monkeypatch):
    _always_blind(monkeypatch)
    game = Game(RuleSet(blind_game=True, blind_rule="first_120"), 3, 0)
    game.start_deal(seed=4)
    assert make_player("normal", seed=1).choose(game.view_for(2)) == Blind(2, 120)


@pytest.mark.parametrize("value", ["first_120", "anyone"])
def test_whole_games_of_computers_finish(value):
    rules = RuleSet(blind_game=True, blind_rule=value)
    game = play_game(Game(rules, 3, 0), [make_player("easy", seed=s) for s in range(3)], seed=5)
    assert game.phase is Phase.GAME_OVER and game.winner is not None
