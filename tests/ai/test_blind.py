"""The computer players' blind bid (docs/rules.md, blind game): chosen without the hand."""

from __future__ import annotations

import random

from thousand_qt.ai.blind import blind_outlook, choose_blind
from thousand_qt.ai.levels import make_player
from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.actions import Blind


def first_speaker_view(totals=(0, 0, 0), seed=1):
    game = Game(RuleSet(blind_game=True), 3, 0)
    game.board.totals = list(totals)
    game.start_deal(seed=seed)
    return game, game.view_for(game.to_act)


def test_the_blind_choice_is_made_from_a_view_without_the_hand():
    _, view = first_speaker_view()
    bare = view.without_hand()
    assert view.may_bid_blind and bare.hand == () and bare.may_bid_blind
    assert all(type(a).__name__ in ("Blind", "Pass") for a in bare.legal_actions)


def test_the_same_choice_whatever_the_hand_holds():
    """The decision may not depend on the cards: two deals, same scores, same choice."""
    picks = set()
    for seed in (1, 2, 3):
        _, view = first_speaker_view(seed=seed)
        picks.add(choose_blind(view.without_hand(), random.Random(7)))
    assert len(picks) == 1
    choices = set()
    for seed in (1, 2, 3, 4):          # the player's own choice too: not seeded by the hand
        _, view = first_speaker_view(totals=(700, 700, 700), seed=seed)
        choices.add(str(make_player("normal", seed=5).choose(view)))
    assert len(choices) == 1


def test_at_the_start_of_the_game_looking_pays_more():
    _, view = first_speaker_view()
    outlook = blind_outlook(view.without_hand(), random.Random(3))
    assert outlook.look > outlook.blind and not outlook.pays


def test_a_blind_bid_that_would_climb_onto_the_barrel_pays_from_700():
    _, view = first_speaker_view(totals=(700, 700, 700))
    outlook = blind_outlook(view.without_hand(), random.Random(3))
    assert outlook.blind_climb > outlook.look_climb and outlook.pays
    assert isinstance(choose_blind(view.without_hand(), random.Random(3)), Blind)


def test_normal_and_strong_players_bid_blind_there_the_easy_player_never():
    game, view = first_speaker_view(totals=(700, 700, 700))
    for level, blind in (("normal", True), ("strong", True), ("easy", False)):
        act = make_player(level, seed=1).choose(view)
        assert isinstance(act, Blind) is blind, level
        assert act in view.legal_actions
