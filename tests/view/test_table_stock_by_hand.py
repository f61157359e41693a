"""What playing the game with a stock by hand showed: the plates, the summary and the help
say only what belongs to this game (no auction, no bolts)."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.actions import Contract, Discard, Pass, TakeTalon
from thousand_qt.engine.record import PlayerInfo

from .helpers import at_instant_speed
from .table_walk import waiting_for_human

PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy")]


def _play_one_card(win, qtbot) -> None:
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    legal = [i for i in win.scene.human_hand() if i.state == "legal"]
    win.scene.cardDropped.emit(legal[0], win.scene.layout.drop_zone().center())


def test_open_in_a_stock_game_puts_no_auction_word_on_a_plate(window, qtbot, tmp_path):
    """There is no auction with a stock: after an open no plate says "100" (an undo cannot go
    back: each card drawn keeps it off)."""
    win, model = window, window.model
    model.new_game(RuleSet(two_player_game="stock"), PLAYERS, seed=4)
    _play_one_card(win, qtbot)
    _play_one_card(win, qtbot)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert not model.undo()
    model.save(tmp_path / "stock.thousand")
    model.load(tmp_path / "stock.thousand")
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert win.controller.words.said == {}
    assert all(badge.word == "" for badge in win.scene.badges.values())


def test_the_review_of_a_stock_game_puts_no_auction_word_on_a_plate(window, qtbot):
    from pathlib import Path

    records = Path(__file__).resolve().parents[1] / "records"
    assert window.review.enter_file(str(records / "stock.thousand"))
    s = window.review.session
    s.go_to(s.cursor.next_trick(0))
    qtbot.wait(50)
    assert window.review.table.words.said == {}
    assert all(badge.word == "" for badge in window.review.scene.badges.values())
    window.review.leave()


def _header(table) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def test_the_stock_deal_summary_has_no_bolts_column(window, qtbot):
    """No bolts with a stock (RULES.md §12): the summary's table does not offer a column for them."""
    win, model = window, window.model
    model.new_game(RuleSet(two_player_game="stock"), PLAYERS, seed=4)
    for _ in range(40):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        if win.summary is not None:
            break
        _play_one_card(win, qtbot)
    assert win.summary is not None
    assert _header(win.summary.table) == ["Player", "Card points", "Marriages", "Change", "Total"]


def test_the_analysis_summary_lists_only_the_phases_the_game_had(qtbot):
    """The game with a stock has neither an auction nor a contract: its analysis summary lists
    the points lost in the play only (a game with an auction still lists every phase)."""
    from thousand_qt.analysis import GameAnalysis
    from thousand_qt.analysis.judgement import DecisionKind, Flag, Judgement
    from thousand_qt.engine.actions import parse_action
    from thousand_qt.view.review.panel import ReviewPanel

    panel = ReviewPanel()
    qtbot.addWidget(panel)

    def judged(kind, played, best, cost):
        return Judgement(0, 0, 0, kind, parse_action(played), parse_action(best), cost,
                         Flag.MISTAKE if cost >= 25 else None, 4)

    panel.show_analysis(GameAnalysis(0, (judged(DecisionKind.PLAY, "0 play AS", "0 play TS", 30.0),)))
    text = panel.summary_label.text()
    assert "play: 30" in text and "auction" not in text and "giving" not in text
    panel.show_analysis(GameAnalysis(0, (judged(DecisionKind.AUCTION, "0 pass", "0 bid 105", 0.0),
                                         judged(DecisionKind.PLAY, "0 play AS", "0 play TS", 30.0))))
    text = panel.summary_label.text()
    assert "auction: 0" in text and "play: 30" in text


@pytest.mark.usefixtures("english")
def test_the_deal_summary_explains_the_cut_penalty_the_second_talon_and_the_golden_reset(window, qtbot):
    """A change the contract alone does not explain gets its line: the third nine's −120, the
    second talon's points for the last trick, the golden round's reset (RULES.md §13)."""
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.dialogs.summary import DealSummaryDialog

    three = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer"), PlayerInfo("Маша", "computer")]
    cut = DealResult(0, 2, 105, (33, 23, 164), (35, 25, -15), (35, 25, -15), (0, 0, 0), None, made=True,
                     cut_penalty=(2, 120))
    dialog = DealSummaryDialog(three, cut, RuleSet(cut=True), ["TH", "9D", "JS"], parent=window)
    qtbot.addWidget(dialog)
    assert "Маша: the third nine in the cut, 120 taken off." in dialog.notes.text()
    talon = DealResult(1, 1, 120, (40, 95), (40, 120), (40, 120), (0, 0), None, made=True, second_talon=15)
    dialog = DealSummaryDialog(PLAYERS, talon, RuleSet(second_talon="last_trick"), parent=window)
    qtbot.addWidget(dialog)
    assert "The talon not taken (15 points) counts for the winner of the last trick." in dialog.notes.text()
    reset = DealResult(2, 1, 120, (30, 70, 20), (60, -240, 40), (0, 0, 0), (0, 0, 0), None, made=False,
                       golden=True, golden_reset=True)
    dialog = DealSummaryDialog(three, reset, RuleSet(golden_round=True, golden_round_reset=True), parent=window)
    qtbot.addWidget(dialog)
    assert "No golden deal's contract was made: every total goes back to 0." in dialog.notes.text()


def _play_on(win, qtbot, until) -> None:
    """The human passes, takes, lays away and keeps the contract, and plays its first legal
    card, until ``until()`` holds at its turn."""
    model = win.model
    for _ in range(60):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=20000)
        if until():
            return
        legal = model.legal()
        pick = next((a for a in legal if isinstance(a, Pass)), None) or next(
            (a for a in legal if isinstance(a, (TakeTalon, Discard, Contract))), None)
        if pick is not None:
            assert model.submit(pick)
            continue
        _play_one_card(win, qtbot)
    raise AssertionError("the deal did not end")


def test_the_second_talon_goes_to_the_last_tricks_winner_on_the_table(normal_window, qtbot):
    """Two players, ``second_talon`` last_trick: with the last trick the talon not taken leaves
    its place and joins the winner's pile, face down (the last trick at the default speed)."""
    win, model = normal_window, normal_window.model
    model.new_game(RuleSet(second_talon="last_trick"), PLAYERS, seed=5)
    seen: list[tuple[int, int, list[str]]] = []

    def at_the_summary(_result) -> None:
        s = win.scene
        seen.append((len(s.talon_pair[0]) + len(s.talon_pair[1]), sum(len(p) for p in s.piles.values()),
                     [i.card for p in s.piles.values() for i in p if i.face_up]))
    win.controller.dealSummary.connect(at_the_summary)
    with at_instant_speed(win):             # the way to the last trick is not what is tested
        _play_on(win, qtbot, lambda: model.view().phase is Phase.PLAY and len(model.view().hand) == 1)
    _play_on(win, qtbot, lambda: win.summary is not None)
    assert seen, "the deal did not end"
    talons_left, in_piles, face_up = seen[0]
    assert talons_left == 2                 # the two laid away stay; the other talon is gone...
    assert in_piles == 20 + 2               # ...into the winner's pile with the ten tricks
    assert face_up == []


def test_the_deal_summary_says_a_failed_barrel_contract_costs_nothing(window, qtbot):
    """``barrel_failure`` free: the contract is lost, the change is 0 and the summary says why."""
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.dialogs.summary import DealSummaryDialog

    three = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer"), PlayerInfo("Маша", "computer")]
    failed = DealResult(1, 0, 200, (25, 135, 0), (0, 135, 0), (880, 460, 700), (1, 1, 1), 0, made=False,
                        bolt_seats=(2,))
    note = "You: on the barrel a failed contract costs nothing; the attempt is used."
    dialog = DealSummaryDialog(three, failed, RuleSet(barrel_failure="free"), parent=window)
    qtbot.addWidget(dialog)
    assert note in dialog.notes.text()
    dialog = DealSummaryDialog(three, failed, RuleSet(), parent=window)
    qtbot.addWidget(dialog)
    assert note not in dialog.notes.text()


def test_the_contract_panel_says_why_no_concession_is_offered(window, qtbot):
    """The contract panel's note gives the engine's reason there is no Concede button: with
    conceding off it read "On the barrel you may not concede." though nobody sat on it."""
    from .helpers import PLAYERS as THREE

    win, model = window, window.model
    for seed in range(1, 60):
        model.new_game(RuleSet(concede=False), THREE, seed=seed)
        if model.view().hundred == 0:
            break
    qtbot.waitUntil(lambda: win.give_panel.isVisible() and not win.queue.busy, timeout=15000)
    hand = win.scene.human_hand()
    hand[0].clicked.emit(hand[0])
    hand[1].clicked.emit(hand[1])
    win.give_panel.give_button.click()
    qtbot.waitUntil(lambda: win.contract_panel.isVisible() and not win.queue.busy, timeout=15000)
    panel = win.contract_panel
    assert not panel.concede_button.isVisible()
    assert panel.note.text() == "Conceding is off in these rules."


def test_the_info_plate_says_a_golden_deal_counts_double(window, qtbot):
    """A golden deal (``golden_round``, in either mode) says so on the table: with
    ``golden_round_mode`` doubled its auction looks like any other."""
    from .helpers import PLAYERS as THREE

    win, model = window, window.model
    model.new_game(RuleSet(golden_round=True, golden_round_mode="doubled"), THREE, seed=2)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert model.view().golden
    assert "Golden round: this deal counts double" in win.scene.info.lines
    model.new_game(RuleSet(), THREE, seed=2)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert not any("Golden" in line for line in win.scene.info.lines)


def test_the_summary_does_not_call_a_half_marriage_a_marriage(window, qtbot):
    """Four players, ``sitting_out_half_marriage``: a lone K♣ in the talon gives the dealer 30;
    the summary read "with the marriage in it (30)"."""
    from thousand_qt.engine.events import DealResult
    from thousand_qt.view.dialogs.summary import DealSummaryDialog

    four = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer"), PlayerInfo("Маша", "computer"),
            PlayerInfo("Петя", "computer")]
    result = DealResult(2, 3, 100, (0, 0, 44, 0), (50, 50, 45, -100), (50, 50, 45, -100), (0, 0, 0, 0), None,
                        conceded=True, sitting_out=2, talon_marriage=30)
    dialog = DealSummaryDialog(four, result, RuleSet(sitting_out_half_marriage=True), parent=window)
    qtbot.addWidget(dialog)
    text = dialog.notes.text()
    assert "with the marriage in it" not in text
    assert "Маша dealt and sat out: the talon's 44 points are theirs, 30 of them for its kings and queens" in text
