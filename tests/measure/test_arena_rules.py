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


def test_barrel_deals_start_with_the_seat_after_the_dealer_on_the_barrel(capsys):
    from thousand_qt.engine import Game
    table = parse_rules("classic", ["barrel_scoring=collect"], barrel=True)
    game = Game(table.rules(), 3, 2)
    table.start(game, 2)
    assert game.totals == (880, 0, 0) and game.board.barrel == 0
    assert str(table) == "preset classic, rules barrel_scoring=collect, the seat after the dealer on the barrel"
    plain = Game(PRESETS["classic"], 3, 2)
    ArenaRules().start(plain, 2)
    assert plain.totals == (0, 0, 0) and plain.board.barrel is None
    assert arena.main(["--a", "easy", "--b", "easy", "--deals", "1", "--barrel"]) == 0
    assert "the seat after the dealer on the barrel" in capsys.readouterr().out


def test_barrel_is_for_duplicate_deals_with_talons(capsys):
    with pytest.raises(SystemExit):
        arena.main(["--games", "1", "--barrel"])
    assert "--barrel is for duplicate deals" in capsys.readouterr().err


@pytest.mark.parametrize("rules", [
    ["--players", "2", "--rule", "two_player_talons=three"],
    ["--rule", "cut=true", "--rule", "cut_shown_to=dealer"],
])
def test_deals_are_dealt_as_the_rules_deal_them(rules, capsys):
    """Talons of three (nine cards a hand) and the cut (the cards it showed) reach the game."""
    assert arena.main(["--a", "easy", "--b", "easy", "--deals", "2", *rules]) == 0
    assert "A - B per deal" in capsys.readouterr().out
