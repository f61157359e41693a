"""GameModel's files: save and load (also between deals), the autosave and resuming it."""

from __future__ import annotations

import json

import pytest

from thousand_qt.engine import Phase
from thousand_qt.engine.record import RecordError, load_record
from thousand_qt.model import GameModel

from .helpers import drive_until, human_step, in_play_turn


def test_save_load_restores_the_position(human_model, make_model, qtbot, tmp_path):
    model = human_model
    drive_until(model, qtbot, lambda: in_play_turn(model) and len(model.view().tricks) >= 2)
    path = tmp_path / "game.thousand"
    model.save(path)
    assert model.current_path == str(path)
    assert load_record(path).to_json() == model.record().to_json()
    other = make_model()
    with qtbot.waitSignal(other.gameStarted, timeout=1000):
        other.load(path)
    assert other.view() == model.view()
    assert other.players == model.players and other.rules == model.rules
    assert other.current_path == str(path)
    assert other.record().extras["seed"] == model.record().extras["seed"]


def test_load_corrupt_file_keeps_the_game(human_model, qtbot, tmp_path):
    model = human_model
    before = model.record().to_json()
    bad = tmp_path / "bad.thousand"
    bad.write_text("{ not json", encoding="utf-8")
    with qtbot.waitSignal(model.errorMessage, timeout=1000), pytest.raises(RecordError):
        model.load(bad)
    illegal = dict(before)
    illegal["deals"] = [dict(before["deals"][0], actions=["1 play AS"])]
    bad.write_text(json.dumps(illegal), encoding="utf-8")
    with pytest.raises(RecordError):
        model.load(bad)
    with pytest.raises(RecordError):
        model.load(tmp_path / "missing.thousand")
    assert model.record().to_json() == before
    assert model.current_path is None
    assert model.submit(model.legal()[-1])     # still playable


def test_save_failure_reports(human_model, qtbot, tmp_path):
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000), pytest.raises(OSError):
        human_model.save(tmp_path / "no" / "such" / "dir" / "x.thousand")


def test_load_between_deals_deals_on(human_model, make_model, qtbot, tmp_path):
    model = human_model
    # play the first deal to its end (the view would now show the summary)
    for _ in range(200):
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
        if model.game.phase is Phase.DEAL:
            break
        human_step(model)
    assert model.game.phase is Phase.DEAL and model.game.results
    path = tmp_path / "between.thousand"
    model.save(path)
    other = make_model()
    with qtbot.waitSignal(other.dealStarted, timeout=1000):
        other.load(path)
    assert len(other.game.deal_records) == len(model.game.deal_records) + 1
    assert model.next_deal() and not model.next_deal()
    # the new deal of both is dealt from the same seed: the same cards
    assert other.record().deals[-1].hands == model.record().deals[-1].hands


# --------------------------------------------------------------------------- autosave -------
def test_autosave_written_and_resumable(human_model, make_model, qtbot):
    model = human_model
    path = GameModel.autosave_path()
    human_step(model)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    assert path.is_file()
    assert load_record(path).to_json() == model.record().to_json()
    assert GameModel.has_resumable_autosave()
    other = make_model()
    other.resume_autosave()
    assert other.view() == model.view()
    assert other.current_path is None


def test_autosave_lives_in_the_test_home(isolated_user_files):
    assert str(GameModel.autosave_path()).startswith(str(isolated_user_files))


def test_corrupt_or_missing_autosave_is_not_resumable():
    path = GameModel.autosave_path()
    assert not GameModel.has_resumable_autosave()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "thousand-game", "version": 99}', encoding="utf-8")
    assert not GameModel.has_resumable_autosave()


def test_an_unreadable_autosave_is_kept_aside_never_overwritten():
    """A damaged autosave (or one from a newer version) cannot be resumed; the next game's
    autosave must not overwrite it: it is renamed aside, byte for byte, and the reason given."""
    from thousand_qt.model.persistence import inspect_autosave

    assert inspect_autosave().set_aside is None            # no autosave at all
    path = GameModel.autosave_path()
    path.parent.mkdir(parents=True)
    text = '{"format": "thousand-game", "version": 99}'
    path.write_text(text, encoding="utf-8")
    kept = inspect_autosave().set_aside
    assert kept is not None
    aside, reason = kept
    assert not path.exists() and aside.parent == path.parent and aside.suffix == ".thousand"
    assert aside.read_text(encoding="utf-8") == text and "version" in reason
    assert inspect_autosave().set_aside is None            # nothing left to set aside


def test_a_readable_autosave_stays_where_it_is(human_model):
    from thousand_qt.model.persistence import inspect_autosave, write_record

    path = GameModel.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_record(path, human_model.record())
    assert inspect_autosave().set_aside is None and path.is_file()
