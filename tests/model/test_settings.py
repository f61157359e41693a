"""Settings: a round trip through QSettings (INI), and bad stored values falling back."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings

from thousand_qt.engine import PRESETS, RuleSet
from thousand_qt.model import Settings, open_qsettings


def test_defaults():
    s = Settings()
    assert s.rules == RuleSet() and s.preset == "classic"
    assert s.human_name == "Вы" and s.opponent_names == ["Фёдор", "Маша", "Петя"] and s.player_count == 3
    assert s.animation_speed == "normal"
    assert [p.kind for p in s.players()] == ["human", "computer", "computer"]


def test_round_trip(isolated_user_files):
    s = Settings(rules=PRESETS["polish"], preset="polish", animation_speed="fast", think_pause_ms=123,
                 auto_declare_marriages=False, card_indices="ru", language="en", human_name="Я",
                 opponent_names=["Петя", "Оля", "Коля"], opponent_levels=["easy", "strong", "normal"],
                 player_count=4,
                 deck="kde:svg-oxygen", deck_svg="/decks/a.svg", four_colour=True,
                 last_save_folder="/games")
    s.save()
    qs = open_qsettings()
    assert qs.format() == QSettings.Format.IniFormat
    assert qs.fileName().startswith(str(isolated_user_files))
    back = Settings().load()
    assert back == s
    assert back.animation_speed == "fast"
    assert back.players()[2].level == "strong" and back.players()[3].name == "Коля"
    back.player_count = 2
    assert [p.name for p in back.players()] == ["Я", "Петя"]


def test_settings_from_before_four_players_load(isolated_user_files):
    """A file with two opponents and no player count: three players, the third opponent's defaults."""
    qs = open_qsettings()
    qs.setValue("players/opponent1_name", "Оля")
    qs.setValue("players/opponent2_name", "Петя")
    qs.setValue("players/opponent2_level", "strong")
    qs.sync()
    s = Settings().load()
    assert s.player_count == 3 and s.opponent_names == ["Оля", "Петя", "Петя"]
    assert s.opponent_levels == ["normal", "strong", "normal"]
    assert [p.name for p in s.players()] == ["Вы", "Оля", "Петя"]
    assert Settings(opponent_names=["А"], opponent_levels=[]).opponent_names == ["А", "Маша", "Петя"]


def test_a_bad_player_count_falls_back(isolated_user_files, caplog):
    qs = open_qsettings()
    qs.setValue("players/count", "5")
    qs.sync()
    with caplog.at_level(logging.WARNING):
        assert Settings().load().player_count == 3
    assert "players/count" in caplog.text


def test_rules_stored_as_changed_keys(isolated_user_files):
    Settings(rules=RuleSet(samosval=False)).save()
    assert open_qsettings().value("game/rules", "", type=str) == '{"samosval": false}'


def test_bad_values_fall_back_with_a_warning(caplog):
    qs = open_qsettings()
    qs.setValue("game/rules", '{"samosval": "maybe"}')
    qs.setValue("display/animation_speed", "warp")
    qs.setValue("display/think_pause_ms", "abc")
    qs.setValue("play/auto_declare_marriages", "perhaps")
    qs.setValue("players/opponent1_level", "godlike")
    qs.setValue("display/language", "fr")
    qs.sync()
    with caplog.at_level(logging.WARNING):
        s = Settings().load()
    assert s.rules == RuleSet() and s.animation_speed == "normal" and s.think_pause_ms == 400
    assert s.auto_declare_marriages is True and s.opponent_levels[0] == "normal" and s.language == "system"
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 6


def test_broken_rules_json_and_unknown_key(caplog):
    qs = open_qsettings()
    for raw in ("{nope", '{"no_such_rule": 1}', "[1, 2]"):
        qs.setValue("game/rules", raw)
        with caplog.at_level(logging.WARNING):
            assert Settings().load().rules == RuleSet()
    qs.setValue("display/think_pause_ms", "999999")
    assert Settings().load().think_pause_ms == 400


def test_reset():
    s = Settings(think_pause_ms=1, human_name="X")
    s.reset()
    assert s == Settings()


def _unwritable_settings_folder(home) -> None:
    """Point the INI files below a regular file, so nothing can be stored."""
    blocker = home / "blocked"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(blocker / "settings"))


def test_save_says_when_the_settings_could_not_be_stored(isolated_user_files):
    assert Settings().save() is True
    _unwritable_settings_folder(isolated_user_files)
    assert Settings().save() is False


def test_levels_and_default_names_are_defined_once():
    from thousand_qt import ai
    from thousand_qt.model import ai_worker, game_model, seats, settings
    from thousand_qt.view import names
    from thousand_qt.view.dialogs import new_game, preferences

    for module in (settings, seats, ai_worker, preferences, new_game):
        assert module.LEVELS is ai.LEVELS, module.__name__
    assert names.DEFAULT_HUMAN_NAME is settings.DEFAULT_HUMAN_NAME
    from thousand_qt.model.i18n import current_language

    placeholder = [settings.DEFAULT_HUMAN_NAME, *settings.default_opponent_names(current_language())[:2]]
    assert [p.name for p in game_model.GameModel(autosave=False).players] == placeholder


def test_the_deck_setting(isolated_user_files, caplog):
    """Built-in by default; a file from before the deck choice keeps its SVG file; a bad value
    falls back to the built-in deck."""
    assert (Settings().deck, Settings().four_colour) == ("builtin", False)
    qs = open_qsettings()
    qs.setValue("display/deck_svg", "/decks/mine.svg")
    qs.sync()
    assert Settings().load().deck == "file"
    for good in ("builtin", "file", "aisleriot:bonded", "kde:svg-nicu-white"):
        qs.setValue("display/deck", good)
        qs.sync()
        assert Settings().load().deck == good
    for bad in ("kde:", "gnome:x", "kde:../../etc", "whatever"):
        qs.setValue("display/deck", bad)
        qs.setValue("display/four_colour", "maybe")
        qs.sync()
        with caplog.at_level(logging.WARNING):
            loaded = Settings().load()
        assert (loaded.deck, loaded.four_colour) == ("builtin", False)
        assert "display/deck" in caplog.text and "display/four_colour" in caplog.text


def test_stored_rules_beyond_the_readers_bounds_fall_back(caplog):
    qs = open_qsettings()
    for raw in ("[" * 100_000 + "]" * 100_000, '{"min_bid": ' + "9" * 5000 + "}",
                '{"min_bid": 1' + "0" * 400 + "}", '{"min_bid": 1e400}', "{" * 50_000):
        qs.setValue("game/rules", raw)
        qs.sync()
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            assert Settings().load().rules == RuleSet()
        assert len([r for r in caplog.records if "rules" in r.getMessage()]) == 1


def test_a_settings_file_too_large_is_set_aside(monkeypatch, caplog):
    from pathlib import Path

    from thousand_qt.model import settings as settings_module

    Settings(think_pause_ms=123).save()
    path = Path(settings_module.settings_file())
    monkeypatch.setattr(settings_module, "MAX_SETTINGS_BYTES", 2000)
    with path.open("a", encoding="utf-8") as fh:
        fh.write("[junk]\n" + "x=" + "y" * 5000 + "\n")
    text = path.read_text(encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        s = Settings().load()
    assert s.think_pause_ms == 400                        # the defaults
    kept = s.set_aside
    assert kept is not None and Path(kept).read_text(encoding="utf-8") == text
    assert not path.exists() or path.stat().st_size < 2000
    assert any("too large" in r.getMessage() for r in caplog.records)


def test_the_host_dialogs_choices_round_trip_and_bad_ones_fall_back(isolated_user_files, caplog):
    s = Settings(host_where="server", host_server="example.org:9000", host_listen="this_computer",
                 host_port=9001, host_wait_seconds=120)
    s.save()
    assert Settings().load() == s
    qs = open_qsettings()
    for key, raw in (("network/host_where", "moon"), ("network/host_listen", "0.0.0.0"),
                     ("network/host_port", "80"), ("network/host_wait_seconds", "5000"),
                     ("network/host_server", "two words")):
        qs.setValue(key, raw)
    qs.sync()
    with caplog.at_level(logging.WARNING):
        back = Settings().load()
    d = Settings()
    assert (back.host_where, back.host_listen, back.host_port, back.host_wait_seconds, back.host_server) == (
        d.host_where, d.host_listen, d.host_port, d.host_wait_seconds, d.host_server)
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 5
    qs.setValue("network/host_port", "65535")
    qs.setValue("network/host_wait_seconds", "10")
    qs.sync()
    assert (Settings().load().host_port, Settings().load().host_wait_seconds) == (65535, 10)
