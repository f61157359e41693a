"""The Polish and Ukrainian UI: both .ts files are complete and keep every placeholder, and
each language, installed the way the application does it (Qt's catalogue and ours), makes the
menus, a panel, Preferences and Qt's file dialog speak it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from thousand_qt.i18n import build
from thousand_qt.model import i18n

I18N = Path(__file__).resolve().parents[2] / "thousand_qt" / "i18n"
LANGS = {"pl": "pl_PL", "uk": "uk_UA"}
PLACEHOLDER = re.compile(r"\{\w*\}|%n")


def _messages(lang: str):
    for context in ET.parse(I18N / f"thousand_qt_{lang}.ts").getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message.findtext("source"), message.find("translation")


def _texts(translation) -> list[str]:
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("lang", LANGS)
def test_ts_is_complete_and_for_its_language(lang):
    root = ET.parse(I18N / f"thousand_qt_{lang}.ts").getroot()
    assert root.get("language") == LANGS[lang]
    bad = [(ctx, src) for ctx, src, tr in _messages(lang)
           if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished")
           or not all(t.strip() for t in _texts(tr))]
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_ts_has_the_same_messages_as_the_russian(lang):
    ours = {(ctx, src) for ctx, src, _ in _messages(lang)}
    russian = {(ctx, src) for ctx, src, _ in _messages("ru")}
    assert ours == russian


@pytest.mark.parametrize("lang", LANGS)
def test_ts_keeps_placeholders_accelerators_and_line_breaks(lang):
    for ctx, src, tr in _messages(lang):
        for text in _texts(tr):
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(src)), (ctx, src, text)
            assert text.count("&") == src.count("&"), (ctx, src, text)
            assert text.count("\n") == src.count("\n"), (ctx, src, text)


@pytest.fixture
def install(qapp, tmp_path, monkeypatch):
    """``install(lang)``: our catalogues compiled from the .ts into tmp_path, then installed by
    :func:`i18n.install_language` together with Qt's own; English again afterwards."""
    if build.find_lrelease() is None:
        pytest.skip("pyside6-lrelease not installed")
    for lang in LANGS:
        name = f"thousand_qt_{lang}.ts"
        (tmp_path / name).write_bytes((I18N / name).read_bytes())
    assert build.build(tmp_path, quiet=True) == 0
    # only i18n's own view of importlib.resources: a module first imported meanwhile (the card
    # renderer's resources) must not keep the patched function once the test is over
    monkeypatch.setattr(i18n, "resources", SimpleNamespace(files=lambda package: tmp_path))

    def _install(lang: str) -> None:
        assert i18n.install_language(qapp, lang) == lang
        assert len(i18n.installed_translators()) == 2      # Qt's and ours
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    yield _install
    i18n.install_language(qapp, "en")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


EXPECTED = {
    "pl": {"menus": ["&Gra", "&Widok", "Po&moc"], "new": "&Nowa gra…", "sheet": "Tabela wyników",
           "title": "Tysiąc", "bid": ("Licytuj", "Pas"), "you": "Ty", "prefs": "Ustawienia",
           "tab": "Zasady", "language": "Język", "system": "jak w systemie", "look_in": "&Szukaj w:",
           "cancel": "Anuluj", "preset": "Polskie"},
    "uk": {"menus": ["&Гра", "&Вигляд", "&Довідка"], "new": "&Нова гра…", "sheet": "Запис",
           "title": "Тисяча", "bid": ("Замовити", "Пас"), "you": "Ви", "prefs": "Налаштування",
           "tab": "Правила", "language": "Мова", "system": "як у системі", "look_in": "&Шукати в:",
           "cancel": "Скасувати", "preset": "Польська"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_window_speaks_the_language(lang, install, window):
    install(lang)
    want = EXPECTED[lang]
    win = window
    assert [m.title() for m in (win.game_menu, win.view_menu, win.help_menu)] == want["menus"]
    assert win.menu_actions["new"].text() == want["new"]
    assert win.score_sheet.windowTitle() == want["sheet"]
    assert win.windowTitle() == want["title"]
    panel = win.auction_panel
    panel.retranslate_ui()
    assert (panel.bid_button.text(), panel.pass_button.text()) == want["bid"]
    assert win.controller.name(0) == want["you"]
    reason = win.model.why_illegal("0 play XX")
    assert reason and reason != "That is not a valid move."


@pytest.mark.parametrize("lang", LANGS)
def test_preferences_and_qt_dialog_texts(lang, install, qtbot):
    from PySide6.QtWidgets import QLabel

    from thousand_qt.model import Settings
    from thousand_qt.model.settings import LANGUAGES
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    install(lang)
    want = EXPECTED[lang]
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == want["prefs"]
    assert dialog.tabs.tabText(0) == want["tab"]
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert want["language"] in labels
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names == [want["system"], "Русский", "English", "Polski", "Українська"]
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == list(LANGUAGES)
    page = dialog.rules_page
    assert page.preset.itemText(page.preset.findData("polish")) == want["preset"]
    # Qt's own catalogue for the standard buttons, ours for the file dialog's gaps in it
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == want["cancel"]
    assert QCoreApplication.translate("QFileDialog", "&Look in:") == want["look_in"]


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_preferences_store_the_language(lang, qtbot):
    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    settings = Settings()
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData(lang))
    assert dialog.save_settings()
    assert settings.language == lang


#: Status and plate lines that name any seat, the human ("Вы", "Ty", "Ви") included: a verb after
#: the name would have to agree with it, so the translations name the seat first, with a colon.
SEAT_FIRST = ("{0} cuts: {1} — the third nine, {0} loses {2}.",
              "{0} cuts: {1} — the jack goes into the middle of the deck.",
              "{0} cuts: {1} — the bottom card is the dealer's.",
              "{0} opens the {1} talon (прикуп): {2}",
              "{0} lays two cards face down in place of the talon.")


@pytest.mark.parametrize("lang", ["ru", "pl", "uk"])
def test_lines_naming_the_human_too_take_no_verb_after_the_name(lang):
    found = {src: _texts(tr)[0] for _, src, tr in _messages(lang) if src in SEAT_FIRST}
    assert set(found) == set(SEAT_FIRST)
    assert [src for src, text in found.items() if not text.startswith("{0}:")] == []
