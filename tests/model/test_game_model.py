"""GameModel: the human's actions, errors, save/load, undo, stale computer answers, autosave."""

from __future__ import annotations

import json
import threading
from typing import ClassVar

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.engine.record import PlayerInfo, RecordError, load_record, replay
from thousand_qt.model import GameModel

from .helpers import GatedPlayer, PassingPlayer, drive_until, human_game_players, human_step


def in_play_turn(model: GameModel) -> bool:
    return model.game.phase.value == "play" and model.game.to_act == 0


# --------------------------------------------------------------------------- basics ---------
def test_new_game_emits_started_and_deals(make_model, qtbot):
    model = make_model()
    with qtbot.waitSignals([model.gameStarted, model.dealStarted, model.stateChanged], timeout=2000):
        model.new_game(RuleSet(), human_game_players(), seed=3)
    rec = model.record()
    assert rec.extras["seed"] == 3 and rec.extras["app_version"] and "T" in rec.extras["created"]
    assert len(model.view().hand) == 7
    assert model.players[0].name == "Вы" and model.human_seat == 0


def test_human_turn_signal_and_legal_actions(human_model):
    view = human_model.view()
    assert view.to_act == 0
    legal = human_model.legal_actions()
    assert legal and all(a.startswith("0 ") for a in legal)
    assert set(legal) == {str(a) for a in view.legal_actions}


def test_illegal_submit_emits_error_and_changes_nothing(human_model, qtbot):
    before_view, before_record = human_model.view(), human_model.record().to_json()
    lowest = min(int(a.split()[2]) for a in human_model.legal_actions() if a.split()[1] == "bid")
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000) as blocker:
        assert human_model.submit("0 bid 7") is False
    assert blocker.args[0] == human_model.why_illegal("0 bid 7")
    assert str(lowest) in blocker.args[0]                 # it says what the least bid is
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit("1 pass") is False          # not the human's seat
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit("gibberish") is False
    assert human_model.view() == before_view
    assert human_model.record().to_json() == before_record
    assert human_model.why_illegal("0 bid 7") is not None
    assert human_model.why_illegal(human_model.legal_actions()[-1]) is None


def test_illegal_card_reason_is_a_sentence(human_model, qtbot):
    model = human_model
    drive_until(model, qtbot, lambda: in_play_turn(model) and model.view().trick)
    view = model.view()
    legal = {str(a) for a in view.legal_actions}
    bad = [f"0 play {c}" for c in view.hand if f"0 play {c}" not in legal]
    assert bad, "the position must hold a card that may not be played"
    reason = model.why_illegal(bad[0])
    assert reason and reason.startswith("You must")


def test_submit_without_seat_prefix(human_model):
    action = human_model.legal_actions()[-1]          # "0 pass"
    assert human_model.submit(action.split(" ", 1)[1])
    assert action in human_model.record().deals[-1]["actions"]


# --------------------------------------------------------------------------- save / load ----
def test_save_load_restores_the_position(human_model, make_model, qtbot, tmp_path):
    model = human_model
    drive_until(model, qtbot, lambda: in_play_turn(model) and len(model.view().tricks) >= 2)
    path = tmp_path / "game.thousand"
    model.save(path)
    assert model.current_path == str(path)
    assert load_record(path).to_json() == model.record().to_json()
    other = make_model()
    with qtbot.waitSignal(other.gameStarted, timeout=1000):
        other.load(path)
    assert other.view() == model.view()
    assert other.players == model.players and other.rules == model.rules
    assert other.current_path == str(path)
    assert other.record().extras["seed"] == model.record().extras["seed"]


def test_load_corrupt_file_keeps_the_game(human_model, qtbot, tmp_path):
    model = human_model
    before = model.record().to_json()
    bad = tmp_path / "bad.thousand"
    bad.write_text("{ not json", encoding="utf-8")
    with qtbot.waitSignal(model.errorMessage, timeout=1000), pytest.raises(RecordError):
        model.load(bad)
    illegal = dict(before)
    illegal["deals"] = [dict(before["deals"][0], actions=["1 play AS"])]
    bad.write_text(json.dumps(illegal), encoding="utf-8")
    with pytest.raises(RecordError):
        model.load(bad)
    with pytest.raises(RecordError):
        model.load(tmp_path / "missing.thousand")
    assert model.record().to_json() == before
    assert model.current_path is None
    assert model.submit(model.legal_actions()[-1])     # still playable


def test_save_failure_reports(human_model, qtbot, tmp_path):
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000), pytest.raises(OSError):
        human_model.save(tmp_path / "no" / "such" / "dir" / "x.thousand")


# --------------------------------------------------------------------------- undo -----------
def test_undo_takes_back_the_humans_last_card(human_model, qtbot):
    model = human_model
    drive_until(model, qtbot, lambda: in_play_turn(model))
    before = model.view()
    card = str(before.legal_actions[0])
    assert model.submit(card)
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase.value != "play", timeout=5000)
    assert model.view() != before
    with qtbot.waitSignals([model.gameStarted, model.humanTurn], timeout=1000):
        assert model.undo()
    assert model.view() == before
    assert card.split()[-1] in [c.text for c in model.view().hand]


def test_an_undo_is_marked_in_the_record_and_kept_by_saving(human_model, qtbot, tmp_path):
    model = human_model
    assert "undone" not in model.record().extras
    drive_until(model, qtbot, lambda: in_play_turn(model))
    assert model.submit(str(model.view().legal_actions[0]))
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
    assert any(a.startswith("0 ") for a in model.game.deal_records[0]["actions"])
    before = model.view()
    assert not model.can_undo()
    assert model.undo() is False
    assert model.view() == before and len(model.game.deal_records) == 2
    human_step(model)                            # an action in this deal can be taken back
    qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase.value == "deal", timeout=5000)
    assert model.game.phase.value != "deal"
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


def first_computer_seed() -> int:
    """A seed where a computer speaks first (so a request is pending right after new_game)."""
    import random

    for seed in range(1, 100):
        dealer = random.Random(seed).randrange(3)
        if (dealer + 2) % 3 != 0:
            return seed
    raise AssertionError


def test_stale_answer_dropped_after_new_game(make_model, qtbot):
    gated = GatedPlayerFactory()
    model = make_model(player_factory=gated.make)
    try:
        model.new_game(RuleSet(), human_game_players(), seed=first_computer_seed())
        assert model.is_thinking
        assert gated.started.wait(5)
        old_deal = model.record().deals[0]["hands"]
        model.player_factory = PassingPlayer
        model.new_game(RuleSet(), human_game_players(), seed=first_computer_seed() + 1000)
        count_before = model.stale_answers_dropped
        gated.gate.set()
        qtbot.waitUntil(lambda: model.stale_answers_dropped > count_before, timeout=5000)
        qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
        # the new game has its own deal, and the replayed record agrees with the game
        assert model.record().deals[0]["hands"] != old_deal
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
        model.submit(str(before.legal_actions[0]))
        assert gated.started.wait(5) and model.is_thinking
        assert model.undo()
        assert model.view() == before and not model.is_thinking
        dropped = model.stale_answers_dropped
        gated.gate.set()
        qtbot.waitUntil(lambda: model.stale_answers_dropped > dropped, timeout=5000)
        assert model.view() == before
    finally:
        GatedPlayerFactory.release_all()


# --------------------------------------------------------------------------- autosave -------
def test_autosave_written_and_resumable(human_model, make_model, qtbot):
    model = human_model
    path = GameModel.autosave_path()
    human_step(model)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    assert path.is_file()
    assert load_record(path).to_json() == model.record().to_json()
    assert GameModel.has_resumable_autosave()
    other = make_model()
    other.resume_autosave()
    assert other.view() == model.view()
    assert other.current_path is None


def test_autosave_lives_in_the_test_home(isolated_user_files):
    assert str(GameModel.autosave_path()).startswith(str(isolated_user_files))


def test_corrupt_or_missing_autosave_is_not_resumable():
    path = GameModel.autosave_path()
    assert not GameModel.has_resumable_autosave()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "thousand-game", "version": 99}', encoding="utf-8")
    assert not GameModel.has_resumable_autosave()


def test_an_unreadable_autosave_is_kept_aside_never_overwritten():
    """A damaged autosave (or one from a newer version) cannot be resumed; the next game's
    autosave must not overwrite it: it is renamed aside, byte for byte, and the reason given."""
    from thousand_qt.model.persistence import inspect_autosave

    assert inspect_autosave().set_aside is None            # no autosave at all
    path = GameModel.autosave_path()
    path.parent.mkdir(parents=True)
    text = '{"format": "thousand-game", "version": 99}'
    path.write_text(text, encoding="utf-8")
    kept = inspect_autosave().set_aside
    assert kept is not None
    aside, reason = kept
    assert not path.exists() and aside.parent == path.parent and aside.suffix == ".thousand"
    assert aside.read_text(encoding="utf-8") == text and "version" in reason
    assert inspect_autosave().set_aside is None            # nothing left to set aside


def test_a_readable_autosave_stays_where_it_is(human_model):
    from thousand_qt.model.persistence import inspect_autosave, write_record

    path = GameModel.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_record(path, human_model.record())
    assert inspect_autosave().set_aside is None and path.is_file()


# --------------------------------------------------------------------------- gate, hint ----
def test_animation_gate_holds_computer_moves(make_model, qtbot):
    model = make_model()
    model.set_animation_gate(True)
    model.new_game(RuleSet(), human_game_players(), seed=first_computer_seed())
    qtbot.wait(50)
    assert not model.is_thinking and model.game.to_act != 0
    with qtbot.waitSignal(model.thinking, timeout=1000):
        model.animations_finished()
    model.set_animation_gate(False)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)


def test_hint(human_model, qtbot):
    with qtbot.waitSignal(human_model.hintReady, timeout=5000) as blocker:
        assert human_model.request_hint()
    assert str(blocker.args[0]) in human_model.legal_actions()


def test_signals_hide_what_the_human_may_not_see(make_model, qtbot):
    model = make_model()
    given, talons = [], []
    model.cardsGiven.connect(lambda d, pairs: given.append((d, pairs)))
    model.talonShown.connect(lambda d, cards, public: talons.append((d, cards, public)))
    model.new_game(RuleSet(), human_game_players(), seed=7)
    drive_until(model, qtbot, lambda: in_play_turn(model))
    assert given and talons
    declarer, pairs = given[-1]
    for seat, text in pairs:
        assert bool(text) == (declarer == 0 or seat == 0)
    d, cards, public = talons[-1]
    assert bool(cards) == (public or d == 0)


def test_event_signals(make_model, qtbot):
    from thousand_qt.engine import Card, Suit
    from thousand_qt.engine import events as ev

    model = make_model()
    got = []
    model.barrelChanged.connect(lambda s, how: got.append(("barrel", s, how)))
    model.marriageDeclared.connect(lambda s, suit, v: got.append(("marriage", s, suit, v)))
    model.trumpChanged.connect(lambda suit: got.append(("trump", suit)))
    model.trickTaken.connect(lambda w, pairs, pts: got.append(("trick", w, pairs, pts)))
    model.gameOver.connect(lambda w, totals, settle: got.append(("over", w, totals, settle)))
    ah, th = Card.parse("AH"), Card.parse("TH")
    model._emit_events([ev.BarrelLeft(1, "knocked", 120), ev.BarrelMounted(2),
                        ev.MarriageDeclared(0, Suit.HEARTS, 100), ev.MarriageDeclared(0, None, 200),
                        ev.TrumpChanged(Suit.HEARTS), ev.TrickTaken(2, ((0, ah), (1, th)), 21),
                        ev.GameOver(2, (100, 200, 1000), ())])
    assert got == [("barrel", -1, "knocked"), ("barrel", 2, "mounted"), ("marriage", 0, "H", 100),
                   ("marriage", 0, "aces", 200), ("trump", "H"), ("trick", 2, [(0, "AH"), (1, "TH")], 21),
                   ("over", 2, [100, 200, 1000], [])]


def test_load_between_deals_deals_on(human_model, make_model, qtbot, tmp_path):
    model = human_model
    # play the first deal to its end (the view would now show the summary)
    for _ in range(200):
        qtbot.waitUntil(lambda: model.game.to_act == 0 or model.game.phase.value == "deal", timeout=5000)
        if model.game.phase.value == "deal":
            break
        human_step(model)
    assert model.game.phase.value == "deal" and model.game.results
    path = tmp_path / "between.thousand"
    model.save(path)
    other = make_model()
    with qtbot.waitSignal(other.dealStarted, timeout=1000):
        other.load(path)
    assert len(other.game.deal_records) == len(model.game.deal_records) + 1
    assert model.next_deal() and not model.next_deal()
    # the new deal of both is dealt from the same seed: the same cards
    assert other.record().deals[-1]["hands"] == model.record().deals[-1]["hands"]


class RedealingPlayer:
    """Asks for a redeal whenever it may (in turn or not); otherwise passes or plays on."""

    def __init__(self, level: str = "easy", seed: int = 0) -> None:
        pass

    def choose(self, view):
        legal = list(view.legal_actions)
        wanted = [a for a in legal if str(a).endswith(" redeal")]
        if wanted or view.to_act != view.seat:
            return wanted[0] if wanted else None
        return next((a for a in legal if str(a).endswith(" pass")), legal[0])


def test_a_computer_seat_out_of_turn_may_ask_for_a_redeal(make_model):
    from thousand_qt.engine import Card, Game, Phase

    for seed in range(1, 400):
        model = make_model(player_factory=RedealingPlayer)
        model.new_game(RuleSet(), human_game_players(), seed=seed)
        first = model.game.deal_records[0]
        # replay the first deal's cards: was a computer seat that is not to act eligible?
        probe = Game(RuleSet(), 3, first["dealer"])
        probe.start_deal([[Card.parse(c) for c in h] for h in first["hands"]],
                         [[Card.parse(c) for c in first["talon"]]])
        eligible = [s for s in (1, 2) if s != probe.to_act and probe.legal_actions(s)]
        if eligible and probe.phase is Phase.AUCTION:
            assert model.game.results and model.game.results[0].redeal
            assert first["actions"] == [f"{eligible[0]} redeal"]
            return
    pytest.fail("no deal with a computer seat out of turn holding a redeal hand")


def test_hint_says_why(make_model, qtbot):
    from thousand_qt.ai import Reason, make_player
    from thousand_qt.model.hint_reasons import hint_reason_text

    model = make_model(player_factory=lambda level, seed: make_player("normal", seed))
    model.new_game(RuleSet(), human_game_players(), seed=7)
    qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
    with qtbot.waitSignal(model.hintReady, timeout=5000) as blocker:
        assert model.request_hint()
    action, reason = blocker.args
    assert str(action) in model.legal_actions()
    assert isinstance(reason, Reason) and hint_reason_text(reason)


@pytest.mark.parametrize("junk", [None, 5, 10**5000, 1.5, [], ["0 pass"], {"seat": 0}, b"0 pass", object()],
                         ids=lambda v: type(v).__name__)
def test_a_value_that_is_not_an_action_is_refused_with_a_reason(human_model, qtbot, junk):
    before = human_model.record().to_json()
    reason = human_model.why_illegal(junk)
    assert reason and "\n" not in reason
    with qtbot.waitSignal(human_model.errorMessage, timeout=1000):
        assert human_model.submit(junk) is False
    assert human_model.record().to_json() == before


def test_a_shut_down_model_moves_nobody_and_writes_no_autosave(human_model, qtbot):
    """After shutdown a late action (a window's event after quitting began) neither starts a
    computer seat nor touches the autosave; a new game starts it again."""
    human_model.autosave_enabled = True
    human_step(human_model)
    qtbot.waitUntil(lambda: human_model.game.to_act == 0, timeout=5000)
    human_model.shutdown(2000)
    path = human_model.autosave_path()
    saved = path.read_bytes()
    human_step(human_model)                       # the next seat is a computer
    qtbot.wait(50)
    assert human_model.game.to_act == 1 and not human_model.is_thinking
    assert path.read_bytes() == saved
    human_model.new_game(RuleSet(), human_game_players(), seed=8)
    qtbot.waitUntil(lambda: human_model.game.to_act == 0, timeout=5000)
    assert path.read_bytes() != saved
