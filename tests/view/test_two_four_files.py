"""Two and four players: undo, hint, save and open, the autosave resumed, and the score sheet."""

from __future__ import annotations

from thousand_qt.engine import Phase
from thousand_qt.engine.rules import RuleSet

from . import seeds
from .helpers import FOUR, TWO, make_window, seed_where
from .table_walk import click_button, click_card, waiting_for_human


def _to_the_discard(win, qtbot) -> None:
    seed_where(win, TWO, seeds.HUMAN_ON_THE_HUNDRED)
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.talon_panel.isVisible(), timeout=10000)


def test_two_players_hint_undo_save_and_open(window, qtbot, tmp_path):
    win, model = window, window.model
    _to_the_discard(win, qtbot)
    model.request_hint()
    qtbot.waitUntil(lambda: "Hint:" in win.status_label.text(), timeout=30000)
    assert "talon" in win.status_label.text()
    click_card(win, win.scene.talon_pair[1][0])
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.discard_panel.isVisible(), timeout=10000)
    assert win.scene.talon_pair[1] == [] and len(win.scene.talon_pair[0]) == 2
    path = str(tmp_path / "two.thousand")
    assert win.files.save_to(path)

    win.undo()                      # the talon has been seen: no going back to the choice of a talon
    assert win.discard_panel.isVisible() and not win.talon_panel.isVisible()
    assert "talon" in win.status_label.text() and not win.menu_actions["undo"].isEnabled()
    click_card(win, win.scene.human_hand()[0])

    assert win.open_file(path)                             # the saved discard comes back
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.discard_panel.isVisible(), timeout=10000)
    assert len(win.scene.human_hand()) == 12 and win.scene.talon_pair[1] == []
    hand = win.scene.human_hand()
    click_card(win, hand[0])
    click_card(win, hand[1])
    click_button(win.discard_panel.give_button)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert [len(p) for p in win.scene.talon_pair] == [2, 2]       # the two laid cards and the other talon
    assert len(win.scene.human_hand()) == 10


def test_four_players_saved_and_resumed_from_the_autosave(qtbot, tmp_path):
    from thousand_qt.model import persistence

    win = make_window(qtbot, "instant")
    model = win.model
    model.autosave_enabled = True
    seed_where(win, FOUR, seeds.SEAT_2_DEALS_SEAT_3_ON_THE_HUNDRED)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    click_button(win.auction_panel.pass_button)
    qtbot.waitUntil(lambda: waiting_for_human(win) or model.view().phase is Phase.PLAY, timeout=10000)
    assert persistence.has_resumable_autosave()
    before = model.record().dumps()
    model.shutdown(2000)

    again = make_window(qtbot, "instant")
    again.model.resume_autosave()
    qtbot.waitUntil(lambda: not again.queue.busy, timeout=10000)
    assert again.model.record().dumps() == before
    assert len(again.scene.badges) == 4 and again.scene.badges[2].sitting_out
    assert again.scene.hands[2] == [] and len(again.scene.human_hand()) == len(again.model.view().hand) >= 7
    again.model.shutdown(2000)


def test_the_score_sheet_has_a_column_per_player(window, qtbot):
    win, model = window, window.model
    for players in (TWO, FOUR):
        model.new_game(RuleSet(), players, seed=4)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=10000)
        win.refresh_score_sheet()
        sheet = win.score_sheet.table
        names = [sheet.horizontalHeaderItem(c).text() for c in range(sheet.columnCount())]
        assert names == [p.name for p in players[1:]] or len(names) == len(players), names

