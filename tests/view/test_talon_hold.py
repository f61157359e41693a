"""A talon turned face up stays until the human has seen it: by default until a click or a
key (the status line says so), or as long as Preferences set; at every animation speed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import parse_action
from thousand_qt.model import Settings
from thousand_qt.view.table.trick_hold import UNTIL_CLICK

from .helpers import PLAYERS, make_window


def _bid_until_the_talon_turns(win, qtbot, players=PLAYERS) -> list[str]:
    """The human bids (the computers pass) until the talon is turned for them; its cards."""
    shown: list[list[str]] = []
    win.model.talonShown.connect(lambda _declarer, cards, _public: shown.append([c.text for c in cards]))
    win.model.new_game(RuleSet(), players, seed=3)
    while not shown:
        qtbot.waitUntil(lambda: bool(shown) or (win.model.game.to_act == 0 and not win.queue.busy), timeout=10000)
        if not shown:
            legal = [str(a) for a in win.model.view().legal_actions]
            assert win.model.submit(parse_action(next((a for a in legal if " bid " in a), legal[0])))
    return shown[0]


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("release", ["click", "key"])
def test_the_talon_stays_face_up_until_a_click_or_a_key(qtbot, speed, release):
    assert Settings().talon_hold == UNTIL_CLICK                   # the default
    win = make_window(qtbot, speed)
    try:
        win.settings.talon_hold = UNTIL_CLICK
        win.apply_settings()
        cards = _bid_until_the_talon_turns(win, qtbot)
        assert len(cards) == 3
        qtbot.waitUntil(lambda: win.controller.hold.holding, timeout=10000)
        assert [item.card for item in win.scene.talon] == cards and win.scene.talon_spread
        assert "Click" in win.status_label.text() and win.queue.busy
        for _ in range(20):                                        # nothing moves on by itself
            qtbot.wait(10)
        assert win.controller.hold.holding and win.scene.talon
        if release == "click":
            QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
        else:
            QTest.keyClick(win.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: not win.scene.talon, timeout=10000)          # taken into the hand
        assert not win.controller.hold.holding
    finally:
        win.model.shutdown(2000)


def test_a_delay_from_preferences_lets_the_talon_go_by_itself(qtbot):
    win = make_window(qtbot, "normal")
    try:
        win.settings.talon_hold = "short"
        win.apply_settings()
        _bid_until_the_talon_turns(win, qtbot)
        qtbot.waitUntil(lambda: win.controller.hold.holding, timeout=10000)
        assert "Click" not in win.status_label.text()
        qtbot.waitUntil(lambda: not win.scene.talon, timeout=10000)           # no click needed
    finally:
        win.model.shutdown(2000)


def test_preferences_set_how_long_the_talon_stays(qtbot):
    from thousand_qt.view.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.talon_hold.currentData() == UNTIL_CLICK
    dialog.talon_hold.setCurrentIndex(dialog.talon_hold.findData("long"))
    assert dialog.save_settings() and Settings().load().talon_hold == "long"


def test_two_players_the_chosen_talon_stays_face_up_until_a_key(qtbot):
    from .helpers import TWO

    win = make_window(qtbot, "normal")
    try:
        win.settings.talon_hold = UNTIL_CLICK
        win.apply_settings()
        cards = _bid_until_the_talon_turns(win, qtbot, TWO)
        qtbot.waitUntil(lambda: win.controller.hold.holding, timeout=10000)
        index = win.scene.open_pair
        assert index is not None and [item.card for item in win.scene.talon_pair[index]] == cards
        assert "Click" in win.status_label.text()
        QTest.keyClick(win.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: win.scene.open_pair is None and not win.controller.hold.holding, timeout=10000)
    finally:
        win.model.shutdown(2000)
