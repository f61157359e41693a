"""docs/rules.md (the seeds' remaining house rules): bank.

Record bank: the deals of barrel_win (seat 0 wins on the barrel at 1180; seats 1 and 2 end at
−120 each) with a bank of 100 and a stake of 1 per point, which the bank overrides.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from thousand_qt.engine import RuleError, RuleSet
from thousand_qt.engine import events as ev
from thousand_qt.engine.record import load_record, replay
from thousand_qt.engine.scoring import Scoreboard, bank_settlement

RECORD = Path(__file__).parent.parent / "records" / "bank.thousand"


def test_the_bank_overrides_the_stake_and_equal_lowest_share_it():
    game = replay(load_record(RECORD))
    assert game.finished and game.winner == 0 and game.totals == (1180, -120, -120)
    assert game.board.settlement() == (100.0, -50.0, -50.0)
    without = replay(replace(load_record(RECORD), rules=RuleSet(stake_per_point=1)))
    assert without.board.settlement() == (2600.0, -1300.0, -1300.0)     # 1180 + 120 each, at 1 a point


def test_the_game_over_event_carries_the_bank():
    board = Scoreboard(RuleSet(bank=50), 3, totals=[990, 300, 100])
    board.winner, board.finished = 0, True
    assert board.settlement() == (50.0, 0.0, -50.0)                  # the one between neither gains nor loses
    assert ev.GameOver(0, tuple(board.totals), board.settlement()).settlement[2] == -50.0


@pytest.mark.parametrize(("totals", "winner", "expected"), [
    ([1000, 400], 0, (30.0, -30.0)),                                 # two players: the loser pays
    ([200, 1010, 200, 700], 1, (-15.0, 30.0, -15.0, 0.0)),           # equal lowest share it
    ([1005, -300, 50], 0, (30.0, -30.0, 0.0)),
])
def test_bank_settlement(totals, winner, expected):
    assert bank_settlement(totals, winner, 30) == expected


def test_no_bank_no_stake_no_settlement():
    board = Scoreboard(RuleSet(), 3, totals=[1000, 0, 0])
    board.winner = 0
    assert board.settlement() == ()


@pytest.mark.parametrize("value", [-1, "100", True, 2_000_000])
def test_a_bad_value_is_refused(value):
    with pytest.raises(RuleError, match="bank"):
        RuleSet.from_dict({"bank": value})
