"""Join a table…'s list of a server's public tables: a public table where a person waits is
listed (its rules, its free seats, who waits), a private one never; Enter or a double-click on a
row joins it; an empty list, a server nobody answers at and a refused listing say so. Host a
table… on a server makes a public table only when asked. At the instant and the default
animation speed; a server (TableServer) on 127.0.0.1 on a thread of the test."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from thousand_qt.model.net.seat import NetSeatModel
from thousand_qt.view.dialogs.host_table import COMPUTER, IN_PROGRAM, ON_SERVER, PERSON
from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import JOIN_MS
from .net_windows import serve_in_thread


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


@pytest.fixture
def server(tmp_path):
    s = serve_in_thread(tmp_path, list_burst=3, list_seconds=600.0)
    yield s
    s.stop()


def sit(qtbot, url: str, name: str, **create) -> NetSeatModel:
    """A person who created a table of two people and a computer and sits at its first seat."""
    model = NetSeatModel(think_pause_ms=0)
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "computer", "level": "easy", "name": "Robo"}]
    with qtbot.waitSignal(model.joinedTable, timeout=JOIN_MS):
        model.connect_to(url, name, create={"players": 3, "seats": seats, "turn_seconds": 30, **create})
    return model


def open_join(window, address: str):
    dialog = window.net_play.join_dialog()
    dialog.address.setText(address)
    dialog.name.setText("Boris")
    return dialog


def listed(qtbot, dialog) -> list[tuple[str, ...]]:
    """Refresh, wait for the answer, and the rows' texts."""
    dialog.lobby.refresh_button.click()
    qtbot.waitUntil(lambda: dialog.lobby.refresh_button.isEnabled(), timeout=JOIN_MS)
    tree = dialog.lobby.tree
    return [tuple(tree.topLevelItem(i).text(c) for c in range(3)) for i in range(tree.topLevelItemCount())]


@pytest.mark.usefixtures("english")
def test_join_lists_the_public_table_and_enter_joins_it(any_speed_window, qtbot, server) -> None:
    window = any_speed_window
    url = f"ws://127.0.0.1:{server.port}"
    anna = sit(qtbot, url, "Anna", public=True)
    hidden = sit(qtbot, url, "Hidden")                  # private: the default
    dialog = open_join(window, f"127.0.0.1:{server.port}")
    rows = listed(qtbot, dialog)
    assert len(rows) == 1
    rules, free, who = rows[0]
    assert "3 players" in rules and "30 s a move" in rules and free == "1" and who == "Anna, 1 computer"
    assert "1 public table" in dialog.lobby.status.text()
    qtbot.waitUntil(lambda: dialog.lobby.tree.horizontalScrollBar().maximum() == 0)    # nothing clipped
    assert hidden.code not in {t.code for t in dialog.lobby.tables}
    tree = dialog.lobby.tree
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_Down)              # the keyboard chooses the row ...
    assert dialog.code.text() == anna.code
    QTest.keyClick(tree, Qt.Key.Key_Return)            # ... and Enter joins it
    qtbot.waitUntil(lambda: window.net_play.table_window is not None, timeout=JOIN_MS)
    win = window.net_play.table_window
    assert win.model.code == anna.code and win.model.human_seat == 1      # the dialog closed (and is freed)
    win.close()
    for model in (anna, hidden):
        model.shutdown(2000)


def test_a_double_click_joins_and_the_list_forgets_a_full_table(normal_window, qtbot, server) -> None:
    url = f"ws://127.0.0.1:{server.port}"
    anna = sit(qtbot, url, "Anna", public=True)
    dialog = open_join(normal_window, f"127.0.0.1:{server.port}")
    assert len(listed(qtbot, dialog)) == 1
    tree = dialog.lobby.tree
    rect = tree.visualItemRect(tree.topLevelItem(0))
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: normal_window.net_play.table_window is not None, timeout=JOIN_MS)
    normal_window.net_play.table_window.close()         # left before the game: the seat is free again
    again = open_join(normal_window, f"127.0.0.1:{server.port}")
    assert len(listed(qtbot, again)) == 1
    again.reject()
    anna.shutdown(2000)


@pytest.mark.usefixtures("english")
def test_an_empty_list_an_unreachable_server_and_a_refused_listing_say_so(window, qtbot, server) -> None:
    dialog = open_join(window, f"127.0.0.1:{server.port}")
    lobby = dialog.lobby
    qtbot.waitUntil(lambda: lobby.status.isVisible())
    assert lobby.tree.geometry().bottom() < lobby.status.geometry().top()          # nothing laid over the list
    assert dialog.height() >= dialog.minimumSizeHint().height()
    assert listed(qtbot, dialog) == []
    assert "No public table waits" in dialog.lobby.status.text()
    assert listed(qtbot, dialog) == [] and listed(qtbot, dialog) == []
    assert listed(qtbot, dialog) == []                  # the fourth in a row: over the server's limit
    assert "asked for the list of tables too often" in dialog.lobby.status.text()
    with socket.socket() as s:          # a port nobody listens on (bound, then let go)
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dialog.address.setText(f"127.0.0.1:{port}")
    assert listed(qtbot, dialog) == []
    assert "Cannot reach the server" in dialog.lobby.status.text()
    dialog.address.setText("a b c")
    dialog.lobby.refresh_button.click()
    assert "host's address" in dialog.lobby.status.text()
    dialog.reject()


def test_the_list_speaks_russian(window, qtbot, server, russian) -> None:
    url = f"ws://127.0.0.1:{server.port}"
    anna = sit(qtbot, url, "Anna", public=True)
    dialog = open_join(window, f"127.0.0.1:{server.port}")
    rules, _free, who = listed(qtbot, dialog)[0]
    assert "3 игрока" in rules and who == "Anna, 1 компьютер"
    assert dialog.lobby.refresh_button.text() == "Обновить"
    dialog.reject()
    anna.shutdown(2000)


def test_host_on_a_server_makes_a_public_table_only_when_asked(window, qtbot) -> None:
    dialog = window.net_play.host_dialog()
    dialog.human.setText("Anna")
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData(PERSON))
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData(COMPUTER))
    assert not dialog.public.isChecked()
    dialog.where.setCurrentIndex(dialog.where.findData(IN_PROGRAM))
    assert not dialog.public.isVisibleTo(dialog)
    dialog.public.setChecked(True)
    assert "public" not in dialog.spec().create          # in the program a table is never public
    dialog.where.setCurrentIndex(dialog.where.findData(ON_SERVER))
    dialog.server.setText("example.org:9000")
    assert dialog.public.isVisibleTo(dialog) and dialog.spec().create["public"] is True
    dialog.public.setChecked(False)
    assert "public" not in dialog.spec().create
    dialog.reject()
