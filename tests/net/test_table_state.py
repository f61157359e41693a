"""A table's state written and read back: the game goes on exactly as it would have, the
tokens are kept only as digests, and a bad state file is set aside without stopping anything."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import Redeal
from thousand_qt.net import table_state
from thousand_qt.net.table import SeatSpec, Table, token_digest
from thousand_qt.net.table_state import TableStateError, restore_table, state_text
from thousand_qt.net.table_store import StateWriter, TableStore


def started(kinds: str = "hhh", seed: int | str = 5) -> tuple[Table, list[str]]:
    specs = [SeatSpec("human") if k == "h" else SeatSpec("computer", "", "easy") for k in kinds]
    table = Table("ABCDEF", RuleSet(), specs, seed=seed)  # type: ignore[arg-type]  # a string seed too
    tokens = [table.join(f"P{i}")[1] for i, k in enumerate(kinds) if k == "h"]
    for i, k in enumerate(kinds):
        if k == "h":
            table.set_ready(i, True)
    return table, tokens


def step(table: Table) -> bool:
    """Play the first legal action that is no redeal (the people's seats only); False when over."""
    game = table.game
    assert game is not None
    if game.finished or game.to_act is None:
        return False
    legal = [a for a in game.legal_actions() if not isinstance(a, Redeal)] or game.legal_actions()
    table.act(legal[0].seat, str(legal[0]))
    return True


@settings(max_examples=12, deadline=None)
@given(cut=st.integers(0, 120), seed=st.one_of(st.integers(1, 2**256), st.text("0123456789abcdef", min_size=32,
                                                                               max_size=32)))
def test_a_restored_table_plays_on_exactly_as_the_first(cut: int, seed: int | str) -> None:
    first, tokens = started(seed=seed)
    for _ in range(cut):
        step(first)
    second = restore_table(state_text(first))
    assert second.record_text() == first.record_text() and second.seed == first.seed
    assert second.away_seats() == [0, 1, 2]
    for seat, token in enumerate(tokens):
        assert second.seat_of_token(token) == seat
        second.rejoin(seat)
    for _ in range(400):                # on past the deals dealt before the restart
        went = step(first)
        assert step(second) == went
        assert second.record_text() == first.record_text()
        if not went:
            break


def test_the_state_holds_no_token_only_its_digest() -> None:
    table, tokens = started("hhc")
    text = state_text(table)
    assert not any(token in text for token in tokens)
    seats = json.loads(text)["seats"]
    assert [s["token_sha256"] for s in seats] == [token_digest(tokens[0]), token_digest(tokens[1]), None]


def test_a_seat_the_computer_took_is_played_by_it_after_the_restart_until_its_person_is_back() -> None:
    table, tokens = started("hhc")
    table.drop(1)
    table.take_over(1)
    restored = restore_table(state_text(table))
    assert restored.away_seats() == [0]
    assert restored.seats[1].computer_plays and restored.seats[2].computer_plays
    restored.rejoin(1)
    assert not restored.seats[1].computer_plays and restored.seat_of_token(tokens[1]) == 1


def test_a_table_not_started_comes_back_with_its_seats_free() -> None:
    specs = [SeatSpec("human"), SeatSpec("human"), SeatSpec("computer", "Robo", "strong")]
    table = Table("ZZZ234", RuleSet(), specs, reconnect_seconds=90, takeover_level="strong", allow_hints=True)
    table.join("Anna")
    restored = restore_table(state_text(table))
    assert not restored.started and [s.taken for s in restored.seats] == [False, False, False]
    assert (restored.code, restored.reconnect_seconds, restored.takeover_level, restored.allow_hints) == \
        ("ZZZ234", 90, "strong", True)
    assert restored.seats[2].name == "Robo" and restored.seats[2].spec.level == "strong"
    assert restored.join("Boris")[0] == 0


@pytest.mark.parametrize("change", [
    lambda d: d.update(format="something else"),
    lambda d: d.update(version=99),
    lambda d: d.update(code="../../x"),
    lambda d: d.update(seed=None),
    lambda d: d.update(seed="12x", seed_is_int=True),
    lambda d: d["seats"][0].update(token_sha256="not a digest"),
    lambda d: d["seats"][1].update(kind="robot"),
    lambda d: d.update(seats=d["seats"][:1]),
    lambda d: d["record"]["deals"][0].update(actions=["nonsense"]),
    lambda d: d.update(rules={"no_such_rule": 1}),
])
def test_a_state_that_is_not_one_is_refused_with_one_line(change) -> None:  # noqa: ANN001 - a lambda
    table, _ = started()
    step(table)
    data = json.loads(state_text(table))
    change(data)
    with pytest.raises(TableStateError) as info:
        restore_table(json.dumps(data))
    assert "\n" not in str(info.value)


def test_the_store_sets_a_bad_file_aside_and_loads_the_rest(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    store = TableStore(tmp_path)
    table, _ = started()
    assert store.save(table)
    (store.folder / "QQQQQQ.json").write_text("{not json", encoding="utf-8")
    (store.folder / "RRRRRR.json").write_text(state_text(table), encoding="utf-8")   # another table's state
    with caplog.at_level(logging.ERROR):
        loaded = store.load()
    assert [t.code for t in loaded] == ["ABCDEF"]
    assert sorted(p.name for p in store.folder.iterdir()) == ["ABCDEF.json", "QQQQQQ.json.bad", "RRRRRR.json.bad"]
    assert "QQQQQQ.json" in caplog.text and "kept as" in caplog.text
    store.remove("ABCDEF")
    assert not store.path("ABCDEF").exists() and store.folder.exists()     # the bad ones stay


def test_a_state_that_cannot_be_written_is_said_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "in-play").write_text("a file where the folder should be", encoding="utf-8")
    store = TableStore(tmp_path)
    table, _ = started()
    with caplog.at_level(logging.ERROR):
        assert not store.save(table)
        assert not store.save(table)
    assert caplog.text.count("cannot write its state") == 1


def test_a_writer_with_an_interval_writes_less_often_and_always_the_newest_state(tmp_path: Path) -> None:
    written: list[str] = []

    class Counting(TableStore):
        def write(self, code: str, text: str) -> bool:
            written.append(text)
            return super().write(code, text)

    table, _ = started()
    store = Counting(tmp_path)

    async def main() -> None:
        writer = StateWriter(store, interval=3600.0)
        for _ in range(30):
            step(table)
            writer.changed(table)
            await asyncio.sleep(0)
        await writer.close()            # the server stops: what waits is written at once

    asyncio.run(main())
    assert len(written) == 1                    # the first state; the second write is the moves since it
    assert table.game is not None
    moves = store.moves_path(table.code).read_text(encoding="utf-8")
    assert moves.count("\n") == len(table.game.deal_records[-1].actions) - 1
    assert files_of(store, table.code).record_text() == table.record_text()


def files_of(store: TableStore, code: str) -> Table:
    """The table a restarted server would resume from ``store``'s files."""
    moves = store.moves_path(code)
    return restore_table(store.path(code).read_text(encoding="utf-8"),
                         moves.read_text(encoding="utf-8") if moves.exists() else "")


def test_a_writer_writes_the_whole_state_once_a_deal_and_a_line_per_action(tmp_path: Path) -> None:
    wholes: list[str] = []

    class Counting(TableStore):
        def write(self, code: str, text: str) -> bool:
            wholes.append(text)
            return super().write(code, text)

    table, _ = started()
    store = Counting(tmp_path)
    game = table.game
    assert game is not None

    async def main() -> None:
        writer = StateWriter(store)
        for _ in range(120):
            if not step(table):
                break
            writer.changed(table)
            await writer.flush()
            assert files_of(store, table.code).record_text() == table.record_text()
        await writer.close()

    asyncio.run(main())
    assert len(game.deal_records) >= 3
    assert len(wholes) == len(game.deal_records)        # one whole state a deal, the rest moves


def test_a_move_cut_short_by_a_crash_is_left_out_and_the_rest_replay(tmp_path: Path) -> None:
    table, _ = started()
    store = TableStore(tmp_path)

    async def main() -> None:
        writer = StateWriter(store)
        writer.changed(table)
        await writer.flush()
        for _ in range(3):
            step(table)
            writer.changed(table)
            await writer.flush()
        await writer.close()

    asyncio.run(main())
    before_last = table.record_text()
    step(table)
    lines = store.moves_path(table.code).read_text(encoding="utf-8")
    assert lines.count("\n") == 3
    game = table.game
    assert game is not None
    cut = json.dumps([len(game.deal_records) - 1, 3, str(game.deal_records[-1].actions[3])])[:-4]
    store.moves_path(table.code).write_text(lines + cut, encoding="utf-8")
    assert files_of(store, table.code).record_text() == before_last


def test_moves_of_another_deal_or_that_do_not_replay_are_left_out(tmp_path: Path,
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    table, _ = started()
    store = TableStore(tmp_path)
    assert store.save(table)
    state = table.record_text()
    moves = store.moves_path(table.code)
    moves.write_text(json.dumps([5, 0, "1 bid 110"]) + "\n", encoding="utf-8")     # another deal's
    assert files_of(store, table.code).record_text() == state
    moves.write_text(json.dumps([0, 0, "2 bid 300"]) + "\n", encoding="utf-8")     # not this deal's move
    with caplog.at_level(logging.WARNING):
        assert files_of(store, table.code).record_text() == state
    assert "do not replay" in caplog.text
    assert [t.code for t in store.load()] == [table.code]


def test_the_state_point_makes_the_settings_again_only_when_they_change(monkeypatch: pytest.MonkeyPatch) -> None:
    table, _ = started()
    made: list[int] = []
    real = table_state._settings
    monkeypatch.setattr(table_state, "_settings", lambda t: made.append(1) or real(t))
    first = table_state.state_point(table)
    for _ in range(3):
        step(table)
        assert table_state.state_point(table).settings is first.settings
    assert len(made) == 1
    table.drop(0)
    table.take_over(0)
    later = table_state.state_point(table)
    assert len(made) == 2 and later.settings["seats"][0]["computer_plays"]
    assert later.moves_since(first) is None and table_state.state_point(table).settings is later.settings
    table.public = not table.public
    assert table_state.state_point(table).settings["public"] is table.public and len(made) == 3


@pytest.mark.parametrize("good", [0, 2, 3])
def test_a_state_and_its_moves_are_replayed_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, good: int) -> None:
    table, _ = started()
    store = TableStore(tmp_path)
    assert store.save(table)
    for _ in range(3):
        step(table)
    game = table.game
    assert game is not None
    deal = len(game.deal_records) - 1
    lines = [json.dumps([deal, i, str(a)]) + "\n" for i, a in enumerate(game.deal_records[-1].actions)]
    if good < 3:        # a move the engine refuses after ``good`` that it takes
        lines[good] = json.dumps([deal, good, "1 bid 990"]) + "\n"
    store.moves_path(table.code).write_text("".join(lines), encoding="utf-8")
    walks: list[int] = []
    real = table_state.walk
    monkeypatch.setattr(table_state, "walk", lambda *args, **kw: walks.append(1) or real(*args, **kw))
    restored = files_of(store, table.code)
    assert walks == [1]
    assert restored.game is not None and restored.game.deal_records[-1].actions == game.deal_records[-1].actions[:good]


def test_an_ended_table_leaves_neither_state_nor_moves(tmp_path: Path) -> None:
    table, _ = started()
    store = TableStore(tmp_path)

    async def main() -> None:
        writer = StateWriter(store)
        for _ in range(4):
            step(table)
            writer.changed(table)
            await writer.flush()
        assert store.moves_path(table.code).exists()
        writer.ended(table.code)
        await writer.close()

    asyncio.run(main())
    assert not store.path(table.code).exists() and not store.moves_path(table.code).exists()


def test_moves_files_held_open_stay_few_and_every_table_resumes(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from thousand_qt.net import table_store

    monkeypatch.setattr(table_store, "OPEN_MOVES", 2)
    tables = []
    for code in ("ABCDEG", "ABCDEH", "ABCDEJ", "ABCDEK"):
        table, _ = started()
        table.code = code
        tables.append(table)
    store = TableStore(tmp_path)

    async def main() -> int:
        writer = StateWriter(store)
        most = 0
        for _ in range(30):             # the tables take turns, more of them than files held open
            for table in tables:
                step(table)
                writer.changed(table)
                await writer.flush()
                most = max(most, len(store._open))
        await writer.close()
        return most

    assert asyncio.run(main()) == 2
    assert not store._open              # closed when the server stops
    for table in tables:
        assert files_of(store, table.code).record_text() == table.record_text()
