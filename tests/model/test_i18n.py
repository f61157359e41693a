"""Translators and the .ts → .qm helper."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt.i18n import build
from thousand_qt.model import i18n


def _only_english_plurals() -> bool:
    """Only our English catalogue (plural forms), if it is built, is installed: no Qt catalogue."""
    return len(i18n.installed_translators()) <= 1 and all(
        t.language() in ("en", "") for t in i18n.installed_translators())


def test_english_removes_translators(qapp):
    assert i18n.install_language(qapp, "ru") == "ru"
    assert i18n.install_language(qapp, "en") == "en"
    assert _only_english_plurals()


def test_plurals_come_from_the_catalogues(qapp):
    """English (the source language) has a catalogue of plural forms only; Russian has three forms."""
    from PySide6.QtCore import QCoreApplication

    i18n.install_language(qapp, "en")
    try:
        say = QCoreApplication.translate
        assert say("TableController", "Trick: {0}, %n point(s) in it.", None, 1) == "Trick: {0}, 1 point in it."
        assert say("TableController", "Trick: {0}, %n point(s) in it.", None, 14) == "Trick: {0}, 14 points in it."
        i18n.install_language(qapp, "ru")
        assert say("TableController", "Trick: {0}, %n point(s) in it.", None, 21) == "Взятка: {0}, в ней 21 очко."
        assert say("TableController", "Trick: {0}, %n point(s) in it.", None, 22) == "Взятка: {0}, в ней 22 очка."
        assert say("TableController", "Trick: {0}, %n point(s) in it.", None, 25) == "Взятка: {0}, в ней 25 очков."
    finally:
        i18n.install_language(qapp, "en")


def test_russian_installs_qt_translator_and_back(qapp):
    assert i18n.install_language(qapp, "ru") == "ru"
    # qtbase_ru.qm ships with PySide6; our own .qm may not be built yet
    assert len(i18n.installed_translators()) >= 1
    assert i18n.install_language(qapp, "xx") == "en"
    assert _only_english_plurals()


def test_system_language_is_supported(qapp):
    assert i18n.resolve("system") in i18n.SUPPORTED


def test_build_without_ts_does_nothing(tmp_path: Path):
    assert build.build(tmp_path) == 0
    assert list(tmp_path.iterdir()) == []


def test_build_compiles_a_ts(tmp_path: Path):
    if build.find_lrelease() is None:
        import pytest
        pytest.skip("pyside6-lrelease not installed")
    (tmp_path / "thousand_qt_ru.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ru_RU">\n'
        "<context><name>GameModel</name><message><source>It is not your turn.</source>"
        "<translation>Сейчас не ваш ход.</translation></message></context>\n</TS>\n", encoding="utf-8")
    assert build.build(tmp_path, quiet=True) == 0
    assert (tmp_path / "thousand_qt_ru.qm").stat().st_size > 0


class _Locale:
    """A stand-in for QLocale whose system() lists the given UI languages."""

    languages: list[str] = []

    @classmethod
    def system(cls):
        return cls()

    def uiLanguages(self) -> list[str]:
        return self.languages


@pytest.mark.parametrize(("languages", "expected"), [
    (["pl-PL", "en-US"], "pl"), (["uk_UA"], "uk"), (["de-DE", "uk-UA", "ru-RU"], "uk"),
    (["ru-RU", "pl-PL"], "ru"), (["de-DE", "fr-FR"], "en"), ([], "en"),
])
def test_system_language_follows_the_locale(monkeypatch, languages, expected):
    monkeypatch.setattr(_Locale, "languages", languages)
    monkeypatch.setattr(i18n, "QLocale", _Locale)
    assert i18n.system_language() == expected
    assert i18n.resolve("system") == expected


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_polish_and_ukrainian_install_qt_translator(qapp, lang):
    assert i18n.install_language(qapp, lang) == lang
    assert qapp.property("language") == lang
    # qtbase_pl.qm and qtbase_uk.qm ship with PySide6; our own .qm may not be built yet
    assert len(i18n.installed_translators()) >= 1
    assert i18n.install_language(qapp, "en") == "en"
    assert _only_english_plurals()


def test_every_preference_language_is_supported():
    from thousand_qt.model.settings import LANGUAGES

    assert set(LANGUAGES) == {"system", *i18n.SUPPORTED}
