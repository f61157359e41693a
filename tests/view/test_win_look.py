"""A win worth seeing: the summary, the game's result, the statistics and the score sheet in the
table's look (the felt, the plates' colours and font), and the winner's short celebration on the
table, at the default speed and at once when animations are instant, never holding anything up."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from thousand_qt.engine.events import DealResult
from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.felt_style import FONT_FAMILY

from .helpers import PLAYERS, at_instant_speed, make_window, one_move_from_the_end


def _is_felt(colour: QColor) -> bool:
    """A green of the felt (not the desktop's grey or white)."""
    return colour.green() > colour.red() + 25 and colour.green() > colour.blue() + 10


def _deal() -> DealResult:
    return DealResult(0, 1, 120, (30, 90, 0), (30, 120, 0), (300, 1000, 200), (0, 0, 0), None, made=True,
                      marriages=((1, "H", 100),), bolt_seats=(2,))


def _pixel(top, child, corner_inset: int = 3) -> QColor:
    """The colour shown at ``child``'s lower right corner in ``top``'s picture (as composed)."""
    at = child.mapTo(top, QPoint(child.width() - corner_inset, child.height() - corner_inset))
    return top.grab().toImage().pixelColor(at)


def _looks_like_the_table(widget, qtbot) -> None:
    image = widget.grab().toImage()
    assert _is_felt(image.pixelColor(3, 3)), image.pixelColor(3, 3).name()
    assert widget.font().family() == FONT_FAMILY


def test_the_summary_and_the_result_are_on_the_felt(window, qtbot):
    from thousand_qt.view.dialogs.summary import DealSummaryDialog, GameOverDialog

    summary = DealSummaryDialog(PLAYERS, _deal(), RuleSet(), ["AH", "TH", "9S"], parent=window)
    qtbot.addWidget(summary)
    summary.show()
    _looks_like_the_table(summary, qtbot)
    assert summary.headline.palette().color(summary.headline.foregroundRole()).name() == "#ffd866"
    heads = summary.table.horizontalHeader()
    assert all(heads.sectionSize(c) >= heads.sectionSizeHint(c) for c in range(heads.count()))   # whole
    assert _is_felt(_pixel(summary, summary.table.viewport()))
    over = GameOverDialog(PLAYERS, 1, [300, 1000, 200], [0.0, 0.0, 0.0], [_deal()], window)
    qtbot.addWidget(over)
    over.show()
    _looks_like_the_table(over, qtbot)
    assert _is_felt(_pixel(over, over.sheet.viewport()))


def test_the_statistics_and_the_score_sheet_are_on_the_felt(window, qtbot, tmp_path):
    from thousand_qt.stats import StatsStore
    from thousand_qt.view.dialogs.statistics import StatisticsDialog

    dialog = StatisticsDialog(StatsStore(tmp_path), window)
    qtbot.addWidget(dialog)
    dialog.show()
    _looks_like_the_table(dialog, qtbot)
    assert _is_felt(_pixel(dialog, dialog.chart))
    window.score_sheet.show()
    window.game_end.show_summary(_deal())
    table = window.score_sheet.table
    assert table.font().family() == FONT_FAMILY
    assert _is_felt(_pixel(window, table.viewport()))


def _to_game_over(win, qtbot) -> None:
    """A game one card from its end (a computer plays it), the last summary closed by Enter: the
    way to the summary at the instant speed, the game's end at the window's own."""
    import tempfile
    from pathlib import Path

    path = one_move_from_the_end(Path(tempfile.mkdtemp()))
    with at_instant_speed(win):
        assert win.open_file(str(path))
        qtbot.waitUntil(lambda: win.summary is not None and win.summary.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: win.summary.enter_guard.armed, timeout=5000)      # Enter is held back a moment
    QTest.keyClick(win.summary.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(), timeout=5000)


def test_at_the_default_speed_cards_cascade_from_the_winners_plate(normal_window, qtbot):
    win = normal_window
    _to_game_over(win, qtbot)
    winner = win.game_over.winner
    assert win.scene.badges[winner].winner
    assert all(not b.winner for s, b in win.scene.badges.items() if s != winner)
    cel = win.celebration
    assert cel.running and len(cel.cards) >= 12
    assert all(c.scene() is win.scene and c.acceptedMouseButtons() == Qt.MouseButton.NoButton for c in cel.cards)
    assert not win.queue.busy                       # nothing waits for it
    plate = win.scene.badges[winner].sceneBoundingRect()
    qtbot.waitUntil(lambda: any(not plate.contains(c.pos()) for c in cel.cards), timeout=3000)   # on their way
    cards = list(cel.cards)
    qtbot.waitUntil(lambda: not cel.running, timeout=10000)
    assert cel.cards == [] and all(not shiboken6.isValid(c) or c.scene() is None for c in cards)
    assert win.scene.badges[winner].winner          # the glow stays until the next game
    assert win.game_over.isVisible()


def test_with_instant_animations_only_the_glow_at_once(window, qtbot):
    win = window
    _to_game_over(win, qtbot)
    assert win.scene.badges[win.game_over.winner].winner
    assert not win.celebration.running and win.celebration.cards == []


def test_the_celebration_holds_nothing_up(normal_window, qtbot):
    win = normal_window
    _to_game_over(win, qtbot)
    assert win.celebration.running
    button = win.game_over.close_button                 # the result answers at once
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(button.width() // 2, button.height() // 2))
    qtbot.waitUntil(lambda: win.game_over is None, timeout=3000)
    assert "New game" in win.status_label.text()
    win.model.new_game(RuleSet(), PLAYERS, seed=2)       # a new game ends it: no card is left behind
    assert not win.celebration.running and win.celebration.cards == []
    assert not any(b.winner for b in win.scene.badges.values())


@pytest.mark.parametrize("speed", ["fast", "slow"])
def test_the_cascade_follows_the_animation_speed(qtbot, speed):
    from thousand_qt.view.table.celebration import CASCADE_MS

    win = make_window(qtbot, speed)
    try:
        _to_game_over(win, qtbot)
        group = win.celebration._group
        assert group is not None
        assert group.totalDuration() >= win.queue.ms(CASCADE_MS)
        assert group.totalDuration() < win.queue.ms(CASCADE_MS) * 3
    finally:
        win.model.shutdown(2000)


def test_the_reviews_panel_is_on_the_felt(window, qtbot):
    """The review's dock beside the table has the table's look, as the score sheet has (it was
    the desktop's grey); its headings stay bold."""
    from .helpers import RECORDS

    assert window.review.enter_file(str(RECORDS / "classic.thousand"))
    panel = window.review.panel
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    assert panel.font().family() == FONT_FAMILY
    assert _is_felt(_pixel(window, panel.widget(), corner_inset=6))     # under the buttons' row
    assert _is_felt(_pixel(window, panel.biggest, corner_inset=6))      # the analysis lists too
    assert panel.position_label.font().bold() and panel.position_label.font().family() == FONT_FAMILY
