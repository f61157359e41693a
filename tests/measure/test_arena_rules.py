"""``thousand-qt arena --rule KEY=VALUE``: rules over the preset, checked by the schema, named in the printout."""

from __future__ import annotations

import pytest

from thousand_qt.engine import PRESETS, RuleError
from thousand_qt.measure.ai import arena
from thousand_qt.measure.ai.arena_rules import ArenaRules, parse_rules


def test_rules_over_the_preset_read_as_json_or_text():
    table = parse_rules("online", ["barrel_scoring=collect", "bolt_each_penalty=60", "cut=true"])
    assert table.rules() == PRESETS["online"].with_changes(barrel_scoring="collect", bolt_each_penalty=60, cut=True)
    assert str(table) == "preset online, rules barrel_scoring=collect bolt_each_penalty=60 cut=true"
    assert str(ArenaRules()) == "preset classic"
    assert table.rules("stock").two_player_game == "stock"


@pytest.mark.parametrize(("item", "message"), [
    ("barrel_scoring", "KEY=VALUE"),
    ("=collect", "KEY=VALUE"),
    ("barrel_score=collect", "unknown rule key 'barrel_score'"),
    ("barrel_scoring=points", "barrel_scoring must be one of 'contract', 'collect', not 'points'"),
    ("win_at=999", "win_at must be one of 1000, 1001, not 999"),
])
def test_a_bad_rule_is_refused_with_a_clear_message(item, message):
    with pytest.raises(RuleError, match=message):
        parse_rules("classic", [item])


def test_a_bad_rule_stops_the_arena_before_any_deal(capsys):
    with pytest.raises(SystemExit) as info:
        arena.main(["--deals", "1", "--rule", "concede_opponent_points=dash"])
    assert info.value.code == 2
    assert "concede_opponent_points must be one of" in capsys.readouterr().err


def test_the_printout_names_the_rules(capsys):
    args = ["--a", "easy", "--b", "easy", "--deals", "1", "--seed", "3",
            "--rule", "concede_opponent_points=bolt", "--rule", "barrel_scoring=collect"]
    assert arena.main(args) == 0
    out = capsys.readouterr().out
    assert "preset classic, rules concede_opponent_points=bolt barrel_scoring=collect" in out
