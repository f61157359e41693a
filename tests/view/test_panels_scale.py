"""Issue 8, item 14: the panels and the status line scale with the table; at 1024×640 the
auction panel does not touch the talon."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS


def _auction(win, qtbot) -> None:
    for seed in range(1, 60):
        win.model.new_game(RuleSet(), PLAYERS, seed=seed)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=10000)
        if win.auction_panel.isVisible():
            return
    raise AssertionError("no seed gives the human a word in the auction")


def _talon_rect(win):
    rect = None
    for item in win.scene.talon:
        r = win.view.mapFromScene(item.mapToScene(item.shape().boundingRect())).boundingRect()
        rect = r if rect is None else rect.united(r)
    return rect


def test_the_auction_panel_keeps_off_the_talon_and_scales(window, qtbot):
    win = window
    sizes = {}
    for w, h in ((1024, 640), (1280, 800), (1920, 1080)):
        win.resize(w, h)
        QApplication.processEvents()
        _auction(win, qtbot)
        panel = win.auction_panel
        assert win.scene.talon, "the talon lies on the table in the auction"
        assert panel.geometry().top() >= _talon_rect(win).bottom() + 4, (w, h)   # a clear gap
        assert panel.geometry().bottom() <= win.view.height()
        sizes[w] = (panel.title.font().pixelSize(), win.status_label.font().pixelSize())
    assert sizes[1920][0] > sizes[1024][0] and sizes[1920][1] > sizes[1024][1]
    assert sizes[1920][0] >= 18                     # not tiny next to large cards


def test_a_panel_title_takes_one_line_where_there_is_room(window, qtbot):
    """A word-wrapped title asked for little width and broke into two lines on a wide table."""
    win = window
    win.resize(1920, 1080)
    QApplication.processEvents()
    _auction(win, qtbot)
    title = win.auction_panel.title
    assert title.height() < 1.6 * title.fontMetrics().lineSpacing(), title.text()
