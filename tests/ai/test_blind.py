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
    bare = {first_speaker_view(seed=seed)[1].without_hand() for seed in (1, 2, 3)}
    assert len(bare) == 1               # what the choice sees is the same whatever the cards


def test_at_the_start_of_the_game_looking_pays_more():
    _, view = first_speaker_view()
    outlook = blind_outlook(view.without_hand(), random.Random(3))
    assert outlook.look > outlook.blind and not outlook.pays


def test_from_700_a_blind_bid_climbs_likelier_but_loses_points_so_the_seat_looks():
    _, view = first_speaker_view(totals=(700, 700, 700))
    outlook = blind_outlook(view.without_hand(), random.Random(3))
    assert outlook.blind_climb > outlook.look_climb
    assert outlook.look > outlook.blind and not outlook.pays
    assert choose_blind(view.without_hand(), random.Random(3)) is None


def test_when_the_blind_bid_pays_more_the_seat_bids_it(monkeypatch):
    from thousand_qt.ai import blind as blind_module
    _, view = first_speaker_view()
    monkeypatch.setattr(blind_module, "blind_outlook", lambda v, rng: blind_module.BlindOutlook(50.0, 40.0, 0, 0))
    act = blind_module.choose_blind(view.without_hand(), random.Random(1))
    assert isinstance(act, Blind) and act.amount == 120
    for level, blind in (("normal", True), ("strong", True), ("easy", False)):
        act = make_player(level, seed=1).choose(view)
        assert isinstance(act, Blind) is blind, level
        assert act in view.legal_actions
