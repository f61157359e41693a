"""A whole game with computer players in every seat, dealt on by the model itself."""

from __future__ import annotations

import logging

from thousand_qt.engine import RuleSet
from thousand_qt.engine.record import PlayerInfo, replay
from thousand_qt.model import GameModel, default_player_factory


def test_all_computer_game_finishes(make_model, qtbot, caplog):
    model = make_model(auto_next_deal=True, player_factory=default_player_factory)
    players = [PlayerInfo("Фёдор", "computer", "easy"), PlayerInfo("Маша", "computer", "normal"),
               PlayerInfo("Петя", "computer", "easy")]
    over, deals, human_turns = [], [], []
    model.gameOver.connect(lambda w, totals, settlement: over.append((w, totals)))
    model.dealScored.connect(deals.append)
    model.humanTurn.connect(human_turns.append)
    caplog.set_level(logging.ERROR)
    model.new_game(RuleSet(), players, seed=1)
    qtbot.waitUntil(lambda: bool(over), timeout=20000)
    winner, totals = over[0]
    assert model.finished and model.game.winner == winner
    assert list(model.game.totals) == totals
    assert deals and not human_turns
    # the record replays to the same end
    assert replay(model.record()).totals == model.game.totals
    assert not GameModel.has_resumable_autosave()   # a finished game is not offered for resume
    # every computer answer was legal (no fallback to a random action)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
