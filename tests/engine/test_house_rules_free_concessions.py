"""docs/rules.md (the seeds' remaining house rules): free_concessions "all".

Record free_concessions_all: seat 1 concedes twice, 100 on the hundred, then 105 bid with seat
2 on the hundred; each opponent scores half the bid rounded up to 5 (50, then 55).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine.record import load_record, replay

from .helpers import LOSE, LOSE_GIVE, new_game, run

RECORD = Path(__file__).parent.parent / "records" / "free_concessions_all.thousand"


@pytest.mark.parametrize(("value", "changes"), [
    ("all", [(50, 0, 50), (55, 0, 55)]),            # every concession is free
    (1, [(50, 0, 50), (55, -105, 55)]),             # only the first
    (0, [(50, -100, 50), (55, -105, 55)]),          # none
])
def test_every_concession_is_free_with_all(value, changes):
    record = replace(load_record(RECORD), rules=RuleSet(free_concessions=value))
    assert [r.change for r in replay(record).results] == changes


def test_the_concession_cost_says_free_with_none_left_to_count():
    game = new_game(LOSE, free_concessions="all")
    game.board.concessions = [0, 10, 0]             # however many before
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}")
    cost = game.concession_cost()
    assert cost.free and cost.free_left == 0 and cost.declarer_points == 0


def test_all_with_a_bolt_for_a_concession_costs_no_bolt():
    game = new_game(LOSE, free_concessions="all", concede_penalty="bolt")
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}; 1 concede")
    assert game.board.bolts == [0, 0, 0] and game.totals == (50, 0, 50)


@pytest.mark.parametrize("value", ["always", "ALL", 11, -1, True, 1.5, None])
def test_a_bad_value_is_refused(value):
    with pytest.raises(RuleError, match="free_concessions"):
        RuleSet.from_dict({"free_concessions": value})
