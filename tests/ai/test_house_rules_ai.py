"""The computer players play legally under every house rule of docs/rules.md ("More house
rules"): whole deals at every level under each new key, every action through ``Game.apply``."""

from __future__ import annotations

import pytest

from thousand_qt.ai.driver import play_deal
from thousand_qt.ai.levels import make_player
from thousand_qt.ai.pimc import NODE_BUDGET, StrongPlayer
from thousand_qt.engine import Card, Game, Phase, RuleSet
from thousand_qt.engine.actions import Contract, Discard

NEW_KEYS = {
    "win_at": 1001, "redeal_hand_below": 15, "redeal_nines": 3, "redeal_jacks": True,
    "concede_on_barrel": "nobody", "trump_lead": "declarer_only", "barrel_failure": "free",
    "golden_round_mode": "doubled", "golden_round_reset": True, "sitting_out_half_marriage": True,
    "second_talon": "last_trick", "cut": True, "minus_bid_threshold": -120, "barrel_min_contract": 121,
    "bolt_when": "under_five", "bolt_each_penalty": 60, "golden_bolts": "double", "declarer_scores": "points",
    "free_concessions": "all", "bank": 100, "two_player_talons": "three", "second_talon_card": True,
    "cut_shown_to": "dealer", "redeal_when": "before_lead", "redeal_nines_on_hundred": True, "blind_rule": "anyone",
    "opening": "free_dealer", "barrel_bidding": "opens",
    "marriage_trump": "choose", "marriage_moment": "any_turn",
    "barrel_scoring": "collect", "concede_opponent_points": "bolt",
}
EXTRA = {"golden_round_mode": {"golden_round": True}, "golden_bolts": {"golden_round": True},
         "golden_round_reset": {"golden_round": 2}, "blind_rule": {"blind_game": True},
         "barrel_min_contract": {}, "concede_on_barrel": {},
         "second_talon_card": {"second_talon": "last_trick", "two_player_talons": "three"},
         "cut_shown_to": {"cut": True}}
TWO_PLAYER_KEYS = ("second_talon", "two_player_talons", "second_talon_card")


#: Strong's node budget here: a fifth of the game's, which still searches every decision of these
#: deals (no fallback, asserted) in a third of the time; the test is about legality, not strength.
STRONG_NODES = NODE_BUDGET // 5


@pytest.mark.parametrize("key", sorted(NEW_KEYS))
@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_computer_players_play_legally_under_each_new_key(key, level):
    rules = RuleSet(**{key: NEW_KEYS[key]}, **EXTRA.get(key, {}))
    deals = 3 if level != "strong" else 1
    for n in ((2, 3, 4) if level != "strong" else (3, 2 if key in TWO_PLAYER_KEYS else 4)):
        game = Game(rules, n, 0)
        if key in ("barrel_min_contract", "concede_on_barrel", "barrel_failure", "barrel_bidding", "barrel_scoring"):
            game.board.totals[1] = rules.barrel_at           # a sitter on the barrel
            game.board.barrel = 1
        players = [StrongPlayer(s, STRONG_NODES) if level == "strong" else make_player(level, seed=s)
                   for s in range(n)]
        for k in range(deals):
            if game.phase is Phase.GAME_OVER:
                break
            play_deal(game, players, seed=100 * n + k)      # Game.apply refuses any illegal action
        assert game.results
        assert not any(p.fallbacks for p in players), [p.fallbacks for p in players]



@pytest.mark.parametrize("level", ["normal", "strong"])
def test_with_declarer_scores_points_the_contract_is_the_lowest(level):
    """The deal points score whatever the contract: a higher one only risks more. Seat 1 is on
    the hundred, both others pass; after the talon it holds 34 + 15 card points and ♥ K+Q (the
    strong player, scored by the contract, raises)."""
    hands = ["9S QC 9D 9H TH AS JD", "KS TC AD KH QH JS 9C", "QS KC TD AH JH AC KD"]
    for value in ("points", "contract"):
        game = Game(RuleSet(declarer_scores=value), 3, 0)
        game.start_deal([[Card.parse(t) for t in h.split()] for h in hands],
                        [[Card.parse(t) for t in ("TS", "JC", "QD")]])
        for action in ("2 pass", "0 pass", "1 give JS 9C"):
            game.apply(action)
        amounts = set()
        for seed in range(3):
            action = make_player(level, seed=seed).choose(game.view_for(1))
            assert isinstance(action, Contract)
            amounts.add(action.amount)
        if value == "points":
            assert amounts == {100}
        elif level == "strong":
            assert max(amounts) > 100


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
@pytest.mark.parametrize("card", [False, True])
def test_with_talons_of_three_the_declarer_lays_away_three_cards(level, card):
    """THREE of the engine's tests: seat 1 holds every ace and ten after talon 0 and expects to
    make 100; with second_talon_card the ten it lays away goes first, into the other talon (the
    last trick is the declarer's)."""
    hands = ["QS JS 9S QC JC 9C KD QD JD", "AS TS KS AC TC KC AD TD 9D"]
    rules = RuleSet(two_player_talons="three", second_talon="last_trick", second_talon_card=card)
    game = Game(rules, 2, 0)
    game.start_deal([[Card.parse(t) for t in h.split()] for h in hands],
                    [[Card.parse(t) for t in ("AH", "TH", "JH")], [Card.parse(t) for t in ("KH", "QH", "9H")]])
    for action in ("0 pass", "1 talon 0"):
        game.apply(action)
    action = make_player(level, seed=1).choose(game.view_for(1))
    assert isinstance(action, Discard) and len(action.cards) == 3 and game.is_legal(action)
    if card:
        assert action.first.points == max(c.points for c in action.cards)


def test_a_collecting_barrel_player_bids_whenever_it_may_up_to_120():
    """barrel_scoring collect: declaring costs the collector nothing (its contract counts
    nothing), so the strong player bids on; its bids stop at 120 whatever its marriages."""
    from thousand_qt.ai.stakes import COLLECT_THRESHOLD, bid_threshold
    from thousand_qt.engine.actions import Bid

    hands = ["9S QC 9D 9H TH AS JD", "KS TC AD KH QH JS 9C", "QS KC TD AH JH AC KD"]
    game = Game(RuleSet(barrel_scoring="collect"), 3, 0)
    game.board.totals[1], game.board.barrel = 880, 1
    game.start_deal([[Card.parse(t) for t in h.split()] for h in hands], [[Card.parse(t) for t in ("TS", "JC", "QD")]])
    game.apply("2 bid 115")
    game.apply("0 pass")
    view = game.view_for(1)
    assert bid_threshold(view, 120) == COLLECT_THRESHOLD
    assert max(a.amount for a in view.legal_actions if isinstance(a, Bid)) == 120
    action = make_player("strong", seed=1).choose(view)
    assert isinstance(action, Bid) and action.amount == 120
