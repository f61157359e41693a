"""The model runs the two-player game with a stock: computer turns, the draws' signal, save
and open, undo and the hint."""

from __future__ import annotations

import logging

from thousand_qt.ai import Reason
from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.actions import Play
from thousand_qt.engine.record import PlayerInfo, replay
from thousand_qt.model import GameModel, default_player_factory
from thousand_qt.model.hint_reasons import hint_reason_text

STOCK = RuleSet(two_player_game="stock")


def test_an_all_computer_stock_game_finishes(make_model, qtbot, caplog):
    model = make_model(auto_next_deal=True, player_factory=default_player_factory)
    players = [PlayerInfo("Фёдор", "computer", "easy"), PlayerInfo("Маша", "computer", "normal")]
    over, draws = [], []
    model.gameOver.connect(lambda w, totals, settlement: over.append((w, totals)))
    model.cardsDrawn.connect(lambda pairs, left: draws.append((pairs, left)))
    caplog.set_level(logging.ERROR)
    model.new_game(STOCK, players, seed=3)
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    assert model.finished and max(model.game.totals) >= 1000
    assert replay(model.record()).totals == model.game.totals
    assert draws and draws[0][1] == 10 and all(left % 2 == 0 for _p, left in draws)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def _human_model(make_model, qtbot, tmp_path=None) -> GameModel:
    model = make_model()
    model.new_game(STOCK, [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy")], seed=5)
    qtbot.waitUntil(lambda: model.game.to_act == model.human_seat, timeout=5000)
    return model


def _play_human(model: GameModel, qtbot) -> None:
    first = next(a for a in model.legal() if isinstance(a, Play))
    assert model.submit(first)
    qtbot.waitUntil(lambda: model.game.to_act == model.human_seat or model.game.phase is not Phase.PLAY,
                    timeout=5000)


def test_the_human_sees_only_its_own_draws(make_model, qtbot):
    model = _human_model(make_model, qtbot)
    draws = []
    model.cardsDrawn.connect(lambda pairs, left: draws.append(pairs))
    while not draws:
        _play_human(model, qtbot)
    pairs = draws[0]
    assert {seat for seat, _c in pairs} == {0, 1}
    assert all((card is not None) == (seat == 0) for seat, card in pairs)
    view = model.view()
    assert view.stock_game and view.stock_left == 10 and len(view.hand) == 6


def test_save_open_and_undo_in_a_stock_game(make_model, qtbot, tmp_path):
    model = _human_model(make_model, qtbot)
    for _ in range(3):
        _play_human(model, qtbot)
    before = model.view()
    path = tmp_path / "stock.thousand"
    model.save(path)
    other = make_model()
    other.load(path)
    assert other.view() == before and other.rules.two_player_game == "stock"
    # the cards drawn (or played) since the human's last card keep it from being taken back
    assert not model.can_undo() and model.undo() is False and model.undo_refusal()
    assert model.view() == before


def test_a_hint_in_a_stock_game(make_model, qtbot):
    model = _human_model(make_model, qtbot)
    model.player_factory = default_player_factory
    with qtbot.waitSignal(model.hintReady, timeout=10000) as blocker:
        assert model.request_hint()
    action, reason = blocker.args
    assert action in model.legal()
    assert isinstance(reason, Reason) and hint_reason_text(reason)
