"""docs/rules.md (the seeds' remaining house rules): concede_opponent_points bolt, the write-off.

Deal LOSE (helpers): seat 1 on the hundred takes the talon at 100 and concedes. Record
write_off: seat 1 writes off twice (100, then 105 with seat 2 on the hundred); seats 0 and 2
score nothing and take a bolt each time; then seat 0 writes off 100 and seats 1 and 2 take
their bolt, seat 2's third: −120.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.replay_cli import replay_file

from .helpers import D4, D_GIVE, LOSE, LOSE_GIVE, ev, new_game, of_type, run

RECORD = Path(__file__).parent.parent / "records" / "write_off.thousand"


def write_off(game, give=LOSE_GIVE, auction="2 pass; 0 pass"):
    return run(game, f"{auction}; {give}; 1 concede")


def test_each_opponent_scores_nothing_and_gets_a_bolt():
    game = new_game(LOSE, concede_opponent_points="bolt")
    events = write_off(game)
    assert game.totals == (0, -100, 0) and game.board.bolts == [1, 0, 1]
    assert [e.seat for e in of_type(events, ev.BoltGiven)] == [0, 2]
    assert game.results[-1].conceded and set(game.results[-1].bolt_seats) == {0, 2}


def test_the_dash_counts_towards_the_third_bolt_and_bolt_each_penalty():
    game = new_game(LOSE, concede_opponent_points="bolt", bolt_each_penalty=60)
    game.board.bolts = [2, 0, 0]
    write_off(game)
    assert game.totals == (-180, -100, -60) and game.board.bolts == [0, 0, 1]


def test_the_declarer_pays_as_concede_penalty_and_free_concessions_say():
    game = new_game(LOSE, concede_opponent_points="bolt", concede_penalty="bolt")
    write_off(game)
    assert game.totals == (0, 0, 0) and game.board.bolts == [1, 1, 1]
    game = new_game(LOSE, concede_opponent_points="bolt", free_concessions="all")
    write_off(game)
    assert game.totals == (0, 0, 0) and game.board.bolts == [1, 0, 1]


def test_the_barrel_player_gets_a_bolt_frozen_opponents_do_not():
    game = new_game(LOSE, totals=(880, 0, 0), concede_opponent_points="bolt", barrel_freezes_opponents=True)
    game.board.barrel = 0
    write_off(game)
    assert game.board.bolts == [1, 0, 0] and game.totals == (880, -100, 0)


def test_a_golden_dash_counts_two_with_golden_bolts_double():
    game = new_game(LOSE, concede_opponent_points="bolt", golden_round=1, golden_bolts="double")
    run(game, f"{LOSE_GIVE}; 1 concede")
    assert game.board.bolts == [2, 0, 2] and game.totals == (0, -240, 0)


def test_four_players_the_dealer_scores_the_talon_as_usual():
    game = new_game(D4, concede_opponent_points="bolt")
    write_off(game, give=D_GIVE, auction="2 pass; 3 pass")
    assert game.totals == (15, -100, 0, 0) and game.board.bolts == [0, 0, 1, 1]


def test_the_concession_cost_names_the_dashes():
    game = new_game(LOSE, concede_opponent_points="bolt")
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}")
    cost = game.concession_cost()
    assert cost.opponent_bolts == (0, 2) and cost.change == (0, -100, 0)


def test_the_record_shows_the_write_offs():
    s = replay_file(str(RECORD))
    assert s == json.loads(RECORD.with_suffix("").with_suffix(".expected.json").read_text())
    assert [d["change"] for d in s["deals"]] == [[0, -100, 0], [0, -105, 0], [-100, 0, -120]]
    assert [d["bolts"] for d in s["deals"]] == [[1, 0, 1], [2, 0, 2], [2, 1, 0]]


@pytest.mark.parametrize("value", ["dash", "zero", True])
def test_a_bad_value_is_refused(value):
    with pytest.raises(RuleError, match="concede_opponent_points"):
        RuleSet.from_dict({"concede_opponent_points": value})
