"""Fuzzing with fixed seeds: whole games through the record, illegal actions, corrupted files.

- Whole random games (2/3/4 players, every preset and random option sets) are played through
  the text of their actions and saved; the saved record must replay to the same game.
- Random actions of every type from random seats, and random strings through ``parse_action``
  and ``Game.apply``: each illegal one is refused with its typed error and changes nothing.
- Corrupted records (truncated, bytes flipped, values of the wrong type, deep nesting) go
  through the loader: it either loads them or raises :class:`RecordError`, nothing else.

The default run is short; ``pytest -m fuzz`` runs the same fuzzers with many more cases.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from thousand_qt.engine import DECK, PRESETS, ActionSyntaxError, Game, IllegalActionError, Phase, RuleSet, parse_action
from thousand_qt.engine import actions as A
from thousand_qt.engine.record import (
    PlayerInfo,
    RecordError,
    load_record,
    loads_record,
    record_from_game,
    replay,
    save_record,
)

from .helpers import random_rules

RECORDS = Path(__file__).parent.parent / "records"
GOOD_TEXTS = [p.read_text(encoding="utf-8") for p in sorted(RECORDS.glob("*.thousand"))]


def players(n: int) -> list[PlayerInfo]:
    return [PlayerInfo(f"P{i}", "human" if i == 0 else "computer", None if i == 0 else "easy")
            for i in range(n)]


def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything an illegal action must leave as it was."""
    record = json.dumps(record_from_game(game, players(game.n_players)).to_json())
    views = tuple(game.view_for(s) for s in range(game.n_players))
    return game.phase, game.to_act, game.totals, record, views


# -- whole games through the text of their actions and the record ----------------------------
def play_whole_games(seed: int, games: int, tmp_path: Path, stock: bool = False) -> int:
    """Random whole games; ``stock``: every one a two-player game with a stock."""
    rng = random.Random(seed)
    presets = list(PRESETS.values())
    deals = 0
    for k in range(games):
        n = 2 if stock else (2, 3, 4)[k % 3]
        rules = presets[k % len(presets)] if k % 2 else random_rules(rng)
        if stock:
            rules = rules.with_changes(two_player_game="stock")
        game = Game(rules, n, rng.randrange(n))
        for _ in range(rng.randrange(1, 12)):
            if game.finished:
                break
            game.start_deal(rng=rng)
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
                text = str(rng.choice(game.legal_actions()))
                game.apply(parse_action(text))
            deals += 1
        if rng.random() < 0.5 and not game.finished:  # stop in the middle of a deal
            game.start_deal(rng=rng)
            for _ in range(rng.randrange(12)):
                if game.phase in (Phase.DEAL, Phase.GAME_OVER):
                    break
                game.apply(rng.choice(game.legal_actions()))
        path = tmp_path / f"game{k % 4}.thousand"
        save_record(record_from_game(game, players(n), {"seed": seed}), path)
        again = replay(load_record(path))
        assert (again.totals, again.phase, again.to_act) == (game.totals, game.phase, game.to_act)
        assert again.view_for(0) == game.view_for(0)
    return deals


def test_whole_random_games_replay_from_their_record(tmp_path: Path) -> None:
    assert play_whole_games(seed=11, games=24, tmp_path=tmp_path) >= 24


@pytest.mark.fuzz
def test_whole_random_games_replay_from_their_record_long(tmp_path: Path) -> None:
    assert play_whole_games(seed=12, games=1500, tmp_path=tmp_path) >= 1500


def test_whole_random_stock_games_replay_from_their_record(tmp_path: Path) -> None:
    assert play_whole_games(seed=13, games=12, tmp_path=tmp_path, stock=True) >= 12


@pytest.mark.fuzz
def test_whole_random_stock_games_replay_from_their_record_long(tmp_path: Path) -> None:
    assert play_whole_games(seed=14, games=600, tmp_path=tmp_path, stock=True) >= 600


# -- illegal actions and random strings -------------------------------------------------------
TOKENS = ["0", "1", "2", "3", "4", "-1", "9", "bid", "pass", "blind", "redeal", "talon", "give",
          "discard", "contract", "concede", "play", "marriage", "aces", "100", "105", "120", "500",
          "105.0", "1e3", "TH", "AS", "9c", "10H", "XZ", "", " ", "\n", "\t", "\x00", "Ж", "\ud800",
          "99999999999", "1_0", "٣"]


def random_text(rng: random.Random) -> str:
    return rng.choice(["", " ", "\n"]).join(rng.choice(TOKENS) for _ in range(rng.randrange(0, 6)))


def random_action(rng: random.Random) -> A.Action:
    seat = rng.randrange(4)
    amount = rng.choice([0, 60, 100, 105, 110, 120, 125, 300, 500, 1000])
    c1, c2 = rng.sample(DECK, 2)
    return rng.choice([A.Bid(seat, amount), A.Pass(seat), A.Blind(seat, amount), A.Redeal(seat),
                       A.TakeTalon(seat, rng.randrange(2)), A.Give(seat, c1, c2),
                       A.Discard(seat, c1, c2), A.Contract(seat, amount), A.Concede(seat),
                       A.Play(seat, c1), A.Play(seat, c1, A.MARRIAGE), A.Play(seat, c1, A.ACES)])


def probe_illegal(seed: int, games: int, stock: bool = False) -> int:
    """Random games; before each legal step, random actions and strings are tried (``stock``:
    two-player games with a stock)."""
    rng = random.Random(seed)
    refused = 0
    for k in range(games):
        n = 2 if stock else (2, 3, 4)[k % 3]
        rules = random_rules(rng) if k % 2 else RuleSet(blind_game=True)
        if stock:
            rules = rules.with_changes(two_player_game="stock")
        game = Game(rules, n, rng.randrange(n))
        for _ in range(4):
            if game.finished:
                break
            game.start_deal(rng=rng)
            while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
                for _ in range(2):
                    probe: A.Action | str = random_action(rng) if rng.random() < 0.6 else random_text(rng)
                    if isinstance(probe, str):
                        try:
                            probe = parse_action(probe)
                        except ActionSyntaxError:
                            refused += 1
                            continue
                    if probe.seat < n and probe in game.legal_actions(probe.seat):
                        continue
                    if (isinstance(probe, A.Contract) and not game.rules.raise_after_talon
                            and game.phase is Phase.PLAY):
                        continue  # may restate the bid as the contract (a rules choice, tested on its own)
                    before = snapshot(game)
                    with pytest.raises(IllegalActionError) as err:
                        game.apply(probe if rng.random() < 0.5 else str(probe))
                    assert str(err.value) and "\n" not in str(err.value)
                    assert snapshot(game) == before
                    refused += 1
                game.apply(rng.choice(game.legal_actions()))
        with pytest.raises(IllegalActionError):  # between deals or at the end: nothing applies
            game.apply(random_action(rng))
    return refused


def test_illegal_actions_and_random_strings_are_refused_and_change_nothing() -> None:
    assert probe_illegal(seed=21, games=6) >= 300


@pytest.mark.fuzz
def test_illegal_actions_and_random_strings_long() -> None:
    assert probe_illegal(seed=22, games=300) >= 10_000


def test_illegal_actions_in_the_stock_game_are_refused_and_change_nothing() -> None:
    assert probe_illegal(seed=23, games=3, stock=True) >= 150


@pytest.mark.fuzz
def test_illegal_actions_in_the_stock_game_long() -> None:
    assert probe_illegal(seed=24, games=150, stock=True) >= 5_000


# -- corrupted record files -------------------------------------------------------------------
WRONG_VALUES: list[Any] = [None, True, 0, -1, 7.5, 10**17, "", "x", "\ud800", [], [None], {}, {"a": 1},
                           "AS", ["AS"], [[]], "0 pass", "\n", "Я" * 50]


def corrupt_value(data: Any, rng: random.Random) -> Any:
    """``data`` with one value, anywhere in it, replaced by a value of another type."""
    data = copy.deepcopy(data)
    parent, key = None, None
    node = data
    for _ in range(rng.randrange(1, 7)):
        if isinstance(node, dict) and node:
            parent, key = node, rng.choice(list(node))
        elif isinstance(node, list) and node:
            parent, key = node, rng.randrange(len(node))
        else:
            break
        node = parent[key]
    if parent is None:
        return rng.choice(WRONG_VALUES)
    parent[key] = rng.choice(WRONG_VALUES)
    return data


def corrupt_text(text: str, rng: random.Random) -> str:
    how = rng.randrange(6)
    if how == 0:
        return text[:rng.randrange(len(text))]
    if how == 1:
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.randrange(1, 8)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return raw.decode("utf-8", "surrogateescape")
    if how == 2:
        return json.dumps(corrupt_value(json.loads(text), rng), ensure_ascii=rng.random() < 0.5)
    if how == 3:
        depth = rng.choice([33, 1000, 50_000])
        opener = rng.choice(["[", '{"a":'])
        closer = "]" if opener == "[" else "}"
        nested = opener * depth + "1" + closer * depth * rng.randrange(2)
        return text.replace('"rules": {}', f'"rules": {nested}', 1)
    if how == 4:
        at = rng.randrange(len(text))
        return text[:at] + rng.choice(["\\ud800", "9" * 5000, "NaN", "\x00", "]", "{", '"']) + text[at:]
    data = json.loads(text)
    data["deals"] = data.get("deals", [])[: rng.randrange(4)] + [rng.choice(WRONG_VALUES)]
    return json.dumps(data)


def fuzz_records(seed: int, cases: int, tmp_path: Path) -> tuple[int, int]:
    rng = random.Random(seed)
    loaded = refused = 0
    for k in range(cases):
        text = corrupt_text(rng.choice(GOOD_TEXTS), rng)
        path = tmp_path / f"case{k % 8}.thousand"
        try:  # flipped bytes go back as they were; a lone surrogate is written as such
            raw = text.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            raw = text.encode("utf-8", "surrogatepass")
        path.write_bytes(raw)
        try:
            replay(load_record(path) if k % 2 else loads_record(text))
        except RecordError as err:
            message = str(err)
            assert message and "\n" not in message and len(message) <= 300
            refused += 1
        else:
            loaded += 1
    return loaded, refused


def test_corrupted_records_give_only_the_typed_error(tmp_path: Path) -> None:
    loaded, refused = fuzz_records(seed=31, cases=150, tmp_path=tmp_path)
    assert refused >= 100


@pytest.mark.fuzz
def test_corrupted_records_long(tmp_path: Path) -> None:
    loaded, refused = fuzz_records(seed=32, cases=20_000, tmp_path=tmp_path)
    assert refused >= 10_000
