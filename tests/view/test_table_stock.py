"""The game with a stock through the window: a whole deal played with the mouse, the hand
refilled after each trick, the summary and the score sheet at the end."""

from __future__ import annotations

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.record import PlayerInfo

from .table_walk import waiting_for_human

PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy")]


def _play_a_deal(win, qtbot) -> None:
    model = win.model
    model.new_game(RuleSet(two_player_game="stock"), PLAYERS, seed=4)
    sizes = []
    for _ in range(40):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        if win.summary is not None:
            break
        assert model.view().phase is Phase.PLAY
        hand = win.scene.human_hand()
        sizes.append((len(hand), model.view().stock_left))
        view = model.view()
        assert len(hand) == len(view.hand)
        assert len(win.scene.stock) == view.stock_left                  # the pile, face down
        assert all(not item.face_up for item in win.scene.stock)
        count = win.scene.stock_count
        assert count.isVisible() == bool(view.stock_left)
        if view.stock_left:
            assert count.text() == str(view.stock_left)
        assert all(not item.card for item in win.scene.hands[1])         # the opponent's draws too
        legal = [i for i in hand if i.state == "legal"]
        win.scene.cardDropped.emit(legal[0], win.scene.layout.drop_zone().center())
    assert win.summary is not None and win.summary.isVisible()
    assert win.summary.headline.text() == "Each player's points go to their total."
    assert win.score_sheet.table.rowCount() >= 1
    assert any(n == 6 and left < 12 for n, left in sizes)   # refilled from the stock
    win.summary.accept()


def test_a_stock_deal_through_the_view(window, qtbot):
    _play_a_deal(window, qtbot)


def test_a_stock_deal_at_the_default_speed(normal_window, qtbot):
    _play_a_deal(normal_window, qtbot)


def test_a_stock_game_is_reviewed_with_its_stock_on_the_table(window, qtbot):
    from pathlib import Path

    records = Path(__file__).resolve().parents[1] / "records"
    assert window.review.enter_file(str(records / "stock.thousand"))
    s = window.review.session
    s.go_to(s.cursor.next_trick(s.cursor.next_trick(0)))
    qtbot.wait(50)
    scene = window.review.scene
    view = s.cursor.game_at(s.cursor.next_trick(s.cursor.next_trick(0))).view_for(0)
    assert len(scene.stock) == view.stock_left == 8
    assert all(len(hand) == 6 for hand in scene.hands.values())
    text = window.review.panel.deal_label.text()      # the stock's order, top first: AC TC TD KD ...
    assert text.startswith("Stock: ") and len(text.split()) == 1 + 8 and text.split()[1].startswith("A")
    window.review.leave()


def test_open_in_a_stock_game_rebuilds_the_stock(window, qtbot, tmp_path):
    """(Undo cannot rebuild it: every card drawn since the human's last card keeps undo off.)"""
    win, model = window, window.model
    model.new_game(RuleSet(two_player_game="stock"), PLAYERS, seed=4)
    while model.view().stock_left > 8:
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        legal = [i for i in win.scene.human_hand() if i.state == "legal"]
        win.scene.cardDropped.emit(legal[0], win.scene.layout.drop_zone().center())
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    path = tmp_path / "stock.thousand"
    model.save(path)
    assert not model.undo()
    saved = model.view()
    while model.view().stock_left == saved.stock_left:
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
        legal = [i for i in win.scene.human_hand() if i.state == "legal"]
        win.scene.cardDropped.emit(legal[0], win.scene.layout.drop_zone().center())
    model.load(path)
    qtbot.waitUntil(lambda: waiting_for_human(win), timeout=10000)
    assert len(win.scene.stock) == model.view().stock_left == saved.stock_left
    assert win.scene.stock_count.text() == str(saved.stock_left)
    assert sorted(i.card for i in win.scene.human_hand()) == sorted(c.text for c in model.view().hand)


def test_a_stock_deal_played_with_the_keyboard(normal_window, qtbot):
    """Enter selects the first playable card, Enter again plays it; a marriage question (if
    any) is answered with Enter too; the drawn cards join the hand."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    win, model = normal_window, normal_window.model
    model.new_game(RuleSet(two_player_game="stock"), PLAYERS, seed=6)
    for _ in range(60):
        qtbot.waitUntil(lambda: waiting_for_human(win), timeout=15000)
        if win.summary is not None:
            break
        before = len(model.view().tricks) * 100 + len(model.view().trick)
        QTest.keyClick(win.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not win.queue.busy, timeout=5000)
        QTest.keyClick(win.view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda before=before: len(model.view().tricks) * 100 + len(model.view().trick) != before
                        or win.summary is not None or any(p.isVisible() for p in win.panels), timeout=5000)
        for panel in win.panels:   # a question (the marriage) left open: answer it
            if panel.isVisible():
                QTest.keyClick(panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.summary is not None, timeout=15000)
    assert len(model.game.results) == 1 and len(model.game.deal.tricks) == 12
