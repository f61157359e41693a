"""A game window around a real GameModel with simple, deterministic computer players:
animations instant, think pause 0, no autosave."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6.QtWidgets")

from thousand_qt.engine.record import PlayerInfo


@pytest.fixture(autouse=True)
def no_blocking_question(monkeypatch):
    """A modal QMessageBox.question would wait for a click forever: a test that reaches one
    without answering it (by patching the asker) fails at once instead of hanging the suite."""
    from PySide6.QtWidgets import QMessageBox

    def refuse(*args, **kwargs):
        raise AssertionError(f"a blocking question in a test: {args[2] if len(args) > 2 else kwargs}")

    monkeypatch.setattr(QMessageBox, "question", staticmethod(refuse))


class SimplePlayer:
    """Passes in the auction, keeps the lowest contract, plays the first legal card."""

    def __init__(self, level: str, seed: int) -> None:
        pass

    def choose(self, view):
        legal = [str(a) for a in view.legal_actions]
        for verb in ("pass", "give", "contract", "play"):
            for action in legal:
                if action.split()[1] == verb and not action.endswith(("marriage", "aces")):
                    return action
        return legal[0]


PLAYERS = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy"),
           PlayerInfo("Маша", "computer", "easy")]


def make_window(qtbot, speed: str, player_factory=SimplePlayer, settings=None):
    """A shown game window at animation ``speed`` with computer players from ``player_factory``
    (``settings``: a model ``Settings`` to start from, the defaults if None)."""
    from thousand_qt.model import GameModel, Settings
    from thousand_qt.view.app import build_window

    settings = settings if settings is not None else Settings()
    settings.animation_speed = speed
    settings.trick_hold = "none"       # tests that wait for a held trick set it themselves
    settings.think_pause_ms = 0
    model = GameModel(autosave=False, think_pause_ms=0, player_factory=player_factory)
    win = build_window(model, settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot, "instant")
    yield win
    win.model.shutdown(2000)


@pytest.fixture
def normal_window(qtbot):
    """The game window at the default ("normal") animation speed."""
    win = make_window(qtbot, "normal")
    yield win
    win.model.shutdown(2000)
