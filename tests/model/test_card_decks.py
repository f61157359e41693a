"""Finding the desktop's card decks (KDE's, Aisleriot's) and reading their files safely."""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from thousand_qt.model.card_decks import (
    AISLERIOT,
    CARDS,
    FILE,
    KDE,
    MAX_FILE_BYTES,
    MAX_SVG_BYTES,
    DeckError,
    data_dirs,
    discover_decks,
    element_ids,
    find_deck,
    parse_index_desktop,
    read_deck_bytes,
)

from ..deck_fakes import aisleriot_ids, deck_svg, kde_ids, make_aisleriot_deck, make_kde_deck


def test_the_24_cards_and_the_back_map_to_each_layouts_ids():
    assert len(CARDS) == 24 and len(set(CARDS)) == 24
    kde = [element_ids(KDE, c)[0] for c in [*CARDS, "back"]]
    aisleriot = [element_ids(AISLERIOT, c)[0] for c in [*CARDS, "back"]]
    assert kde == kde_ids() and aisleriot == aisleriot_ids()
    assert element_ids(KDE, "AC") == ("1_club",) and element_ids(KDE, "KH") == ("king_heart",)
    assert element_ids(KDE, "TS") == ("10_spade",) and element_ids(KDE, "9D") == ("9_diamond",)
    assert element_ids(AISLERIOT, "JD") == ("diamond_jack",) and element_ids(AISLERIOT, "AH") == ("heart_1",)
    assert element_ids(FILE, "AH") == ("heart_1", "1_heart", "heart_ace")     # a chosen file: either
    assert element_ids(FILE, "QS") == ("spade_queen", "queen_spade")


NO_XDG = pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                            reason="Windows and macOS keep shared data elsewhere than $XDG_DATA_DIRS")


def user_data_folder() -> Path:
    """Where QStandardPaths puts the user's shared data ($XDG_DATA_HOME; in the tests' Qt test
    mode, a folder under the temporary HOME)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation))


@NO_XDG
def test_data_dirs_are_qts_generic_data_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_DIRS", f"{tmp_path / 'opt'}:relative:{tmp_path / 'usr'}:{tmp_path / 'opt'}")
    assert data_dirs() == [user_data_folder(), tmp_path / "opt", tmp_path / "usr"]
    monkeypatch.delenv("XDG_DATA_DIRS")
    assert data_dirs() == [user_data_folder(), Path("/usr/local/share"), Path("/usr/share")]


def test_discovery_over_a_tree(tmp_path):
    user, system = tmp_path / "user", tmp_path / "system"
    make_kde_deck(system, "svg-fake", "Fake")
    make_kde_deck(system, "svg-plain", "Plain", packed=False)
    make_aisleriot_deck(system, "fake_bonded")
    make_kde_deck(user, "svg-fake", "Mine")                 # the user's hides the system's
    (system / "carddecks" / "png-old").mkdir()               # a bitmap deck: no SVG
    (system / "carddecks" / "png-old" / "index.desktop").write_text("[KDE Backdeck]\nName=Old\n")
    (system / "carddecks" / "svg-gone").mkdir()              # its SVG is missing
    (system / "carddecks" / "svg-gone" / "index.desktop").write_text("[KDE Backdeck]\nSVG=gone.svgz\n")
    (system / "carddecks" / "svg-escape").mkdir()            # points out of its folder
    (system / "carddecks" / "svg-escape" / "index.desktop").write_text(
        "[KDE Backdeck]\nSVG=../svg-fake/fake.svgz\n")
    (system / "aisleriot" / "cards" / "notes.txt").write_text("not a deck")
    decks = discover_decks([user, tmp_path / "missing", system])
    assert [d.key for d in decks] == ["kde:svg-fake", "kde:svg-plain", "aisleriot:fake_bonded"]
    fake = decks[0]
    assert fake.kind == KDE and fake.path == user / "carddecks" / "svg-fake" / "fake.svgz"
    assert fake.name() == "Mine" and fake.name("ru") == "Mine по-русски" and fake.name("ru_RU") == "Mine по-русски"
    assert decks[2].kind == AISLERIOT and decks[2].name() == "Fake bonded"
    assert find_deck("aisleriot:fake_bonded", [system]) == decks[2]
    assert find_deck("kde:svg-gone", [system]) is None
    assert discover_decks([tmp_path / "nothing"]) == []


@NO_XDG
def test_discovery_reads_the_users_folder_then_the_systems(tmp_path, monkeypatch):
    make_kde_deck(user_data_folder(), "svg-fake", "Mine")
    make_kde_deck(tmp_path / "sys", "svg-fake", "The system's")      # hidden by the user's
    make_aisleriot_deck(tmp_path / "sys")
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "sys"))
    decks = discover_decks()
    assert [d.key for d in decks] == ["kde:svg-fake", "aisleriot:fake_bonded"] and decks[0].name() == "Mine"


def test_index_desktop_parsing():
    svg, names = parse_index_desktop("[Other]\nSVG=no.svgz\n[KDE Backdeck]\nName=A\nName[pl]=B\n# c\nSVG = a.svgz\n")
    assert svg == "a.svgz" and names == (("", "A"), ("pl", "B"))
    assert parse_index_desktop("[KDE Backdeck]\nSVG=/etc/passwd\n")[0] is None
    assert parse_index_desktop("garbage\x00\n=\n[")[0] is None


def test_reading_plain_and_packed_decks(tmp_path):
    data = deck_svg(kde_ids())
    plain, packed = tmp_path / "a.svg", tmp_path / "a.svgz"
    plain.write_bytes(data)
    packed.write_bytes(gzip.compress(data))
    assert read_deck_bytes(plain) == data == read_deck_bytes(packed)


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "not_svg"),
    (b"\x89PNG\r\n\x1a\n not an svg", "not_svg"),
    (b"<html><body>hello</body></html>", "not_svg"),
    (gzip.compress(b"<?xml version='1.0'?><svg", mtime=0)[:-6], "bad_gzip"),            # truncated
    (b"\x1f\x8b\x08\x00garbage-after-the-magic", "bad_gzip"),
    (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>', "entities"),
])
def test_garbage_is_refused_with_its_reason(tmp_path, content, reason):
    path = tmp_path / "deck.svgz"
    path.write_bytes(content)
    with pytest.raises(DeckError) as err:
        read_deck_bytes(path)
    assert err.value.reason == reason and err.value.path == str(path)


def test_oversized_decks_are_refused(tmp_path):
    big = tmp_path / "big.svg"
    with big.open("wb") as f:
        f.write(b"<svg>")
        f.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(DeckError) as err:
        read_deck_bytes(big)
    assert err.value.reason == "too_large"
    bomb = tmp_path / "bomb.svgz"          # small on disk, too large unpacked
    bomb.write_bytes(gzip.compress(b"<svg>" + b" " * (MAX_SVG_BYTES + 10)))
    assert bomb.stat().st_size < MAX_FILE_BYTES
    with pytest.raises(DeckError) as err:
        read_deck_bytes(bomb)
    assert err.value.reason == "too_large"
    with pytest.raises(DeckError) as err:
        read_deck_bytes(tmp_path / "missing.svg")
    assert err.value.reason == "unreadable"
