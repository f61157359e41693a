"""The review walks a record whose redeals come after the contract (docs/rules.md:
``redeal_when`` ``before_lead``; tests/records/redeal_before_lead): each redeal is a deal of its
own, not counted by the score sheet, and its last move is the opponent's redeal."""

from __future__ import annotations

from pathlib import Path

from thousand_qt.engine.actions import Redeal
from thousand_qt.engine.record import load_record
from thousand_qt.review.cursor import ReviewCursor

RECORD = Path(__file__).resolve().parents[1] / "records" / "redeal_before_lead.thousand"


def test_the_late_redeals_are_deals_of_their_own():
    cursor = ReviewCursor(load_record(RECORD))
    assert [cursor.is_redeal(k) for k in range(3)] == [True, True, False]
    assert cursor.deals_counted == 1 and cursor.deal_number(2) == 1
    moves = [(cursor.position(k).deal, cursor.action_at(k)) for k in range(len(cursor))]
    assert [deal for deal, action in moves if isinstance(action, Redeal)] == [0, 1]
    at = next(k for k in range(len(cursor)) if isinstance(cursor.action_at(k), Redeal))
    assert str(cursor.action_before(at)) == "1 contract 100"          # after the contract
    assert cursor.game_at(at + 1).results[-1].redeal
