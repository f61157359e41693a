"""The game record and ``thousand-qt replay``: hand-checked records and bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from thousand_qt.engine import Game, Phase, RuleSet
from thousand_qt.engine.record import PlayerInfo, RecordError, load_record, record_from_game, replay, save_record
from thousand_qt.replay_cli import replay_file

RECORDS = Path(__file__).parent / "records"
GOOD = sorted(RECORDS.glob("*.thousand"))


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "thousand_qt", *args], capture_output=True,
                          text=True, cwd=Path(__file__).parent.parent, timeout=60)


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.stem)
def test_example_records_reproduce_hand_checked_totals(path: Path) -> None:
    expected = json.loads(path.with_suffix("").with_suffix(".expected.json").read_text())
    assert replay_file(str(path)) == expected


def test_classic_record_figures_checked_by_hand() -> None:
    s = replay_file(str(RECORDS / "classic.thousand"))
    d1, d2, d3, d4 = s["deals"]
    # deal 1: seat 1 took 96 card points + ♥ marriage 100 on a contract of 120; seat 2's 24
    # rounds to 25; seat 0 took no trick: a bolt.
    assert d1["points"] == [0, 196, 24] and d1["change"] == [0, 120, 25] and d1["bolts"] == [1, 0, 0]
    # deal 2: seat 0 concedes 105: -105, each opponent half the bid rounded up to 5 = 55.
    assert d2["conceded"] and d2["change"] == [-105, 55, 55]
    assert d3 == {"declarer": None, "contract": None, "points": [0, 0, 0], "change": [0, 0, 0],
                  "totals": [-105, 175, 80], "bolts": [1, 0, 0], "barrel": None, "redeal": True}
    assert d4["change"] == [300, 0, 0] and s["totals"] == [195, 175, 80] and not s["finished"]


def test_barrel_record_mounts_and_wins() -> None:
    s = replay_file(str(RECORDS / "barrel_win.thousand"))
    assert s["deals"][2]["totals"] == [880, -120, -120] and s["deals"][2]["barrel"] == 0
    assert s["finished"] and s["winner"] == 0 and s["totals"] == [1180, -120, -120]


BAD = {
    "truncated": "not valid JSON",
    "unknown_card": "deal 1, hand 0: unknown card 'XZ'",
    "duplicate_card": "deal 1: card AH appears twice",
    "unknown_rule": "rules: unknown rule key 'golden_barrel'",
    "bad_rule_value": "rules: bid_step must be one of 5, 10, not 7",
    "wrong_format": "not a game record",
    "wrong_seat": "deal 1, action 1 \"0 pass\": it is seat 2's turn, not seat 0's",
    "illegal_card": "deal 1, action 7 \"0 play TC\": must follow suit (♦)",
    "rules_null": "rules: must be an object of rule keys, not null",
    "huge_number": "not a game record: a number of 5000 digits",
    "deep_nesting": "not a game record: nested more than 32 levels deep",
    "lone_surrogate_name": "players[0].name: text that is not valid Unicode",
    "name_control_character": "players[1]: the name \"Фё\\x07дор\" contains a control character",
    "hand_not_a_list": "deal 1, hand 0: must be a list of cards, not a string",
    "stock_missing": "deal 1: the game with a stock needs the deal's stock",
    "stock_must_trump": "deal 1, action 4 \"0 play 9S\": must play a trump (♥)",
    "keep_under_always": "deal 1, action 11 \"1 play KD marriage keep\": a marriage always makes its suit trump",
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_records_give_one_line_and_exit_2(name: str) -> None:
    path = RECORDS / "bad" / f"{name}.thousand"
    before = path.read_bytes()
    proc = run_cli("replay", str(path))
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(BAD[name])
    assert proc.stdout == ""
    assert path.read_bytes() == before  # nothing is ever written back


def test_replay_json_cli_and_check_dir(tmp_path: Path) -> None:
    proc = run_cli("replay", "--json", str(RECORDS / "classic.thousand"))
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["totals"] == [195, 175, 80]
    proc = run_cli("replay", "--check", str(RECORDS))
    assert proc.returncode == 0 and f"{len(GOOD)} passed, 0 failed" in proc.stdout
    proc = run_cli("replay", "--check", str(RECORDS / "bad"))
    assert proc.returncode == 2 and f"0 passed, {len(BAD)} failed" in proc.stdout


def test_check_reports_every_file_and_goes_on(tmp_path: Path) -> None:
    """Good and bad files, a FIFO and a folder named like a record: one line each, exit 2."""
    for path in [*GOOD, *(RECORDS / "bad").glob("*.thousand")]:
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "folder.thousand").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.thousand")
    (tmp_path / "deep.thousand").write_text("[" * 100_000)
    if sys.platform.startswith("linux"):  # a name that is not UTF-8
        (Path(os.fsdecode(bytes(tmp_path) + b"/\xff.thousand"))).write_text("{}")
    names = [os.fsencode(p.name).decode("utf-8", "backslashreplace")
             for p in sorted(tmp_path.glob("*.thousand"))]
    proc = run_cli("replay", "--check", str(tmp_path))
    assert proc.returncode == 2 and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert [line.split()[1].rstrip(":") for line in lines[:-1]] == names
    bad = len(names) - len(GOOD)
    assert lines[-1] == f"{len(GOOD)} passed, {bad} failed"
    assert "pipe.thousand: cannot read" in proc.stdout or not hasattr(os, "mkfifo")
    assert "folder.thousand: cannot read" in proc.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_replay_of_a_fifo_exits_2_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.thousand")
    proc = run_cli("replay", str(tmp_path / "pipe.thousand"))
    assert proc.returncode == 2 and proc.stderr.strip().endswith("not a regular file")


def test_replay_of_a_deep_or_huge_record_exits_2_with_one_line(tmp_path: Path) -> None:
    (tmp_path / "deep.thousand").write_text('{"format": "thousand-game", "rules": ' + "[" * 100_000)
    with (tmp_path / "huge.thousand").open("wb") as fh:
        fh.truncate(17 * 2**20)
    for name in ("deep.thousand", "huge.thousand"):
        proc = run_cli("replay", str(tmp_path / name))
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    proc = run_cli("replay", str(tmp_path / "nope.thousand"))
    assert proc.returncode == 2 and "cannot read" in proc.stderr


def test_save_is_atomic_and_round_trips(tmp_path: Path) -> None:
    game = Game(RuleSet(samosval=False), 3, 1)
    game.start_deal(seed=7)
    for _ in range(12):  # auction, give, contract and a few cards; never a concession
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ not in ("Concede", "Redeal")))
    players = [PlayerInfo("Вы"), PlayerInfo("Фёдор", "computer", "strong"), PlayerInfo("Маша", "computer")]
    path = tmp_path / "game.thousand"
    save_record(record_from_game(game, players, {"seed": 7}), path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.thousand"]  # no temporary left behind
    again = replay(load_record(path))
    assert again.phase is game.phase and again.to_act == game.to_act
    assert again.view_for(0) == game.view_for(0)
    assert load_record(path).extras == {"seed": 7}
    assert load_record(path).rules == RuleSet(samosval=False)


def test_replay_upto_stops_early() -> None:
    record = load_record(RECORDS / "classic.thousand")
    game = replay(record, upto=2)
    assert game.phase is Phase.GIVE and game.to_act == 1


def test_a_deal_after_the_end_is_refused() -> None:
    data = json.loads((RECORDS / "barrel_win.thousand").read_text())
    data["deals"].append(dict(data["deals"][0], dealer=1))
    from thousand_qt.engine.record import parse_record

    with pytest.raises(RecordError, match="deal 5: the game was already over"):
        replay(parse_record(data))


def test_the_model_saves_through_the_engines_one_atomic_writer() -> None:
    """One writer under one name: the model's saves, autosaves and statistics call it as it is."""
    from thousand_qt.model import persistence
    from thousand_qt.model.net import autosave, seat
    from thousand_qt.stats import store
    from thousand_qt.storage.atomic_file import save_text_atomic

    for module in (persistence, autosave, seat, store):
        assert module.save_text_atomic is save_text_atomic, module.__name__
    package = Path(__file__).parent.parent / "thousand_qt"
    renamed = [p.name for p in package.rglob("*.py") if "save_text_atomic as" in p.read_text(encoding="utf-8")]
    assert renamed == []


DOCS = Path(__file__).parent.parent / "docs"


def test_the_rules_page_lists_every_house_rule_with_its_default() -> None:
    from thousand_qt.engine import RULE_KEYS

    rows = {}
    for line in (DOCS / "rules.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| `") and len(cells) == 4:
            rows[cells[0].strip("`")] = cells[2].strip("`")
    assert set(rows) == set(RULE_KEYS)
    for key, value in RuleSet().to_dict().items():
        if isinstance(value, dict):
            continue
        assert rows[key] == json.dumps(value).strip('"'), key


def test_the_record_format_page_states_the_bounds_and_every_verb() -> None:
    from thousand_qt.engine import actions
    from thousand_qt.engine import record as rec

    text = (DOCS / "record-format.md").read_text(encoding="utf-8")
    assert f"{rec.MAX_RECORD_BYTES // 2**20} MiB" in text and f"{rec.MAX_DEPTH} levels" in text
    assert f"{rec.MAX_NUMBER_DIGITS}\n  digits" in text or f"{rec.MAX_NUMBER_DIGITS} digits" in text
    assert f"{rec.MAX_STRING} characters" in text and f"{rec.MAX_NAME_LENGTH} characters" in text
    assert f"0-{actions.MAX_SEAT}" in text and f"0-{actions.MAX_AMOUNT}" in text
    for verb in [*actions._SHAPE, "play"]:
        assert f"`S {verb}" in text, verb


def test_stock_record_prints_its_deals_like_the_others() -> None:
    done = run_cli("replay", str(RECORDS / "stock.thousand"))
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "deal 1: with a stock; points 77 263; change +77 +263; totals 77 263",
        "deal 2: with a stock; points 263 77; change +263 +77; totals 340 340",
        "totals 340 340; game in progress"]
    again = json.loads(run_cli("replay", "--json", str(RECORDS / "stock.thousand")).stdout)
    assert again == json.loads((RECORDS / "stock.expected.json").read_text())
