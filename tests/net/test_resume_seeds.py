"""A resumed table's computer players keep their seeds: the state file holds them (checked when
read), so after a restart the computers play exactly the actions they would have played had the
server never stopped, on the same deals (the table's own secrets, as ``serve`` draws them)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import Redeal
from thousand_qt.net.table import SeatSpec, Table
from thousand_qt.net.table_state import TableStateError, restore_table, state_text


def started() -> Table:
    """A person and two computers (normal, easy), seeded by the table itself as on a server."""
    specs = [SeatSpec("human"), SeatSpec("computer", "", "normal"), SeatSpec("computer", "", "easy")]
    table = Table("ABCDEF", RuleSet(), specs)
    table.join("Anna")
    table.set_ready(0, True)
    return table


def play(table: Table, steps: int) -> list[str]:
    """``steps`` actions: each computer's own choice, the person's first legal one (no redeal)."""
    played: list[str] = []
    for _ in range(steps):
        game = table.game
        assert game is not None
        if game.finished:
            break
        job = table.computer_job()
        if job is not None:
            action = job.player.choose(job.view)
            table.computer_answer(job, action)
            played.append(str(action))
            continue
        if game.to_act is None:
            break
        legal = [a for a in game.legal_actions() if not isinstance(a, Redeal)] or game.legal_actions()
        table.act(legal[0].seat, str(legal[0]))
        played.append(str(legal[0]))
    return played


@settings(max_examples=6, deadline=None)
@given(cut=st.integers(0, 60), taken_over=st.booleans())
def test_a_resumed_tables_computers_play_as_they_would_have(cut: int, taken_over: bool) -> None:
    first = started()
    if taken_over:                          # the person's seat played by the computer that took it over
        first.drop(0)
        first.take_over(0)
    play(first, cut)
    saved = state_text(first)
    uninterrupted = play(first, 120)
    second = restore_table(saved)
    if not taken_over:
        second.rejoin(0)
    assert play(second, 120) == uninterrupted
    assert second.record_text() == first.record_text()


def test_the_computers_seeds_are_the_tables_own_and_not_its_shuffles() -> None:
    table = started()
    state = json.loads(state_text(table))
    assert state["player_seed"] == str(table.player_seed) and state["player_seed"] != state["seed"]
    assert restore_table(state_text(table)).player_seed == table.player_seed
    assert str(table.player_seed) not in table.record_text()     # never in a record, never sent


@pytest.mark.parametrize("bad", ["12x", "", "-5", "9" * 201, "٣", 17, True])
def test_a_bad_computers_seed_is_refused_with_one_line(bad: object) -> None:
    state = json.loads(state_text(started()))
    state["player_seed"] = bad
    with pytest.raises(TableStateError, match="player_seed"):
        restore_table(json.dumps(state))


def test_a_state_written_before_the_seeds_were_kept_is_read_as_before() -> None:
    table = started()
    state = json.loads(state_text(table))
    del state["player_seed"]
    restored = restore_table(json.dumps(state))
    assert restored.player_seed == table.seed and restored.record_text() == table.record_text()
