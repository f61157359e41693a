"""The review session (stepping, auto-play by its timer, continue from here), the analysis
runner (in the background, progress, cancel, cache) and GameModel.continue_from."""

from __future__ import annotations

import threading
from pathlib import Path

from thousand_qt.engine import Phase, RuleSet
from thousand_qt.engine.record import PlayerInfo, count_actions, load_record, replay
from thousand_qt.model import GameModel
from thousand_qt.model.analysis_runner import AnalysisRunner
from thousand_qt.model.review_session import ReviewSession
from thousand_qt.review import Position

from .helpers import GatedPlayer, human_game_players, run_what_is_queued

RECORDS = Path(__file__).resolve().parents[1] / "records"


def session(name: str) -> ReviewSession:
    return ReviewSession(load_record(RECORDS / f"{name}.thousand"))


def test_stepping_emits_the_frame_of_each_position(qtbot):
    s = session("classic")
    frames = []
    s.moved.connect(frames.append)
    s.next_action()
    s.next_trick()
    s.next_deal()
    s.previous_deal()
    s.end()
    s.first()
    assert [f.index for f in frames] == [1, frames[1].index, s.cursor.deal_start(1), s.cursor.deal_start(0),
                                         s.cursor.last, 0]
    assert frames[-1] == s.frame()
    s.go_to_position(Position(3, 5))
    assert s.position == Position(3, 5)


def test_auto_play_steps_by_the_timer_and_stops_at_the_end(qtbot):
    s = session("two_players")
    s.go_to(s.cursor.last - 3)
    s.set_speed("fast")
    s.timer.setInterval(1)         # the test drives the same timer, only faster
    with qtbot.waitSignal(s.playingChanged, timeout=5000) as blocker:
        s.play()
    assert blocker.args == [True]
    qtbot.waitUntil(lambda: not s.playing, timeout=5000)
    assert s.index == s.cursor.last
    s.play()                       # at the end: plays again from the start
    assert s.index == 0 and s.playing
    s.pause()
    assert not s.playing


def test_continuation_is_a_cut_copy_and_the_file_stays_byte_for_byte(qtbot):
    path = RECORDS / "classic.thousand"
    before = path.read_bytes()
    s = ReviewSession(load_record(path))
    s.go_to(s.cursor.deal_start(3) + 9)
    assert s.can_continue()
    model = GameModel(autosave=False, think_pause_ms=0)
    model.continue_from(s.continuation())
    assert model.game.view_for(0) == s.cursor.game_at(s.index).view_for(0)
    assert model.players == s.record.players and model.human_seat == 0 and model.current_path is None
    assert model.rules == s.record.rules
    assert model.record().extras["continued"] is True     # the statistics do not count it
    assert "continued" not in s.record.extras
    assert path.read_bytes() == before
    model.shutdown(2000)


def test_a_finished_game_cannot_continue_from_its_end(qtbot):
    model = GameModel(autosave=False, think_pause_ms=0)
    record = load_record(RECORDS / "barrel_win.thousand")
    assert replay(record).finished, "the test record must be a finished game"
    s = ReviewSession(record)
    s.end()
    assert not s.can_continue()
    s.previous_action()
    assert s.can_continue()
    model.shutdown(2000)


def test_analysis_runs_in_the_background_and_is_cached(qtbot):
    record = load_record(RECORDS / "two_players.thousand")
    runner = AnalysisRunner(samples=2)
    seen = []
    runner.progress.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(runner.finished, timeout=60000) as blocker:
        assert runner.start(record, 0, 1)
        assert runner.running
    analysis = blocker.args[0]
    assert seen and seen[-1][0] == seen[-1][1] == len(analysis.judgements)
    assert analysis.at(0, 4).flag is not None        # the contract of 120 (the strong player says more)
    assert runner.cached(record, 0, 1) is analysis
    with qtbot.waitSignal(runner.finished, timeout=1000) as again:
        runner.start(record, 0, 1)                   # from the cache, at once
    assert again.args[0] is analysis
    assert runner.shutdown(5000)
    fresh = AnalysisRunner(samples=2)                # no cache: the same seed gives the same judgements
    with qtbot.waitSignal(fresh.finished, timeout=60000) as other:
        fresh.start(record, 0, 1)
    assert other.args[0] == analysis and other.args[0] is not analysis
    assert fresh.shutdown(5000)


def test_analysis_can_be_cancelled(qtbot):
    record = load_record(RECORDS / "classic.thousand")
    runner = AnalysisRunner(samples=2)
    runner.progress.connect(lambda done, total: runner.cancel())
    finished = []
    runner.finished.connect(finished.append)
    with qtbot.waitSignal(runner.cancelled, timeout=60000):
        runner.start(record, 0, 1)
    assert not runner.running
    assert runner.shutdown(60000)
    assert finished == [] and runner.cached(record, 0, 1) is None


def test_a_paused_game_waits_and_goes_on_when_unpaused(human_model, qtbot):
    """While the window reviews, the running game does not move; unpaused it goes on."""
    model = human_model
    model.set_paused(True)
    assert model.submit(model.legal()[-1])                 # the human's word: a computer is to act next
    after_human = model.record().dumps()
    assert not model.is_thinking                            # no computer was asked: none can move
    run_what_is_queued(qtbot)                               # and what was posted meanwhile has run
    assert model.record().dumps() == after_human and not model.is_thinking
    model.set_paused(False)
    qtbot.waitUntil(lambda: model.record().dumps() != after_human, timeout=5000)


def test_pausing_keeps_the_answer_being_thought(make_model, qtbot):
    """A computer answer that comes during a pause is kept and played on the unpause, not
    thought again (the strong player may think for most of a second)."""
    gate, started = threading.Event(), threading.Event()
    answers: list[str] = []

    class Recording(GatedPlayer):
        def choose(self, view):
            action = super().choose(view)
            answers.append(str(action))
            return action

    model = make_model(player_factory=lambda _level, _seed: Recording(gate, started))
    computers = [PlayerInfo(p.name, "computer", "easy") for p in human_game_players()]   # never waits for a human
    model.new_game(RuleSet(), computers, seed=7)
    qtbot.waitUntil(started.is_set, timeout=5000)          # a computer is thinking
    before = model.record()
    model.set_paused(True)
    gate.set()
    qtbot.waitUntil(lambda: model._turns._held_answer is not None, timeout=5000)     # the answer came: kept
    assert model.record().dumps() == before.dumps() and answers == answers[:1]   # kept, not played
    model.set_paused(False)
    qtbot.waitUntil(lambda: count_actions(model.record()) > count_actions(before), timeout=5000)
    assert model.stale_answers_dropped == 0
    deal, done = len(before.deals) - 1, len(before.deals[-1].actions)
    assert str(model.record().deals[deal].actions[done]) == answers[0]    # the kept answer, played


def test_a_deal_asked_for_while_paused_waits_for_the_unpause(make_model, qtbot):
    """The table asks for the next deal after a redeal's pause; when a review began in that
    pause the game must not deal underneath it, but deal on leaving the review."""
    from thousand_qt.engine import Redeal

    model = make_model()
    for seed in range(1, 300):
        model.new_game(RuleSet(), human_game_players(), seed=seed)
        qtbot.waitUntil(lambda: model.game.to_act == 0, timeout=5000)
        redeal = [a for a in model.legal() if isinstance(a, Redeal)]
        if redeal:
            break
    assert redeal, "no seed lets the human ask for a redeal"
    assert model.submit(redeal[0])
    assert model.game.phase is Phase.DEAL               # the table shows why, then asks for the deal
    before = model.record().dumps()
    model.set_paused(True)
    assert model.next_deal()
    assert model.record().dumps() == before and model.game.phase is Phase.DEAL
    model.set_paused(False)
    assert model.game.phase is not Phase.DEAL and model.record().dumps() != before


def test_the_runner_keeps_only_the_analyses_used_last(qtbot):
    """The analysis cache is bounded: with room for one, a second seat's analysis replaces the
    first (which is made again when asked for), so a long session does not keep every game."""
    record = load_record(RECORDS / "two_players.thousand")
    runner = AnalysisRunner(samples=2, kept=1)
    for seat in (0, 1):
        with qtbot.waitSignal(runner.finished, timeout=60000):
            runner.start(record, seat, 1)
    assert runner.cached(record, 0, 1) is None
    assert runner.cached(record, 1, 1) is not None
    with qtbot.waitSignal(runner.finished, timeout=60000):
        assert runner.start(record, 0, 1)
        assert runner.running                         # made again, not from the cache
    assert runner.cached(record, 1, 1) is None and runner.cached(record, 0, 1) is not None
    assert runner.shutdown(5000)
