"""Review mode in the window: entering (a file, the game being played, Open on a finished game),
stepping by move, trick and deal with the buttons and keys, the score sheet's rows, the
automatic play, 2 and 4 players, a bad file, and leaving back to the game as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

from thousand_qt.engine.record import load_record, replay
from thousand_qt.engine.rules import RuleSet
from thousand_qt.review import Position

from .helpers import PLAYERS, RECORDS


def _review(win, name: str):
    assert win.review.enter_file(str(RECORDS / f"{name}.thousand"))
    return win.review.session


def _shown_hands(win) -> dict[int, list[str]]:
    return {seat: sorted(item.card for item in hand) for seat, hand in win.review.scene.hands.items()}


def test_every_hand_lies_open_and_the_talon_face_up(window):
    s = _review(window, "classic")
    deal = s.record.deals[0]
    assert window.review.stack.currentWidget() is window.review.view
    assert window.review.panel.isVisible() and window.review.toolbar.isVisible()
    assert _shown_hands(window) == {seat: sorted(c.text for c in h) for seat, h in enumerate(deal.hands)}
    for hand in window.review.scene.hands.values():
        assert all(item.face_up for item in hand)
    talon = window.review.scene.talon
    assert sorted(i.card for i in talon) == sorted(c.text for c in deal.talons[0]) and all(i.face_up for i in talon)
    assert "Deal 1 of 3, move 0 of" in window.review.panel.position_label.text()   # the redeal not counted


@pytest.mark.parametrize("speed", ["window", "normal_window"])
def test_keys_step_by_move_trick_and_deal(speed, request):
    window = request.getfixturevalue(speed)          # instant and the default animation speed
    s = _review(window, "classic")
    view = window.review.view
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert s.index == 1
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert s.index == 0
    QTest.keyClick(view, Qt.Key.Key_Down)
    first_trick_stop = s.index
    assert first_trick_stop == s.cursor.next_trick(0)
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert s.index == 0
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    assert s.position == Position(1, 0)
    QTest.keyClick(view, Qt.Key.Key_PageUp)
    assert s.position == Position(0, 0)
    QTest.keyClick(view, Qt.Key.Key_End)
    assert s.index == s.cursor.last
    QTest.keyClick(view, Qt.Key.Key_Home)
    assert s.index == 0
    # the table follows the position: the hands are those of the replayed game
    QTest.keyClick(view, Qt.Key.Key_PageDown)
    game = s.cursor.game_at(s.index)
    assert _shown_hands(window) == {seat: sorted(c.text for c in h) for seat, h in enumerate(game.running_deal.hands)}


def test_a_finished_trick_stays_in_the_middle_until_the_next_move(window):
    s = _review(window, "classic")
    s.go_to(s.cursor.next_trick(s.cursor.next_trick(0)))
    frame = s.frame()
    trick = window.review.scene.trick
    assert [(seat, item.card) for seat, item in trick] == [(seat, c.text) for seat, c in frame.taken]
    winner = frame.view.tricks[-1].winner
    assert len(window.review.scene.piles[winner]) == 0
    s.next_action()
    assert len(window.review.scene.trick) == 1 and len(window.review.scene.piles[winner]) == 3


def test_the_bar_buttons_step_too(window):
    s = _review(window, "two_players")
    bar = window.review.toolbar
    bar.actions_by_step["next_action"].trigger()
    bar.actions_by_step["next_action"].trigger()
    assert s.index == 2
    bar.actions_by_step["next_trick"].trigger()
    assert s.index == s.cursor.next_trick(2)
    bar.actions_by_step["end"].trigger()
    assert s.index == s.cursor.last
    bar.actions_by_step["previous_deal"].trigger()
    assert s.index == 0
    assert window.review.panel.continue_button.isEnabled()


def test_a_score_sheet_row_jumps_to_its_deal(window):
    s = _review(window, "classic")
    sheet = window.score_sheet.table
    results = replay(s.record).results
    assert sheet.rowCount() == len(results) == 4          # the redeal has its own row (its own deal)
    sheet.cellDoubleClicked.emit(3, 0)
    assert s.position == Position(3, 0)
    sheet.cellActivated.emit(1, 1)
    assert s.position == Position(1, 0)
    sheet.cellDoubleClicked.emit(2, 0)                    # the redeal's row ("—")
    assert s.position == Position(2, 0)
    assert window.review.panel.position_label.text().startswith("Redeal before deal 3 of 3, move 0 of")


def test_auto_play_runs_by_the_timer_and_pauses(window, qtbot):
    s = _review(window, "two_players")
    s.go_to(s.cursor.last - 2)
    s.timer.setInterval(5)                                  # the same timer, faster
    window.review.toolbar.actions_by_step["play"].trigger()
    assert s.playing and window.review.toolbar.actions_by_step["play"].text() == "Pause"
    qtbot.waitUntil(lambda: not s.playing, timeout=5000)
    assert s.index == s.cursor.last
    assert window.review.toolbar.actions_by_step["play"].text() == "Play"
    QTest.keyClick(window.review.view, Qt.Key.Key_Space)   # from the end: again from the start
    assert s.playing and s.index == 0
    QTest.keyClick(window.review.view, Qt.Key.Key_Space)
    assert not s.playing
    window.review.toolbar.speed.setCurrentIndex(window.review.toolbar.speed.findData("slow"))
    assert s.speed == "slow"


def test_at_the_default_speed_the_cards_fly_and_land(normal_window, qtbot):
    win = normal_window
    s = _review(win, "classic")
    s.go_to(s.cursor.deal_start(0) + 6)              # the first trick is being played
    before = [item.pos() for _, item in win.review.scene.trick]
    s.next_action()
    assert win.review.table.animations                # a card in flight at "normal" speed
    qtbot.waitUntil(lambda: all(a.state() != a.State.Running for a in win.review.table.animations
                                if _alive(a)), timeout=3000)
    frame = s.frame()
    assert len(win.review.scene.trick) == len(frame.view.trick or frame.taken) and len(before) <= 3
    for item in win.review.scene.all_cards():
        assert (item.pos() - item.home).manhattanLength() < 1


def _alive(anim) -> bool:
    import shiboken6

    return shiboken6.isValid(anim)


def test_two_and_four_players(window):
    for name, n in (("two_players", 2), ("four_players", 4)):
        s = _review(window, name)
        assert len(window.review.scene.badges) == n
        s.end()
        assert window.review.panel.position_label.text().startswith("Deal 1 of 1")
        s.first()
        if n == 2:
            pair = window.review.scene.talon_pair
            assert all(item.face_up for pile in pair for item in pile) and sum(map(len, pair)) == 4
        for _ in range(12):
            s.next_action()
        assert _shown_hands(window)[s.bottom] == sorted(c.text for c in s.frame().view.hand)


def test_the_first_deal_in_play_cannot_be_reviewed(window, qtbot):
    """Game ▸ Review would lay the deal in play open: off, saying why, until a deal is over."""
    win = window
    win.model.new_game(RuleSet(), PLAYERS, seed=5)
    qtbot.waitUntil(lambda: win.model.game.to_act == 0 and not win.queue.busy, timeout=10000)
    review = win.menu_actions["review"]
    assert not review.isEnabled() and "cards in play" in review.toolTip()
    assert not win.review.review_current() and not win.review.active


def test_leaving_returns_to_the_game_as_it_was(window, qtbot):
    win = window
    assert win.open_file(str(RECORDS / "classic.thousand"))         # four deals over, the fifth dealt
    qtbot.waitUntil(lambda: win.model.game.to_act == 0 and not win.queue.busy, timeout=10000)
    panels = [p.isVisible() for p in win.panels]
    before = win.model.record()
    hand = sorted(item.card for item in win.scene.human_hand())
    assert win.menu_actions["review"].isEnabled()
    win.menu_actions["review"].trigger()
    assert win.review.active and win.model.paused
    assert not win.menu_actions["undo"].isEnabled() and not win.menu_actions["save"].isEnabled()
    s = win.review.session
    assert s.index == 0 and len(before.deals) == 5
    # the deals over, never the one in play
    assert [d.hands for d in s.record.deals] == [d.hands for d in before.deals[:4]]
    QTest.keyClick(win.review.view, Qt.Key.Key_Escape)
    assert not win.review.active and not win.model.paused
    assert win.centralWidget().currentWidget() is win.view
    assert win.model.record().dumps() == before.dumps()
    assert sorted(item.card for item in win.scene.human_hand()) == hand
    assert win.menu_actions["save"].isEnabled()
    qtbot.waitUntil(lambda: [p.isVisible() for p in win.panels] == panels, timeout=2000)


def test_open_on_a_finished_game_reviews_it(window, tmp_path):
    record = load_record(RECORDS / "barrel_win.thousand")
    assert replay(record).finished
    before = window.model.record().dumps()
    assert window.open_file(str(RECORDS / "barrel_win.thousand"))
    assert window.review.active and window.model.record().dumps() == before
    # an unfinished game opens to be played, and the review is left
    assert window.open_file(str(RECORDS / "classic.thousand"))
    assert not window.review.active and window.model.current_path.endswith("classic.thousand")


def test_leaving_a_review_with_no_game_behind_it_says_how_to_start_one(window):
    """A finished file opened at start: the table behind the review is empty."""
    assert not window.model.game.deal_records
    assert window.review.enter_file(str(RECORDS / "barrel_win.thousand"))
    window.review.leave()
    assert "New game" in window.status_label.text()


def test_a_bad_file_gives_one_message_and_the_game_goes_on(window, tmp_path):
    bad = tmp_path / "bad.thousand"
    bad.write_text('{"format": "thousand-game", "version": 1, "players": [{"name": "a"}]}', encoding="utf-8")
    before = window.model.record().dumps()
    assert not window.review.enter_file(str(bad))
    assert not window.review.active and window.last_error is not None
    assert "players" in window.last_error.text()
    assert window.model.record().dumps() == before


def test_the_review_follows_a_language_switch(window, request):
    s = _review(window, "classic")
    s.go_to(3)
    request.getfixturevalue("russian")
    QCoreApplication.processEvents()
    panel, bar = window.review.panel, window.review.toolbar
    assert panel.position_label.text().startswith("Сдача 1 из 3, ход 3 из")
    assert bar.actions_by_step["next_trick"].text() == "Взятка ›"
    assert panel.continue_button.text() == "Играть отсюда"
    assert window.menu_actions["review"].text() == "&Разбор партии"


def test_new_game_leaves_the_review_first(window):
    _review(window, "classic")
    window.new_game()
    assert not window.review.active and not window.model.paused
    assert window.new_game_window.isVisible()
    window.new_game_window.reject()


@pytest.mark.usefixtures("english")
def test_a_deal_every_player_passed_is_named_a_redeal_and_said(window):
    """opening free_redeal: the review numbers the passed-out deal as a redeal and, at its end,
    says everybody passed."""
    s = _review(window, "opening_free_redeal")
    panel = window.review.panel
    assert panel.position_label.text().startswith("Redeal before deal 1 of 1")
    QTest.keyClick(window.review.view, Qt.Key.Key_Right)
    QTest.keyClick(window.review.view, Qt.Key.Key_Right)
    QTest.keyClick(window.review.view, Qt.Key.Key_Right)
    assert s.position == Position(0, 3)
    assert "Everybody passed: the same dealer deals again." in panel.move_label.text()
