"""The record's ``continued`` key: a game started from a position of another game's review."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from thousand_qt.engine.record import RecordError, loads_record, parse_record

CLASSIC: dict[str, Any] = json.loads(
    (Path(__file__).parent.parent / "records" / "classic.thousand").read_text(encoding="utf-8"))


def test_continued_is_kept_through_the_record() -> None:
    data = copy.deepcopy(CLASSIC)
    data["continued"] = True
    record = parse_record(data)
    assert record.extras["continued"] is True
    assert loads_record(record.dumps()).extras["continued"] is True
    assert "continued" not in parse_record(copy.deepcopy(CLASSIC)).extras


@pytest.mark.parametrize("value", ["yes", 1, None, [True]])
def test_continued_must_be_true_or_false(value: Any) -> None:
    data = copy.deepcopy(CLASSIC)
    data["continued"] = value
    with pytest.raises(RecordError, match=r"^continued: must be true or false"):
        parse_record(data)
