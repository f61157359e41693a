"""Each user of a record (the review, the statistics, the analysis) replays it once: one walk
(thousand_qt.engine.record_walk) both checks it and gathers what the user needs."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt.analysis.game_analysis import count_decisions
from thousand_qt.engine import Game
from thousand_qt.engine.record import count_actions, load_record
from thousand_qt.review.cursor import ReviewCursor
from thousand_qt.stats.figures import replay_events

RECORDS = Path(__file__).resolve().parent / "records"


class _Counting:
    """Counts Game.apply while it is on (monkeypatched)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        apply = Game.apply

        def counted(game: Game, action):  # type: ignore[no-untyped-def]
            self.calls += 1
            return apply(game, action)

        monkeypatch.setattr(Game, "apply", counted)


@pytest.mark.parametrize("use", [
    lambda record: ReviewCursor(record),
    lambda record: replay_events(record),
    lambda record: count_decisions(record, 0),
], ids=["review", "statistics", "analysis"])
def test_each_user_of_a_record_replays_it_once(monkeypatch: pytest.MonkeyPatch, use) -> None:
    record = load_record(RECORDS / "barrel_win.thousand")
    counting = _Counting(monkeypatch)
    use(record)
    assert counting.calls == count_actions(record)
