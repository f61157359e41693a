"""The score sheet marks a write-off (concede_opponent_points bolt) with its own letter, distinct
from the concession's and samosval's, and a collecting barrel player's points (barrel_scoring
collect); the legend names all three letters; the rules summary and Preferences name both keys."""

from __future__ import annotations

from thousand_qt.engine import RuleSet
from thousand_qt.engine.events import DealResult
from thousand_qt.model import i18n
from thousand_qt.view.dialogs.rule_words import RULE_SOURCES, rule_groups, rule_label, value_label
from thousand_qt.view.dialogs.rules_help import rules_html
from thousand_qt.view.score_sheet import ScoreTable
from thousand_qt.view.table import marks

WRITE_OFF = DealResult(0, 1, 100, (0, 0, 0), (0, -100, 0), (0, -100, 0), (1, 0, 1), None, conceded=True,
                       bolt_seats=(0, 2), written_off=True)
CONCEDED = DealResult(1, 2, 105, (0, 0, 0), (55, 55, -105), (55, -45, -105), (1, 0, 1), None, conceded=True)
COLLECTED = DealResult(2, 1, 100, (38, 145, 37), (40, 45, 35), (95, 925, -70), (1, 0, 1), 1, made=True,
                       collected=(1, 45))


def test_a_write_off_has_its_own_letter_and_the_collector_its_points(qtbot):
    table = ScoreTable()
    qtbot.addWidget(table)
    table.show_results(["A", "B", "C"], [WRITE_OFF, CONCEDED, COLLECTED])
    assert table.item(0, 1).text().startswith(f"[100{marks.written_off()}]")
    assert "written off" in table.item(0, 1).toolTip()
    assert table.item(1, 2).text().startswith(f"[105{marks.conceded()}]")
    assert table.item(2, 1).text().endswith(f"{marks.barrel()}+45") and "collecting" in table.item(2, 1).toolTip()
    assert len({marks.written_off(), marks.conceded(), marks.samosval()}) == 3


def test_the_legend_names_all_three_letters_in_every_language(qapp):
    for lang in ("ru", "en", "pl", "uk"):
        i18n.install_language(qapp, lang)
        letters = (marks.written_off(), marks.conceded(), marks.samosval())
        assert len(set(letters)) == 3, lang
        assert set(letters) <= set(dict(marks.legend())), lang
    i18n.install_language(qapp, "en")


def test_preferences_and_the_rules_summary_name_both_keys():
    keys = {key for _title, rows in rule_groups() for key, _text in rows}
    assert {"barrel_scoring", "concede_opponent_points"} <= keys
    assert RULE_SOURCES["barrel_scoring"] == RULE_SOURCES["concede_opponent_points"] == "seeds/000"
    assert rule_label("barrel_scoring") == "Barrel scoring"
    assert value_label("barrel_scoring", "collect") == "collects points"
    assert value_label("concede_opponent_points", "bolt") == "a dash (a bolt)"
    text = rules_html(RuleSet(barrel_scoring="collect", concede_opponent_points="bolt"), 3)
    assert "write the deal off" in text and "993 → 870" in text
    assert "write the deal off" not in rules_html(RuleSet(), 3)
