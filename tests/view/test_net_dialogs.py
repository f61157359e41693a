"""Host a table… and Join a table…: what the dialogs ask, and a clear message in the dialog for
a wrong code, a full table, another version, nobody at the address, a port already taken."""

from __future__ import annotations

import socket

import pytest

from thousand_qt.model.net.host import LocalHost
from thousand_qt.view.dialogs.host_table import COMPUTER, PERSON, HostSpec
from thousand_qt.view.network.window import NetTableWindow

from ..model.net_seats import JOIN_MS


@pytest.fixture(autouse=True)
def no_questions(monkeypatch):
    monkeypatch.setattr(NetTableWindow, "ask_before_leaving", False)


@pytest.fixture
def hosted(qtbot, tmp_path):
    """A LocalHost on 127.0.0.1 with one table: the host's seat and a computer (no free seat)."""
    from ..model.net_seats import host_table

    host, model, url = host_table(qtbot, tmp_path, "hc")
    yield host, model, url
    host.stop()
    model.shutdown(2000)


def _join(window, qtbot, address: str, code: str, name: str = "Boris"):
    dialog = window.net_play.join_dialog()
    dialog.address.setText(address)
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: dialog.problem.isVisible() or window.net_play.table_window is not None, timeout=JOIN_MS)
    return dialog


def test_a_wrong_code_says_so(window, qtbot, hosted) -> None:
    host, _model, _url = hosted
    dialog = _join(window, qtbot, f"127.0.0.1:{host.port}", "ZZZZZZ")
    assert "no table with that code" in dialog.problem.text()
    assert dialog.isVisible() and dialog.buttons.isEnabled()        # fix it and try again


def test_a_full_table_says_so(window, qtbot, hosted) -> None:
    host, model, _url = hosted
    dialog = _join(window, qtbot, f"127.0.0.1:{host.port}", model.code)
    assert "full" in dialog.problem.text()


def test_another_version_says_so(window, qtbot, hosted, monkeypatch) -> None:
    import thousand_qt.net.server as server

    host, model, _url = hosted
    monkeypatch.setattr(server, "PROTOCOL_VERSION", 99)
    dialog = _join(window, qtbot, f"127.0.0.1:{host.port}", model.code)
    assert "another version" in dialog.problem.text()


def test_nobody_at_the_address_says_so(window, qtbot) -> None:
    with socket.socket() as s:          # a port nobody listens on (bound, then let go)
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dialog = _join(window, qtbot, f"127.0.0.1:{port}", "ABCDEF")
    assert "Cannot reach the host" in dialog.problem.text()


def test_the_join_dialog_checks_what_was_typed_and_reads_the_whole_line(window, qtbot) -> None:
    dialog = window.net_play.join_dialog()
    dialog.address.setText("")
    dialog.accept()
    assert "address" in dialog.problem.text()
    dialog.address.setText("192.0.2.1:8765")
    dialog.code.setText("AB")
    dialog.accept()
    assert "six letters" in dialog.problem.text()
    dialog.code.setText("ABCDEF")
    dialog.name.setText("You")
    dialog.accept()
    assert "name" in dialog.problem.text()
    dialog.address.clear()
    dialog.address.textEdited.emit("192.0.2.1:9000 kxyz23")     # the invitation pasted whole
    assert (dialog.address.text(), dialog.code.text()) == ("192.0.2.1:9000", "KXYZ23")
    dialog.reject()


def test_the_host_dialog_describes_the_table(window, qtbot) -> None:
    dialog = window.net_play.host_dialog()
    dialog.count.setCurrentIndex(dialog.count.findData(4))
    dialog.human.setText("Anna")
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData(PERSON))
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData(COMPUTER))
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData(PERSON))
    dialog.hints.setChecked(True)
    dialog.wait.setValue(90)
    spec = dialog.spec()
    assert spec.name == "Anna" and spec.port == 8765 and spec.address == "::" and spec.server == ""
    c = spec.create
    assert c["players"] == 4 and [s["kind"] for s in c["seats"]] == ["human", "human", "computer", "human"]
    assert c["allow_hints"] is True and c["reconnect_seconds"] == 90 and c["rules"]["min_bid"] == 100
    assert not dialog.names[0].isEnabled() and dialog.names[1].isEnabled()
    for kind in dialog.kinds:
        kind.setCurrentIndex(kind.findData(COMPUTER))
    dialog.accept()
    assert "person" in dialog.problem.text() and dialog.isVisible()
    dialog.reject()


def test_a_port_already_taken_says_so_in_the_dialog(window, qtbot, tmp_path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        taken = s.getsockname()[1]
        dialog = window.net_play.host_dialog()
        spec = HostSpec("127.0.0.1", taken, "Anna", {"players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]})
        assert window.net_play.host(spec, dialog, host=LocalHost(tmp_path / "t")) is None
        assert str(taken) in dialog.problem.text() and dialog.buttons.isEnabled()
        dialog.reject()


def test_the_join_dialog_remembers_the_address_code_and_name(window, qtbot) -> None:
    with socket.socket() as s:          # a port nobody listens on (bound, then let go)
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    _join(window, qtbot, f"127.0.0.1:{port}", "kxyz23", "Boris").reject()
    again = window.net_play.join_dialog()
    assert (again.address.text(), again.code.text(), again.name.text()) == (f"127.0.0.1:{port}", "KXYZ23", "Boris")
    assert window.settings.join_code == "KXYZ23"
    again.reject()
    host = window.net_play.host_dialog()
    assert host.human.text() == "Boris"                 # one name at the network tables
    host.reject()


def test_the_host_dialog_remembers_the_name_and_the_rules(window, qtbot) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dialog = window.net_play.host_dialog()
    dialog.human.setText("Anna")
    dialog.preset.setCurrentIndex(dialog.preset.findData("polish"))
    dialog.where.setCurrentIndex(dialog.where.findData("server"))
    dialog.server.setText(f"127.0.0.1:{port}")
    dialog.accept()
    qtbot.waitUntil(dialog.problem.isVisible, timeout=JOIN_MS)          # nobody there: said, remembered
    dialog.reject()
    again = window.net_play.host_dialog()
    assert again.human.text() == "Anna" and again.preset.currentData() == "polish"
    assert again.spec().create["rules"]["min_bid"] == again.rules().to_dict()["min_bid"]
    again.reject()


@pytest.mark.parametrize("speed", ["window", "normal_window"])
def test_a_long_refusal_is_shown_whole(speed, request, qtbot) -> None:
    window = request.getfixturevalue(speed)
    for dialog in (window.net_play.join_dialog(), window.net_play.host_dialog()):
        qtbot.waitExposed(dialog)
        dialog.failed("Этот стол занят: все места для людей уже заняты, а игра уже началась. Попросите "
                      "хозяина стола создать новый стол или дождитесь конца этой игры. " * 2)
        qtbot.waitUntil(lambda d=dialog: d.problem.height() >= d.problem.heightForWidth(d.problem.width()))
        label = dialog.problem
        assert label.geometry().bottom() <= dialog.rect().bottom() and label.height() > 3 * label.fontMetrics().height()
        dialog.reject()
