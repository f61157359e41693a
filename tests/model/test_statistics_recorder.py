"""The statistics recorder (model): a game begun here is marked at its first deal, a finished
game is counted once, an undo or an opened game keeps it out (and says why through
``notCounted``), a file that cannot be written is said through ``problemsFound``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import parse_action
from thousand_qt.engine.record import load_record
from thousand_qt.model.statistics_recorder import StatisticsRecorder
from thousand_qt.stats import EXCLUDED_OPENED, EXCLUDED_UNDO, UNWRITABLE, StatsStore, game_id

from .helpers import human_game_players, human_step

RECORDS = Path(__file__).resolve().parent.parent / "records"


def _almost_finished(tmp_path: Path, human: int = 0) -> Path:
    """barrel_win without its last card (seat 2 plays AS, the only card it has left): the
    computer ends the game as soon as it is opened (``human``: the human's seat; at 2 the human
    ends it)."""
    data = json.loads((RECORDS / "barrel_win.thousand").read_text(encoding="utf-8"))
    data["deals"][-1]["actions"].pop()
    data["players"][0], data["players"][human] = data["players"][human], data["players"][0]
    data.update({"created": "2026-03-01T12:00:00+00:00", "seed": 42})
    path = tmp_path / "almost.thousand"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _finish_a_game_begun_here(model, recorder: StatisticsRecorder, qtbot, tmp_path: Path, human: int = 0) -> None:
    """Open the almost finished game, marked as begun in this program, and let it end (the
    human at seat 2 plays the last card)."""
    path = _almost_finished(tmp_path, human)
    assert recorder.store().note_started(load_record(path)) == ()
    model.load(path)
    if human == 2:
        qtbot.waitUntil(lambda: model.game.to_act == 2, timeout=5000)
        assert model.submit(parse_action("2 play AS"))
    qtbot.waitUntil(lambda: model.finished, timeout=5000)


@pytest.fixture
def recorded(make_model, tmp_path):
    """A model, its recorder over a data folder of the test's, and what the recorder said."""
    model = make_model(autosave=False)
    recorder = StatisticsRecorder(model, folder=tmp_path / "data")
    said: dict[str, list[object]] = {"problems": [], "not_counted": []}
    recorder.problemsFound.connect(said["problems"].append)
    recorder.notCounted.connect(said["not_counted"].append)
    return model, recorder, said


def test_a_game_begun_here_is_marked_at_its_first_deal(recorded, qtbot):
    model, recorder, said = recorded
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    data, problem = recorder.store().load()
    assert problem is None and data.start_marks == (game_id(model.record()),)
    assert said == {"problems": [], "not_counted": []}


def test_a_game_begun_here_is_counted_once_when_it_ends(recorded, qtbot, tmp_path):
    model, recorder, said = recorded
    _finish_a_game_begun_here(model, recorder, qtbot, tmp_path)
    assert recorder.last_outcome is not None and recorder.last_outcome.status == "counted"
    data, _problem = recorder.store().load()
    assert [g.score for g in data.games] == [1180]
    assert said["not_counted"] == []


def test_an_opened_game_is_not_counted_and_the_reason_is_said(recorded, qtbot, tmp_path):
    model, recorder, said = recorded
    model.load(_almost_finished(tmp_path))
    qtbot.waitUntil(lambda: model.finished, timeout=5000)
    assert recorder.last_outcome is not None and recorder.last_outcome.reason == EXCLUDED_OPENED
    assert said["not_counted"] == [EXCLUDED_OPENED]
    assert recorder.store().load()[0].games == ()


def test_an_undo_keeps_the_game_out(recorded, qtbot, tmp_path):
    model, recorder, said = recorded
    _finish_a_game_begun_here(model, recorder, qtbot, tmp_path, human=2)   # the last card: nothing seen after it
    StatsStore(tmp_path / "data").reset()
    assert model.undo() and not model.finished       # the model marks the record; nobody tells the recorder
    qtbot.waitUntil(lambda: model.finished or model.game.to_act == 2, timeout=5000)
    assert model.submit(parse_action("2 play AS"))
    qtbot.waitUntil(lambda: model.finished, timeout=5000)
    assert recorder.last_outcome is not None and recorder.last_outcome.reason == EXCLUDED_UNDO
    assert said["not_counted"] == [EXCLUDED_UNDO]


def test_a_file_that_cannot_be_written_is_said(recorded, qtbot, tmp_path, monkeypatch):
    model, recorder, said = recorded

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("thousand_qt.stats.store.save_text_atomic", refuse)
    model.load(_almost_finished(tmp_path))
    qtbot.waitUntil(lambda: model.finished, timeout=5000)
    assert recorder.last_outcome is not None and recorder.last_outcome.status == "failed"
    [problems] = said["problems"]
    assert [p.kind for p in problems] == [UNWRITABLE]


def test_stop_counting_leaves_the_games_alone(recorded, qtbot, tmp_path):
    model, recorder, said = recorded
    recorder.stop_counting()
    model.load(_almost_finished(tmp_path))
    qtbot.waitUntil(lambda: model.finished, timeout=5000)
    assert recorder.last_outcome is None and said == {"problems": [], "not_counted": []}
    assert not (tmp_path / "data").exists() or recorder.store().load()[0].games == ()


def test_three_games_left_for_new_ones_are_counted_as_abandoned(recorded, qtbot, tmp_path):
    model, recorder, said = recorded
    for seed in (7, 8, 9, 10):
        model.new_game(RuleSet(), human_game_players(), seed=seed)
        qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
        before = game_id(model.record())
        if seed == 8:                              # an undo is the same game, not a new one
            human_step(model)
            assert model.undo()
            qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
            assert game_id(model.record()) == before
    data, problem = recorder.store().load()
    assert problem is None and said["problems"] == []
    assert len(data.abandoned) == 2                                                # 7 and 9; 8 had an undo
    assert game_id(model.record()) in data.start_marks                             # 10 is still on


def test_the_autosave_not_resumed_is_abandoned_once(recorded, qtbot):
    model, recorder, _said = recorded
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    left = model.record()
    recorder.stop_counting()                       # the program quits with the game unfinished
    later = StatisticsRecorder(model, folder=recorder.store().folder)
    later.abandon(left)                            # the next start: "Resume?" answered No
    later.abandon(left)
    assert len(later.store().load()[0].abandoned) == 1
