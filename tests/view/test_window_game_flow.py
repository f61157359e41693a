"""Game over: the last deal's summary, then the result with the score sheet, then a new game.
New game asks before throwing away a game in progress. The summary explains the deal."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from thousand_qt.engine.events import DealResult
from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.app import handed_over

from .helpers import PLAYERS
from .table_walk import waiting_for_human


def _last_deal() -> DealResult:
    return DealResult(0, 1, 120, (30, 90, 0), (30, 120, 0), (300, 1000, 200), (0, 0, 0), None, made=True,
                      marriages=((1, "H", 100),), bolt_seats=(2,))


def test_game_over_shows_the_last_deal_then_the_result_then_a_new_game(window, qtbot):
    win, model = window, window.model
    model.new_game(RuleSet(bolt_penalty=150), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    win.game_end.show_summary(_last_deal())
    win.game_end.show_game_over(1, [300, 1000, 200], [0.0, 0.0, 0.0])
    assert win.summary is not None and win.summary.isVisible()
    assert win.game_over is None                        # the result waits for the summary
    win.summary.next_button.click()
    assert win.game_over is not None and win.game_over.isVisible()
    buttons = [b.text() for b in win.game_over.buttons.buttons()]
    assert len(buttons) == 3 and "Review" in buttons    # new game, review (tests/view/test_review_analysis.py), close
    assert win.game_over.sheet.rowCount() == len(model.view().results)
    players, rules = model.players, model.rules
    before = model.record().deals[0].hands
    win.game_over.again_button.click()
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    assert model.players == players and model.rules == rules
    assert model.record().deals[0].hands != before and len(model.record().deals) == 1


def test_closing_the_result_says_how_to_play_again(window, qtbot):
    win = window
    win.game_end.show_game_over(1, [300, 1000, 200], [0.0, 0.0, 0.0])
    win.game_over.close_button.click()
    assert "Ctrl+N" in win.status_label.text()


def test_the_summary_explains_the_deal(window, qtbot):
    from thousand_qt.view.dialogs.summary import DealSummaryDialog

    result = DealResult(0, 1, 120, (30, 125, 0), (30, 120, -150), (300, 700, -150), (0, 0, 0), None, made=True,
                        marriages=((1, "H", 100),), bolt_seats=(2,))
    dialog = DealSummaryDialog(PLAYERS, result, RuleSet(bolt_penalty=150), ["AH", "TS", "KD"], parent=window)
    qtbot.addWidget(dialog)
    t = dialog.table
    assert [t.item(1, c).text() for c in range(t.columnCount())] == ["Фёдор", "25", "100", "+120", "700", ""]
    notes = dialog.notes.text()
    assert "A♥ 10♠ K♦" in notes or "A♥ T♠ K♦" in notes
    assert "rounded to 5" in notes and "150" in notes
    empty = DealSummaryDialog(PLAYERS, DealResult(0, None, None, (0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0), None),
                              RuleSet(), parent=window)
    qtbot.addWidget(empty)
    assert empty.notes.isHidden()


def test_new_game_asks_before_throwing_a_game_away(window, qtbot):
    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    win.auction_panel.pass_button.click()
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    record = model.record().dumps()
    win.menu_actions["new"].trigger()
    box = win.confirm_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert getattr(win, "new_game_window", None) is None
    assert model.record().dumps() == record
    win.menu_actions["new"].trigger()
    win.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert win.new_game_window.isVisible()
    win.new_game_window.reject()
    assert model.record().dumps() == record


def test_new_game_does_not_ask_before_anyone_acted(window, qtbot):
    win, model = window, window.model
    model.set_animation_gate(True)
    model.new_game(RuleSet(), PLAYERS, seed=7)        # the human speaks first: no action yet
    assert not win.game_in_progress()
    win.menu_actions["new"].trigger()
    assert win.confirm_box is None and win.new_game_window.isVisible()
    win.new_game_window.reject()
    model.set_animation_gate(False)


def test_open_asks_before_throwing_a_game_away(window, qtbot, tmp_path):
    """Game ▸ Open with a game in progress: the chosen (unfinished) game replaces it only after
    Yes; No keeps the game on the table. A finished game's file is reviewed without a question."""
    win, model = window, window.model
    model.new_game(RuleSet(), PLAYERS, seed=5)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    other = tmp_path / "other.thousand"
    model.save(other)
    model.new_game(RuleSet(), PLAYERS, seed=3)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    win.auction_panel.pass_button.click()
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=5000)
    record = model.record().dumps()
    win.files.open_chosen(str(other))
    box = win.files.confirm_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert model.record().dumps() == record
    handed_over(win, str(other))                 # from the desktop, while the game runs: the same question
    assert win.files.confirm_box.isVisible() and model.record().dumps() == record
    win.files.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert model.current_path == str(other) and model.record().dumps() != record
