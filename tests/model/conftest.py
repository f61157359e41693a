"""Fixtures for the model tests: models that are shut down after the test, scripted players."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication

from thousand_qt.engine import RuleSet
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.model import GameModel


class PassingPlayer:
    """Deterministic and quick: passes in the auction, otherwise the first plain legal action."""

    def __init__(self, level: str = "easy", seed: int = 0) -> None:
        self.level = level

    def choose(self, view):
        legal = list(view.legal_actions)
        for a in legal:
            if str(a).endswith(" pass"):
                return a
        plain = [a for a in legal if not str(a).endswith((" redeal", " concede"))]
        return (plain or legal)[0]


class GatedPlayer(PassingPlayer):
    """Like :class:`PassingPlayer`, but each answer waits until the test opens the gate."""

    def __init__(self, gate: threading.Event, started: threading.Event) -> None:
        super().__init__()
        self.gate, self.started = gate, started

    def choose(self, view):
        self.started.set()
        self.gate.wait(10)
        return super().choose(view)


def human_game_players() -> list[PlayerInfo]:
    return [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy"),
            PlayerInfo("Маша", "computer", "easy")]


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
