"""Shared helpers of the model tests: scripted computer players and the seats of a game."""

from __future__ import annotations

import random
import threading

from thousand_qt.engine import Phase
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


def human_step(model: GameModel) -> str:
    """The human's PassingPlayer move, submitted; returns its text."""
    action = PassingPlayer().choose(model.view())
    assert model.submit(action)
    return str(action)


def drive_until(model: GameModel, qtbot, done, limit: int = 200) -> None:
    """Let the human play the PassingPlayer strategy until ``done()`` at the human's turn."""
    for _ in range(limit):
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
        if model.game.phase is Phase.DEAL:
            model.next_deal()
            continue
        if done():
            return
        human_step(model)
    raise AssertionError("the condition was never reached")


def in_play_turn(model: GameModel) -> bool:
    """The human (seat 0) is to play a card."""
    return model.game.phase is Phase.PLAY and model.game.to_act == 0


def first_computer_seed() -> int:
    """A seed where a computer speaks first (so a request is pending right after new_game)."""
    for seed in range(1, 100):
        dealer = random.Random(seed).randrange(3)
        if (dealer + 2) % 3 != 0:
            return seed
    raise AssertionError


def bid_to_the_give(model: GameModel, qtbot, limit: int = 200) -> None:
    """The human bids the least while the computers pass, until the human is the declarer to
    give (their talon seen; a deal the computers win is played out first)."""
    from thousand_qt.engine.actions import Bid

    for _ in range(limit):
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
        if model.game.phase is Phase.DEAL:
            model.next_deal()
            continue
        if model.game.phase in (Phase.GIVE, Phase.TALON):
            return
        bids = sorted((a for a in model.legal() if isinstance(a, Bid)), key=lambda a: a.amount)
        if bids:
            assert model.submit(bids[0])
        else:
            human_step(model)
    raise AssertionError("the human never became the declarer")


def run_what_is_queued(qtbot) -> None:
    """Let the event loop run everything posted so far (a late signal from a worker thread, a
    zero timer): a zero timer posted now fires after all of it."""
    from PySide6.QtCore import QTimer

    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))
    qtbot.waitUntil(lambda: fired != [], timeout=5000)
