"""Review mode: the analysis in the background (progress, cancel, the judgement at a position,
the summary's jumps), "Continue from here", and that nothing in a review writes the autosave,
the statistics or the record's file."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from thousand_qt.engine.record import load_record, save_record
from thousand_qt.engine.rules import RuleSet
from thousand_qt.model import GameModel
from thousand_qt.review import Position

from .helpers import PLAYERS, RECORDS, make_window


def _analysed(win, qtbot, name: str = "two_players", seat: int = 0):
    win.review.runner.samples = 2                    # a small, fixed batch: seconds, deterministic
    assert win.review.enter_file(str(RECORDS / f"{name}.thousand"))
    panel = win.review.panel
    panel.seat_combo.setCurrentIndex(seat)
    with qtbot.waitSignal(win.review.runner.finished, timeout=120000):
        panel.analyse_button.click()
        assert panel.progress.isVisible() and not panel.analyse_button.isEnabled()
    return win.review.session, panel


def test_the_analysis_shows_the_judgement_here_and_the_summary(window, qtbot):
    s, panel = _analysed(window, qtbot)
    assert not panel.progress.isVisible() and panel.analyse_button.isEnabled()
    assert window.review.view.hasFocus() or not window.isActiveWindow()   # the keys still step
    analysis = window.review.analysis
    assert analysis is not None and analysis.seat == 0
    assert f"{len(analysis.judgements)} decision" in panel.summary_label.text()
    # the contract of 120 where the strong player fixes more (tests/model/test_review_session.py)
    s.go_to_position(Position(0, 4))
    j = analysis.at(0, 4)
    text = panel.judgement_label.text()
    # (it claims 280 with this hand now that every contract up to the ceiling is weighed: a blunder)
    assert "The strong player" in text and str(round(j.cost)) in text and "Blunder" in text
    # the biggest mistakes: clicking one jumps there
    s.first()
    item = panel.biggest.item(0)
    panel.biggest.itemClicked.emit(item)
    assert (s.position.deal, s.position.step) == item.data(0x0100)
    panel.deciding.itemClicked.emit(panel.deciding.item(0))
    assert s.position.step == 0
    # cached: a second analysis of the same record and seat is there at once
    with qtbot.waitSignal(window.review.runner.finished, timeout=1000):
        panel.analyse_button.click()


def test_the_best_card_is_marked_on_the_table(window, qtbot):
    s, _panel = _analysed(window, qtbot, "classic", 0)
    j = next(j for j in window.review.analysis.judgements if j.best != j.played and j.kind.value == "play")
    s.go_to_position(Position(j.deal, j.step))
    marked = [item.card for item in window.review.scene.all_cards() if item.marked]
    assert marked == [str(j.best.card)]


def test_the_analysis_can_be_cancelled(window, qtbot):
    window.review.runner.samples = 2
    assert window.review.enter_file(str(RECORDS / "classic.thousand"))
    panel = window.review.panel
    with qtbot.waitSignal(window.review.runner.progress, timeout=60000):
        panel.analyse_button.click()
    panel.cancel_button.click()
    assert not panel.progress.isVisible() and panel.analyse_button.isEnabled()
    assert window.review.analysis is None and not window.review.runner.running
    assert window.review.runner.shutdown(60000)
    assert window.review.analysis is None


def test_continue_from_here_plays_on_from_that_position(window, qtbot, tmp_path):
    path = tmp_path / "classic.thousand"
    path.write_bytes((RECORDS / "classic.thousand").read_bytes())
    before = path.read_bytes()
    assert window.review.enter_file(str(path))
    s = window.review.session
    s.go_to(s.cursor.deal_start(3) + 9)
    position_view = s.cursor.game_at(s.index).view_for(0)
    window.review.panel.continue_button.click()        # no game in progress: no question
    assert not window.review.active
    assert window.model.game.deal_records[:4][-1].actions == s.record.deals[3].actions[:9]
    assert window.model.view().hand == position_view.hand and window.model.view().totals == position_view.totals
    assert window.model.players == s.record.players and window.model.human_seat == 0
    assert window.model.current_path is None
    assert path.read_bytes() == before


def test_continue_asks_before_abandoning_a_game_in_progress(window, qtbot):
    win = window
    win.model.new_game(RuleSet(), PLAYERS, seed=5)
    qtbot.waitUntil(lambda: win.model.game.to_act == 0 and not win.queue.busy, timeout=10000)
    running = win.model.record().dumps()
    assert win.game_in_progress()
    assert win.review.enter_file(str(RECORDS / "two_players.thousand"))
    win.review.session.go_to(6)
    win.review.panel.continue_button.click()
    box = win.review.confirm_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert win.review.active and win.model.record().dumps() == running
    win.review.panel.continue_button.click()
    win.review.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert not win.review.active and len(win.model.players) == 2


def test_a_review_writes_nothing(qtbot, tmp_path):
    """With the autosave on: reviewing, stepping, playing by itself and analysing leave the
    autosave, the statistics folder and the reviewed file as they were."""
    win = make_window(qtbot, "instant")
    win.model.autosave_enabled = True
    win.model.new_game(RuleSet(), PLAYERS, seed=5)
    qtbot.waitUntil(lambda: win.model.game.to_act == 0 and not win.queue.busy, timeout=10000)
    folder = GameModel.autosave_path().parent
    files = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    assert GameModel.autosave_path() in files
    record = load_record(RECORDS / "barrel_win.thousand")     # a finished game: as after a game over
    path = tmp_path / "done.thousand"
    save_record(record, path)
    before = path.read_bytes()
    win.review.runner.samples = 2
    assert win.open_file(str(path)) and win.review.active
    s = win.review.session
    for step in ("next_deal", "next_trick", "next_action", "end", "previous_deal"):
        win.review.step(step)
    s.timer.setInterval(1)
    s.play()
    qtbot.waitUntil(lambda: s.index >= 30, timeout=5000)
    s.pause()
    with qtbot.waitSignal(win.review.runner.finished, timeout=120000):
        win.review.analyse(1)
    QCoreApplication.processEvents()
    win.review.leave()
    QCoreApplication.processEvents()
    assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == files
    assert path.read_bytes() == before
    assert win.statistics.last_outcome is None
    win.model.shutdown(2000)
    win.review.shutdown(2000)


def test_the_game_over_dialog_offers_the_review(window, qtbot, tmp_path):
    record = load_record(RECORDS / "barrel_win.thousand")
    record.deals[-1] = replace(record.deals[-1], actions=record.deals[-1].actions[:-1])
    path = tmp_path / "almost.thousand"
    save_record(record, path)
    assert window.open_file(str(path))
    qtbot.waitUntil(lambda: window.model.finished, timeout=5000)
    qtbot.waitUntil(lambda: window.summary is not None, timeout=5000)
    window.summary.accept()
    qtbot.waitUntil(lambda: window.game_over is not None and window.game_over.isVisible(), timeout=5000)
    window.game_over.review_button.click()
    assert window.review.active and window.game_over is None      # closed, and freed
    s = window.review.session
    s.end()
    assert s.cursor.game_at(s.index).finished and not window.review.panel.continue_button.isEnabled()
