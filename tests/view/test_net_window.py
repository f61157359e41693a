"""Network play in the windows: a game window hosts a table (the server in the program, on
127.0.0.1), a second window joins it, and they play a whole deal with a computer at the third
seat; the guest's dropped connection comes back; the host's window closing ends the guest's
table with the message and the record so far. Everything on the loopback, bounded in time."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Phase
from thousand_qt.engine.actions import Bid
from thousand_qt.engine.record import loads_record, replay
from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import DEAL_MS, JOIN_MS
from .net_windows import WindowDriver, host_and_join


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


def test_a_window_hosts_a_table_another_joins_and_they_play_a_whole_deal(qtbot, tmp_path) -> None:
    host, (home_a, win_a), (home_b, win_b) = host_and_join(qtbot, tmp_path)
    dock = win_a.net_dock
    assert dock.pass_on.text().endswith(f":{host.port} {win_a.model.code}")
    assert "Boris" in dock.seats.text() and "Anna" in win_b.net_dock.seats.text()
    assert not win_a.menu_actions["undo"].isEnabled() and "network" in win_a.menu_actions["undo"].toolTip()
    assert not win_a.menu_actions["hint"].isEnabled() and win_a.menu_actions["hint"].toolTip()
    assert not win_b.menu_actions["save"].isEnabled() and not win_a.menu_actions["new"].isVisible()
    drivers = [WindowDriver(win_a), WindowDriver(win_b)]
    win_a.net_dock.ready.click()
    win_b.net_dock.ready.click()
    qtbot.waitUntil(lambda: all(d.summaries >= 1 for d in drivers), timeout=DEAL_MS)
    for d in drivers:
        d.stop()
    results_a, results_b = win_a.model.view().results, win_b.model.view().results
    assert results_a and results_b and results_a[0] == results_b[0]
    assert win_a.score_sheet.table.rowCount() >= 1 and win_b.score_sheet.table.rowCount() >= 1
    assert win_a.menu_actions["save"].isEnabled()                       # the host has the record all along
    path = tmp_path / "hosted.thousand"
    assert win_a.files.save_to(str(path))
    assert replay(loads_record(path.read_text(encoding="utf-8"))).deal_records
    autosave = win_a.model.autosave
    qtbot.waitUntil(lambda: autosave.written >= 1, timeout=JOIN_MS)     # the host's crash would keep it
    assert replay(loads_record(autosave.path.read_text(encoding="utf-8"))).deal_records
    win_b.net_dock.line.setText("Хорошая игра!")
    win_b.net_dock.send_line()
    qtbot.waitUntil(lambda: "Boris: Хорошая игра!" in win_a.net_dock.talk.toPlainText(), timeout=JOIN_MS)
    win_a.close()                                   # the host closes: the guest's table ends
    qtbot.waitUntil(lambda: win_b.model.ended == "server_stopped", timeout=JOIN_MS)
    assert home_a.isVisible() and not autosave.path.exists()
    qtbot.waitUntil(lambda: win_b.end_box is not None and win_b.end_box.isVisible(), timeout=JOIN_MS)
    assert "host" in win_b.end_box.text().lower()
    assert win_b.menu_actions["save"].isEnabled() and win_b.menu_actions["review"].isEnabled()
    assert win_b.model.record_text() == host.saved()[0].read_text(encoding="utf-8")
    win_b.close()
    assert home_b.isVisible()


def test_the_guest_window_reconnects_after_a_drop_and_plays_on(qtbot, tmp_path) -> None:
    host, (home_a, win_a), (home_b, win_b) = host_and_join(qtbot, tmp_path, speed="normal", reconnect_seconds=120)
    drivers = [WindowDriver(win_a), WindowDriver(win_b)]
    win_a.net_dock.ready.click()
    win_b.net_dock.ready.click()
    qtbot.waitUntil(lambda: len(win_b.model.view().tricks) >= 1, timeout=DEAL_MS)
    seen: list[str] = []
    win_b.model.connectionChanged.connect(seen.append)
    win_b.model.link.drop_connection()
    qtbot.waitUntil(lambda: "reconnecting" in seen, timeout=JOIN_MS)
    qtbot.waitUntil(lambda: seen[-1:] == ["connected"], timeout=JOIN_MS)
    talk = win_b.net_dock.talk.toPlainText()
    assert "reconnecting" in talk and "Connected again" in talk
    qtbot.waitUntil(lambda: "Boris is back." in win_a.net_dock.talk.toPlainText(), timeout=JOIN_MS)
    qtbot.waitUntil(lambda: all(d.summaries >= 1 for d in drivers), timeout=DEAL_MS)
    for d in drivers:
        d.stop()
    assert win_a.model.view().results[0] == win_b.model.view().results[0]
    win_b.close()
    win_a.close()


def test_a_refused_action_is_said_in_the_status_line_and_changes_nothing(qtbot, tmp_path) -> None:
    host, (home_a, win_a), (home_b, win_b) = host_and_join(qtbot, tmp_path, "hhc")
    win_a.net_dock.ready.click()
    win_b.net_dock.ready.click()
    people = {0: win_a, 1: win_b}

    def someone_bids() -> bool:
        v = win_a.model.view()
        return v.phase is Phase.AUCTION and v.to_act in people and bool(people[v.to_act].model.legal())

    qtbot.waitUntil(someone_bids, timeout=DEAL_MS)
    win = people[win_a.model.view().to_act]
    qtbot.waitUntil(lambda: win.auction_panel.isVisible(), timeout=JOIN_MS)
    before = win.model.view()
    assert win.submit(Bid(before.to_act, 107))                      # sent: the host refuses it
    qtbot.waitUntil(lambda: win.status_label.text() == "Bids go up in steps of 5.", timeout=JOIN_MS)
    assert win.model.view() == before
    qtbot.waitUntil(lambda: win.auction_panel.isVisible(), timeout=JOIN_MS)   # asked again
    win_b.close()
    win_a.close()
