"""The computer players use RULES.md §14's marriage keys when they pay: a marriage declared
before the card (``marriage_moment`` ``any_turn``), following too, and the trump kept on a later
marriage when the hand is stronger in it (``marriage_trump`` ``choose``)."""

from __future__ import annotations

import pytest

from thousand_qt.ai.levels import make_player
from thousand_qt.ai.marriage_choice import card_view, with_kept_trump
from thousand_qt.engine import Card, Game, RuleSet
from thousand_qt.engine.actions import DeclareMarriage, Play


def _game(rules: RuleSet, hands: list[str], talon: str, script: list[str]) -> Game:
    game = Game(rules, 3, 0)
    game.start_deal([[Card.parse(t) for t in h.split()] for h in hands], [[Card.parse(t) for t in talon.split()]])
    for action in script:
        game.apply(action)
    return game


#: Seat 1 has won the first trick and, void in clubs, follows A♣ holding K♥ Q♥ (no trump yet).
FOLLOW = (["AH TH JH QD JD 9D JS", "AD KS KH QH TD KD 9C", "AS QS AC TC KC QC JC"], "TS 9S 9H",
          ["2 pass", "0 pass", "1 give 9C 9H", "1 contract 100", "1 play AD", "2 play 9C", "0 play 9D",
           "1 play KS", "2 play AS", "0 play JS", "2 play AC", "0 play QD"])
#: Seat 1 leads after declaring hearts; it holds Q♥ A♥ (trumps) and K♦ Q♦: keeping hearts pays.
KEEP = (["QS 9D TH TS JS QC JC", "AS KH QH KD 9C JD 9H", "KS JH TD AD AC TC KC"], "QD AH 9S",
        ["2 pass", "0 pass", "1 give JD 9H", "1 contract 100", "1 play AS", "2 play KS", "0 play QS",
         "1 play KH marriage", "2 play JH", "0 play 9H"])


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_a_computer_declares_its_marriage_while_following(level: str) -> None:
    hands, talon, script = FOLLOW
    game = _game(RuleSet(marriage_moment="any_turn"), hands, talon, script)
    action = make_player(level, seed=1).choose(game.view_for(1))
    assert action == DeclareMarriage(1, Card.parse("KH").suit)
    game.apply(action)
    card = make_player(level, seed=1).choose(game.view_for(1))
    assert isinstance(card, Play) and card.card.text in ("KH", "QH")
    game.apply(card)
    assert game.running_deal.tricks[-1][2] == 1        # the new trump took the trick under way


def test_a_computer_keeps_the_trump_it_is_stronger_in() -> None:
    hands, talon, script = KEEP
    for rules, kept in ((RuleSet(marriage_trump="choose"), True), (RuleSet(), False)):
        game = _game(rules, hands, talon, script)
        action = make_player("normal", seed=2).choose(game.view_for(1))
        assert isinstance(action, Play) and action.declare == "marriage" and action.card.suit.value == "D"
        assert action.keep is kept


def test_any_marriage_lead_chosen_keeps_the_trump_where_it_pays() -> None:
    hands, talon, script = KEEP
    view = _game(RuleSet(marriage_trump="choose"), hands, talon, script).view_for(1)
    lead = Play(1, Card.parse("QD"), "marriage")
    assert with_kept_trump(view, lead) == Play(1, Card.parse("QD"), "marriage", True)
    assert with_kept_trump(view, Play(1, Card.parse("AH"))) == Play(1, Card.parse("AH"))
    assert all(not (isinstance(a, Play) and a.keep) for a in card_view(view).legal_actions)
    plain = _game(RuleSet(), hands, talon, script).view_for(1)
    assert with_kept_trump(plain, lead) == lead                  # marriage_trump always: nothing to keep
