"""The Preferences rules page is made from the engine's rule schema: every editor offers exactly
the values the engine allows, and any valid rule set comes back from the page unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox

from thousand_qt.engine import RuleSet
from thousand_qt.engine.rule_schema import Choice, CountOrAll, Flag, GoldenDeals, Number, OffOrChoice, Penalty, Whole
from thousand_qt.engine.rules import RULE_SCHEMA


@pytest.fixture
def page(qtbot):
    from thousand_qt.view.dialogs.rules_page import RulesPage

    widget = RulesPage()
    qtbot.addWidget(widget)
    return widget


def test_each_editor_offers_what_the_engine_allows(page) -> None:
    for key, editor in page.editors.items():
        spec = RULE_SCHEMA[key]
        if isinstance(spec, Flag):
            assert isinstance(editor, QCheckBox), key
        elif isinstance(spec, Whole):
            assert isinstance(editor, QSpinBox), key
            assert (editor.minimum(), editor.maximum(), editor.singleStep()) == (spec.low, spec.high, spec.step), key
        elif isinstance(spec, Penalty):
            assert (editor.minimum(), editor.maximum()) == (0, spec.most), key
        elif isinstance(spec, Number):
            assert isinstance(editor, QDoubleSpinBox), key
            assert (editor.minimum(), editor.maximum()) == (spec.low, spec.high), key
        else:
            assert isinstance(editor, QComboBox), key
            values = [editor.itemData(i) for i in range(editor.count())]
            expected = spec.values if isinstance(spec, Choice) else spec.choices
            assert isinstance(spec, (Choice, OffOrChoice, CountOrAll, GoldenDeals))
            assert len(values) == len(expected), key
            assert all(a == b and type(a) is type(b) for a, b in zip(values, expected, strict=True)), key
            assert all(editor.itemText(i) for i in range(editor.count())), key


def test_rules_off_the_old_grids_come_back_unchanged(page) -> None:
    """A saved game's golden round of 4 deals, a barrel at 883 or a bolt penalty of 123 (each
    valid in the engine) survive a visit to Preferences; before, the page's own lists turned
    the 4 into "off"."""
    for changes in ({"golden_round": 4}, {"barrel_at": 883}, {"bolt_penalty": 123}, {"golden_round": 12},
                    {"minus_bid_threshold": -1000, "stake_per_point": 12345.5}, {"golden_round": True},
                    {"free_concessions": "all"}, {"free_concessions": 10}):
        rules = RuleSet().with_changes(**changes)
        page.load_rules(rules)
        assert page.rules() == rules, changes
