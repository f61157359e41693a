"""A window's seat reads the host's ``table`` message with its turn clock, and one without a
clock (an older host) as a table without one."""

from __future__ import annotations

from thousand_qt.model.net.link import table_info
from thousand_qt.net.protocol import encode, parse_server_message


def test_a_table_message_without_a_clock_is_a_table_without_one() -> None:
    seat = {"name": "Anna", "kind": "human", "level": None, "status": "here", "ready": True}
    old = encode("table", code="ABCDEF", players=2, seats=[seat, seat], rules={}, started=False,
                 allow_hints=False, reconnect_seconds=60)
    assert table_info(parse_server_message(old).fields).turn_seconds == 0
    new = old[:-1] + ',"turn_seconds":30}'
    assert table_info(parse_server_message(new).fields).turn_seconds == 30
