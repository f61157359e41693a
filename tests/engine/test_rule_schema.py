"""The rule schema: one spec for every rule key, its default among its values, its messages."""

from __future__ import annotations

from dataclasses import fields

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine.rule_schema import Choice, GoldenDeals, OffOrChoice, Whole
from thousand_qt.engine.rules import RULE_SCHEMA


def test_every_rule_key_has_one_spec_and_its_default_is_allowed() -> None:
    assert [f.name for f in fields(RuleSet)] == list(RULE_SCHEMA)
    default = RuleSet()
    for key, spec in RULE_SCHEMA.items():
        value = getattr(default, key)
        if isinstance(spec, Choice):
            assert spec.values[0] == value, key          # an editor lists the default first
        if isinstance(spec, (OffOrChoice, GoldenDeals)):
            assert value in spec.choices, key
        if isinstance(spec, Whole):
            assert spec.low <= value <= spec.high and value % spec.multiple == 0, key


@pytest.mark.parametrize("key, value, message", [
    ("barrel_at", 996, "barrel_at must be from 500 to 995, not 996"),
    ("min_bid", 103, "min_bid must be from 60 to 120 and a multiple of 5, not 103"),
    ("bid_step", True, "bid_step must be one of 5, 10, not True"),
    ("golden_round", 13, "golden_round must be true, false or a number of deals from 0 to 12, not 13"),
    ("minus_bid_threshold", -150, "minus_bid_threshold must be off (null) or one of 0, -100, -120, -200, -300, -1000"),
    ("bolt_penalty", 1005, "bolt_penalty must be a whole number of points"),
    ("stake_per_point", -1, "stake_per_point must be a number from 0 to 1000000"),
    ("cut", 1, "cut must be true or false, not 1"),
])
def test_a_value_outside_its_spec_is_refused_naming_the_key(key: str, value: object, message: str) -> None:
    with pytest.raises(RuleError) as err:
        RuleSet.from_dict({key: value})
    assert str(err.value).startswith(message)


def test_values_inside_the_specs_are_kept() -> None:
    rules = RuleSet.from_dict({"barrel_at": 883, "golden_round": 4, "bolt_penalty": -150,
                               "minus_bid_threshold": False, "stake_per_point": 0.25})
    assert (rules.barrel_at, rules.golden_round, rules.bolt_penalty) == (883, 4, 150)
    assert rules.minus_bid_threshold is None and rules.stake_per_point == 0.25
