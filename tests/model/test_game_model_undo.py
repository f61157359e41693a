"""GameModel: undo, and computer answers that come back after a new game or an undo."""

from __future__ import annotations

import json
import threading
from typing import ClassVar

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.record import PlayerInfo, replay

from .helpers import (
    GatedPlayer,
    PassingPlayer,
    drive_until,
    first_computer_seed,
    human_game_players,
    human_step,
    in_play_turn,
)


def test_undo_takes_back_the_humans_last_card(make_model, qtbot):
    """With the opponents' hands open (an aid) the cards they answer with teach nothing: the
    human's card may be taken back (without the aid see test_undo_peek.py)."""
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7, aids=Aids(opponents_hands=True))
    drive_until(model, qtbot, lambda: in_play_turn(model))
    before = model.view()
    card = before.legal_actions[0]
    assert model.submit(card)
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is not Phase.PLAY, timeout=5000)
    assert model.view() != before
    with qtbot.waitSignals([model.gameStarted, model.humanTurn], timeout=1000):
        assert model.undo()
    assert model.view() == before
    assert str(card).split()[-1] in [c.text for c in model.view().hand]


def test_an_undo_is_marked_in_the_record_and_kept_by_saving(human_model, qtbot, tmp_path):
    model = human_model
    assert "undone" not in model.record().extras
    drive_until(model, qtbot, lambda: in_play_turn(model))
    assert model.submit(model.view().legal_actions[0])
    assert model.undo()
    assert model.record().extras["undone"] is True
    path = tmp_path / "undone.thousand"
    model.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["undone"] is True
    model.load(path)
    assert model.record().extras["undone"] is True     # a loaded game keeps the mark
    model.new_game(RuleSet(), list(model.players), seed=2)
    assert "undone" not in model.record().extras       # a new game has none


def test_undo_stops_at_the_start_of_the_deal_in_progress(human_model, qtbot):
    """At the first turn of a new deal (its hand and talon seen) the previous deal's actions
    are out of reach: undoing into them would deal the same cards again."""
    model = human_model
    drive_until(model, qtbot, lambda: len(model.game.deal_records) == 2)
    assert any(a.seat == 0 for a in model.game.deal_records[0].actions)
    before = model.view()
    assert not model.can_undo()
    assert model.undo() is False
    assert model.view() == before and len(model.game.deal_records) == 2
    human_step(model)                            # an action in this deal can be taken back
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=5000)
    assert model.game.phase is not Phase.DEAL
    assert model.can_undo() and model.undo()
    assert model.view() == before


# --------------------------------------------------------------------------- stale answers --
class GatedPlayerFactory:
    """Builds GatedPlayers sharing one gate, so a test controls when computers answer."""

    _gates: ClassVar[list[threading.Event]] = []

    def __init__(self) -> None:
        self.gate, self.started = threading.Event(), threading.Event()
        GatedPlayerFactory._gates.append(self.gate)

    def make(self, level, seed):
        return GatedPlayer(self.gate, self.started)

    @classmethod
    def release_all(cls) -> None:
        for gate in cls._gates:
            gate.set()
        cls._gates.clear()


def test_undo_without_human_action_is_refused(make_model, qtbot):
    model = make_model()
    players = [PlayerInfo("A", "computer", "easy")] * 3
    model.player_factory = GatedPlayerFactory().make     # computers wait: nothing moves
    try:
        model.new_game(RuleSet(), players, seed=1)
        assert not model.can_undo() and model.undo() is False
        assert model.legal_actions() == []                  # nobody is the human here
    finally:
        GatedPlayerFactory.release_all()


def test_stale_answer_dropped_after_new_game(make_model, qtbot):
    gated = GatedPlayerFactory()
    model = make_model(player_factory=gated.make)
    try:
        model.new_game(RuleSet(), human_game_players(), seed=first_computer_seed())
        assert model.is_thinking
        assert gated.started.wait(5)
        old_deal = model.record().deals[0].hands
        model.player_factory = PassingPlayer
        model.new_game(RuleSet(), human_game_players(), seed=first_computer_seed() + 1000)
        count_before = model.stale_answers_dropped
        gated.gate.set()
        qtbot.waitUntil(lambda: model.stale_answers_dropped > count_before, timeout=5000)
        qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
        # the new game has its own deal, and the replayed record agrees with the game
        assert model.record().deals[0].hands != old_deal
        assert replay(model.record()).view_for(0) == model.view()
    finally:
        GatedPlayerFactory.release_all()


def test_stale_answer_dropped_after_undo(make_model, qtbot):
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    drive_until(model, qtbot, lambda: in_play_turn(model) and model.game.deal.trick == [])
    gated = GatedPlayerFactory()
    try:
        for seat in (1, 2):
            model._ai[seat] = gated.make("easy", seat)     # from now on computers wait for the gate
        before = model.view()
        model.submit(before.legal_actions[0])
        assert gated.started.wait(5) and model.is_thinking
        assert model.undo()
        assert model.view() == before and not model.is_thinking
        dropped = model.stale_answers_dropped
        gated.gate.set()
        qtbot.waitUntil(lambda: model.stale_answers_dropped > dropped, timeout=5000)
        assert model.view() == before
    finally:
        GatedPlayerFactory.release_all()
