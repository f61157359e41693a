"""The house rules of docs/rules.md ("More house rules") in Preferences ▸ Rules and Help ▸ Rules."""

from __future__ import annotations

import pytest

from thousand_qt.engine import RuleSet

NEW = {"win_at": 1001, "redeal_hand_below": 15, "redeal_nines": 3, "redeal_jacks": True,
       "concede_on_barrel": "nobody", "trump_lead": "declarer_only", "barrel_failure": "free",
       "golden_round_mode": "doubled", "golden_round_reset": True, "sitting_out_half_marriage": True,
       "second_talon": "last_trick", "cut": True, "minus_bid_threshold": -1000}


def test_each_new_rule_has_an_editor_with_an_explanation_and_a_tooltip_and_round_trips(qtbot):
    from PySide6.QtWidgets import QLabel

    from thousand_qt.view.dialogs.rule_words import rule_label
    from thousand_qt.view.dialogs.rules_page import RulesPage

    page = RulesPage()
    qtbot.addWidget(page)
    for key, value in NEW.items():
        editor = page.editors[key]
        assert editor.toolTip() and rule_label(key) != key, key
        notes = [w.text() for w in editor.parentWidget().findChildren(QLabel) if w.text() == editor.toolTip()]
        assert notes, key
        rules = RuleSet(**{key: value})
        page.load_rules(rules)
        assert page.rules() == rules, key
    page.load_rules(RuleSet(minus_bid_threshold=-120))
    assert page.rules().minus_bid_threshold == -120


@pytest.mark.usefixtures("english")
def test_help_rules_names_each_new_rule_of_the_current_game():
    from thousand_qt.view.dialogs.rules_help import rules_html

    classic3 = rules_html(RuleSet(), 3)
    assert "1000 wins" in classic3 and "cuts" not in classic3
    text = rules_html(RuleSet(**{k: v for k, v in NEW.items()}, golden_round=True), 3)
    for words in ("1001 wins", "at least 3 nines", "under 15 points", "Four jacks", "cuts",
                  "Nobody may concede", "lead a trump", "costs nothing", "played as usual", "back to 0"):
        assert words in text, words
    assert "half a marriage" in rules_html(RuleSet(sitting_out_half_marriage=True), 4)
    assert "last trick" in rules_html(RuleSet(second_talon="last_trick"), 2)
