"""The Russian UI: the .ts is complete, and with it installed the window speaks Russian —
including the strings set from module functions (menus, the resume question), whose lupdate
context must match the one used at run time."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

from thousand_qt.i18n import build

from .helpers import RU_TS

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _messages():
    for context in ET.parse(RU_TS).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message.findtext("source"), message.find("translation")


def _texts(translation) -> list[str]:
    """The translation's text, or each of its plural forms."""
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


def test_ts_has_no_unfinished_or_empty_translation():
    bad = [(ctx, src) for ctx, src, tr in _messages()
           if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished")
           or not all(t.strip() for t in _texts(tr))]
    assert bad == []


def test_english_plural_catalogue_is_complete():
    """English is the source language; its catalogue holds every plural form (one, many)."""
    root = ET.parse(RU_TS.with_name("thousand_qt_en.ts")).getroot()
    messages = list(root.iter("message"))
    assert messages and all(m.get("numerus") == "yes" for m in messages)
    for message in messages:
        forms = _texts(message.find("translation"))
        assert len(forms) == 2 and all("%n" in f for f in forms), message.findtext("source")


def test_ts_contexts_are_class_names_or_explicit():
    contexts = {ctx for ctx, _, _ in _messages()}
    # a tr() called on another object ("window.tr") gets that variable's name as context
    assert "window" not in contexts and "" not in contexts
    assert {"MainWindow", "GameModel", "RulesPage", "Help", "AuctionPanel"} <= contexts


def test_ts_keeps_the_placeholders():
    for ctx, src, tr in _messages():
        wanted = sorted(re.findall(r"\{\w*\}|%n", src))
        for text in _texts(tr):
            assert sorted(re.findall(r"\{\w*\}|%n", text)) == wanted, (ctx, src)


def test_the_window_speaks_russian(russian, window, qtbot):
    from thousand_qt.view.app import _resume_question

    win = window
    assert [m.title() for m in (win.game_menu, win.view_menu, win.help_menu)] == ["&Игра", "&Вид", "&Справка"]
    assert win.menu_actions["new"].text() == "&Новая игра…"
    assert win.menu_actions["score_sheet"].text() == "&Запись"
    assert win.windowTitle() == "Тысяча"
    assert _resume_question() == "Продолжить неоконченную игру?"
    panel = win.auction_panel
    panel.retranslate_ui()
    assert (panel.bid_button.text(), panel.pass_button.text()) == ("Заказать", "Пас")
    assert win.score_sheet.windowTitle() == "Запись"
    # the table's texts: the human's default name and the engine's reasons through the model
    assert win.controller.name(0) == "Вы"
    assert win.model.why_illegal("0 play XX") and CYRILLIC.search(win.model.why_illegal("0 play XX"))


def test_rules_page_and_preferences_in_russian(russian, qtbot):
    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Настройки"
    assert dialog.tabs.tabText(0) == "Правила"
    page = dialog.rules_page
    assert page.preset_label.text() == "Набор правил:"
    assert page.preset.itemText(page.preset.findData("classic")) == "Классика"


def test_language_change_retranslates_the_open_window(qapp, window, tmp_path):
    if build.find_lrelease() is None:
        pytest.skip("pyside6-lrelease not installed")
    win = window
    assert win.game_menu.title() == "&Game"
    (tmp_path / RU_TS.name).write_bytes(RU_TS.read_bytes())
    assert build.build(tmp_path, quiet=True) == 0
    translator = QTranslator()
    assert translator.load(str(tmp_path / "thousand_qt_ru.qm"))
    QCoreApplication.installTranslator(translator)      # sends LanguageChange to every widget
    try:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        assert win.game_menu.title() == "&Игра"
        assert win.controller.name(0) == "Вы"
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert win.game_menu.title() == "&Game"
    assert win.controller.name(0) == "You"
