"""The Linux desktop integration files: .desktop entry, AppStream metainfo, MIME type, installer."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from thousand_qt.resources import APP_ID

from .helpers import PACKAGING, missing

DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME_XML = PACKAGING / "thousand-qt-mime.xml"
MIME_TYPE = "application/x-thousand-game"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry(path: Path = DESKTOP) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_desktop_entry_keys():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Thousand" and entry["Name[ru]"] == "Тысяча"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "thousand-qt %f"
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Game;CardGame;Qt;"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    for key in ("Comment", "GenericName", "Keywords"):
        assert entry[key] and entry[f"{key}[ru]"]


# .ci/run installs the validators and sets this, so that a missing one fails there; on a
# developer's machine without them the two validation tests are skipped and say why
REQUIRE_VALIDATORS = "THOUSAND_QT_REQUIRE_VALIDATORS"


def validator(name: str, package: str) -> str:
    """The validator's path: a missing one fails under CI's variable and is skipped elsewhere."""
    tool = shutil.which(name)
    if tool:
        return tool
    missing(f"{name} is missing: apt-get install {package} to run this check", REQUIRE_VALIDATORS)


def test_desktop_entry_validates():
    tool = validator("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_names_the_desktop_id():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "thousand-qt"
    assert root.findtext("provides/mediatype") == MIME_TYPE
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.findtext("name") and root.findtext("summary")
    assert root.find("description/p") is not None


def test_metainfo_validates():
    tool = validator("appstreamcli", "appstream")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_newest_release_is_the_program_version():
    from thousand_qt import __version__

    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases and releases[0].get("version") == __version__


def test_mime_type_file():
    root = ET.parse(MIME_XML).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == ["*.thousand"]
    match = mime.find(f"{MIME_NS}magic/{MIME_NS}match")
    assert match.get("type") == "string" and match.get("value") == "thousand-game"
    assert match.get("offset") == "0:256"
    assert mime.find(f"{MIME_NS}generic-icon").get("name") == APP_ID


def test_mime_magic_matches_a_saved_record():
    """The magic looks for "thousand-game" in the first 256 bytes: a real record has it there."""
    from thousand_qt.engine import Game
    from thousand_qt.engine.record import PlayerInfo, record_from_game

    game = Game()
    game.start_deal(seed=7)
    players = [PlayerInfo("Анна"), PlayerInfo("Борис", "computer"), PlayerInfo("Вера", "computer")]
    text = (record_from_game(game, players).dumps() + "\n").encode("utf-8")
    assert 0 <= text.find(b"thousand-game") < 256 - len("thousand-game")


@pytest.mark.skipif(shutil.which("bash") is None or sys.platform == "win32",
                    reason="the freedesktop integration (a bash script) is for Linux and the like")
def test_install_desktop_and_uninstall(tmp_path):
    data = tmp_path / "share"
    exe = tmp_path / "My Games" / "thousand-qt"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    env = dict(os.environ, XDG_DATA_HOME=str(data), THOUSAND_QT_EXEC=str(exe),
               PATH="/usr/bin:/bin")  # update-*-database may or may not be there
    script = PACKAGING / "install-desktop.sh"
    subprocess.run(["bash", str(script)], env=env, check=True, capture_output=True)
    entry = desktop_entry(data / "applications" / DESKTOP.name)
    assert entry["Exec"] == f'"{exe}" %f'        # quoted: the path has a space
    assert entry["TryExec"] == str(exe)
    assert entry["Icon"] == APP_ID
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").read_bytes() == MIME_XML.read_bytes()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    subprocess.run(["bash", str(script), "--uninstall"], env=env, check=True, capture_output=True)
    assert not (data / "applications" / DESKTOP.name).exists()
    assert not list((data / "icons").rglob(f"{APP_ID}.*"))


def test_missing_validator_is_skipped_with_the_reason(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.delenv(REQUIRE_VALIDATORS, raising=False)
    with pytest.raises(pytest.skip.Exception, match="desktop-file-validate is missing: apt-get install"):
        validator("desktop-file-validate", "desktop-file-utils")


def test_missing_validator_fails_where_ci_requires_it(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setenv(REQUIRE_VALIDATORS, "1")
    with pytest.raises(pytest.fail.Exception, match="requires it"):
        validator("appstreamcli", "appstream")
