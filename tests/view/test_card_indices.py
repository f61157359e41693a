"""Card indices follow the UI language: English J Q K A, Russian and Ukrainian В Д К Т, Polish
W D K A, on the rendered faces and in every card text; a style chosen in Preferences wins."""

from __future__ import annotations

import pytest

from thousand_qt.model import Settings
from thousand_qt.model.i18n import install_language
from thousand_qt.view.table.card_renderer import CardRenderer
from thousand_qt.view.table.card_text import BY_LANGUAGE, card_label, indices_for

from .helpers import make_window

COURT = {"en": "J Q K A", "ru": "В Д К Т", "uk": "В Д К Т", "pl": "W D K A"}


@pytest.mark.parametrize("lang", COURT)
def test_the_table_reads_cards_in_the_languages_indices(qtbot, lang: str):
    settings = Settings()
    settings.language = lang
    assert settings.card_indices == BY_LANGUAGE
    win = make_window(qtbot, "instant", settings=settings)
    try:
        renderer = win.renderer
        assert " ".join(renderer.rank_label(r) for r in "JQKA") == COURT[lang]
        queen, jack = COURT[lang].split()[1], COURT[lang].split()[0]
        assert win.controller.cards_text(["QH", "JS", "TD"]) == f"{queen}♥ {jack}♠ 10♦"
    finally:
        win.model.shutdown(2000)


@pytest.mark.parametrize("lang", COURT)
def test_card_labels_per_language(lang: str):
    style = indices_for(BY_LANGUAGE, lang)
    assert " ".join(card_label(c, style)[:-1] for c in ("JH", "QH", "KH", "AH")) == COURT[lang]
    assert card_label("TS", style) == "10♠" and card_label("9C", style) == "9♣"


def test_a_chosen_style_wins_over_the_language():
    assert indices_for("latin", "pl") == "latin"
    assert indices_for("pl", "ru") == "pl"
    assert indices_for(BY_LANGUAGE, "de") == "latin"    # a language without its own indices


def test_the_faces_are_painted_with_the_indices(qtbot):
    polish, latin = CardRenderer("pl"), CardRenderer("latin")
    # the jack reads W in Polish and J in English; the king reads K in both
    assert polish.pixmap("JH", 90).toImage() != latin.pixmap("JH", 90).toImage()
    assert polish.pixmap("KH", 90).toImage() == latin.pixmap("KH", 90).toImage()
    ukrainian = CardRenderer("uk")
    assert ukrainian.pixmap("AS", 90).toImage() == CardRenderer("ru").pixmap("AS", 90).toImage()
    assert ukrainian.pixmap("AS", 90).toImage() != latin.pixmap("AS", 90).toImage()


def test_changing_the_language_in_preferences_changes_the_indices(qtbot):
    win = make_window(qtbot, "instant")
    try:
        win.settings.language = "pl"
        win.apply_settings()
        assert win.renderer.indices == "pl"
        win.settings.language = "en"
        win.apply_settings()
        assert win.renderer.indices == "latin"
    finally:
        install_language(None, "en")
        win.model.shutdown(2000)
