"""Issue 8, item 14: the panels and the status line scale with the table; at 1024×640 the
auction panel does not touch the talon."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from thousand_qt.engine.rules import RuleSet

from .helpers import PLAYERS, RECORDS


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


def _barrel_auction(tmp_path) -> Path:
    """tests/records/barrel_opens.thousand at the start of its last deal, the human in seat 2
    with a word to say against the barrel player's standing 120 (RULES.md §14 ``opens``)."""
    data = json.loads((RECORDS / "barrel_opens.thousand").read_text(encoding="utf-8"))
    data["deals"] = data["deals"][:4]
    data["deals"][3]["actions"] = []
    data["players"] = [{"name": "Фёдор", "kind": "computer", "level": "easy"},
                       {"name": "Маша", "kind": "computer", "level": "easy"}, {"name": "Вы", "kind": "human"}]
    path = tmp_path / "barrel.thousand"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_panel_with_a_long_note_grows_wider_before_its_text_gets_smaller(window, qtbot, tmp_path):
    """The barrel player's standing bid: the auction panel's note took three lines in a panel as
    narrow as its buttons, and its text was made smaller to fit above the hand."""
    win = window
    win.model.load(_barrel_auction(tmp_path))
    for w, h in ((1024, 640), (1920, 1080)):
        win.resize(w, h)
        qtbot.waitUntil(lambda: not win.queue.busy and win.auction_panel.isVisible(), timeout=15000)
        QApplication.processEvents()
        panel = win.auction_panel
        assert "120" in panel.note.text()
        assert panel.title.font().pixelSize() == round(win.scene.layout.ui_font_px() * 1.15), (w, h)
        assert panel.geometry().top() >= _talon_rect(win).bottom() + 4, (w, h)
