"""The status line and the menus: the hint says what and why; menu items keep their accelerators."""

from __future__ import annotations

from thousand_qt.ai import Reason, ReasonKind
from thousand_qt.engine.actions import Bid, Pass
from thousand_qt.view.action_words import action_words


def test_the_hint_says_what_and_why(window):
    window.show_hint(Bid(0, 105), Reason(ReasonKind.BID, made_in=19, samples=24, amount=105))
    text = window.status_label.text()
    assert "105" in text and "19" in text and "24" in text


def test_a_hint_without_a_reason_says_only_what(window):
    window.show_hint(Pass(0), None)
    assert window.status_label.text() == window.tr("Hint: {0}").format(action_words(Pass(0)))


def test_the_score_sheet_menu_item_keeps_its_accelerator_after_a_language_switch(window, qapp):
    from thousand_qt.model import i18n

    try:
        i18n.install_language(qapp, "ru")
        qapp.processEvents()
        assert "&" in window.menu_actions["score_sheet"].text()
    finally:
        i18n.install_language(qapp, "en")
        qapp.processEvents()
    assert window.menu_actions["score_sheet"].text() == "Score &sheet"
