"""The training aids in the model: what they show, the talon peek, the record, and the computer
players, who see the same with the aids on or off."""

from __future__ import annotations

import threading

from thousand_qt.engine import RuleSet
from thousand_qt.engine.actions import Give
from thousand_qt.engine.aids import Aids
from thousand_qt.engine.phase import Phase
from thousand_qt.engine.record import PlayerInfo
from thousand_qt.model import GameModel, default_player_factory
from thousand_qt.stats.figures import EXCLUDED_AIDS, exclusion

from .helpers import bid_to_the_give, drive_until, human_game_players, human_step

ALL = Aids(True, True, True)


def _model_at_the_humans_auction(make_model, qtbot, aids: Aids) -> GameModel:
    for seed in range(1, 40):
        model = make_model()
        model.new_game(RuleSet(), human_game_players(), seed=seed, aids=aids)
        qtbot.waitUntil(lambda m=model: m.game.to_act == 0, timeout=5000)
        if model.game.phase is Phase.AUCTION:
            return model
    raise AssertionError("no seed gives the human a word in the auction")


def test_nothing_is_shown_without_aids(make_model, qtbot):
    model = _model_at_the_humans_auction(make_model, qtbot, Aids())
    shown = model.aids_shown()
    assert not shown.open_hands and not shown.talon_suits and not shown.peeked and not shown.can_peek
    assert not model.peek_talon(0)
    assert "aids" not in model.record().to_json()


def test_the_opponents_hands_and_the_talon_suits(make_model, qtbot):
    model = _model_at_the_humans_auction(make_model, qtbot, Aids(opponents_hands=True, talon_suits=True))
    deal = model.game.deal
    shown = model.aids_shown()
    assert dict(shown.open_hands) == {1: tuple(deal.hands[1]), 2: tuple(deal.hands[2])}
    assert shown.talon_suits == tuple(c.suit for c in deal.talons[0])
    assert not shown.can_peek and not model.peek_talon(0)      # that aid is off
    assert model.record().to_json()["aids"] == ["opponents_hands", "talon_suits"]
    human_step(model)                                          # pass: the auction goes on or ends
    drive_until(model, qtbot, lambda: model.game.phase is not Phase.AUCTION)
    shown = model.aids_shown()
    assert not shown.talon_suits                               # the talon is no longer face down
    assert {s: list(c) for s, c in shown.open_hands.items()} == {1: model.game.deal.hands[1],
                                                                 2: model.game.deal.hands[2]}


def test_one_talon_card_once_a_deal_during_the_auction(make_model, qtbot):
    model = _model_at_the_humans_auction(make_model, qtbot, Aids(talon_card=True))
    changed: list[bool] = []
    model.aidsChanged.connect(lambda: changed.append(True))
    actions_before = model.game.deal_records[-1].actions
    assert model.aids_shown().can_peek
    assert not model.peek_talon(3) and not model.peek_talon(-1)        # no such talon card
    assert model.peek_talon(1)
    shown = model.aids_shown()
    assert dict(shown.peeked) == {1: model.game.deal.talons[0][1]} and not shown.can_peek
    assert not shown.open_hands and not shown.talon_suits
    assert not model.peek_talon(2)                                     # once a deal
    assert changed == [True]
    assert model.game.deal_records[-1].actions == actions_before                   # not a game action
    drive_until(model, qtbot, lambda: model.game.phase is not Phase.AUCTION)
    assert not model.aids_shown().peeked and not model.peek_talon(0)   # the auction is over


def test_the_statistics_read_the_aids_a_game_was_played_with(make_model, qtbot):
    for aids, excluded in ((Aids(talon_suits=True), EXCLUDED_AIDS), (Aids(), None)):
        model = _model_at_the_humans_auction(make_model, qtbot, aids)
        drive_until(model, qtbot, lambda m=model: m.game.phase is Phase.PLAY)
        assert exclusion(model.record(), False) == excluded


def test_saving_opening_resuming_and_undo_keep_the_aids(make_model, qtbot, tmp_path):
    model = make_model()
    model.new_game(RuleSet(), human_game_players(), seed=7, aids=ALL)
    bid_to_the_give(model, qtbot)
    assert model.submit(next(a for a in model.legal() if isinstance(a, Give)))     # nothing seen after it
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    assert model.can_undo() and model.undo()
    assert model.aids == ALL
    path = tmp_path / "aided.thousand"
    model.save(path)
    other = make_model()
    other.load(path)
    assert other.aids == ALL and other.record().to_json()["aids"] == ALL.to_record()
    other.new_game(RuleSet(), human_game_players(), seed=3)
    assert other.aids == Aids()                                        # a new game: off again
    resumed = make_model()
    human_step(model)
    resumed.resume_autosave()
    assert resumed.aids == ALL


class _RecordingPlayer:
    """The real computer player at its level, noting every view it is given and its answer."""

    seen: list[tuple[int, object, str]] = []
    lock = threading.Lock()

    def __init__(self, level: str, seed: int) -> None:
        self.inner = default_player_factory(level, seed)

    def choose(self, view):
        action = self.inner.choose(view)
        with self.lock:
            self.seen.append((view.seat, view, str(action)))
        return action


def _play_two_deals(make_model, qtbot, aids: Aids) -> tuple[list, list]:
    _RecordingPlayer.seen = []
    model = make_model(player_factory=_RecordingPlayer)
    players = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "normal"),
               PlayerInfo("Маша", "computer", "easy")]
    model.new_game(RuleSet(), players, seed=11, aids=aids)
    deals = 0
    for _ in range(120):
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase is Phase.DEAL, timeout=20000)
        if model.game.phase is Phase.DEAL:
            deals += 1
            if deals == 2:
                break
            model.next_deal()
            continue
        if model.aids_shown().can_peek:
            assert model.peek_talon(deals % 3)
        human_step(model)
    assert deals == 2
    return [d.actions for d in model.game.deal_records], list(_RecordingPlayer.seen)


def test_the_computer_players_see_and_choose_the_same_with_aids_on_and_off(make_model, qtbot):
    actions_off, seen_off = _play_two_deals(make_model, qtbot, Aids())
    actions_on, seen_on = _play_two_deals(make_model, qtbot, ALL)
    assert actions_on == actions_off
    assert len(seen_on) == len(seen_off) >= 10
    assert seen_on == seen_off          # the same views (nothing more), the same answers


def test_two_players_the_talon_suits_stay_while_the_declarer_chooses(make_model, qtbot):
    players = [PlayerInfo("Вы", "human"), PlayerInfo("Фёдор", "computer", "easy")]
    for seed in range(1, 60):
        model = make_model()
        model.new_game(RuleSet(), players, seed=seed, aids=ALL)
        qtbot.waitUntil(lambda m=model: m.game.to_act == 0 or m.game.phase is Phase.DEAL, timeout=5000)
        if model.game.phase is Phase.TALON:
            break
    else:
        raise AssertionError("no seed lets the human choose a talon")
    talons = model.game.deal.talons
    shown = model.aids_shown()
    assert shown.talon_suits == tuple(c.suit for t in talons for c in t) and len(shown.talon_suits) == 4
    assert not shown.can_peek and not model.peek_talon(0)          # the look is for the auction only
