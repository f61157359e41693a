"""The strong player under ``marriage_moment`` ``any_turn`` chooses by its search whether and
which marriage to declare before its card (the rules of thumb of the other levels declare at once),
and every move it makes under ``any_turn`` and its companions is legal."""

from __future__ import annotations

import pytest

from thousand_qt.ai.driver import play_deal
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import StrongPlayer
from thousand_qt.engine import Card, Game, Phase, RuleSet
from thousand_qt.engine.actions import Action, DeclareMarriage, Play
from thousand_qt.engine.seat_view import SeatView

from ..engine.helpers import position_game

# Seat 1, the declarer (on the hundred, contract 100), has declared spades and won four tricks;
# seat 2 took the fifth with A♣, leads J♦, and seat 0, void in diamonds and spades, throws A♥.
# Seat 1, void in diamonds, holds 9♠ K♥ Q♥: 9♠ takes the trick, and hearts are declared on the
# next lead all the same. Declaring hearts now would hand the trick to A♥, the new top trump.
LATE_HEARTS = (["JS KC JC TC 9C 9H TH", "AS KS QS TS QC JD AH", "AC AD KD QD TD 9D JH"], "9S KH QH",
               ["2 pass", "0 pass", "1 give JD AH", "1 contract 100",
                "1 play AS", "2 play JH", "0 play JS", "1 play KS marriage", "2 play 9D", "0 play 9H",
                "1 play QS", "2 play TD", "0 play TH", "1 play TS", "2 play QD", "0 play TC",
                "1 play QC", "2 play AC", "0 play 9C", "2 play JD", "0 play AH"])


def test_the_strong_declarer_waits_where_declaring_now_hands_the_trick_over():
    game = position_game(LATE_HEARTS, RuleSet(marriage_moment="any_turn"))
    view = game.view_for(1)
    assert DeclareMarriage(1, Card.parse("KH").suit) in view.legal_actions
    assert isinstance(make_player("normal", seed=3).choose(view), DeclareMarriage)   # the rule of thumb
    action = make_player("strong", seed=3).choose(view)
    assert isinstance(action, Play) and action.card.text == "9S"
    game.apply(action)
    assert game.running_deal.tricks[-1][2] == 1                   # 9♠ took the trick
    lead = make_player("strong", seed=3).choose(game.view_for(1))
    assert isinstance(lead, DeclareMarriage) and lead.suit.value == "H"   # and hearts come now


VARIANTS = [
    {"marriage_moment": "any_turn"},
    {"marriage_moment": "any_turn", "marriage_trump": "choose"},
    {"marriage_moment": "any_turn", "marriage_needs_trick": False},
    {"marriage_moment": "any_turn", "marriage_trump": "choose", "trump_lead": "declarer_only",
     "ace_marriage": True},
]


@pytest.mark.parametrize("changes", VARIANTS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_every_move_of_the_strong_player_under_any_turn_is_legal(changes):
    """A few deals of strong players (a small node budget, no clock): ``Game.apply`` refuses an
    illegal action; a declaration before the card is on offer at least once."""
    rules = RuleSet(**changes)
    offered = 0
    for seed in range(5):
        game = Game(rules, 3, seed % 3)
        players = [Watched(seed=s, node_budget=15_000) for s in range(3)]
        play_deal(game, players, seed=100 + seed)
        assert game.phase is Phase.DEAL
        offered += sum(p.offered for p in players)
    assert offered >= 1              # the declaration before a card was weighed


class Watched(StrongPlayer):
    """A strong player that counts the decisions with a declaration before the card on offer."""

    offered = 0

    def choose(self, view: SeatView) -> Action | None:
        if any(isinstance(a, DeclareMarriage) for a in view.legal_actions) and view.to_act == view.seat:
            self.offered += 1
        return super().choose(view)
