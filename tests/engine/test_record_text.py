"""The text a game saves does not depend on how the engine keeps its history: the records
under tests/records save again to the text they were read from, and random games save to the
same text as when the engine kept its deals as JSON objects (the digests below were taken
then). A game's typed history written as JSON and read back is the same history, and replays
to the same score sheet.

Two sets of digests: :data:`DIGESTS` were taken while the engine kept its deals as JSON objects,
before the §14 scoring keys; :data:`DIGESTS_ALL` under :data:`OPTIONS_ALL`, which draws every
rule key the engine had when they were taken. A key added later is left out of the hashed text,
where it must stand at its default (the games drawn are the same games)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet
from thousand_qt.engine.deal_record import DealRecord
from thousand_qt.engine.record import load_record, loads_record, record_from_game, replay

from .helpers import OPTION_VALUES
from .record_games import random_game, record_of

RECORDS = Path(__file__).resolve().parent.parent / "records"

#: The rule keys added since the digests were taken (RULES.md §14).
KEYS_SINCE = ("bolt_when", "bolt_each_penalty", "golden_bolts", "declarer_scores", "bank",
              "two_player_talons", "second_talon_card", "cut_shown_to", "redeal_when", "redeal_nines_on_hundred",
              "blind_rule", "opening", "marriage_trump", "marriage_moment", "barrel_scoring")
#: The values added since to keys that were there (free_concessions "all", barrel_bidding "opens",
#: the write-off).
VALUES_SINCE = {"free_concessions": "all", "barrel_bidding": "opens", "concede_opponent_points": "bolt"}
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


#: The option table when :data:`DIGESTS_ALL` were taken: every rule key then, with its values.
OPTIONS_ALL: dict[str, list[Any]] = {
    'marriage_values': [{'H': 100, 'D': 80, 'C': 60, 'S': 40}, {'H': 120, 'D': 90, 'C': 50, 'S': 30}],
    'ace_marriage': [False, True],
    'redeal': [True, False],
    'min_bid': [100, 60],
    'bid_step': [5, 10],
    'bid_limit_by_marriages': [True, False],
    'max_bid': [300, 200, 400],
    'minus_bid_threshold': [None, 0, -100, -120, -200, -300, -1000],
    'blind_game': [False, True],
    'hidden_talon_on_hundred': [True, False],
    'raise_after_talon': [True, False],
    'concede': [True, False],
    'concede_penalty': ['bid', 'bolt'],
    'concede_opponent_points': ['half', 'sixty'],
    'free_concessions': [0, 1, 2, 'all'],
    'must_overtake': [False, True],
    'marriage_needs_trick': [True, False],
    'round_opponents': [5, 10, 0],
    'bolt_count': ['total', 'consecutive'],
    'bolt_penalty': [120, 150],
    'samosval': [True, False],
    'golden_round': [False, True, 2],
    'barrel_at': [880, 900],
    'barrel_attempts': [3, 1, 5],
    'barrel_min_contract': [120, 121],
    'barrel_bidding': ['normal', 'automatic'],
    'barrel_falls_reset': [True, False],
    'barrel_collision': ['all_fall', 'higher_stays'],
    'barrel_freezes_opponents': [False, True],
    'minus_thousand_ends': [True, False],
    'stake_per_point': [0, 1, 0.25],
    'two_player_game': ['talons', 'stock'],
    'win_at': [1000, 1001],
    'redeal_hand_below': [14, 13, 15],
    'redeal_nines': [4, 3],
    'redeal_jacks': [False, True],
    'concede_on_barrel': ['sitter', 'nobody'],
    'trump_lead': ['free', 'declarer_only'],
    'barrel_failure': ['contract', 'free'],
    'golden_round_mode': ['forced', 'doubled'],
    'golden_round_reset': [False, True],
    'sitting_out_half_marriage': [False, True],
    'second_talon': ['out', 'last_trick'],
    'cut': [False, True],
    'bolt_when': ['no_trick', 'no_points', 'under_five'],
    'bolt_each_penalty': [0, 60, 5, 120],
    'golden_bolts': ['single', 'double'],
    'declarer_scores': ['contract', 'points'],
    'bank': [0, 100, 2.5],
}

#: sha256 (first 16 hex digits) of random_game(seed)'s record text under OPTIONS_ALL, seed 0, 1, 2...
DIGESTS_ALL = [
    "23241378175afe97",
    "e002f2118fb1e93a",
    "e4c6e7dba482ed72",
    "d2e61d3d825c8c59",
    "5960e1fd826f8517",
    "da34faa5828292bc",
    "a3042c891ff1c81a",
    "94a6f86f8d265370",
    "56d3cfef1e7158e0",
    "c8bc8d4bee1ce861",
    "3278b874522f3250",
    "48c9f1e0c03ed0ba",
    "b036af2eb33f3a24",
    "609c5bbfc8786c15",
    "8c367378f06d7983",
    "9cc53f79e7068aaf",
    "579250d3ace2c615",
    "8cac9cda8f2a8f31",
    "14a695c1fca40352",
    "680cb7c194cc3927",
    "df73aac41e30872e",
    "bb26eebb2d07bd92",
    "5327b0a795f612c1",
    "8358aef87e2dd2fb",
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


@pytest.mark.parametrize("seed", range(len(DIGESTS_ALL)))
def test_a_random_game_under_every_rule_key_saves_to_the_same_text_as_before(seed: int) -> None:
    data = record_of(random_game(seed, options=OPTIONS_ALL)).to_json()
    for key in set(RuleSet().to_dict()) - set(OPTIONS_ALL):     # keys added since: at their defaults
        assert data["rules"].pop(key) == getattr(RuleSet(), key)
    text = json.dumps(data, ensure_ascii=False, indent=1)
    assert hashlib.sha256(text.encode("utf-8")).hexdigest()[:16] == DIGESTS_ALL[seed]


def test_the_games_under_every_rule_key_draw_values_off_the_default() -> None:
    drawn = {key: {json.dumps(random_game(seed, 0, OPTIONS_ALL).rules.to_dict()[key], sort_keys=True)
                   for seed in range(len(DIGESTS_ALL))} for key in OPTIONS_ALL}
    assert all(len(values) > 1 for values in drawn.values()), drawn


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=300))
def test_typed_to_json_to_typed_is_the_same_history_and_replays_to_the_same_totals(seed: int, actions: int) -> None:
    game = random_game(seed, actions)
    assert all(DealRecord.from_json(deal.to_json()) == deal for deal in game.deal_records)
    record = loads_record(record_of(game).dumps())
    assert record.deals == list(game.deal_records)
    again = replay(record)
    assert again.deal_records == game.deal_records
    assert (again.totals, again.results, again.phase) == (game.totals, game.results, game.phase)
