"""A guest's seat kept on disk: written when seated, gone when the table ends or the guest
leaves, kept when the program stops without leaving (a crash), and the program started again
comes back to the seat with it, within the host's wait or after a computer took the seat."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from thousand_qt.model.net.seat import NetSeatModel
from thousand_qt.model.net.tickets import SeatTicket, TicketKeeper, latest_ticket, save_ticket

from .net_seats import DEAL_MS, JOIN_MS, Driver, guest_at_play


def come_back(qtbot, ticket: SeatTicket, folder: Path) -> tuple[NetSeatModel, Driver]:
    """The program started again: a new seat's model sits with the ticket's token (and plays)."""
    again = NetSeatModel(think_pause_ms=0)
    driver = Driver(again)
    TicketKeeper(again, folder, code=ticket.code)
    with qtbot.waitSignal(again.joinedTable, timeout=JOIN_MS):
        again.connect_to(ticket.url, ticket.name, code=ticket.code, token=ticket.token, on_server=ticket.on_server)
    return again, driver


def close(*models: NetSeatModel) -> None:
    for m in models:
        m.shutdown(2000)


def test_a_guest_killed_mid_deal_comes_back_to_its_seat_and_plays_on(qtbot, tmp_path) -> None:
    folder = tmp_path / "seats"
    host, anna, boris = guest_at_play(qtbot, tmp_path, folder, reconnect_seconds=600)
    again = None
    try:
        past = time.time() - 3600
        os.utime(folder / f"{anna.code}.json", (past, past))
        qtbot.waitUntil(lambda: (folder / f"{anna.code}.json").stat().st_mtime > past + 60, timeout=DEAL_MS)
        ticket = latest_ticket(folder)          # its time renewed as the game moves
        assert ticket is not None and (ticket.code, ticket.seat, ticket.name) == (anna.code, 1, "Boris")
        assert oct(folder.stat().st_mode & 0o777) == "0o700"
        boris.shutdown(2000)                # the program gone without leaving the table
        qtbot.waitUntil(lambda: anna.table is not None and anna.table.seats[1].status == "away", timeout=JOIN_MS)
        again, driver = come_back(qtbot, ticket, folder)
        assert again.human_seat == 1
        qtbot.waitUntil(lambda: again.view().hand != () and again.table is not None, timeout=JOIN_MS)
        qtbot.waitUntil(lambda: driver.deals >= 1, timeout=DEAL_MS)       # it plays on
        assert again.table.seats[1].status == "here" and again.ended is None
        with qtbot.waitSignal(again.tableEnded, timeout=JOIN_MS):
            host.stop()
        assert latest_ticket(folder) is None            # the table ended: the ticket went with it
    finally:
        host.stop()
        close(anna, boris, *([again] if again else []))


def test_the_person_takes_the_seat_back_from_the_computer(qtbot, tmp_path) -> None:
    folder = tmp_path / "seats"
    host, anna, boris = guest_at_play(qtbot, tmp_path, folder, reconnect_seconds=1)
    again = None
    try:
        boris.shutdown(2000)
        qtbot.waitUntil(lambda: anna.table is not None and anna.table.seats[1].status == "computer", timeout=JOIN_MS)
        ticket = latest_ticket(folder)
        assert ticket is not None
        again, _driver = come_back(qtbot, ticket, folder)
        qtbot.waitUntil(lambda: anna.table is not None and anna.table.seats[1].status == "here", timeout=JOIN_MS)
        qtbot.waitUntil(lambda: again.view().hand != (), timeout=JOIN_MS)     # the seat's cards, shown again
        assert again.human_seat == 1
    finally:
        host.stop()
        close(anna, boris, *([again] if again else []))


def test_leaving_on_purpose_forgets_the_seat_and_a_refused_token_too(qtbot, tmp_path) -> None:
    folder = tmp_path / "seats"
    host, anna, boris = guest_at_play(qtbot, tmp_path, folder, reconnect_seconds=600)
    try:
        ticket = latest_ticket(folder)
        assert ticket is not None
        boris.leave()
        assert latest_ticket(folder) is None
        save_ticket(SeatTicket(ticket.url, ticket.code, 1, "x" * 32, "Boris"), folder)    # a token the table never gave
        wrong = NetSeatModel(think_pause_ms=0)
        TicketKeeper(wrong, folder, code=ticket.code)
        with qtbot.waitSignal(wrong.joinFailed, timeout=JOIN_MS) as failed:
            wrong.connect_to(ticket.url, "Boris", code=ticket.code, token="x" * 32)
        assert "no longer has your seat" in failed.args[0] and latest_ticket(folder) is None
        wrong.shutdown(2000)
    finally:
        host.stop()
        close(anna, boris)


def test_the_latest_ticket_is_offered_and_files_that_are_no_ticket_are_skipped(tmp_path) -> None:
    folder = tmp_path / "seats"
    older = SeatTicket("ws://192.0.2.5:8765", "ABCDEF", 1, "t" * 32, "Boris")
    newer = SeatTicket("wss://example.org:8765", "GHJK23", 0, "u" * 32, "Борис", on_server=True)
    assert save_ticket(older, folder) and save_ticket(newer, folder)
    past = time.time() - 3600
    os.utime(folder / "ABCDEF.json", (past, past))
    (folder / "ZZZZZZ.json").write_text("{broken", encoding="utf-8")
    (folder / "QQQQQQ.json").write_text(json.dumps({**json.loads(older.to_text()), "code": "QQQQQQ",
                                                    "url": "file:///etc/passwd"}), encoding="utf-8")
    found = latest_ticket(folder)
    assert found is not None and (found.code, found.name, found.on_server) == ("GHJK23", "Борис", True)
    assert latest_ticket(tmp_path / "nothing here") is None
