"""The hint and the review name every kind of action in the player's words, from the Action itself:
the hint as an instruction, the review as a short note."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Card
from thousand_qt.engine import actions as A
from thousand_qt.view.action_words import action_words, choice_words
from thousand_qt.view.table.card_text import card_label


@pytest.mark.parametrize(("action", "expected"), [
    (A.Bid(0, 120), "bid 120"),
    (A.Blind(1, 110), "bid 110 blind"),
    (A.Pass(2), "pass"),
    (A.Contract(0, 140), "play the contract 140"),
    (A.TakeTalon(0, 0), "open the left talon"), (A.TakeTalon(0, 1), "open the right talon"),
    (A.Concede(0), "concede (роспись)"),
    (A.Redeal(1), "ask for a redeal"),
])
def test_actions_without_cards(qapp, action, expected):
    assert action_words(action) == expected


def test_cards_are_named_in_the_chosen_indices(qapp):
    ten, queen = Card.parse("TH"), Card.parse("QS")
    shown = f"{card_label('TH', 'latin')} {card_label('QS', 'latin')}"
    assert action_words(A.Give(0, ten, queen)) == f"give {shown}"
    assert action_words(A.Discard(0, ten, queen)) == f"lay away {shown}"
    assert action_words(A.Play(0, queen, "marriage")) == f"play {card_label('QS', 'latin')} and declare the marriage"
    assert action_words(A.Play(0, ten)) == f"play {card_label('TH', 'latin')}"


@pytest.mark.parametrize(("action", "expected"), [
    (A.Bid(0, 120), "bid 120"),
    (A.Blind(1, 110), "110 blind"),
    (A.Pass(2), "pass"),
    (A.Contract(0, 140), "contract 140"),
    (A.TakeTalon(0, 0), "the left talon"), (A.TakeTalon(0, 1), "the right talon"),
    (A.Concede(0), "concession (роспись)"),
    (A.Redeal(1), "redeal"),
    (A.Give(0, Card.parse("TH"), Card.parse("QS")), "10♥ Q♠ given away"),
    (A.Discard(0, Card.parse("TH"), Card.parse("QS")), "10♥ Q♠ laid away"),
    (A.Play(0, Card.parse("QS"), "marriage"), "Q♠, marriage declared"),
    (A.Play(0, Card.parse("TH")), "10♥"),
])
def test_the_reviews_note_of_each_kind_of_action(qapp, action, expected):
    assert choice_words(action) == expected


def test_under_the_write_off_a_concession_is_named_one(qapp):
    """concede_opponent_points bolt: the hint says "write the deal off", the review "write-off"."""
    from thousand_qt.engine import RuleSet

    rules = RuleSet(concede_opponent_points="bolt")
    assert action_words(A.Concede(0), rules=rules) == "write the deal off (списать)"
    assert choice_words(A.Concede(0), rules=rules) == "write-off (списать)"
    assert action_words(A.Concede(0), rules=RuleSet()) == "concede (роспись)"


@pytest.mark.parametrize(("rules", "given"), [
    ({"second_talon": "last_trick", "second_talon_card": True}, True),
    ({"second_talon": "last_trick"}, False),
    ({"second_talon_card": True}, False),               # the talon not taken is out of play: nothing goes in
    ({}, False),
])
def test_a_discard_names_the_second_talon_where_the_rules_put_its_first_card_there(qapp, rules, given):
    """The rules alone tell (a discard is the two-player declarer's): no second source to agree with."""
    from thousand_qt.engine import RuleSet
    from thousand_qt.view.review.words import done_words

    discard = A.Discard(0, *(Card.parse(t) for t in ("TH", "QS", "9D")))
    rule_set = RuleSet(two_player_talons="three", **rules)
    words = (action_words(discard, rules=rule_set), choice_words(discard, rules=rule_set),
             done_words(discard, "Anna", rules=rule_set))
    assert all(("second talon" in w) is given for w in words), words
    assert ("put 10♥ into the second talon" in words[0]) is given
