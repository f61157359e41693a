"""The table's sounds: made once as small WAV files at a modest volume, played by what the
system has without blocking, silent without a player or a device, and switched in View and
Preferences (remembered)."""

from __future__ import annotations

import io
import sys
import wave
from array import array

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import parse_action
from thousand_qt.model import Settings
from thousand_qt.view.sound.player import SoundPlayer, player_command
from thousand_qt.view.sound.synth import CUES, PEAK, RATE, wav_bytes

from .helpers import PLAYERS, at_instant_speed, make_window


def test_every_cue_is_a_short_quiet_wav_the_same_every_time():
    for cue in CUES:
        data = wav_bytes(cue)
        assert data == wav_bytes(cue)
        with wave.open(io.BytesIO(data)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            assert 0 < w.getnframes() < RATE                     # under a second
            samples = array("h", w.readframes(w.getnframes()))
        loudest = max(abs(s) for s in samples)
        assert 0.9 * PEAK * 32767 <= loudest <= PEAK * 32767 + 1   # a modest volume


def test_the_player_is_what_the_system_has():
    found = {"paplay": "/usr/bin/paplay", "aplay": "/usr/bin/aplay", "afplay": "/usr/bin/afplay"}
    assert player_command("win32", found.get) is None                  # winsound instead
    assert player_command("darwin", found.get) == ["/usr/bin/afplay"]
    assert player_command("linux", found.get) == ["/usr/bin/paplay"]
    assert player_command("linux", {"aplay": "/bin/aplay"}.get) == ["/bin/aplay", "-q"]
    assert player_command("linux", lambda name: None) is None


def _recording_player(tmp_path, qapp, script: str = 'echo "$0" >> "$LOG"') -> SoundPlayer:
    log = tmp_path / "played.log"
    player = SoundPlayer(qapp, command=["/bin/sh", "-c", script.replace("$LOG", str(log))],
                         folder=tmp_path / "sounds", use_winsound=False)
    player.prepare()
    assert player.wait_ready(60)
    return player


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell stands for the player")
def test_a_cue_is_played_by_the_systems_player_without_waiting_for_it(qapp, qtbot, tmp_path):
    player = _recording_player(tmp_path, qapp)
    player.play("card")
    player.play("trick")
    log = tmp_path / "played.log"
    qtbot.waitUntil(lambda: log.is_file() and len(log.read_text().splitlines()) == 2, timeout=10000)
    # two players run at once: each wrote its file, in whichever order the system ran them
    assert sorted(log.read_text().splitlines()) == sorted([str(player.path("card")), str(player.path("trick"))])
    player.enabled = False
    player.play("won")
    assert player.played == ["card", "trick"]


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell stands for the player")
def test_a_player_that_fails_no_device_falls_silent(qapp, qtbot, tmp_path):
    player = _recording_player(tmp_path, qapp, script="exit 1")
    player.play("deal")
    qtbot.waitUntil(lambda: player.command is None, timeout=10000)
    player.play("card")                                            # silent from now on, no error
    assert player.played == ["deal"]


def test_no_player_or_no_writable_cache_is_silence(qapp, tmp_path):
    nothing = SoundPlayer(qapp, folder=tmp_path / "a", use_winsound=False)
    nothing.command = None
    nothing.prepare()
    nothing.play("card")
    assert nothing.played == [] and not nothing.available
    (tmp_path / "blocked").write_text("a file where the folder goes", encoding="utf-8")
    blocked = SoundPlayer(qapp, command=["/bin/true"], folder=tmp_path / "blocked" / "sounds", use_winsound=False)
    blocked.prepare()
    assert not blocked.wait_ready(60)
    blocked.play("card")
    assert blocked.played == []


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell stands for the player")
@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_deal_sounds_and_view_sound_turns_it_off(qtbot, tmp_path, speed, monkeypatch):
    from thousand_qt.view.sound import player

    monkeypatch.setattr(player, "MAX_PLAYING", 1000)               # a slow machine drops none
    assert Settings().sound                                        # on by default
    win = make_window(qtbot, speed)
    try:
        win.sound.folder, win.sound.command = tmp_path / "sounds", ["/bin/sh", "-c", "exit 0"]
        win.settings.sound = True
        win.apply_settings()
        assert win.sound.wait_ready(60) and win.menu_actions["sound"].isChecked()
        assert win.menu_actions["sound"] in win.view_menu.actions()
        win.model.new_game(RuleSet(), PLAYERS, seed=3)
        while not win.model.view().tricks:
            qtbot.waitUntil(lambda: bool(win.model.view().tricks)
                            or (win.model.game.to_act == 0 and not win.queue.busy), timeout=10000)
            if not win.model.view().tricks:
                legal = [str(a) for a in win.model.view().legal_actions]
                assert win.model.submit(parse_action(next((a for a in legal if " bid " in a), legal[0])))
        qtbot.waitUntil(lambda: "trick" in win.sound.played, timeout=10000)
        assert win.sound.played[0] == "deal" and {"auction", "card"} <= set(win.sound.played)
        win.menu_actions["sound"].trigger()                        # View ▸ Sound: off
        assert not win.sound.enabled and not Settings().load().sound
        heard = len(win.sound.played)
        with at_instant_speed(win):           # a deal sounds at the instant speed too (see above)
            win.model.new_game(RuleSet(), PLAYERS, seed=4)
            qtbot.waitUntil(lambda: win.model.game.to_act == 0 and not win.queue.busy, timeout=10000)
        assert len(win.sound.played) == heard
    finally:
        win.model.shutdown(2000)


def test_preferences_switch_the_sound(qtbot):
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked()
    dialog.sound.setChecked(False)
    assert dialog.save_settings() and not Settings().load().sound
