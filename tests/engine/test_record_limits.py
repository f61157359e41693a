"""A malformed record gives one :class:`RecordError` line: never a traceback, a hang or a crash.

Bounds: size, nesting depth, number length; types of every key; strings that are valid Unicode;
player names that are non-empty, short and free of control characters.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any, Callable

import pytest

from thousand_qt.engine.record import (
    MAX_NAME_LENGTH,
    MAX_RECORD_BYTES,
    PlayerInfo,
    RecordError,
    load_record,
    loads_record,
    parse_record,
    replay,
    save_record,
)

RECORDS = Path(__file__).parent.parent / "records"
CLASSIC: dict[str, Any] = json.loads((RECORDS / "classic.thousand").read_text(encoding="utf-8"))
HEAD = '{"format": "thousand-game", "version": 1, '


def one_line(err: pytest.ExceptionInfo[RecordError]) -> str:
    text = str(err.value)
    assert text and "\n" not in text and "\r" not in text and len(text) <= 300
    return text


def test_deep_nesting_is_refused_before_the_json_parser_recurses() -> None:
    for text in (HEAD + '"rules": ' + "[" * 100_000 + "]" * 100_000 + "}",
                 "[" * 100_000, '{"a":' * 100_000):
        with pytest.raises(RecordError) as err:
            loads_record(text)
        assert "nested" in one_line(err)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    data = copy.deepcopy(CLASSIC)
    data["created"] = "[" * 200 + '\\"{' * 50
    assert loads_record(json.dumps(data)).extras["created"] == data["created"]


def test_a_network_tables_128_bit_seed_is_read() -> None:
    seed = 2**128 - 1
    assert loads_record(json.dumps(dict(CLASSIC, seed=seed))).extras["seed"] == seed


def test_a_number_of_thousands_of_digits_is_refused() -> None:
    with pytest.raises(RecordError) as err:
        loads_record(HEAD + '"seed": ' + "9" * 5000 + "}")
    assert "digits" in one_line(err)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_non_finite_numbers_are_refused(constant: str) -> None:
    data = json.dumps(dict(CLASSIC, rules={"stake_per_point": 1})).replace(
        '"stake_per_point": 1', f'"stake_per_point": {constant}')
    with pytest.raises(RecordError) as err:
        loads_record(data)
    one_line(err)


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


WRONG_TYPES = {
    "rules null": (_set(("rules",), None), "rules"),
    "rules a list": (_set(("rules",), []), "rules"),
    "rule value a string": (_set(("rules",), {"bid_step": "5"}), "bid_step"),
    "marriage values a list": (_set(("rules",), {"marriage_values": [100]}), "marriage_values"),
    "players an object": (_set(("players",), {"a": 1}), "players"),
    "players null": (_set(("players",), None), "players"),
    "a player a string": (_set(("players", 1), "Фёдор"), "players[1]"),
    "a name a number": (_set(("players", 1, "name"), 5), "players[1]"),
    "a name a list": (_set(("players", 1, "name"), ["a"]), "players[1]"),
    "a kind a list": (_set(("players", 1, "kind"), []), "players[1]"),
    "a level a number": (_set(("players", 1, "level"), 3), "players[1]"),
    "deals an object": (_set(("deals",), {}), "deals"),
    "a deal a list": (_set(("deals", 0), []), "deal 1"),
    "dealer a string": (_set(("deals", 0, "dealer"), "0"), "deal 1"),
    "dealer a bool": (_set(("deals", 0, "dealer"), False), "deal 1"),
    "dealer a float": (_set(("deals", 0, "dealer"), 0.0), "deal 1"),
    "hands a string": (_set(("deals", 0, "hands"), "AS"), "deal 1"),
    "a hand a string": (_set(("deals", 0, "hands", 0), "TD KD"), "deal 1, hand 0"),
    "a card a number": (_set(("deals", 0, "hands", 0, 0), 10), "deal 1, hand 0"),
    "a card a list": (_set(("deals", 0, "hands", 0, 0), ["TD"]), "deal 1, hand 0"),
    "talon null": (_set(("deals", 0, "talon"), None), "deal 1, talon"),
    "talon of lists": (_set(("deals", 0, "talon"), [["QS"], ["JC"], ["9C"]]), "deal 1, talon"),
    "actions a string": (_set(("deals", 0, "actions"), "2 pass"), "deal 1"),
    "an action a number": (_set(("deals", 0, "actions", 0), 7), "deal 1"),
    "an action null": (_set(("deals", 0, "actions", 0), None), "deal 1"),
    "created a number": (_set(("created",), 2024), "created"),
    "app_version a list": (_set(("app_version",), ["0.1"]), "app_version"),
    "seed a string": (_set(("seed",), "7"), "seed"),
    "seed a float": (_set(("seed",), 7.5), "seed"),
    "version a string": (_set(("version",), "1"), "version"),
}


@pytest.mark.parametrize("case", sorted(WRONG_TYPES))
def test_a_wrong_json_type_anywhere_is_one_clear_line(case: str) -> None:
    change, where = WRONG_TYPES[case]
    data = copy.deepcopy(CLASSIC)
    change(data)
    with pytest.raises(RecordError) as err:
        replay(loads_record(json.dumps(data)))
    assert one_line(err).startswith(where) or where in one_line(err)


LONE = "\\ud800"


@pytest.mark.parametrize("place", ['"players": [{"name": "X"}]', '"level": "X"', '"kind": "X"',
                                   '"created": "X"', '"TD"', '"2 bid 105"', '"comment": "X"'])
def test_a_string_that_is_not_valid_unicode_is_refused_on_load(place: str) -> None:
    text = (RECORDS / "classic.thousand").read_text(encoding="utf-8")
    data = json.loads(text)
    data["comment"] = "X"
    data["created"] = "X"
    data["players"][1]["level"] = "X"
    text = json.dumps(data, ensure_ascii=False, indent=1)
    if place.startswith('"players"'):
        bad = text.replace('"name": "Вы"', f'"name": "Вы{LONE}"')
    elif place in ('"TD"', '"2 bid 105"'):
        bad = text.replace(place, place[:-1] + LONE + '"', 1)
    else:
        key, _ = place.split(": ")
        bad = text.replace(place.replace(": ", ": ", 1), f'{key}: "X{LONE}"', 1)
        if key == '"kind"':
            bad = text.replace('"kind": "human"', f'"kind": "human{LONE}"')
    assert bad != text
    with pytest.raises(RecordError) as err:
        loads_record(bad)
    assert "Unicode" in one_line(err)


def test_a_lone_surrogate_in_a_name_names_the_player() -> None:
    text = (RECORDS / "classic.thousand").read_text(encoding="utf-8")
    with pytest.raises(RecordError) as err:
        loads_record(text.replace('"name": "Фёдор"', f'"name": "Фёдор{LONE}"'))
    assert one_line(err).startswith("players[1]")


@pytest.mark.parametrize("name, problem", [("", "empty"), ("   ", "empty"),
                                           ("Я" * (MAX_NAME_LENGTH + 1), "longer"),
                                           ("Ма\nша", "control"), ("Ma\x07", "control"),
                                           ("Ma\x7f", "control"), ("\x85", "control")])
def test_bad_player_names_are_refused_with_the_player_named(name: str, problem: str) -> None:
    data = copy.deepcopy(CLASSIC)
    data["players"][2]["name"] = name
    with pytest.raises(RecordError) as err:
        loads_record(json.dumps(data))
    line = one_line(err)
    assert line.startswith("players[2]") and problem in line


def test_a_name_at_the_limit_loads() -> None:
    data = copy.deepcopy(CLASSIC)
    data["players"][2]["name"] = "Я" * MAX_NAME_LENGTH
    assert loads_record(json.dumps(data)).players[2].name == "Я" * MAX_NAME_LENGTH


def test_a_huge_string_gives_a_short_line() -> None:
    data = copy.deepcopy(CLASSIC)
    data["deals"][0]["actions"][0] = "2 bid 105\n" + "x" * 1_000_000
    with pytest.raises(RecordError) as err:
        replay(parse_record(data))
    one_line(err)


def test_an_action_with_a_line_break_gives_one_line() -> None:
    data = copy.deepcopy(CLASSIC)
    data["deals"][0]["actions"][0] = "2 bid\n105"
    with pytest.raises(RecordError) as err:
        replay(parse_record(data))
    assert one_line(err).startswith("deal 1, action 1")


def test_a_file_over_the_size_bound_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.thousand"
    with path.open("wb") as fh:
        fh.truncate(MAX_RECORD_BYTES + 1)  # sparse: nothing is written
    with pytest.raises(RecordError) as err:
        load_record(path)
    assert "too large" in one_line(err)


def test_a_folder_and_a_device_are_not_records(tmp_path: Path) -> None:
    for path in (tmp_path, Path(os.devnull)):
        with pytest.raises(RecordError) as err:
            load_record(path)
        assert "not a regular file" in one_line(err)


def test_a_path_with_a_nul_character_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as err:
        load_record(str(tmp_path / "a\0b.thousand"))
    assert "not a valid file name" in one_line(err)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.thousand"
    os.mkfifo(fifo)
    with pytest.raises(RecordError) as err:
        load_record(fifo)
    assert "not a regular file" in one_line(err)


def test_a_long_or_control_name_is_cleaned_when_saved_so_the_file_loads(tmp_path: Path) -> None:
    record = parse_record(CLASSIC)
    record.players[0] = PlayerInfo("Вы\n" + "Я" * 60)
    path = tmp_path / "game.thousand"
    save_record(record, path)
    name = load_record(path).players[0].name
    assert name == ("Вы " + "Я" * 60)[:MAX_NAME_LENGTH]
