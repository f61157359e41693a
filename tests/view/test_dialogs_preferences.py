"""Preferences: the wheel scrolls the page, it does not change the rules under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication


def _wheel(widget, steps: int = -1) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def _dialog(qtbot):
    from thousand_qt.model import Settings
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.resize(720, 500)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_wheel_over_an_unfocused_rule_scrolls_the_page(qtbot):
    dialog = _dialog(qtbot)
    page = dialog.rules_page
    bar = page.verticalScrollBar()
    assert bar.maximum() > 0
    before = page.rules()
    for key in ("concede_opponent_points", "bolt_penalty", "min_bid", "stake_per_point"):
        editor = page.editors[key]
        page.ensureWidgetVisible(editor)
        dialog.buttons.setFocus()
        start = bar.value()
        _wheel(editor, -1 if start < bar.maximum() else 1)
        assert page.rules() == before, key
        assert bar.value() != start, key
    _wheel(page.preset, -1)
    assert page.preset_name() == "classic"


def test_wheel_over_a_focused_editor_changes_it(qtbot):
    dialog = _dialog(qtbot)
    spin = dialog.think
    dialog.tabs.setCurrentIndex(1)
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=1000)
    before = spin.value()
    _wheel(spin, 1)
    assert spin.value() != before
    dialog.speed.clearFocus()
    start = dialog.speed.currentIndex()
    _wheel(dialog.speed, 1)
    assert dialog.speed.currentIndex() == start


def test_the_two_player_game_is_a_rule_and_a_preset_keeps_it(qtbot):
    dialog = _dialog(qtbot)
    page = dialog.rules_page
    editor = page.editors["two_player_game"]
    editor.setCurrentIndex(editor.findData("stock"))
    assert page.rules().two_player_game == "stock" and page.preset_name() == "classic"
    page.preset.setCurrentIndex(page.preset.findData("polish"))
    page._preset_chosen()
    assert page.rules().two_player_game == "stock" and page.rules().must_overtake
    assert editor.toolTip()


def test_tab_walks_the_rules_in_reading_order(qtbot):
    """From the tabs Tab stopped on the page itself (nothing shown focused), then on the preset,
    then jumped down to the marriage values and back up to the opening bid."""
    from PySide6.QtWidgets import QTabBar

    dialog = _dialog(qtbot)
    page = dialog.rules_page
    dialog.activateWindow()
    dialog.findChild(QTabBar).setFocus()
    dialog.focusNextChild()
    assert dialog.focusWidget() is page.preset
    stops = []
    while dialog.focusWidget() not in stops and page.isAncestorOf(dialog.focusWidget()):
        stops.append(dialog.focusWidget())
        dialog.focusNextChild()
    inner = page.widget()
    places = [(w.mapTo(inner, QPoint(0, 0)).y(), w.mapTo(inner, QPoint(0, 0)).x()) for w in stops]
    assert len(stops) > 20 and places == sorted(places), places


def test_the_default_name_of_the_human_reads_in_the_language_and_stays_the_default(qtbot):
    """Preferences showed the stored default "Вы" in English, where the table and New game say
    "You"; kept as it is, it stays the default (saved as "Вы")."""
    from thousand_qt.model import Settings
    from thousand_qt.model.settings import DEFAULT_HUMAN_NAME
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    settings = Settings()
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.human_name.text() == "You"
    assert dialog.save_settings() and settings.human_name == DEFAULT_HUMAN_NAME
    dialog.human_name.setText("Anna")
    assert dialog.save_settings() and settings.human_name == "Anna"
