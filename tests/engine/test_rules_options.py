"""The rule set: every option of docs/rules.md with its default, allowed values and the presets."""

import pytest

from thousand_qt.engine import PRESETS, RULE_KEYS, MarriageValues, RuleError, RuleSet, Suit

DEFAULTS = {
    "marriage_values": {"H": 100, "D": 80, "C": 60, "S": 40},
    "ace_marriage": False, "redeal": True, "min_bid": 100, "bid_step": 5,
    "bid_limit_by_marriages": True, "max_bid": 300, "minus_bid_threshold": None,
    "blind_game": False, "hidden_talon_on_hundred": True, "raise_after_talon": True,
    "concede": True, "concede_penalty": "bid", "concede_opponent_points": "half",
    "free_concessions": 0, "must_overtake": False, "marriage_needs_trick": True,
    "round_opponents": 5, "bolt_count": "total", "bolt_penalty": 120, "samosval": True,
    "golden_round": False, "barrel_at": 880, "barrel_attempts": 3, "barrel_min_contract": 120,
    "barrel_bidding": "normal", "barrel_falls_reset": True, "barrel_collision": "all_fall",
    "barrel_freezes_opponents": False, "minus_thousand_ends": True, "stake_per_point": 0,
    "two_player_game": "talons",
    "win_at": 1000, "redeal_hand_below": 14, "redeal_nines": 4, "redeal_jacks": False,
    "concede_on_barrel": "sitter", "trump_lead": "free", "barrel_failure": "contract",
    "golden_round_mode": "forced", "golden_round_reset": False, "sitting_out_half_marriage": False,
    "second_talon": "out", "cut": False,
    "opening": "hundred", "bolt_when": "no_trick", "bolt_each_penalty": 0, "golden_bolts": "single",
    "declarer_scores": "contract",
    "redeal_when": "dealt", "redeal_nines_on_hundred": False, "blind_rule": "first_speaker",
    "bank": 0, "two_player_talons": "two", "second_talon_card": False, "cut_shown_to": "everybody",
    "marriage_trump": "always", "marriage_moment": "lead",
    "barrel_scoring": "contract",
}


def test_defaults_are_the_classic_rules_of_rules_md():
    assert RuleSet().to_dict() == DEFAULTS
    assert set(RULE_KEYS) == set(DEFAULTS)
    assert RuleSet.from_dict({}) == RuleSet() == RuleSet.from_dict(None)


@pytest.mark.parametrize("key,value", [
    ("min_bid", 60), ("bid_step", 10), ("max_bid", 200), ("minus_bid_threshold", 0),
    ("minus_bid_threshold", -100), ("minus_bid_threshold", -200), ("minus_bid_threshold", -300),
    ("concede_penalty", "bolt"), ("concede_opponent_points", "sixty"), ("free_concessions", 2),
    ("round_opponents", 10), ("round_opponents", 0), ("bolt_count", "consecutive"),
    ("golden_round", True), ("golden_round", 3), ("barrel_at", 900), ("barrel_min_contract", 121),
    ("barrel_bidding", "automatic"), ("barrel_collision", "higher_stays"), ("stake_per_point", 0.5),
    ("barrel_attempts", 5), ("ace_marriage", True), ("must_overtake", True),
    ("two_player_game", "stock"),
    ("minus_bid_threshold", -120), ("minus_bid_threshold", -1000), ("win_at", 1001),
    ("redeal_hand_below", 13), ("redeal_hand_below", 15), ("redeal_nines", 3), ("redeal_jacks", True),
    ("concede_on_barrel", "nobody"), ("trump_lead", "declarer_only"), ("barrel_failure", "free"),
    ("golden_round_mode", "doubled"), ("golden_round_reset", True), ("sitting_out_half_marriage", True),
    ("second_talon", "last_trick"), ("cut", True),
    ("two_player_talons", "three"), ("second_talon_card", True), ("cut_shown_to", "dealer"),
])
def test_allowed_values(key, value):
    rules = RuleSet.from_dict({key: value})
    assert getattr(rules, key) == value
    assert RuleSet.from_dict(rules.to_dict()) == rules
    assert rules.to_dict(only_changed=True) == {key: value}


@pytest.mark.parametrize("data", [
    {"no_such_rule": 1}, {"min_bid": 103}, {"min_bid": 50}, {"bid_step": 7}, {"redeal": "yes"},
    {"round_opponents": 3}, {"minus_bid_threshold": -50}, {"concede_penalty": "half"},
    {"barrel_collision": "none"}, {"marriage_values": {"X": 10}}, {"marriage_values": {"H": -5}},
    {"bid_step": True}, {"golden_round": 20}, {"stake_per_point": -1}, {"two_player_game": "cards"},
])
def test_bad_values_are_refused(data):
    with pytest.raises(RuleError):
        RuleSet.from_dict(data)


def test_bolt_penalty_written_either_way():
    assert RuleSet(bolt_penalty=-120).bolt_penalty == 120
    assert RuleSet(bolt_penalty=150).bolt_penalty == 150


def test_marriage_values_edited_per_suit():
    values = RuleSet.from_dict({"marriage_values": {"H": 120, "♠": 50}}).marriage_values
    assert values == MarriageValues(H=120, D=80, C=60, S=50)
    assert values.of(Suit.HEARTS) == 120 and values.of(Suit.SPADES) == 50


@pytest.mark.parametrize(("name", "changes"), [
    ("classic", {}),
    ("online", {"ace_marriage": True, "win_at": 1001, "barrel_min_contract": 121, "barrel_bidding": "opens",
                "redeal_when": "before_lead"}),
    ("polish", {"must_overtake": True, "bid_step": 10, "round_opponents": 10, "barrel_at": 900,
                "raise_after_talon": False, "concede_opponent_points": "sixty", "free_concessions": 1,
                "samosval": False}),
])
def test_each_preset_is_pinned(name, changes):
    """RULES.md §10: each preset is Classic with exactly these changes (Online: seeds/004's table)."""
    assert PRESETS[name].to_dict(only_changed=True) == changes
    assert PRESETS[name].preset_name() == name


def test_presets():
    assert PRESETS["classic"] == RuleSet()
    online = PRESETS["online"]
    assert online.redeal and online.barrel_bidding == "opens" and online.ace_marriage
    assert online.redeal_when == "before_lead"
    assert online.concede and online.concede_penalty == "bid" and online.samosval
    assert online.golden_round is False and online.minus_thousand_ends
    polish = PRESETS["polish"]
    assert (polish.must_overtake, polish.bid_step, polish.round_opponents, polish.barrel_at,
            polish.raise_after_talon, polish.concede_opponent_points, polish.free_concessions,
            polish.samosval) == (True, 10, 10, 900, False, "sixty", 1, False)
    assert polish.preset_name() == "polish" and RuleSet(bid_step=10).preset_name() == "custom"
