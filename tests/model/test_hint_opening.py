"""The hint names how the auction opened (docs/rules.md, "Opening the auction"): nobody on the
hundred (a pass costs nothing; everybody else passed: what a pass does), or the barrel
player's bid that stands (``barrel_bidding`` ``opens``)."""

from __future__ import annotations

from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.actions import Bid, Pass
from thousand_qt.model.hint_reasons import hint_reason_text, opening_note

from ..engine.helpers import D, run


def _view(rules: RuleSet, script: str = "", barrel: int | None = None):
    game = Game(rules, 3, 0)
    if barrel is not None:
        game.board.totals[barrel] = 880
        game.board.barrel = barrel
    D.start(game)
    run(game, script)
    return game.view_for(game.to_act)


def test_nobody_on_the_hundred_a_pass_costs_nothing():
    v = _view(RuleSet(opening="free_redeal"))
    assert opening_note(v) == "nobody is on the hundred: a pass costs nothing"
    assert hint_reason_text(None, v, Pass(1)) == opening_note(v)


def test_everybody_else_passed_the_hint_says_what_a_pass_does():
    v = _view(RuleSet(opening="free_redeal"), "1 pass; 2 pass")
    assert opening_note(v) == "everybody else passed: if you pass too, the cards are dealt again"
    v = _view(RuleSet(opening="free_dealer"), "1 pass; 2 pass")
    assert opening_note(v) == "everybody else passed: if you pass too, the dealer plays 100"
    assert hint_reason_text(None, v, Bid(0, 100)) == opening_note(v)


def test_the_barrel_players_bid_stands():
    v = _view(RuleSet(barrel_bidding="opens"), barrel=2)
    assert v.seat == 0 and opening_note(v) == "the barrel player's 120 stands: only a higher bid stops them"
    assert v.standing_bid_holds


def test_once_someone_bid_the_barrel_players_first_bid_is_not_named():
    v = _view(RuleSet(barrel_bidding="opens", bid_limit_by_marriages=False), "0 bid 125; 1 pass", barrel=2)
    assert v.seat == 2 and not v.standing_bid_holds and opening_note(v) == ""
    v = _view(RuleSet(barrel_bidding="opens", bid_limit_by_marriages=False), "0 bid 125; 1 pass; 2 bid 130",
              barrel=2)
    assert v.seat == 0 and v.standing_bid == (2, 120) and opening_note(v) == ""


def test_on_the_hundred_nothing_is_added():
    v = _view(RuleSet())
    assert opening_note(v) == "" and hint_reason_text(None, v, Pass(2)) == ""
    v = _view(RuleSet(opening="free_redeal"), "1 bid 100")
    assert opening_note(v) == ""
