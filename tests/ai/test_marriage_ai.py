"""The computer players use RULES.md §14's marriage keys when they pay: a marriage declared
before the card (``marriage_moment`` ``any_turn``), following too, and the trump kept on a later
marriage when the hand is stronger in it (``marriage_trump`` ``choose``)."""

from __future__ import annotations

import pytest

from thousand_qt.ai.levels import make_player
from thousand_qt.ai.marriage_choice import card_view, with_kept_trump
from thousand_qt.engine import Card, RuleSet
from thousand_qt.engine.actions import DeclareMarriage, Play

from ..engine.helpers import FOLLOW_POSITION, KEEP_POSITION, position_game


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_a_computer_declares_its_marriage_while_following(level: str) -> None:
    game = position_game(FOLLOW_POSITION, RuleSet(marriage_moment="any_turn"))
    action = make_player(level, seed=1).choose(game.view_for(1))
    assert action == DeclareMarriage(1, Card.parse("KH").suit)
    game.apply(action)
    card = make_player(level, seed=1).choose(game.view_for(1))
    assert isinstance(card, Play) and card.card.text in ("KH", "QH")
    game.apply(card)
    assert game.running_deal.tricks[-1][2] == 1        # the new trump took the trick under way


def test_a_computer_keeps_the_trump_it_is_stronger_in() -> None:
    for rules, kept in ((RuleSet(marriage_trump="choose"), True), (RuleSet(), False)):
        game = position_game(KEEP_POSITION, rules)
        action = make_player("normal", seed=2).choose(game.view_for(1))
        assert isinstance(action, Play) and action.declare == "marriage" and action.card.suit.value == "D"
        assert action.keep is kept


def test_any_marriage_lead_chosen_keeps_the_trump_where_it_pays() -> None:
    view = position_game(KEEP_POSITION, RuleSet(marriage_trump="choose")).view_for(1)
    lead = Play(1, Card.parse("QD"), "marriage")
    assert with_kept_trump(view, lead) == Play(1, Card.parse("QD"), "marriage", True)
    assert with_kept_trump(view, Play(1, Card.parse("AH"))) == Play(1, Card.parse("AH"))
    assert all(not (isinstance(a, Play) and a.keep) for a in card_view(view).legal_actions)
    plain = position_game(KEEP_POSITION, RuleSet()).view_for(1)
    assert with_kept_trump(plain, lead) == lead                  # marriage_trump always: nothing to keep
