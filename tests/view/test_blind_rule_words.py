"""blind_rule in words: its Preferences ▸ Rules editor (explanation, source, value names), Help ▸
Rules for each value, the hint's instruction and the review's note, and the controls' help."""

from __future__ import annotations

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import Blind


def test_the_editor_names_each_value_says_the_source_and_round_trips(qtbot):
    from PySide6.QtWidgets import QComboBox, QLabel

    from thousand_qt.view.dialogs.rule_words import rule_label, value_label
    from thousand_qt.view.dialogs.rules_page import RulesPage

    page = RulesPage()
    qtbot.addWidget(page)
    editor = page.editors["blind_rule"]
    assert isinstance(editor, QComboBox) and editor.toolTip() and rule_label("blind_rule") != "blind_rule"
    notes = [w.text() for w in editor.parentWidget().findChildren(QLabel) if editor.toolTip() in w.text()]
    assert notes and "seeds/000, seeds/001" in notes[0]
    shown = [editor.itemText(i) for i in range(editor.count())]
    assert shown == [value_label("blind_rule", v) for v in ("first_speaker", "first_120", "anyone")]
    assert len(set(shown)) == 3
    for value in ("first_120", "anyone", "first_speaker"):
        rules = RuleSet(blind_game=True, blind_rule=value)
        page.load_rules(rules)
        assert page.rules() == rules, value


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(("value", "words"), [
    ("first_speaker", "The first speaker may bid 120 blind"),
    ("first_120", "exactly 120 blind"),
    ("anyone", "Anyone who has neither bid nor passed openly"),
])
def test_help_rules_says_who_may_bid_blind(value, words):
    from thousand_qt.view.dialogs.rules_help import rules_html

    assert words in rules_html(RuleSet(blind_game=True, blind_rule=value), 3)
    assert "blind" not in rules_html(RuleSet(blind_rule=value), 3)         # blind_game off: no blind bid


@pytest.mark.usefixtures("english")
def test_the_hint_and_the_review_name_the_blind_bid():
    from thousand_qt.view.action_words import action_words, choice_words

    assert action_words(Blind(0, 130)) == "bid 130 blind"
    assert choice_words(Blind(0, 130)) == "130 blind"


@pytest.mark.usefixtures("english")
def test_the_controls_say_how_to_look_at_the_face_down_hand():
    from thousand_qt.view.dialogs.help import controls_html

    text = controls_html([])
    assert "Click your face-down hand" in text and "<b>L</b>" in text
