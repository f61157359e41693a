"""The record's ``continued`` and ``undone`` keys: a game started from a position of another
game's review, and a game in which an action was taken back."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from thousand_qt.engine.record import RecordError, loads_record, parse_record

CLASSIC: dict[str, Any] = json.loads(
    (Path(__file__).parent.parent / "records" / "classic.thousand").read_text(encoding="utf-8"))


@pytest.mark.parametrize("key", ["continued", "undone"])
def test_the_mark_is_kept_through_the_record(key: str) -> None:
    data = copy.deepcopy(CLASSIC)
    data[key] = True
    record = parse_record(data)
    assert record.extras[key] is True
    assert loads_record(record.dumps()).extras[key] is True
    assert key not in parse_record(copy.deepcopy(CLASSIC)).extras


@pytest.mark.parametrize("key", ["continued", "undone"])
@pytest.mark.parametrize("value", ["yes", 1, None, [True]])
def test_the_mark_must_be_true_or_false(key: str, value: Any) -> None:
    data = copy.deepcopy(CLASSIC)
    data[key] = value
    with pytest.raises(RecordError, match=rf"^{key}: must be true or false"):
        parse_record(data)
