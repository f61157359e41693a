"""The name plates: words retranslated after a language switch (issue 8, item 6)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine.rules import RuleSet

from .conftest import PLAYERS
from .test_translation import russian  # noqa: F401 - the fixture


def _a_pass_on_a_plate(win, qtbot) -> int:
    for seed in range(1, 60):
        win.model.new_game(RuleSet(), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: win.auction_panel.isVisible() and not win.queue.busy, timeout=10000)
        passed = [s for s, b in win.scene.badges.items() if b.word == "pass"]
        if passed:
            return passed[0]
    raise AssertionError("no computer passed before the human's word")


def test_plate_words_follow_a_language_switch(window, qtbot, request):
    win = window
    seat = _a_pass_on_a_plate(win, qtbot)
    request.getfixturevalue("russian")
    QCoreApplication.processEvents()
    assert win.scene.badges[seat].word == "пас"
