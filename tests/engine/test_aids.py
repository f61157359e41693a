"""Training aids as a value: off by default, written to and read from the record's ``aids``."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from thousand_qt.engine.aids import AID_NAMES, Aids, AidsError
from thousand_qt.engine.record import RecordError, loads_record, parse_record

CLASSIC: dict[str, Any] = json.loads(
    (Path(__file__).parent.parent / "records" / "classic.thousand").read_text(encoding="utf-8"))


def test_off_by_default() -> None:
    assert Aids() == Aids(False, False, False)
    assert not Aids().any and Aids().to_record() == []


@given(st.booleans(), st.booleans(), st.booleans())
def test_round_trip_through_the_record(hands: bool, suits: bool, card: bool) -> None:
    aids = Aids(hands, suits, card)
    assert Aids.from_record(aids.to_record()) == aids
    assert aids.any == bool(aids.to_record())      # what the statistics read: any aid → not empty
    data = copy.deepcopy(CLASSIC)
    data["aids"] = aids.to_record()
    record = loads_record(parse_record(data).dumps())
    assert Aids.from_record(record.extras["aids"]) == aids


def test_names_in_the_record() -> None:
    assert Aids(opponents_hands=True, talon_card=True).to_record() == ["opponents_hands", "talon_card"]
    assert AID_NAMES == ("opponents_hands", "talon_suits", "talon_card")
    assert Aids.from_record(None) == Aids()


@pytest.mark.parametrize("value, words", [
    ({"talon_suits": True}, "must be a list of aid names"),
    ("talon_suits", "must be a list of aid names"),
    (["talon_suits", 1], "each aid is a name in quotes"),
    (["x-ray"], "'x-ray' is not a training aid"),
])
def test_a_bad_value_is_one_clear_line(value: Any, words: str) -> None:
    with pytest.raises(AidsError, match=words):
        Aids.from_record(value)
    data = copy.deepcopy(CLASSIC)
    data["aids"] = value
    with pytest.raises(RecordError) as err:
        parse_record(data)
    text = str(err.value)
    assert text.startswith("aids: ") and words in text and "\n" not in text
