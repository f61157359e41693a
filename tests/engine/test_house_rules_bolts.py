"""docs/rules.md (the seeds' remaining house rules): bolt_when, bolt_each_penalty, golden_bolts.

The hand-written records under tests/records show each value; the sums are worked out here.
NINES (bolt_no_points, bolt_under_five): seat 1 plays 100 and takes only a trick of three
nines (9H 9C 9D: 0 points); seat 2 takes only 9S JS JC (4 points); seat 0 takes the rest (116).
LOSE (bolt_each_penalty, golden_bolts_*): seat 2 takes every trick, seats 0 and 1 none.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine.bolts import bolt_share, is_bolt
from thousand_qt.engine.record import load_record, replay

from .helpers import LOSE, LOSE_GIVE, LOSE_PLAY, new_game, run, tricks

RECORDS = Path(__file__).parent.parent / "records"


def deals(name: str, **rule_changes):
    """The record ``name`` replayed (under its own rules, changed by ``rule_changes``)."""
    record = load_record(RECORDS / f"{name}.thousand")
    if rule_changes:
        record = replace(record, rules=record.rules.with_changes(**rule_changes))
    return replay(record).results


@pytest.mark.parametrize(("when", "totals", "bolts"), [
    ("no_trick", (115, -100, 5), (0, 0, 0)),        # everybody took a trick: no bolt; 116→115, 4→5
    ("no_points", (115, -100, 5), (0, 1, 0)),       # seat 1's trick of nines is worth 0: a bolt
    ("under_five", (115, -100, 0), (0, 1, 1)),      # seat 2's 4 points too: a bolt, it scores 0
])
def test_bolt_when_the_trick_of_nines_and_the_trick_of_four(when, totals, bolts):
    (r,) = deals("bolt_no_points", bolt_when=when)
    assert r.points == (116, 0, 4)
    assert r.totals == totals and r.bolts == bolts
    assert r.change[1] == -100                      # a declarer's bolt still costs the contract


def test_is_bolt_reads_deal_points_not_tricks():
    for when, expected in (("no_trick", (True, False, False, False)), ("no_points", (True, True, False, False)),
                           ("under_five", (True, True, True, False))):
        rules = RuleSet(bolt_when=when)
        got = (is_bolt(rules, 0, 0), is_bolt(rules, 1, 0), is_bolt(rules, 1, 4), is_bolt(rules, 1, 5))
        assert got == expected, when


def test_bolt_when_consecutive_restarts_on_a_deal_without_a_bolt_trick_or_none():
    (r,) = deals("bolt_no_points", bolt_when="under_five", bolt_count="consecutive")
    assert r.bolts == (0, 1, 1)
    game = new_game(LOSE, bolt_when="no_points", bolt_count="consecutive")
    game.board.bolts = [2, 0, 2]                    # seat 2 takes every trick: its count restarts
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}; 1 contract 100")
    tricks(game, LOSE_PLAY)
    assert game.board.bolts == [0, 1, 0] and game.totals == (-120, -100, 120)


def test_bolt_each_penalty_a_played_deal_and_a_concession():
    first, second = deals("bolt_each_penalty")
    # deal 1: seats 0 and 1 take no trick: 60 each; seat 1 also fails 100; seat 2 scores 120
    assert first.change == (-60, -160, 120) and first.bolts == (1, 1, 0)
    # deal 2: seat 2 concedes 100 with concede_penalty bolt: its bolt costs 60; half the bid, 50, each
    assert second.conceded and second.change == (50, 50, -60) and second.bolts == (1, 1, 1)
    assert second.totals == (-10, -110, 60)


def test_bolt_each_penalty_with_the_third_bolt_and_doubled_in_a_blind_deal():
    game = new_game(LOSE, bolt_each_penalty=30)
    game.board.bolts = [2, 0, 0]
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}; 1 contract 100")
    tricks(game, LOSE_PLAY)
    assert game.totals == (-150, -130, 120)         # seat 0: 30 + the third bolt's 120
    share = bolt_share(RuleSet(bolt_each_penalty=30), blind=True)
    assert share == 60 + 120 / 3


def test_concession_cost_counts_the_bolt_each_penalty():
    game = new_game(LOSE, concede_penalty="bolt", bolt_each_penalty=45)
    run(game, f"2 pass; 0 pass; {LOSE_GIVE}")
    cost = game.concession_cost()
    assert cost.bolt and cost.bolt_penalty == 45 and not cost.bolt_third and cost.declarer_points == -45
    game.board.bolts[1] = 2
    cost = game.concession_cost()
    assert cost.bolt_third and cost.bolt_penalty == 165


@pytest.mark.parametrize(("name", "totals", "bolts"), [
    # deal 1 (golden, seat 1 plays 120 and takes no trick): -240; seats 0 and 1 count 2 bolts each.
    # deal 2 (seat 2 plays 120 and takes no trick, seat 1 none either): seat 1's 2 + 2 = 4, one
    # penalty of 240, 1 left; seat 2: -240 and 2 bolts; seat 0 takes every trick: +240
    ("golden_bolts_double", [(0, -240, 240), (240, -480, 0)], [(2, 2, 0), (2, 1, 2)]),
    # the same with bolt_each_penalty 60: once per bolt, doubled in a golden deal (120)
    ("golden_bolts_double_each", [(-120, -360, 240), (120, -720, -120)], [(2, 2, 0), (2, 1, 2)]),
])
def test_golden_bolts_double_2_plus_2_is_one_penalty_and_1_left(name, totals, bolts):
    results = deals(name)
    assert [r.totals for r in results] == totals and [r.bolts for r in results] == bolts


def test_golden_bolts_single_counts_one():
    results = deals("golden_bolts_double", golden_bolts="single")
    assert [r.bolts for r in results] == [(1, 1, 0), (1, 2, 1)]
    assert results[-1].totals == (240, -240, 0)


def test_golden_bolts_double_a_conceded_bolt_counts_two():
    game = new_game(None, golden_round=1, golden_bolts="double", concede_penalty="bolt")
    LOSE.start(game)
    run(game, f"{LOSE_GIVE}; 1 concede")
    assert game.board.bolts == [0, 2, 0]


@pytest.mark.parametrize(("key", "value"), [
    ("bolt_when", "never"), ("bolt_when", 0), ("bolt_each_penalty", 7), ("bolt_each_penalty", 125),
    ("bolt_each_penalty", -5), ("bolt_each_penalty", True), ("golden_bolts", "triple"), ("golden_bolts", 2),
])
def test_a_bad_value_is_refused(key, value):
    with pytest.raises(RuleError, match=key):
        RuleSet.from_dict({key: value})
