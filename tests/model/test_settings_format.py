"""The settings file as this version writes it loads unchanged, and saving it again writes
the same file: the declaration (``model/settings_keys.py``) keeps today's keys and texts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from thousand_qt.engine import PRESETS
from thousand_qt.model import Settings

#: Files written by this version (Preferences and Host a table…): every setting changed from its
#: default, and the defaults.
FILES = Path(__file__).resolve().parent / "settings_files"
TODAY = (FILES / "changed.ini").read_text(encoding="utf-8")
DEFAULTS = (FILES / "defaults.ini").read_text(encoding="utf-8")

CHANGED = Settings(
    rules=PRESETS["polish"], preset="polish", animation_speed="fast", think_pause_ms=123,
    auto_declare_marriages=False, auto_play_forced=True, trick_hold="click", show_card_points=False,
    talon_hold="long", show_welcome=False, sound=False,
    card_indices="ru", language="uk", player_count=4, human_name="Я",
    opponent_names=["Петя", "Оля", "Коля"], opponent_levels=["easy", "strong", "normal"],
    deck="kde:svg-oxygen", deck_svg="/decks/a.svg", four_colour=True, last_save_folder="/games",
    host_where="server", host_server="example.org:8765", host_listen="this_computer", host_port=9000,
    host_wait_seconds=120, host_preset="online", net_name="Петя", join_address="192.0.2.7:9000",
    join_code="KXYZ23", window_geometry="AdnQywADAAA=", window_state="AAAA/wAAAAD9", full_screen=True)


@pytest.mark.parametrize(("text", "expected"), [(TODAY, CHANGED), (DEFAULTS, Settings())],
                         ids=["changed", "defaults"])
def test_todays_file_loads_unchanged_and_saves_the_same(tmp_path: Path, text: str, expected: Settings) -> None:
    path = tmp_path / "thousand-qt.ini"
    path.write_text(text, encoding="utf-8")
    loaded = Settings().load(QSettings(str(path), QSettings.Format.IniFormat))
    assert loaded == expected
    again = tmp_path / "again.ini"
    qs = QSettings(str(again), QSettings.Format.IniFormat)
    assert loaded.save(qs)
    del qs
    assert again.read_text(encoding="utf-8") == text


def test_every_setting_is_stored_under_its_own_key() -> None:
    from thousand_qt.model.settings_keys import declared

    keys = [key for _name, stored in declared(Settings) for key in stored.all_keys()]
    group = ""
    in_file = []
    for line in TODAY.splitlines():
        if line.startswith("["):
            group = line.strip("[]")
        elif "=" in line:
            in_file.append(f"{group}/{line.partition('=')[0]}")
    assert len(keys) == len(set(keys)) and sorted(keys) == sorted(in_file)
    assert {name for name, _stored in declared(Settings)} == {
        f for f in Settings.__dataclass_fields__ if f != "set_aside"}
