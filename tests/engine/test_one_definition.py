"""Rule arithmetic is written once, in the engine: the ceiling's base and the card filter."""

from __future__ import annotations

import ast
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import thousand_qt
from thousand_qt.engine import BASE_CEILING, DECK, SUITS
from thousand_qt.engine.play import best_index, legal_cards

PACKAGE_DIR = Path(thousand_qt.__file__).resolve().parent


def test_base_ceiling_is_assigned_only_in_the_engine():
    owners = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "BASE_CEILING" for t in node.targets):
                owners.append(path.relative_to(PACKAGE_DIR).as_posix())
    assert owners == ["engine/auction.py"]
    assert BASE_CEILING == 120


def _by_the_book(hand, trick, trump, must_overtake):
    """docs/rules.md (play) spelled out case by case: follow, else trump, else anything; overtake if asked."""
    if not trick:
        return list(hand)
    led = trick[0].suit
    best = trick[best_index(trick, trump)]
    follow = [c for c in hand if c.suit is led]
    if follow:
        higher = [c for c in follow if best.suit is led and c.strength > best.strength]
        return higher if must_overtake and higher else follow
    trumps = [c for c in hand if trump is not None and c.suit is trump]
    if trumps:
        higher = [c for c in trumps if best.suit is trump and c.strength > best.strength]
        return higher if must_overtake and higher else trumps
    return list(hand)


@settings(max_examples=400)
@given(st.permutations(DECK), st.integers(1, 8), st.integers(0, 2), st.sampled_from((None, *SUITS)),
       st.booleans())
def test_legal_cards_matches_the_rules_case_by_case(deck, hand_size, trick_size, trump, overtake):
    hand, trick = deck[:hand_size], deck[hand_size:hand_size + trick_size]
    assert legal_cards(hand, trick, trump, overtake) == _by_the_book(hand, trick, trump, overtake)


def test_overtaking_a_trumped_trick_in_the_led_suit_is_not_required():
    # ♠ led, trumped with ♥9: the follower's ♠A need not "beat" the trump — any ♠ will do
    nine_s, ace_s, ten_s, nine_h = (next(c for c in DECK if c.text == t) for t in ("9S", "AS", "TS", "9H"))
    trick = [ten_s, nine_h]
    assert legal_cards([nine_s, ace_s], trick, SUITS[3], True) == [nine_s, ace_s]
    assert legal_cards([nine_s, ace_s], [ten_s], None, True) == [ace_s]
