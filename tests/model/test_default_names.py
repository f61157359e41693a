"""New settings name the opponents in the UI language; names once stored are never changed."""

from __future__ import annotations

import pytest

from thousand_qt.model import Settings, open_qsettings
from thousand_qt.model.settings import DEFAULT_OPPONENT_NAMES, OPPONENT_NAMES_BY_LANGUAGE, default_opponent_names


@pytest.mark.parametrize(("language", "names"), [("ru", ["Фёдор", "Маша", "Петя"]), ("en", ["Fred", "Molly", "Pete"]),
                                                  ("pl", ["Franek", "Marysia", "Piotrek"]),
                                                  ("uk", ["Федір", "Марічка", "Петро"])])
def test_new_settings_name_the_opponents_in_the_language(isolated_user_files, language, names):
    qs = open_qsettings()
    qs.setValue("display/language", language)
    qs.sync()
    s = Settings().load()
    assert s.opponent_names == names
    assert [p.name for p in s.players()][1:] == names[:2]


def test_the_system_language_decides_for_new_settings(isolated_user_files, monkeypatch):
    from thousand_qt.model import i18n

    monkeypatch.setattr(i18n, "system_language", lambda: "pl")
    assert Settings().load().opponent_names == list(OPPONENT_NAMES_BY_LANGUAGE["pl"])
    monkeypatch.setattr(i18n, "system_language", lambda: "ru")
    assert Settings().load().opponent_names == list(DEFAULT_OPPONENT_NAMES)
    assert default_opponent_names("xx") == OPPONENT_NAMES_BY_LANGUAGE["en"]


def test_stored_names_are_never_renamed(isolated_user_files):
    s = Settings()                      # the Russian names, stored
    s.language = "ru"
    s.save()
    qs = open_qsettings()
    qs.setValue("display/language", "en")     # the language changed afterwards
    qs.sync()
    back = Settings().load()
    assert back.language == "en" and back.opponent_names == ["Фёдор", "Маша", "Петя"]
    back.opponent_names = ["Fred", "Оля", "Pete"]
    back.save()
    assert Settings().load().opponent_names == ["Fred", "Оля", "Pete"]
