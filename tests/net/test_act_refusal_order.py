"""Which refusal a request to act gets when it is wrong in several ways at once: the checks run
in one order (the game, the action's text, its seat, the person's seat, the count), and a request
is refused by the first it fails, whatever else is wrong with it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.engine import RuleSet
from thousand_qt.net.protocol import Refusal
from thousand_qt.net.table import SeatSpec, Table

#: The faults a request can have, in the order the table checks them, with the refusal of each.
ORDER = [("no_game", "not_started"), ("nonsense", "bad_action"), ("other_seat", "not_your_seat"),
         ("computer_plays", "not_your_seat"), ("old_count", "stale")]


def started_table(*, over: bool) -> Table:
    t = Table("ABCDEF", RuleSet(), [SeatSpec("human"), SeatSpec("human")], seed=5)
    t.join("A")
    t.join("B")
    t.set_ready(0, True)
    t.set_ready(1, True)
    if over:
        t.end("host", "closed")
    return t


@settings(max_examples=60, deadline=None)
@given(faults=st.sets(st.sampled_from([name for name, _ in ORDER]), min_size=1),
       before_start=st.booleans())
def test_a_request_with_several_faults_gets_the_refusal_of_the_first_check(faults: set[str],
                                                                          before_start: bool) -> None:
    if "no_game" in faults and before_start:
        t = Table("ABCDEF", RuleSet(), [SeatSpec("human"), SeatSpec("human")], seed=5)
        t.join("A")
    else:
        t = started_table(over="no_game" in faults)
    to_act = t.game.to_act if t.game is not None and t.game.to_act is not None else 0
    seat = to_act
    named = 1 - seat if "other_seat" in faults else seat
    text = "nonsense" if "nonsense" in faults else f"{named} pass"
    if "computer_plays" in faults:
        t.seats[seat].computer_plays = True
    count = t.count + 3 if "old_count" in faults else t.count
    before = (t.count, t.record_text() if t.game is not None else None)
    try:
        t.act(seat, text, count)
    except Refusal as refusal:
        assert refusal.code == next(code for name, code in ORDER if name in faults)
    else:
        raise AssertionError(f"{sorted(faults)} was not refused")
    assert (t.count, t.record_text() if t.game is not None else None) == before
