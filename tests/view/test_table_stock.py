"""The game with a stock through the window: a whole deal played with the mouse, the hand
refilled after each trick, the summary and the score sheet at the end."""

from __future__ import annotations

from thousand_qt.engine import RuleSet
from thousand_qt.engine.record import PlayerInfo

from .test_table import _waiting_for_human

PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy")]


def _play_a_deal(win, qtbot) -> None:
    model = win.model
    model.new_game(RuleSet(two_player_game="stock"), PLAYERS, seed=4)
    sizes = []
    for _ in range(40):
        qtbot.waitUntil(lambda: _waiting_for_human(win), timeout=10000)
        if win.summary is not None:
            break
        assert model.view().phase == "play"
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
