"""Two and four players at the table, played through the window by mouse (and the two-player
talon and discard by keyboard), with nothing overlapping at 1024×640 at any stop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thousand_qt.engine import Phase
from thousand_qt.engine.rules import RuleSet
from thousand_qt.view.table.seating import Side

from . import seeds
from .helpers import FOUR, PLAYERS, TWO, make_window, seed_where
from .table_walk import click_button, overlaps, play_human_turn, waiting_for_human


@pytest.fixture(params=["instant", "normal"])
def small_window(request, qtbot):
    """The window at its smallest size (1024×640), at the instant and the default speed."""
    win = make_window(qtbot, request.param)
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: win.view.width() == 1024, timeout=2000)
    yield win
    win.model.shutdown(2000)


def _play_deal(win, qtbot, declare: bool = True) -> set[str]:
    """The human's turns by mouse until the deal's summary; the table checked at each stop."""
    seen: set[Phase] = set()
    for _ in range(80):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=30000)
        assert overlaps(win) == [], (win.model.view().phase, overlaps(win))
        if win.summary is not None:
            return seen
        play_human_turn(win, qtbot, seen, declare)
    raise AssertionError("the deal did not end")


def test_two_players_a_whole_deal_by_mouse(small_window, qtbot):
    win, model = small_window, small_window.model
    seed_where(win, TWO, seeds.HUMAN_ON_THE_HUNDRED)          # the computer passes: the human declares
    assert set(win.scene.badges) == {0, 1} and win.scene.layout.side(1) is Side.TOP
    seen = _play_deal(win, qtbot)
    assert {Phase.TALON, Phase.GIVE, Phase.CONTRACT, Phase.PLAY} <= seen
    actions = [str(a).split()[1:] for a in model.record().deals[0].actions]
    assert ["talon", "1"] in actions and any(a[0] == "discard" for a in actions)
    assert win.summary.isVisible()


def test_two_players_the_computer_declares_opens_a_talon_and_lays_two_cards(window, qtbot):
    win, model = window, window.model
    win.resize(1024, 640)
    seed_where(win, TWO, seeds.COMPUTER_ON_THE_HUNDRED)          # the human passes: the computer declares
    seen = _play_deal(win, qtbot, declare=False)
    assert Phase.TALON not in seen and Phase.GIVE not in seen and Phase.PLAY in seen
    actions = [str(a).split()[1] for a in model.record().deals[0].actions]
    assert actions[:4] == ["pass", "talon", "discard", "contract"]


def test_two_players_the_talon_opens_where_it_lies_and_the_discard_takes_its_place(window, qtbot):
    win, model = window, window.model
    seed_where(win, TWO, seeds.HUMAN_ON_THE_HUNDRED)
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.talon_panel.isVisible(), timeout=10000)
    pair = win.scene.talon_pair
    assert [len(p) for p in pair] == [2, 2] and not win.scene.talon
    left, right = pair[0][0].pos().x(), pair[1][0].pos().x()
    assert left < win.scene.layout.centre.x() < right
    QTest.keyClick(win.view, Qt.Key.Key_Left)                 # the keyboard stands on the left talon
    qtbot.waitUntil(lambda: not win.queue.busy, timeout=2000)
    assert win.scene.pair_cursor == 0 and pair[0][0].pos().y() < pair[1][0].pos().y()
    QTest.keyClick(win.view, Qt.Key.Key_Return)
    assert model.view().talon_index == 0
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.discard_panel.isVisible(), timeout=10000)
    assert not win.talon_panel.isVisible() and not win.give_panel.isVisible()
    taken = {c.text for c in model.view().talon}
    hand = [i.card for i in win.scene.human_hand()]
    assert len(hand) == 12 and taken <= set(hand)
    assert win.scene.talon_pair[0] == [] and len(win.scene.talon_pair[1]) == 2
    # the discard by keyboard: → Enter → Enter chooses the first two cards, Tab reaches the button
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Return):
        QTest.keyClick(win.view, key)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=2000)
    assert win.input.give_choice == hand[:2]
    assert win.discard_panel.give_button.isEnabled()
    assert hand[0][0] in win.discard_panel.choice.text() or "10" in win.discard_panel.choice.text()
    win.activateWindow()
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Tab)                  # Tab leads from the table to the button
    assert QApplication.focusWidget() is win.discard_panel.give_button, QApplication.focusWidget()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    v = model.view()
    assert sorted(c.text for c in v.discarded) == sorted(hand[:2]) and len(v.hand) == 10
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    laid = win.scene.talon_pair[0]
    assert sorted(i.card for i in laid) == sorted(hand[:2]) and not any(i.face_up for i in laid)
    assert len(win.scene.talon_pair[1]) == 2


def test_two_players_clicking_a_talon_opens_it_and_only_then(window, qtbot):
    from .table_walk import click_card

    win, model = window, window.model
    seed_where(win, TWO, seeds.COMPUTER_ON_THE_HUNDRED)          # the human speaks first, as the dealer
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    click_card(win, win.scene.talon_pair[0][0])               # in the auction a talon does nothing
    assert model.view().phase is Phase.AUCTION
    click_button(win.auction_panel.bid_button)
    qtbot.waitUntil(lambda: waiting_for_human(win) and win.talon_panel.isVisible(), timeout=10000)
    click_card(win, win.scene.talon_pair[0][1])
    assert model.view().talon_index == 0 and not win.talon_panel.isVisible()


def test_four_players_a_whole_deal_by_mouse(small_window, qtbot):
    win, model = small_window, small_window.model
    seed_where(win, FOUR, seeds.HUMAN_ON_THE_HUNDRED_NOT_DEALING)
    dealer = model.view().dealer
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    badge = win.scene.badges[dealer]
    assert badge.sitting_out and not any(b.sitting_out for s, b in win.scene.badges.items() if s != dealer)
    badge.layout()
    assert any("sits out" in t.full for t in badge.texts)
    assert win.scene.hands[dealer] == []
    seen = _play_deal(win, qtbot)
    assert {Phase.GIVE, Phase.CONTRACT, Phase.PLAY} <= seen
    notes = win.summary.notes.text()
    assert "sat out" in notes and str(model.view().results[-1].points[dealer]) in notes


def test_four_players_the_human_deals_and_sits_out(window, qtbot):
    win, model = window, window.model
    seed_where(win, FOUR, seeds.HUMAN_DEALS)
    qtbot.waitUntil(lambda: win.summary is not None and not win.queue.busy, timeout=30000)
    assert win.scene.badges[0].sitting_out and win.scene.hands[0] == []
    result = model.view().results[-1]
    assert result.sitting_out == 0
    assert win.summary.table.item(0, 0).text() == "You"
    assert "You dealt and sat out" in win.summary.notes.text()


@pytest.mark.parametrize("small_window", ["instant"], indirect=True)   # the two and four run at both
def test_three_players_nothing_overlaps_at_1024_by_640(small_window, qtbot):
    win = small_window
    seed_where(win, PLAYERS, seeds.HUMAN_ON_THE_HUNDRED)
    assert {Phase.GIVE, Phase.CONTRACT, Phase.PLAY} <= _play_deal(win, qtbot)


@pytest.fixture
def russian(qapp):
    from thousand_qt.model.i18n import install_language

    install_language(qapp, "ru")
    yield
    install_language(qapp, "en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [TWO, PLAYERS, FOUR], ids=["two", "three", "four"])
def test_in_russian_the_panels_leave_everything_in_sight(window, qtbot, russian, size, players):
    """Russian texts are longer: the auction, talon, give and discard panels still fit."""
    test_the_auction_and_the_give_leave_everything_in_sight_at_larger_sizes(window, qtbot, size, players)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [TWO, PLAYERS, FOUR], ids=["two", "three", "four"])
def test_the_auction_and_the_give_leave_everything_in_sight_at_larger_sizes(window, qtbot, size, players):
    win = window
    win.resize(*size)
    qtbot.waitUntil(lambda: win.view.width() == size[0], timeout=2000)
    seed_where(win, players, seeds.HUMAN_ON_THE_HUNDRED_NOT_DEALING)
    seen: set[Phase] = set()
    while Phase.PLAY not in seen:
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        assert overlaps(win) == [], (win.model.view().phase, overlaps(win))
        if win.model.view().phase is Phase.GIVE:       # the panel with two cards raised and labelled
            hand = win.scene.human_hand()
            hand[0].clicked.emit(hand[0])
            hand[-1].clicked.emit(hand[-1])
            qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
            assert overlaps(win) == [], ("give, two chosen", overlaps(win))
            click_button(win.turn.giving_panel().give_button)
            continue
        play_human_turn(win, qtbot, seen)


@pytest.mark.parametrize("players", [TWO, PLAYERS, FOUR], ids=["two", "three", "four"])
def test_with_the_score_sheet_open_the_smallest_table_keeps_the_panels_whole(window, qtbot, russian, players):
    """At 1024×640 with the score sheet docked beside the table (in Russian, the longer texts)
    every panel's buttons are whole and nothing on the table overlaps: at two players the
    lay-two panel between the talons had its buttons cut."""
    _the_panels_keep_clear_beside_the_score_sheet(window, qtbot, players, (1024, 640))


@pytest.mark.parametrize("players", [PLAYERS, FOUR], ids=["three", "four"])
def test_at_twice_the_scale_on_1920x1080_the_panels_keep_clear_beside_the_score_sheet(window, qtbot, players):
    """QT_SCALE_FACTOR=2 on 1920×1080 leaves a window of about 940×480 (below the usual least
    size): a panel too wide for the gap between four players' side plates narrows to fit it."""
    window.setMinimumSize(0, 0)
    for hundred in (0, 2):     # the human on the hundred, then another seat: its auction panel opens
        _the_panels_keep_clear_beside_the_score_sheet(window, qtbot, players, (940, 480), hundred)


def _the_panels_keep_clear_beside_the_score_sheet(win, qtbot, players, size, hundred: int = 0) -> None:
    win.resize(*size)
    win.score_sheet.show()
    qtbot.waitUntil(lambda: win.score_sheet.isVisible() and win.view.width() < size[0] * 0.8, timeout=2000)
    seed_where(win, players, {0: seeds.HUMAN_ON_THE_HUNDRED_NOT_DEALING,
                              2: seeds.SEAT_2_ON_THE_HUNDRED_HUMAN_NOT_DEALING}[hundred])
    seen: set[Phase] = set()
    while Phase.PLAY not in seen:
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        assert overlaps(win) == [], (win.model.view().phase, overlaps(win))
        play_human_turn(win, qtbot, seen)


def test_the_summary_explains_the_sweep_bonus_and_the_dealers_talon(window, qtbot):
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.dialogs.summary import DealSummaryDialog

    sweep = DealResult(0, 0, 120, (129, 0), (120, 0), (120, 0), (0, 1), None, made=True, sweep_bonus=9)
    dialog = DealSummaryDialog(TWO, sweep, RuleSet(), ["AH", "TH"], parent=window)
    qtbot.addWidget(dialog)
    assert "took every trick" in dialog.notes.text() and " 9 points" in dialog.notes.text()
    four = DealResult(2, 1, 100, (0, 110, 118, 10), (0, 100, 120, 10), (0, 100, 120, 10), (0, 0, 0, 0), None,
                      made=True, sitting_out=2, talon_marriage=100)
    dialog = DealSummaryDialog(FOUR, four, RuleSet(), parent=window)
    qtbot.addWidget(dialog)
    t = dialog.table
    assert [t.item(2, c).text() for c in range(4)] == ["Маша", "18", "100", "+120"]
    assert "Маша dealt and sat out: the talon's 118 points, with the marriage in it (100)" in dialog.notes.text()
    plain = DealSummaryDialog(PLAYERS, DealResult(0, 1, 100, (0, 100, 20), (0, 100, 20), (0, 100, 20), (0, 0, 0),
                                                  None, made=True), RuleSet(), parent=window)
    qtbot.addWidget(plain)
    assert "sat out" not in plain.notes.text() and "every trick" not in plain.notes.text()


def test_four_players_the_summary_names_the_talon_the_dealer_scored(window, qtbot):
    """The dealer who sits out scores the talon's cards in the open (docs/rules.md, Four
    players): the summary names them as with three players, even when the human never saw the
    talon in the deal (here: the summary of a deal whose talon is still closed)."""
    from thousand_qt.engine.events import DealResult

    model = window.model
    model.new_game(RuleSet(), FOUR, seed=5)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=15000)
    v = model.view()
    assert v.talon is None and v.dealer is not None
    talon = [card.text for card in model.game.deal_records[-1].talons[0]]
    assert len(talon) == 3
    result = DealResult(1, 1, 100, (0, 110, 0, 10), (0, 100, 0, 10), (0, 100, 0, 10), (0, 0, 0, 0), None,
                        made=True, sitting_out=v.dealer)
    window.game_end.show_summary(result)
    assert window.summary.talon == talon
    assert window.summary.notes.text().splitlines()[0].startswith("Talon (прикуп): ")
