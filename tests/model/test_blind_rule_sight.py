"""The human's face-down hand under blind_rule (docs/rules.md, "Blind bids of the seeds"): with
``anyone`` it lies face down from the deal's start until the human looks or makes an open call,
also after their own blind bid; while it does, none of its cards counts as seen."""

from __future__ import annotations

from thousand_qt.engine import Game, RuleSet
from thousand_qt.model.human_sight import HumanSight


def _game(rule: str) -> Game:
    game = Game(RuleSet(blind_game=True, blind_rule=rule), 3, 0)     # seat 2 speaks first, seat 0 second
    game.start_deal(seed=11)
    return game


def test_anyone_a_later_speakers_hand_lies_face_down_from_the_start():
    sight = HumanSight()
    assert sight.hand_hidden(_game("anyone").view_for(0))
    assert not sight.hand_hidden(_game("first_speaker").view_for(0))
    assert not sight.hand_hidden(_game("first_120").view_for(0))


def test_anyone_face_down_after_ones_own_blind_bid_up_after_a_look_or_an_open_call():
    game, sight = _game("anyone"), HumanSight()
    game.apply("2 pass")
    game.apply("0 blind 120")
    game.apply("1 blind 125")
    view = game.view_for(0)
    assert sight.hand_hidden(view)
    _, known = sight.known(game, 0)
    assert not known & set(view.hand)             # no card of the face-down hand is seen
    assert sight.look(view) and not sight.hand_hidden(view) and not sight.look(view)
    other = _game("anyone")
    other.apply("2 pass")
    other.apply("0 bid 105")                      # an open call shows the cards
    assert not HumanSight().hand_hidden(other.view_for(0))
