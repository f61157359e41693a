"""docs/rules.md (the cards): the 24 cards, rank order, card points, notation."""

import pytest

from thousand_qt.engine import DECK, SUITS, Card, CardError, Suit, card_points, parse_cards
from thousand_qt.engine.cards import RANKS, cards_text, sort_hand
from thousand_qt.engine.play import best_index

from .helpers import cards


def test_deck_has_24_distinct_cards_9_to_ace_in_four_suits():
    assert len(DECK) == 24
    assert len(set(DECK)) == 24
    assert {c.rank for c in DECK} == {"9", "J", "Q", "K", "T", "A"}
    assert {c.suit for c in DECK} == {Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS}
    for suit in SUITS:
        assert sum(1 for c in DECK if c.suit is suit) == 6


@pytest.mark.parametrize("rank,points", [("A", 11), ("T", 10), ("K", 4), ("Q", 3), ("J", 2), ("9", 0)])
def test_card_points(rank, points):
    for suit in "SCDH":
        assert Card.parse(rank + suit).points == points


def test_points_sum_to_120_and_30_per_suit():
    assert card_points(DECK) == 120
    for suit in SUITS:
        assert card_points(c for c in DECK if c.suit is suit) == 30


def test_rank_order_high_to_low_a_t_k_q_j_9():
    order = ["A", "T", "K", "Q", "J", "9"]
    for i, hi in enumerate(order):
        for lo in order[i + 1:]:
            # the stronger card of the led suit wins whichever comes first
            assert best_index(cards(f"{lo}S {hi}S"), None) == 1
            assert best_index(cards(f"{hi}S {lo}S"), None) == 0
            assert Card.parse(hi + "H").strength > Card.parse(lo + "H").strength


def test_notation_rank_then_suit_letter():
    th = Card.parse("TH")
    assert th.rank == "T" and th.suit is Suit.HEARTS and th.points == 10
    assert Card.parse("9S").suit is Suit.SPADES
    assert Card.parse("QC").suit is Suit.CLUBS
    assert Card.parse("KD").suit is Suit.DIAMONDS
    assert str(th) == "TH" and th.text == "TH"
    assert Card.parse("10H") is th            # "10" read as T
    assert Card.parse("th") is th             # case does not matter


@pytest.mark.parametrize("bad", ["", "1H", "TX", "AHH", "8S", "XX", "T"])
def test_unknown_card_text_raises(bad):
    with pytest.raises(CardError):
        Card.parse(bad)


def test_every_card_round_trips_and_is_a_singleton():
    for c in DECK:
        assert Card.parse(str(c)) is c
    assert parse_cards(["AS", "9H"]) == [Card.parse("AS"), Card.parse("9H")]
    assert cards_text(cards("AS 9H")) == "AS 9H"
    assert RANKS == ("9", "J", "Q", "K", "T", "A")


def test_sort_hand_trump_first_high_to_low():
    hand = cards("9S AH KS TH")
    assert [c.text for c in sort_hand(hand, Suit.HEARTS)] == ["AH", "TH", "KS", "9S"]
