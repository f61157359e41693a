"""The analysis of a recorded game: known blunders, costs, cancel, 2-4 players, fairness."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thousand_qt.ai.levels import make_player
from thousand_qt.analysis import (
    AnalysisCancelled,
    DecisionKind,
    Flag,
    PhaseGroup,
    analyse_game,
    count_decisions,
    flag_for,
)
from thousand_qt.engine import Bid, Discard, Pass, PlayerInfo, parse_cards
from thousand_qt.engine.record import load_record, record_from_game, replay

from ..engine.helpers import THREE, new_game, run
from .records import (
    ACE_DEAL,
    ACE_POSITION,
    ACE_THROWN_AWAY,
    MARRIAGES_DEAL,
    PASS_ON_TWO_MARRIAGES,
    fixed_record,
    permuted_record,
)

RECORDS = Path(__file__).resolve().parent.parent / "records"


def test_an_ace_thrown_onto_the_declarers_trick_is_a_blunder():
    analysis = analyse_game(fixed_record(ACE_DEAL, ACE_THROWN_AWAY), 0, seed=1)
    j = analysis.at(*ACE_POSITION)
    assert j is not None
    assert j.kind is DecisionKind.PLAY and str(j.played) == "0 play AC"
    assert j.best.card.rank == "9"          # a card worth nothing goes on the lost trick
    assert j.flag is Flag.BLUNDER and j.samples > 0
    assert analysis.summary().biggest[0] == j


def test_passing_a_cold_contract_is_a_blunder():
    j = analyse_game(fixed_record(MARRIAGES_DEAL, PASS_ON_TWO_MARRIAGES), 2, seed=1).at(0, 0)
    assert j is not None and isinstance(j.played, Pass)
    assert isinstance(j.best, Bid)
    assert j.flag is Flag.BLUNDER


def test_the_same_decision_costs_nothing():
    analysis = analyse_game(fixed_record(ACE_DEAL, ACE_THROWN_AWAY), 0, seed=1, samples=4)
    same = [j for j in analysis.judgements if j.played == j.best]
    assert same
    assert all(j.cost == 0 and j.flag is None and j.samples == 0 for j in same)


def test_deterministic_for_a_seed():
    record = fixed_record(ACE_DEAL, ACE_THROWN_AWAY)
    assert analyse_game(record, 0, seed=3, samples=6) == analyse_game(record, 0, seed=3, samples=6)


def test_progress_counts_every_decision_and_cancels():
    record = fixed_record(ACE_DEAL, ACE_THROWN_AWAY)
    total = count_decisions(record, 0)
    seen: list[tuple[int, int]] = []
    analyse_game(record, 0, seed=1, samples=2, progress=lambda done, n: seen.append((done, n)) is None)
    assert seen == [(k, total) for k in range(1, total + 1)]
    calls: list[int] = []

    def stop_after_first(done: int, n: int) -> bool:
        calls.append(done)
        return False

    with pytest.raises(AnalysisCancelled):
        analyse_game(record, 0, seed=1, samples=2, progress=stop_after_first)
    assert calls == [1]


def test_a_cancel_stops_within_a_decision():
    """``cancelled()`` is asked between the sampled deals of one decision, not only after it: a
    cancel while a costly decision is weighed (quitting during an analysis) is quick."""
    record = fixed_record(ACE_DEAL, ACE_THROWN_AWAY)
    assert count_decisions(record, 0) == 2       # the pass, then the ace weighed on sampled deals
    asked: list[int] = []
    done: list[int] = []

    def cancel_on_third_ask() -> bool:
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(AnalysisCancelled):
        analyse_game(record, 0, seed=1, samples=8, cancelled=cancel_on_third_ask,
                     progress=lambda k, n: done.append(k) is None)
    assert done == [1]                           # stopped while weighing the ace, before its end


@pytest.mark.parametrize(("name", "seat"), [("two_players", 1), ("classic", 1), ("four_players", 2)])
def test_two_three_and_four_players(name: str, seat: int):
    record = load_record(RECORDS / f"{name}.thousand")
    analysis = analyse_game(record, seat, seed=1, samples=4)
    assert len(analysis.judgements) == count_decisions(record, seat) > 0
    assert len(analysis.deal_margins) == len(record.deals)
    before = 0
    for deal_index, deal in enumerate(record.deals):
        for j in (j for j in analysis.judgements if j.deal == deal_index):
            assert j.seat == seat and j.played == deal.actions[j.step]
            game = replay(record, upto=before + j.step)
            assert j.best in game.legal_actions()
            assert j.cost >= 0 and j.flag is flag_for(j.cost)
            assert (j.samples > 0) == (j.played != j.best)
        before += len(deal.actions)


def test_summary_adds_the_costs_per_phase():
    summary = analyse_game(fixed_record(ACE_DEAL, ACE_THROWN_AWAY), 0, seed=1).summary()
    assert summary.decisions == 2
    assert summary.lost_in(PhaseGroup.PLAY) == pytest.approx(summary.total_lost)
    assert summary.lost_in(PhaseGroup.AUCTION) == 0
    assert summary.count(Flag.BLUNDER) == 1


@pytest.mark.parametrize(("deal", "actions", "seat", "position", "pool"), [
    # before any card is shown, everything but seat 2's hand is hidden from it
    (MARRIAGES_DEAL, PASS_ON_TWO_MARRIAGES, 2, (0, 0),
     MARRIAGES_DEAL[0][0] + " " + MARRIAGES_DEAL[0][1] + " " + MARRIAGES_DEAL[1]),
    # seat 0 sees the talon and the played ace; seat 1's hand and the rest of seat 2's are hidden
    (ACE_DEAL, ACE_THROWN_AWAY, 0, ACE_POSITION, ACE_DEAL[0][1] + " TS KS QS AH TH AD"),
])
def test_the_hidden_cards_do_not_change_the_judgement(deal, actions, seat, position, pool):
    cards = parse_cards(pool.split())
    original = fixed_record(deal, actions)
    reference = analyse_game(original, seat, seed=2, samples=4).at(*position)
    rng = random.Random(5)
    checked = 0
    while checked < 3:
        record = permuted_record(deal, actions, cards, rng)
        if record is None:  # this arrangement makes a recorded action illegal
            continue
        assert record.deals[0].hands != original.deals[0].hands
        assert analyse_game(record, seat, seed=2, samples=4).at(*position) == reference
        checked += 1


def test_a_seat_outside_the_game_is_refused():
    with pytest.raises(ValueError, match="seat 3"):
        analyse_game(fixed_record(MARRIAGES_DEAL, PASS_ON_TWO_MARRIAGES), 3)


@pytest.mark.parametrize(("cost", "flag"), [(0, None), (9.99, None), (10, Flag.INACCURACY), (24.9, Flag.INACCURACY),
                                            (25, Flag.MISTAKE), (49.9, Flag.MISTAKE), (50, Flag.BLUNDER),
                                            (400, Flag.BLUNDER)])
def test_flag_thresholds(cost: float, flag: Flag | None):
    assert flag_for(cost) is flag


def test_a_discard_in_another_order_than_the_best_one_is_the_same_decision():
    game = new_game(THREE, two_player_talons="three")
    run(game, "0 pass; 1 talon 0")
    best = make_player("strong", 1).choose(game.view_for(1))
    assert isinstance(best, Discard)
    game.apply(Discard(1, *reversed(best.cards)))                  # the same three cards, written backwards
    record = record_from_game(game, [PlayerInfo("Anna", "human"), PlayerInfo("Boris", "human")])
    j = analyse_game(record, 1, seed=1, samples=2).at(0, 2)
    assert j is not None and j.best == j.played != best                 # the best, as the player wrote it
    assert j.cost == 0 and j.flag is None and j.samples == 0
