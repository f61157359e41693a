"""Fixtures for the model tests: models that are shut down after the test, scripted players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from thousand_qt.engine import RuleSet
from thousand_qt.model import GameModel

from .helpers import PassingPlayer, human_game_players


@pytest.fixture
def make_model(qapp):
    """Build GameModels (think pause 0, given player factory); shut them down afterwards."""
    models: list[GameModel] = []

    def build(**kwargs) -> GameModel:
        kwargs.setdefault("think_pause_ms", 0)
        kwargs.setdefault("player_factory", PassingPlayer)
        model = GameModel(**kwargs)
        models.append(model)
        return model

    yield build
    for model in models:
        model.shutdown()
    QCoreApplication.processEvents()


@pytest.fixture
def human_model(make_model, qtbot):
    """A 3-player game, the human at seat 0, waiting for the human's first action."""
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    return model
