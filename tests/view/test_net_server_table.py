"""Host a table… on a server: the window creates the table on a ``thousand-qt serve`` process
(here a real TableServer on 127.0.0.1 on a thread of the test), sits at it as a client, another
seat joins with the code and they play a deal; a refused creation, a server that does not answer
or speaks another version is said in the dialog and changes nothing. The dialog's choices are
remembered."""

from __future__ import annotations

import socket

import pytest

from thousand_qt.model import Settings
from thousand_qt.view.dialogs.host_table import COMPUTER, EVERYWHERE, IN_PROGRAM, ON_SERVER, PERSON, THIS_COMPUTER
from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import DEAL_MS, JOIN_MS, Driver, join_table
from .net_windows import WindowDriver, serve_in_thread


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


@pytest.fixture
def server(tmp_path):
    s = serve_in_thread(tmp_path)
    yield s
    s.stop()


def host_on(window, qtbot, address: str, kinds=(PERSON, COMPUTER)):
    """Fill Host a table… for a table on the server at ``address`` and press Host."""
    dialog = window.net_play.host_dialog()
    dialog.count.setCurrentIndex(dialog.count.findData(len(kinds) + 1))
    dialog.human.setText("Anna")
    for box, kind in zip(dialog.kinds, kinds, strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.names[1].setText("Robo")
    dialog.where.setCurrentIndex(dialog.where.findData(ON_SERVER))
    dialog.server.setText(address)
    assert dialog.server.isVisibleTo(dialog) and not dialog.port.isVisibleTo(dialog)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.net_play.table_window is not None or dialog.problem.isVisible(), timeout=JOIN_MS)
    return dialog


def test_a_table_created_on_a_server_is_joined_with_its_code_and_played(window, qtbot, server) -> None:
    host_on(window, qtbot, f"127.0.0.1:{server.port}")
    win = window.net_play.table_window
    assert win is not None and not window.isVisible()
    model = win.model
    code = model.code
    assert code in server.server.tables and win.host is None          # the server holds the table
    assert win.net_dock.pass_on.text() == f"127.0.0.1:{server.port} {code}"
    qtbot.waitUntil(lambda: model.table is not None, timeout=JOIN_MS)
    seats = model.table.seats
    assert [s.kind for s in seats] == ["human", "human", "computer"] and seats[2].name == "Robo"
    guest = join_table(qtbot, f"ws://127.0.0.1:{server.port}", code)
    assert guest.human_seat == 1
    drivers = Driver(guest), WindowDriver(win)
    qtbot.waitUntil(lambda: model.table is not None and model.table.seats[1].status == "here", timeout=JOIN_MS)
    guest.ready()
    win.net_dock.ready.click()
    qtbot.waitUntil(lambda: drivers[0].deals >= 1 and drivers[1].summaries >= 1, timeout=DEAL_MS)
    drivers[1].stop()
    assert model.view().results[0] == guest.view().results[0]
    assert not win.menu_actions["save"].isEnabled()          # a guest of the server: the record comes at the end
    win.close()                                         # leaves: a computer plays the seat
    assert window.isVisible()
    qtbot.waitUntil(lambda: guest.table.seats[0].status == "computer", timeout=JOIN_MS)
    assert code in server.server.tables and guest.ended is None       # the table goes on on the server
    guest.shutdown(2000)


def test_a_refused_creation_shows_the_servers_reason_and_changes_nothing(window, qtbot, tmp_path) -> None:
    full = serve_in_thread(tmp_path, max_tables=0)
    try:
        dialog = host_on(window, qtbot, f"127.0.0.1:{full.port}")
        text = dialog.problem.text()
        assert "refused to create the table" in text and "as many tables" in text
        assert "the server holds as many tables as it can" in text           # the server's own sentence
        assert dialog.isVisible() and dialog.buttons.isEnabled() and window.net_play.table_window is None
        assert not full.server.tables and window.isVisible()
        dialog.reject()
    finally:
        full.stop()


def test_a_server_that_does_not_answer_or_speaks_another_version_says_so(window, qtbot, server,
                                                                         monkeypatch) -> None:
    with socket.socket() as s:          # a port nobody listens on (bound, then let go)
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dialog = host_on(window, qtbot, f"127.0.0.1:{port}")
    assert "Cannot reach the server" in dialog.problem.text()
    dialog.reject()
    import thousand_qt.net.server as server_module

    monkeypatch.setattr(server_module, "PROTOCOL_VERSION", 99)
    dialog = host_on(window, qtbot, f"127.0.0.1:{server.port}")
    assert "server runs another version" in dialog.problem.text() and "99" in dialog.problem.text()
    assert not server.server.tables and window.net_play.table_window is None
    dialog.reject()


def test_the_server_address_is_checked_before_anything_is_sent(window, qtbot) -> None:
    dialog = window.net_play.host_dialog()
    dialog.human.setText("Anna")
    dialog.where.setCurrentIndex(dialog.where.findData(ON_SERVER))
    for typed in ("", "a b c", "example.org:99999"):
        dialog.server.setText(typed)
        dialog.accept()
        assert "server's address" in dialog.problem.text() and dialog.buttons.isEnabled()
    dialog.where.setCurrentIndex(dialog.where.findData(IN_PROGRAM))
    assert not dialog.server.isVisibleTo(dialog) and dialog.port.isVisibleTo(dialog)
    dialog.reject()


def test_the_host_dialog_remembers_where_it_listens_the_port_and_the_wait(window, qtbot) -> None:
    dialog = window.net_play.host_dialog()
    assert dialog.address.currentData() == EVERYWHERE and dialog.port.value() == 8765 and dialog.wait.value() == 60
    dialog.address.setCurrentIndex(dialog.address.findData(THIS_COMPUTER))
    dialog.port.setValue(9100)
    dialog.wait.setValue(120)
    dialog.where.setCurrentIndex(dialog.where.findData(ON_SERVER))
    dialog.server.setText("example.org:9000")
    dialog.remember()
    dialog.reject()
    stored = Settings().load()
    assert (stored.host_listen, stored.host_port, stored.host_wait_seconds) == ("this_computer", 9100, 120)
    assert (stored.host_where, stored.host_server) == ("server", "example.org:9000")
    again = window.net_play.host_dialog()
    assert again.address.currentData() == THIS_COMPUTER and again.port.value() == 9100
    assert again.wait.value() == 120 and again.on_server() and again.server.text() == "example.org:9000"
    assert again.spec().server == "ws://example.org:9000" and again.spec().create["reconnect_seconds"] == 120
    again.reject()
