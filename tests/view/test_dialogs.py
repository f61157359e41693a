"""Preferences round-trip, the renderer, the score sheet."""

from __future__ import annotations

from thousand_qt.engine.rules import PRESETS, RuleSet


def test_preferences_round_trip(qtbot):
    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    settings = Settings()
    settings.rules = RuleSet(samosval=False, barrel_at=900)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    page = dialog.rules_page
    assert page.rules() == settings.rules
    assert page.preset_name() == "custom"
    page.preset.setCurrentIndex(page.preset.findData("polish"))
    page._preset_chosen()
    assert page.rules() == PRESETS["polish"]
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.think.setValue(700)
    dialog.indices.setCurrentIndex(dialog.indices.findData("ru"))
    dialog.names[0].setText("Петя")
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("strong"))
    assert dialog.save_settings()
    loaded = Settings().load()
    assert loaded.rules == PRESETS["polish"]
    assert loaded.preset == "polish"
    assert (loaded.animation_speed, loaded.think_pause_ms, loaded.card_indices) == ("fast", 700, "ru")
    assert loaded.opponent_names[0] == "Петя" and loaded.opponent_levels[1] == "strong"
    again = PreferencesDialog(loaded)
    qtbot.addWidget(again)
    assert again.rules_page.rules() == PRESETS["polish"]
    assert again.think.value() == 700


def test_every_rule_has_an_editor(qtbot):
    from thousand_qt.engine.rules import RULE_KEYS
    from thousand_qt.view.dialogs.rules_page import RulesPage

    page = RulesPage()
    qtbot.addWidget(page)
    assert set(page.editors) | {"marriage_values"} == set(RULE_KEYS)
    for preset in PRESETS.values():
        page.load_rules(preset)
        assert page.rules() == preset


def test_renderer_caches_per_size_and_dpr(qtbot):
    from thousand_qt.view.table.card_renderer import CardRenderer

    r = CardRenderer("ru")
    a = r.pixmap("QH", 80, 1.0)
    assert r.pixmap("QH", 80, 1.0) is a
    b = r.pixmap("QH", 80, 2.0)
    assert b.width() == 160 and b.devicePixelRatio() == 2.0
    assert r.rank_label("Q") == "Д"
    r.set_indices("latin")
    assert r.rank_label("A") == "A"
    assert not r.set_svg("/nonexistent.svg") and not r.uses_svg


def test_score_sheet_marks(qtbot):
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.score_sheet import ScoreSheet

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    results = [DealResult(0, 1, 120, (20, 130, 30), (20, 120, 30), (20, 120, 30), (0, 0, 0), None, made=True),
               DealResult(1, None, None, (0, 0, 0), (0, 0, 0), (20, 120, 30), (0, 0, 0), None, redeal=True),
               DealResult(1, 2, 100, (0, 60, 20), (0, 60, -100), (20, 180, -70), (1, 0, 0), None,
                          made=False, bolt_seats=(0,))]
    sheet.show_results(["A", "B", "C"], results)
    t = sheet.table
    assert t.rowCount() == 3
    assert "[120✓]" in t.item(0, 1).text()
    assert "|" in t.item(2, 0).text()
    assert "[100✗]" in t.item(2, 2).text()


def test_preferences_ok_with_an_unwritable_settings_folder_says_so(qtbot, isolated_user_files):
    from PySide6.QtCore import QSettings

    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    blocker = isolated_user_files / "blocked"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(blocker / "settings"))
    settings = Settings()
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.think.setValue(900)
    dialog.accept()
    assert settings.think_pause_ms == 900            # applies for this session
    assert dialog.store_warning is not None and dialog.store_warning.isVisible()
    assert "blocked" in dialog.store_warning.text()


def test_score_sheet_marks_are_translated_and_explained(qtbot):
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.score_sheet import ScoreSheet
    from thousand_qt.view.table import marks

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    results = [DealResult(0, 1, 100, (0, 0, 0), (50, -100, 50), (50, -100, 50), (0, 0, 0), 2,
                          conceded=True),
               DealResult(1, 2, 110, (0, 60, 60), (0, 60, 110), (50, -40, 555), (1, 0, 0), 2, made=True,
                          bolt_seats=(0,), samosval_seats=(2,))]
    sheet.show_results(["A", "B", "C"], results)
    t = sheet.table
    assert "[100C]" in t.item(0, 1).text() and "R" not in t.item(0, 1).text()
    assert t.item(0, 1).toolTip() == marks.contract_tip(100, None, True)
    assert marks.samosval() in t.item(1, 2).text() and marks.barrel() in t.item(1, 2).text()
    tip = t.item(1, 2).toolTip()
    assert marks.samosval_tip() in tip and marks.barrel_tip() in tip and "110" in tip
    assert t.item(1, 0).toolTip() == marks.bolt_tip(1, False)
    meanings = dict(marks.legend())
    for glyph in (marks.DEALER, marks.MADE, marks.FAILED, marks.conceded(), marks.BOLT, marks.BOLT_PENALTY,
                  marks.barrel(), marks.samosval()):
        assert meanings.get(glyph), glyph


def test_preferences_edit_the_trick_hold_and_the_card_points(qtbot):
    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    settings = Settings()
    assert (settings.trick_hold, settings.show_card_points) == ("normal", True)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.trick_hold.currentData() == "normal" and dialog.card_points.isChecked()
    dialog.trick_hold.setCurrentIndex(dialog.trick_hold.findData("click"))
    dialog.card_points.setChecked(False)
    assert dialog.save_settings()
    loaded = Settings().load()
    assert (loaded.trick_hold, loaded.show_card_points) == ("click", False)
    again = PreferencesDialog(loaded)
    qtbot.addWidget(again)
    assert again.trick_hold.currentData() == "click" and not again.card_points.isChecked()
