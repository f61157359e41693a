"""Saving, opening and the autosave when the disk or the file is not what we expect."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.record import PlayerInfo, RecordError
from thousand_qt.model import GameModel, persistence

from .helpers import human_game_players, human_step


def _data_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def _block_data_folder() -> Path:
    """Make the data folder impossible to create: a regular file stands where its parent goes."""
    folder = _data_folder()
    assert not folder.parent.exists()
    folder.parent.parent.mkdir(parents=True, exist_ok=True)
    folder.parent.write_text("not a folder", encoding="utf-8")
    return folder


def _two_human_turns_reporting(make_model, qtbot):
    """A new game in which the human has moved twice, and the autosave failures it reported."""
    model = make_model()
    reports: list[str] = []
    model.autosaveFailed.connect(reports.append)
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    for _ in range(2):
        human_step(model)
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
    return model, reports


def test_an_uncreatable_data_folder_does_not_stop_the_game(make_model, qtbot, tmp_path):
    _block_data_folder()
    assert not GameModel.has_resumable_autosave()
    model, reports = _two_human_turns_reporting(make_model, qtbot)
    assert len(reports) == 1 and reports[0]
    model.save(tmp_path / "elsewhere.thousand")
    assert (tmp_path / "elsewhere.thousand").is_file()


def test_an_autosave_failure_of_any_kind_is_reported_once(make_model, qtbot, monkeypatch):
    def refuse(path, text):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(persistence, "save_text_atomic", refuse)   # not an OSError
    _model, reports = _two_human_turns_reporting(make_model, qtbot)
    assert len(reports) == 1


def test_stale_autosave_temporaries_are_removed():
    folder = _data_folder()
    folder.mkdir(parents=True)
    keep = [folder / persistence.AUTOSAVE_NAME, folder / "autosave.thousand.bak", folder / "notes.txt"]
    stale = [folder / "autosave.thousand.Ab12Cd", folder / "autosave.thousand.XyZ789"]
    for path in keep + stale:
        path.write_text("{}", encoding="utf-8")
    assert persistence.remove_stale_temporaries() == 2
    assert all(p.exists() for p in keep) and not any(p.exists() for p in stale)
    _data_folder().rename(folder.with_name("gone"))
    assert persistence.remove_stale_temporaries() == 0      # no folder: nothing to do


def test_deeply_nested_file_is_one_record_error(make_model, tmp_path):
    model = make_model()
    path = tmp_path / "deep.thousand"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(RecordError) as err:
        model.load(path)
    assert "\n" not in str(err.value)


def test_a_name_utf8_cannot_encode_is_saved_cleaned_and_loads_back(make_model, qtbot, tmp_path):
    model = make_model()
    model.new_game(RuleSet(), [PlayerInfo("\ud800Ann", "human")] + human_game_players()[1:], seed=7)
    model.save(tmp_path / "x.thousand")
    model.load(tmp_path / "x.thousand")
    assert model.players[0].name == "Ann"


@pytest.mark.parametrize("content", ["[" * 100_000, '{"format": "thousand-game", "version": ' + "9" * 5000 + "}",
                                     '{"format": "thousand-game", "version": 1' + "0" * 400 + "}",
                                     '{"format": "thousand-game", "version": 1e400}'],
                         ids=["deep", "5000 digits", "401 digits", "1e400"])
def test_an_autosave_beyond_the_readers_bounds_is_set_aside_whole(content):
    folder = _data_folder()
    folder.mkdir(parents=True)
    (folder / persistence.AUTOSAVE_NAME).write_text(content, encoding="utf-8")
    found = persistence.inspect_autosave()
    assert found.resumable is None and found.set_aside is not None
    aside, reason = found.set_aside
    assert aside.read_text(encoding="utf-8") == content and "\n" not in reason
    assert not (folder / persistence.AUTOSAVE_NAME).exists()


def test_a_large_autosave_is_not_rewritten_after_every_action(monkeypatch):
    from thousand_qt.engine import Game
    from thousand_qt.engine.record import record_from_game

    game = Game()
    game.start_deal(seed=4)
    players = [PlayerInfo("A"), PlayerInfo("B", "computer", "easy"), PlayerInfo("C", "computer", "easy")]
    built: list[int] = []

    def record_now():
        built.append(1)
        return record_from_game(game, players)

    written: list[str] = []
    monkeypatch.setattr(persistence, "save_text_atomic", lambda path, text: written.append(text))
    autosave = persistence.Autosave(lambda text: None)
    for _ in range(20):                                      # small: written every time
        autosave.write(record_now, deals=1)
    assert len(written) == 20
    monkeypatch.setattr(persistence, "LARGE_AUTOSAVE_CHARS", 100)
    written.clear(), built.clear()
    autosave.write(record_now, deals=1)                      # found large now
    for _ in range(3 * persistence.LARGE_AUTOSAVE_EVERY):
        autosave.write(record_now, deals=1)
    assert len(written) == 1 + 3 and len(built) == len(written)  # not even built in between
    autosave.write(record_now, deals=1)
    autosave.write(record_now, deals=2)                      # a new deal: written at once
    assert len(written) == 5
    autosave.write(record_now, deals=2)
    autosave.flush(record_now)                               # quitting: the last action is kept
    assert len(written) == 6
    autosave.flush(record_now)                               # nothing new: nothing written
    assert len(written) == 6


def test_an_unwritable_data_folder_is_logged_once_in_one_line(make_model, qtbot, caplog):
    _block_data_folder()
    with caplog.at_level("WARNING", logger=persistence.__name__):
        _two_human_turns_reporting(make_model, qtbot)
    failures = [r for r in caplog.records if r.getMessage().startswith("autosave failed")]
    assert len(failures) == 1
    assert not failures[0].exc_info and "\n" not in failures[0].getMessage()
