"""The text a game saves does not depend on how the engine keeps its history: the records
under tests/records save again to the text they were read from, and random games save to the
same text as when the engine kept its deals as JSON objects (the digests below were taken
then). A game's typed history written as JSON and read back is the same history, and replays
to the same score sheet."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet
from thousand_qt.engine.deal_record import DealRecord, deal_records_of
from thousand_qt.engine.record import load_record, loads_record, record_from_game, replay

from .helpers import OPTION_VALUES
from .record_games import random_game, record_of

RECORDS = Path(__file__).resolve().parent.parent / "records"

#: The rule keys added since the digests were taken (RULES.md §14's scoring keys).
KEYS_SINCE = ("bolt_when", "bolt_each_penalty", "golden_bolts", "declarer_scores", "bank", "barrel_scoring")
#: The values added since to keys that were there (free_concessions "all", the write-off).
VALUES_SINCE = {"free_concessions": "all", "concede_opponent_points": "bolt"}
#: The option table as it was then (the keys and values added since left out, so that the games
#: stay the same games).
OPTIONS_THEN = {key: [v for v in values if key not in VALUES_SINCE or v != VALUES_SINCE[key]]
                for key, values in OPTION_VALUES.items() if key not in KEYS_SINCE}

#: sha256 (first 16 hex digits) of random_game(seed)'s record text under OPTIONS_THEN, seed 0,
#: 1, 2... (the four games with a stock under the cut changed once since, when that game began
#: to cut)
DIGESTS = [
    "3ea4a29fc743a1d0",
    "bcac6117be8d5252",
    "908035a4d7240c84",
    "e7797d331f0668e1",  # a game with a stock and the cut: cut since the rules say so (RULES.md §13)
    "862dd90ba6d9f6d3",
    "7d227f9fc36b994e",
    "fa6e0acb02df7296",
    "c995ed1d27adb562",
    "a31ccec5b522be8d",
    "9e0fc4c9c5086755",  # a game with a stock and the cut: cut since the rules say so (RULES.md §13)
    "87fb6b212ca47b44",
    "b4a85cd120d2cbdb",
    "4f855da60e60d477",  # a game with a stock and the cut: cut since the rules say so (RULES.md §13)
    "63ca37e597f4c59f",
    "857f2f88647f57fe",
    "2850cae84c0a08ad",
    "f3a1425c88f70062",
    "01394b6816c140f4",
    "f1bb0eb3afcdc78b",  # a game with a stock and the cut: cut since the rules say so (RULES.md §13)
    "881548cd96b2809c",
    "09f8c11662842402",
    "1b5b710c57a0363f",
    "101f908306d6e6f4",
    "218e33adf7fac8f3",
]


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.thousand")), ids=lambda p: p.stem)
def test_a_record_saves_to_the_text_it_was_read_from(path: Path) -> None:
    record = load_record(path)
    again = record_from_game(replay(record), record.players, record.extras)
    assert again.dumps() == record.dumps()


@pytest.mark.parametrize("seed", range(len(DIGESTS)))
def test_a_random_game_saves_to_the_same_text_as_before(seed: int) -> None:
    data = record_of(random_game(seed, options=OPTIONS_THEN)).to_json()
    for key in KEYS_SINCE:              # a record lists every key: the new ones, at their defaults
        assert data["rules"].pop(key) == getattr(RuleSet(), key)
    text = json.dumps(data, ensure_ascii=False, indent=1)       # as GameRecord.dumps writes it
    assert hashlib.sha256(text.encode("utf-8")).hexdigest()[:16] == DIGESTS[seed]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=300))
def test_typed_to_json_to_typed_is_the_same_history_and_replays_to_the_same_totals(seed: int, actions: int) -> None:
    game = random_game(seed, actions)
    assert all(DealRecord.from_json(deal.to_json()) == deal for deal in game.deal_records)
    record = loads_record(record_of(game).dumps())
    assert deal_records_of(record.deals) == tuple(game.deal_records)
    again = replay(record)
    assert again.deal_records == game.deal_records
    assert (again.totals, again.results, again.phase) == (game.totals, game.results, game.phase)
