"""The review cursor: the positions of a record, stepping by action, trick and deal, the game and
the table at each position, and the record cut at a position (pure Python, no Qt)."""

from __future__ import annotations

import random
import tracemalloc
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import Game, Phase, parse_action
from thousand_qt.engine.actions import Concede, Redeal
from thousand_qt.engine.record import GameRecord, PlayerInfo, count_actions, load_record, record_from_game, replay
from thousand_qt.engine.rules import RuleSet
from thousand_qt.review import Position, ReviewCursor, ReviewError, frame_of, record_upto

RECORDS = Path(__file__).resolve().parents[1] / "records"
NAMES = ["classic", "two_players", "four_players", "barrel_win", "opening_free_redeal", "barrel_opens"]


def cursor(name: str) -> ReviewCursor:
    return ReviewCursor(load_record(RECORDS / f"{name}.thousand"))


@pytest.mark.parametrize("name", NAMES)
def test_one_position_per_action_and_one_per_deal_start(name):
    c = cursor(name)
    assert len(c) == count_actions(c.record) + len(c.record.deals)
    assert c.position(0) == Position(0, 0)
    last = c.record.deals[-1]
    assert c.position(c.last) == Position(len(c.record.deals) - 1, len(last.actions))


@pytest.mark.parametrize("name", NAMES)
def test_the_last_position_is_the_replayed_record(name):
    c = cursor(name)
    record = c.record
    assert c.game_at(c.last).view_for(0) == replay(record).view_for(0)


def test_game_at_is_a_fresh_copy():
    c = cursor("classic")
    game = c.game_at(3)
    game.apply(game.legal_actions()[0])
    assert c.game_at(3).view_for(0) == cursor("classic").game_at(3).view_for(0)


def test_stepping_by_action_clamps_at_both_ends():
    c = cursor("two_players")
    assert c.previous_action(0) == 0
    assert c.next_action(c.last) == c.last
    assert c.next_action(4) == 5 and c.previous_action(5) == 4


def test_stepping_by_deal():
    c = cursor("classic")
    starts = [c.deal_start(k) for k in range(len(c.record.deals))]
    assert starts[0] == 0 and starts == sorted(starts)
    assert c.next_deal(0) == starts[1]
    assert c.next_deal(starts[1] + 3) == starts[2]
    assert c.previous_deal(starts[3] + 3) == starts[3]          # first back to this deal's start
    assert c.previous_deal(starts[3]) == starts[2]              # then to the deal before
    assert c.previous_deal(0) == 0
    assert c.next_deal(starts[-1]) == c.last                    # from the last deal: its end


def test_deals_are_numbered_as_the_score_sheet_numbers_them():
    c = cursor("classic")                       # deal 2 (from 0) is a redeal
    assert [c.is_redeal(k) for k in range(4)] == [False, False, True, False]
    assert [c.deal_number(k) for k in range(4)] == [1, 2, 3, 3]
    assert c.deals_counted == 3
    assert cursor("two_players").deals_counted == 1


def test_a_deal_every_player_passed_is_a_redeal_with_no_action_of_its_own():
    c = cursor("opening_free_redeal")           # opening free_redeal: deal 0 passed by everybody
    assert [c.is_redeal(k) for k in range(2)] == [True, False]
    assert [c.passed_out(k) for k in range(2)] == [True, False]
    assert [c.deal_number(k) for k in range(2)] == [1, 1] and c.deals_counted == 1
    assert not cursor("classic").passed_out(2)   # a redeal asked for


def test_stepping_by_trick_stops_where_a_trick_was_taken():
    c = cursor("two_players")
    index, stops = 0, []
    while index != c.last:
        index = c.next_trick(index)
        stops.append(index)
    tricks = [len(c.game_at(i).running_deal.tricks) for i in stops]
    # the play's start (no trick yet), then one more trick at each stop: 10 tricks for two players
    assert tricks[0] == 0 and tricks[1:] == list(range(1, 11))
    back = []
    while index != 0:
        index = c.previous_trick(index)
        back.append(index)
    assert back[::-1][1:] == stops[:-1]


def test_the_frame_opens_every_hand_and_names_the_talon_gifts_and_action():
    c = cursor("classic")
    frame = frame_of(c, 0, 0)
    deal = c.record.deals[0]
    assert sorted(frame.open_hands) == [1, 2]
    assert tuple(frame.open_hands[1]) == deal.hands[1]
    assert tuple(frame.view.hand) == deal.hands[0]
    assert tuple(frame.talons[0]) == deal.talons[0]
    assert frame.played == deal.actions[0] and frame.before is None
    gave = next(i for i in range(len(c)) if c.action_before(i) is not None and "give" in str(c.action_before(i)))
    frame = frame_of(c, gave, 0)
    assert len(frame.given) == 2 and frame.declarer is not None
    for seat, card in frame.given:
        assert card in (frame.open_hands.get(seat) or frame.view.hand)


def test_the_trick_the_last_card_completed_is_in_the_frame():
    c = cursor("classic")
    stop = c.next_trick(c.next_trick(0))            # the first trick taken
    frame = frame_of(c, stop, 0)
    assert len(frame.taken) == 3 and frame.taken == frame.view.tricks[-1].cards
    assert frame.taken[-1][1] == frame.before.card
    assert frame_of(c, stop + 1, 0).taken == ()     # the next card: gathered


def test_two_players_frame_names_the_discards():
    c = cursor("two_players")
    laid = next(i for i in range(len(c)) if "discard" in str(c.action_before(i)))
    frame = frame_of(c, laid, 0)
    assert len(frame.discarded) == 2 and frame.talon_index in (0, 1)


def test_a_bad_record_is_refused_with_one_line():
    record = load_record(RECORDS / "classic.thousand")
    record.deals[0] = replace(record.deals[0], actions=(parse_action("2 play AS"), *record.deals[0].actions[1:]))
    with pytest.raises(ReviewError) as err:
        ReviewCursor(record)
    assert "\n" not in str(err.value) and "deal 1, action 1" in str(err.value)


def test_record_upto_cuts_a_copy():
    record = load_record(RECORDS / "classic.thousand")
    before = record.dumps()
    c = ReviewCursor(record)
    index = c.deal_start(3) + 7
    cut = record_upto(record, c.position(index))
    assert record.dumps() == before
    assert len(cut.deals) == 4 and len(cut.deals[3].actions) == 7
    assert replay(cut).view_for(0) == c.game_at(index).view_for(0)
    assert cut.players == record.players and cut.rules == record.rules


@settings(max_examples=25)
@given(st.sampled_from(NAMES), st.lists(st.sampled_from(["a+", "a-", "t+", "t-", "d+", "d-"]), max_size=30))
def test_any_walk_lands_on_the_frame_of_its_position(name, moves):
    c = cursor(name)
    index = 0
    step = {"a+": c.next_action, "a-": c.previous_action, "t+": c.next_trick, "t-": c.previous_trick,
            "d+": c.next_deal, "d-": c.previous_deal}
    for move in moves:
        new = step[move](index)
        assert 0 <= new <= c.last
        assert (new >= index) if move.endswith("+") else (new <= index)
        index = new
    assert frame_of(c, index, 0) == frame_of(cursor(name), index, 0)


@settings(max_examples=8)
@given(st.sampled_from(NAMES), st.integers(0, 3))
def test_forward_through_every_position_then_back_gives_identical_frames(name, bottom):
    c = cursor(name)
    bottom %= c.n
    index, forward = 0, [frame_of(c, 0, bottom)]
    while index < c.last:
        index = c.next_action(index)
        forward.append(frame_of(c, index, bottom))
    back = [frame_of(c, index, bottom)]
    while index > 0:
        index = c.previous_action(index)
        back.append(frame_of(c, index, bottom))
    assert back[::-1] == forward
    assert len({f.index for f in forward}) == len(c)


def test_a_stock_game_is_reviewed_and_cut_like_the_others():
    from thousand_qt.analysis.game_analysis import count_decisions

    record = load_record(Path(__file__).parent.parent / "records" / "stock.thousand")
    cursor = ReviewCursor(record)
    assert cursor.game_at(cursor.last).totals == replay(record).totals
    index = cursor.next_trick(0)
    game = cursor.game_at(index)
    assert game.running_deal.stock_game and len(game.running_deal.stock) == 10
    cut = record_upto(record, cursor.position(index))
    assert cut.deals[-1].stock == record.deals[0].stock
    assert replay(cut).view_for(0) == game.view_for(0)
    assert count_decisions(record, 0) > 0


def test_a_game_with_the_cut_is_cut_with_its_cuts():
    """Continue from here in a game under the cut rule: every deal keeps the cards its cut showed
    (without them the new record would not replay)."""
    record = load_record(Path(__file__).parent.parent / "records" / "cut.thousand")
    cursor = ReviewCursor(record)
    index = cursor.deal_start(1) + 3
    cut = record_upto(record, cursor.position(index))
    assert [d.cut for d in cut.deals] == [d.cut for d in record.deals[:2]]
    assert replay(cut).view_for(0) == cursor.game_at(index).view_for(0)


def _long_record(deals: int) -> GameRecord:
    """A game of ``deals`` deals kept short of 1000: each deal's bidder concedes (or the hand is
    redealt), the other plays are random."""
    rng = random.Random(7)
    game = Game(RuleSet(minus_thousand_ends=False), 3, 0)
    while len(game.deal_records) < deals:
        game.start_deal(rng=rng)
        while game.phase not in (Phase.DEAL, Phase.GAME_OVER):
            legal = game.legal_actions()
            short = [a for a in legal if isinstance(a, (Concede, Redeal))]
            game.apply(short[0] if short else rng.choice(legal))
        assert not game.finished
    return record_from_game(game, [PlayerInfo(name, "computer", "easy") for name in ("a", "b", "c")])


def _held_bytes(record: GameRecord) -> int:
    tracemalloc.start()
    try:
        kept = ReviewCursor(record)
        held = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert len(kept.record.deals) == len(record.deals)
    return held


def test_a_long_games_cursor_grows_with_its_deals_not_their_square():
    """Each deal's starting game once held the whole history before it again: the cursor of this
    120-deal game held 13 times what its first 30 deals' did (13.7 MB), now 5 times (1.5 MB)."""
    record = _long_record(120)
    short = GameRecord(record.rules, record.players, record.deals[:30], record.extras)
    assert _held_bytes(record) < 8 * _held_bytes(short)       # 4 times the deals
