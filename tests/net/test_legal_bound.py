"""The network's bound on the legal actions a view lists (``MAX_LEGAL``) is the longest list
the engine makes in any phase under any rules, computed here from the engine: if a rule ever
lengthens a list, this fails rather than a table refusing the view it should show.

The longest list of each phase, with the rule values that make it longest:

- the auction: nobody on the hundred (bids from ``min_bid`` 60), ``max_bid`` 500 without the
  marriages' ceiling, ``blind_rule`` anyone (blind bids 120…500), a pass and a redeal;
- the contract: from 60 up to 500;
- the giving, three or four players: two of ten cards in order, a redeal and a concession;
- the discard, two players: three of twelve cards, with ``second_talon_card`` each set once for
  each card given to the talon not taken, and a concession;
- the play: a lead from ten cards with every declaration a hand of them allows.
"""

from __future__ import annotations

import json
import random

import pytest

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.cards import parse_cards
from thousand_qt.net.wire import view_to_wire
from thousand_qt.net.wire_read import MAX_LEGAL, WireError, view_from_wire

from ..engine.helpers import random_rules

WIDE = {"min_bid": 60, "bid_step": 5, "max_bid": 500, "bid_limit_by_marriages": False}


def _dealt(rules: RuleSet, n: int, hands: list[str], talons: list[str]) -> Game:
    game = Game(rules, n, first_dealer=0)
    game.start_deal([parse_cards(h.split()) for h in hands], [parse_cards(t.split()) for t in talons])
    return game


#: Three players, dealer 0: seat 1 holds four nines (a redeal is open to it); 24 cards.
HANDS = ["AS TS KS QS AC TC KC", "9S 9C 9D 9H JS JC JD", "JH QH KH TH AH QC AD"]
FREE = {**WIDE, "opening": "free_redeal"}          # seat 1 speaks first; no bid stands


def longest_auction() -> int:
    game = _dealt(RuleSet(**FREE, blind_game=True, blind_rule="anyone"), 3, HANDS, ["TD KD QD"])
    assert game.phase is Phase.AUCTION and game.to_act == 1
    return len(game.legal_actions())


def longest_contract() -> int:
    game = _dealt(RuleSet(**FREE), 3, HANDS, ["TD KD QD"])
    for action in ("1 bid 60", "2 pass", "0 pass", "1 give 9S 9C"):
        game.apply(action)
    assert game.phase is Phase.CONTRACT
    return len(game.legal_actions())


def longest_giving() -> int:
    # seat 1, on the hundred, takes a talon of three nines: the talon redeal is open to it
    game = _dealt(RuleSet(), 3, ["AS TS KS QS AC TC KC", "JS JC JD QC KD TD AD", "JH QH KH TH AH 9S QD"],
                  ["9C 9D 9H"])
    for action in ("2 pass", "0 pass"):
        game.apply(action)
    assert game.phase is Phase.GIVE
    return len(game.legal_actions())


def _at_the_discard() -> Game:
    """Two players, three-card talons and a card given to the second talon: seat 1 to lay away."""
    rules = RuleSet(two_player_talons="three", second_talon="last_trick", second_talon_card=True)
    game = Game(rules, 2, first_dealer=0)
    game.start_deal(seed=1)
    game.apply("0 pass")
    game.apply("1 talon 0")
    assert game.phase is Phase.GIVE
    return game


def longest_discard() -> int:
    return len(_at_the_discard().legal_actions())


def longest_lead() -> int:
    # two players: seat 1 keeps three marriages and the four aces, and leads
    rules = RuleSet(ace_marriage=True, marriage_needs_trick=False, marriage_trump="choose", marriage_moment="any_turn")
    game = _dealt(rules, 2, ["9S 9C 9D 9H JS JC JD JH TS TC", "KS QS KC QC KD QD KH QH AS AC"],
                  ["AD AH", "TD TH"])
    for action in ("0 pass", "1 talon 0", "1 discard KS QS", "1 contract 100"):
        game.apply(action)
    assert game.phase is Phase.PLAY and game.to_act == 1
    return len(game.legal_actions())


LONGEST = {"auction": longest_auction, "contract": longest_contract, "giving": longest_giving,
           "discard": longest_discard, "lead": longest_lead}


def test_the_bound_is_the_longest_list_the_engine_makes() -> None:
    sizes = {phase: count() for phase, count in LONGEST.items()}
    assert max(sizes.values()) == MAX_LEGAL, sizes
    assert sizes["discard"] == 220 * 3 + 1                              # the sets, × the card given, + concede


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_under_random_rules_stay_within_the_bound(n: int) -> None:
    rng = random.Random(f"legal-bound/{n}")
    longest = 0
    for _ in range(12):
        game = Game(random_rules(rng), n, rng.randrange(n))
        for _ in range(60):
            if game.finished:
                break
            if game.to_act is None:
                game.start_deal(rng=rng)
                continue
            legal = game.legal_actions()
            longest = max(longest, len(legal))
            game.apply(rng.choice(legal))
    assert 0 < longest <= MAX_LEGAL


def test_the_longest_list_crosses_the_wire_and_a_longer_one_is_refused() -> None:
    view = _at_the_discard().view_for(1)
    wire = json.loads(json.dumps(view_to_wire(view)))
    assert view_from_wire(wire) == view and len(view.legal_actions) == MAX_LEGAL
    wire["legal_actions"].append(wire["legal_actions"][0])
    with pytest.raises(WireError):
        view_from_wire(wire)
