"""The parts of the limits on their own, on a clock the test moves: the log of a limit that
bites (one line a second), the event loop's resource errors, addresses, buckets, the guard of
table codes, the open-files limit, and the turn clock's handing over of a seat and back."""

from __future__ import annotations

import asyncio
import errno
import json
import logging

import pytest

from thousand_qt.engine import RuleSet
from thousand_qt.net.limits import (
    RESERVED_FILES,
    Bucket,
    GuessGuard,
    PerAddress,
    Throttled,
    address_key,
    connection_ceiling,
    quiet_resource_errors,
    raise_open_files_limit,
)
from thousand_qt.net.table import SeatSpec, Table


class FakeClock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def test_a_limit_that_bites_logs_one_line_a_second_and_counts_the_rest(caplog: pytest.LogCaptureFixture) -> None:
    clock = FakeClock()
    throttled = Throttled(logging.getLogger("thousand_qt.net.test"), clock=clock)
    with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
        logged = [throttled.warning("x", "bit %d", i) for i in range(1000)]
        clock.now += 1.0
        logged.append(throttled.warning("x", "bit %d", 1000))
        logged.append(throttled.warning("y", "another limit"))
    assert logged.count(True) == 3
    assert [r.getMessage() for r in caplog.records] == [
        "bit 0", "bit 1000 (and 999 more like it since the last line)", "another limit"]


def test_the_event_loops_resource_errors_become_a_line_a_second_without_a_traceback(
        caplog: pytest.LogCaptureFixture) -> None:
    clock = FakeClock()
    seen: list[object] = []
    loop = asyncio.new_event_loop()
    try:
        loop.set_exception_handler(lambda _loop, context: seen.append(context["message"]))
        quiet_resource_errors(loop, Throttled(logging.getLogger("thousand_qt.net.test"), clock=clock))
        with caplog.at_level(logging.INFO, logger="thousand_qt.net"):
            for _ in range(10_000):
                loop.call_exception_handler({"message": "socket.accept() out of system resource",
                                             "exception": OSError(errno.EMFILE, "Too many open files")})
            loop.call_exception_handler({"message": "something else"})
    finally:
        loop.close()
    assert len(caplog.records) == 1 and caplog.records[0].exc_info is None
    assert "too many open files" in caplog.text
    assert seen == ["something else"]


def test_addresses_count_per_ipv4_address_and_ipv6_network() -> None:
    assert address_key(("203.0.113.5", 4000)) == "203.0.113.5"
    assert address_key(("::ffff:203.0.113.5", 4000, 0, 0)) == "203.0.113.5"
    assert address_key(("2001:db8:1:2:aaaa::1", 1, 0, 0)) == address_key(("2001:db8:1:2:bbbb::9", 2, 0, 0))
    assert address_key(("2001:db8:1:3::1", 1, 0, 0)) != address_key(("2001:db8:1:2::1", 1, 0, 0))
    counts = PerAddress()
    assert [counts.add("a"), counts.add("a"), counts.add("b")] == [1, 2, 1]
    counts.remove("a")
    counts.remove("b")
    assert (counts["a"], counts["b"], counts.total()) == (1, 0, 1)


def test_a_bucket_and_the_guard_of_table_codes_follow_their_clock() -> None:
    clock = FakeClock()
    bucket = Bucket(rate=10.0, size=100.0, clock=clock)
    assert bucket.take(100) and not bucket.take(1)
    clock.now += 0.5
    assert bucket.take(5) and not bucket.take(1)
    guard = GuessGuard(failures=2, seconds=30.0, clock=clock)
    guard.failed("a")
    assert guard.allowed("a")
    guard.failed("a")
    assert not guard.allowed("a") and guard.allowed("b") and guard.wait_seconds("a") == 30
    clock.now += 30.0
    assert guard.allowed("a") and guard.wait_seconds("a") == 0


def test_the_connections_stay_under_the_open_files_limit() -> None:
    limit = raise_open_files_limit()
    assert limit is None or limit > RESERVED_FILES
    assert connection_ceiling(4000, 1024) == 1024 - RESERVED_FILES
    assert connection_ceiling(100, 1024) == 100
    assert connection_ceiling(4000, None) == 4000


def test_the_turn_clock_hands_the_seat_to_a_computer_and_an_action_takes_it_back() -> None:
    table = Table("ABCDEF", RuleSet(), [SeatSpec("human"), SeatSpec("human")], seed=3, turn_seconds=30)
    table.join("Ann")
    table.join("Bob")
    table.set_ready(0, True)
    table.set_ready(1, True)
    waiting = table.waits_for_person()
    assert waiting is not None
    seat, count = waiting
    assert table.turn_over(seat, count + 1) == []               # the game has moved on: nothing
    out = table.turn_over(seat, count)
    assert {json.loads(text)["status"] for _, text in out} == {"computer"}
    assert table.waits_for_person() is None and table.computer_job() is not None
    assert table.turn_over(seat, count) == []                   # once only
    back = table.take_back(seat)
    assert {json.loads(text)["status"] for _, text in back} == {"returned"}
    assert table.waits_for_person() == (seat, count) and table.take_back(seat) == []
