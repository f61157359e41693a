"""A seat at a network table through the model: two people (the host's own seat and a guest)
and a computer play over 127.0.0.1, a refusal changes nothing, a dropped connection comes
back with the token, and the host closing ends the table with the record so far."""

from __future__ import annotations

from thousand_qt.engine.actions import parse_action
from thousand_qt.engine.record import loads_record, replay
from thousand_qt.model.net.seat import NetSeatModel

from .net_seats import DEAL_MS, JOIN_MS, Driver, host_table, join_table


def _close(*models: NetSeatModel) -> None:
    for m in models:
        m.shutdown(3000)


def test_two_people_and_a_computer_play_a_whole_deal(qtbot, tmp_path) -> None:
    host, anna, url = host_table(qtbot, tmp_path, "hhc")
    boris = join_table(qtbot, url, anna.code or "")
    try:
        assert (anna.human_seat, boris.human_seat) == (0, 1)
        qtbot.waitUntil(lambda: anna.table is not None and anna.table.seats[1].name == "Boris", timeout=JOIN_MS)
        drivers = [Driver(anna), Driver(boris)]
        anna.ready()
        boris.ready()
        qtbot.waitUntil(lambda: all(d.deals >= 1 for d in drivers), timeout=DEAL_MS)
        assert not drivers[0].errors and not drivers[1].errors
        assert anna.view().results and anna.view().results[0] == boris.view().results[0]
        assert [p.name for p in boris.players][:2] == ["Anna", "Boris"]
        assert not boris.can_save() and anna.can_save()        # the guest gets the record at the end
        record = loads_record(anna.record_text() or "")
        assert [p.kind for p in record.players] == ["human", "human", "computer"]
    finally:
        host.stop()
        _close(anna, boris)


def test_a_refused_action_changes_nothing(qtbot, tmp_path) -> None:
    host, anna, _url = host_table(qtbot, tmp_path, "hc")
    try:
        anna.ready()
        qtbot.waitUntil(lambda a=anna: a.view().to_act == 0 and bool(a.legal()), timeout=DEAL_MS)
        before, count = anna.view(), anna._count
        with qtbot.waitSignal(anna.errorMessage, timeout=JOIN_MS) as refused:
            assert anna.submit(parse_action("0 bid 107"))          # sent: the host checks it
        assert refused.args[0] == "Bids go up in steps of 5."     # the engine's reason, in the user's words
        assert anna.view() == before and anna._count == count
        assert anna.legal()                       # the seat may act again
    finally:
        host.stop()
        _close(anna)


def test_a_dropped_connection_comes_back_with_the_token_and_plays_on(qtbot, tmp_path) -> None:
    host, anna, _url = host_table(qtbot, tmp_path, "hc", reconnect_seconds=120)
    driver = Driver(anna)
    states: list[str] = []
    anna.connectionChanged.connect(states.append)
    try:
        anna.ready()
        qtbot.waitUntil(lambda: len(anna.view().tricks) >= 1, timeout=DEAL_MS)
        assert anna.link is not None
        anna.link.drop_connection()
        qtbot.waitUntil(lambda: states[-2:] == ["reconnecting", "connected"], timeout=JOIN_MS)
        qtbot.waitUntil(lambda: driver.deals >= 1, timeout=DEAL_MS)
        game = replay(loads_record(anna.record_text() or ""))
        assert len(game.deal_records) >= 2 and anna.ended is None
    finally:
        host.stop()
        _close(anna)


def test_the_host_closing_ends_the_table_for_the_guest_with_the_record(qtbot, tmp_path) -> None:
    host, anna, url = host_table(qtbot, tmp_path, "hhc")
    boris = join_table(qtbot, url, anna.code or "")
    try:
        Driver(anna)
        Driver(boris)
        anna.ready()
        boris.ready()
        qtbot.waitUntil(lambda: len(boris.view().tricks) >= 2, timeout=DEAL_MS)
        with qtbot.waitSignal(boris.tableEnded, timeout=JOIN_MS) as ended:
            host.stop()
        assert ended.args[0] == "server_stopped" and "host" in ended.args[1].lower()
        assert boris.finished and boris.can_save()
        assert replay(loads_record(boris.record_text() or "")).deal_records
        assert boris.record_text() == host.saved()[0].read_text(encoding="utf-8")
    finally:
        _close(anna, boris)


def test_a_guest_who_leaves_is_said_to_have_left_and_a_computer_plays_on(qtbot, tmp_path) -> None:
    host, anna, url = host_table(qtbot, tmp_path, "hhc")
    boris = join_table(qtbot, url, anna.code or "")
    news: list[str] = []
    anna.seatNews.connect(lambda _seat, text: news.append(text))
    try:
        driver = Driver(anna)
        Driver(boris)
        anna.ready()
        boris.ready()
        qtbot.waitUntil(lambda: len(anna.view().tricks) >= 1, timeout=DEAL_MS)
        boris.leave()
        qtbot.waitUntil(lambda: anna.table is not None and anna.table.seats[1].status == "computer", timeout=JOIN_MS)
        assert news[:2] == ["Boris left the table.", "A computer player plays for Boris until they come back."]
        assert boris.ended == "left" and boris.finished
        qtbot.waitUntil(lambda: driver.deals >= 1, timeout=DEAL_MS)     # the computer plays Boris's seat
    finally:
        host.stop()
        _close(anna, boris)


def test_a_hint_only_where_the_host_allows_hints(qtbot, tmp_path) -> None:
    for allowed in (False, True):
        host, anna, _url = host_table(qtbot, tmp_path / str(allowed), "hc", allow_hints=allowed)
        try:
            anna.ready()
            qtbot.waitUntil(lambda a=anna: a.view().to_act == 0 and bool(a.legal()), timeout=DEAL_MS)
            assert anna.can_hint() is allowed and anna.request_hint() is allowed
            if allowed:
                with qtbot.waitSignal(anna.hintReady, timeout=DEAL_MS) as hint:
                    pass
                assert hint.args[0] in anna.legal()
        finally:
            host.stop()
            _close(anna)
