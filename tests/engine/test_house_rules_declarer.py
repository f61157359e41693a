"""docs/rules.md (the seeds' remaining house rules): declarer_scores.

Record declarer_scores_points: deal D (seat 1 plays 100 and makes 45 card points + the ♥
marriage = 145; seat 0 38 → 40, seat 2 37 → 35), then LOSE with seat 2 on the hundred (100,
no trick: −100; seat 0 takes every trick, 120; seats 1 and 2 bolts).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine.record import load_record, replay
from thousand_qt.engine.scoring import declarer_gain

from .helpers import D_AUCTION, D_GIVE, D_PLAY, D, new_game, run, tricks

RECORD = Path(__file__).parent.parent / "records" / "declarer_scores_points.thousand"


@pytest.mark.parametrize(("value", "changes"), [
    ("contract", [(40, 100, 35), (120, 0, -100)]),
    ("points", [(40, 145, 35), (120, 0, -100)]),     # made: the 145 taken, to the point; failed: −100
])
def test_declarer_scores_the_contract_or_the_deal_points(value, changes):
    record = load_record(RECORD)
    record = replace(record, rules=record.rules.with_changes(declarer_scores=value))
    assert [r.change for r in replay(record).results] == changes


def test_declarer_scores_points_are_doubled_in_a_golden_deal():
    game = new_game(D, golden_round=1, declarer_scores="points")
    run(game, f"{D_GIVE}; 1 contract 120")
    tricks(game, D_PLAY)
    assert game.totals == (80, 290, 70)               # 145 × 2; the others (40, 35) × 2


def test_declarer_scores_points_not_rounded():
    assert declarer_gain(RuleSet(declarer_scores="points"), 120, 137) == 137
    assert declarer_gain(RuleSet(), 120, 137) == 120


def test_a_barrel_player_who_makes_it_adds_the_deal_points_and_wins():
    game = new_game(D, totals=(0, 880, 0), declarer_scores="points")
    game.board.barrel = 1
    run(game, f"{D_AUCTION}; {D_GIVE}; 1 contract 120")
    tricks(game, D_PLAY)
    assert game.finished and game.winner == 1 and game.totals[1] == 880 + 145


def test_a_bad_value_is_refused():
    with pytest.raises(RuleError, match="declarer_scores"):
        RuleSet.from_dict({"declarer_scores": "cards"})
