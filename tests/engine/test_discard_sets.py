"""The two-player discard is a set of cards (RULES.md §14 ``two_player_talons``,
``second_talon_card``): the legal actions list a discard of three once for each set (and, with
``second_talon_card``, once for each card of the set that goes into the talon not taken); any
order of the same cards is that one action, from a record, a hint or the network alike, and
leaves the same deal. The record keeps a discard as it was written.

THREE (helpers.py): two players, seat 1 takes talon 0 and holds 12 cards.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.actions import Concede, Discard, Redeal, parse_action
from thousand_qt.engine.contract import listed_action

from .helpers import THREE, cards, new_game, run, three_talon_game

LAST_TRICK = {"second_talon": "last_trick"}


def _at_the_discard(**rule_changes) -> Game:
    game = new_game(THREE, two_player_talons="three", **rule_changes)
    run(game, "0 pass; 1 talon 0")
    return game


def _discards(game: Game) -> list[Discard]:
    return [a for a in game.legal_actions() if isinstance(a, Discard)]


@pytest.mark.parametrize(("rules", "count"), [({}, 220),                                    # 12 choose 3
                                              ({"second_talon_card": True}, 220),           # ignored: talon out
                                              (LAST_TRICK, 220),
                                              ({**LAST_TRICK, "second_talon_card": True}, 660)])  # × the card given
def test_a_discard_of_three_is_listed_once_per_set(rules, count):
    discards = _discards(_at_the_discard(**rules))
    assert len(discards) == count == len(set(discards))
    first_counts = bool(rules.get("second_talon_card")) and "second_talon" in rules
    keys = {(frozenset(a.cards), a.first if first_counts else None) for a in discards}
    assert len(keys) == count
    assert all(listed_action(a, _rules(rules), 2) == a for a in discards)


@pytest.mark.parametrize("rules", [{}, {**LAST_TRICK, "second_talon_card": True}])
def test_the_discards_are_listed_set_by_set_in_the_decks_order(rules):
    """The order of the legal actions is part of every game a seed plays (the computers' and
    the fuzzers' choices): the sets of the hand in the deck's order, each in its listed form."""
    game = _at_the_discard(**rules)
    discards = _discards(game)
    hand = sorted(game.deal.hands[1], key=lambda c: c.index)
    in_order = list(dict.fromkeys(frozenset(a.cards) for a in discards))
    assert in_order == [frozenset(chosen) for chosen in itertools.combinations(hand, 3)]
    first_counts = bool(rules)
    assert all(a == Discard.of_cards(a.seat, a.cards[::-1] if not first_counts else (a.first, *a.cards[:0:-1]),
                                     first_counts) for a in discards)


def _rules(changes: dict) -> RuleSet:
    return RuleSet(two_player_talons="three", **changes)


@pytest.mark.parametrize("rules", [{}, {**LAST_TRICK, "second_talon_card": True}])
def test_every_order_of_a_listed_discard_is_accepted(rules):
    game = _at_the_discard(**rules)
    for order in itertools.permutations(cards("TD JH 9D")):
        text = "1 discard " + " ".join(str(c) for c in order)
        assert game.is_legal(text) and game.why_illegal(text) is None
        assert game.view_for(1).offers(parse_action(text))
    assert not game.view_for(0).offers(parse_action("1 discard TD JH 9D"))      # not seat 0's to make


def test_with_second_talon_card_the_first_card_tells_two_discards_apart():
    game = _at_the_discard(**LAST_TRICK, second_talon_card=True)
    listed = {listed_action(parse_action(t), game.rules, 2) for t in ("1 discard TD JH 9D", "1 discard TD 9D JH")}
    other = listed_action(parse_action("1 discard JH TD 9D"), game.rules, 2)
    assert len(listed) == 1 and other not in listed and other.first == cards("JH")[0]
    assert {a for a in _discards(game) if set(a.cards) == set(cards("TD JH 9D"))} == listed | {
        other, listed_action(parse_action("1 discard 9D TD JH"), game.rules, 2)}


def test_the_record_keeps_the_discard_as_written_and_the_deal_holds_it_listed():
    game = three_talon_game("9D JH TD", 100)
    assert str(game.deal_records[-1].actions[2]) == "1 discard 9D JH TD"
    assert game.deal.discarded == tuple(cards("9D TD JH"))         # the deck's order: 9, 10, then J♥
    assert game.results[-1].points == (0, 101)


def test_a_wrong_discard_is_still_refused_with_its_reason():
    game = _at_the_discard()
    for text, code in (("1 discard TD JH QS", "card_not_in_hand"), ("1 discard TD JH TD", "same_card"),
                       ("1 discard TD JH", "discard_count")):
        reason = game.why_illegal(text)
        assert reason is not None and reason.code.value == code, text
        assert not game.is_legal(text)
    assert game.phase is Phase.GIVE and len(game.deal.hands[1]) == 12


def test_a_deal_played_with_other_orders_of_its_discard_is_the_same_deal():
    games = [three_talon_game(order, 100, **LAST_TRICK, second_talon_card=True) for order in ("TD JH 9D", "TD 9D JH")]
    assert games[0].deal == games[1].deal and games[0].results == games[1].results


RULE_VARIANTS = [RuleSet(two_player_talons=talons, second_talon=second, second_talon_card=card)
                 for talons in ("two", "three") for second in ("out", "last_trick") for card in (False, True)]


def _to_the_discard(rules: RuleSet, rng: random.Random) -> Game | None:
    """A two-player game at its declarer's discard, reached by random legal actions (None if
    the deal ended first)."""
    game = Game(rules, 2, rng.randrange(2))
    game.start_deal(rng=rng)
    while game.phase is not Phase.GIVE:
        if game.phase is Phase.DEAL:
            return None
        legal = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal))]
        game.apply(rng.choice(legal))
    return game


def _play_out(game: Game, rng: random.Random) -> None:
    while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
        legal = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal))]
        game.apply(rng.choice(legal))


@settings(max_examples=60, deadline=None)
@given(rules=st.sampled_from(RULE_VARIANTS), seed=st.integers(0, 10**6), data=st.data())
def test_any_permutation_of_a_legal_discard_is_accepted_and_yields_the_same_state(rules, seed, data):
    game = _to_the_discard(rules, random.Random(seed))
    if game is None:
        return
    listed = data.draw(st.sampled_from(_discards(game)))
    kept = listed.cards[:1] if rules.card_to_second_talon(2) else ()      # the card given stays first
    permuted = Discard(listed.seat, *kept, *data.draw(st.permutations(listed.cards[len(kept):])))
    assert game.is_legal(permuted) and game.view_for(listed.seat).offers(permuted)
    first, second = game.copy(), game.copy()
    assert first.apply(listed) == second.apply(permuted)
    assert first.deal == second.deal and first.phase is second.phase
    assert first.legal_actions() == second.legal_actions()
    assert all(first.view_for(s) == second.view_for(s) for s in range(2))
    assert first.deal_records[-1].actions[-1] == listed
    assert str(second.deal_records[-1].actions[-1]) == str(permuted)             # kept as written
    _play_out(first, random.Random(seed))
    _play_out(second, random.Random(seed))
    assert first.results == second.results and first.totals == second.totals
