"""One window per data folder: a second start hands its file to the running one and ends."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from thousand_qt.model.single_instance import SingleInstance, decode_files, encode_files
from thousand_qt.storage.bounded_json import StorageError

SECOND_START = """
import sys
from PySide6.QtCore import QCoreApplication
from thousand_qt.model.single_instance import SingleInstance
app = QCoreApplication([])
instance = SingleInstance(sys.argv[1])
if instance.acquire():
    sys.exit(3)                          # it should have found the folder held
sys.exit(0 if instance.hand_over(sys.argv[2:]) else 4)
"""


@pytest.fixture
def running(qapp, tmp_path):
    """The first start: holds the folder and collects what later starts hand over."""
    received: list[str] = []
    first = SingleInstance(tmp_path / "data")
    assert first.acquire() and first.listen()
    first.ready(received.append)
    yield first, received
    first.release()


def test_the_message_round_trips_and_junk_is_refused(tmp_path) -> None:
    assert decode_files(encode_files(["a.thousand", "/x/b c.thousand"])) == [
        str(Path("a.thousand").absolute()), "/x/b c.thousand"]
    for junk in (b"[" * 100_000, b'{"open": 5}', b'{"open": [1]}', b"\xff", b"1" * 5000):
        with pytest.raises(StorageError):
            decode_files(junk)


def test_a_second_program_hands_its_file_over_and_ends(running, qtbot, tmp_path) -> None:
    first, received = running
    game = tmp_path / "game.thousand"
    second = subprocess.Popen([sys.executable, "-c", SECOND_START, str(tmp_path / "data"), str(game)],
                              env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: received == [str(game)], timeout=10_000)


def _second_start(folder: Path, *files: Path) -> int:
    """Run a second start to its end (this process meanwhile runs no event loop: a first start
    still building its window or importing); its exit status."""
    second = subprocess.run([sys.executable, "-c", SECOND_START, str(folder), *map(str, files)],
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
                            timeout=120, check=False)
    return second.returncode


def test_ten_second_starts_during_the_first_ones_start_hand_over(qapp, qtbot, tmp_path) -> None:
    for pair in range(10):
        first = SingleInstance(tmp_path / f"data{pair}")
        assert first.acquire() and first.listen()
        game = tmp_path / f"game{pair}.thousand"
        assert _second_start(tmp_path / f"data{pair}", game) == 0      # taken, while not yet ready
        received: list[str] = []
        qtbot.waitUntil(lambda: bool(first._waiting), timeout=10_000)    # noqa: B023 - read at once
        first.ready(received.append)                                    # the window is ready
        assert received == [str(game)]
        first.release()


def test_main_listens_before_the_window_starts(qapp, qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import QObject

    from thousand_qt.model import persistence
    from thousand_qt.view import app

    class NoLoop(QObject):
        def exec(self) -> int:
            return 0

    data, game = tmp_path / "data", tmp_path / "late.thousand"
    statuses: list[int] = []
    opened: list[str] = []
    monkeypatch.setattr(persistence, "autosave_path", lambda: data / "autosave.thousand")
    monkeypatch.setattr(app, "create_application", lambda argv: NoLoop())
    monkeypatch.setattr(app, "handed_over", lambda window, path: opened.append(path))

    def handed(application) -> bool:
        instance = application.findChild(SingleInstance)
        return instance is not None and bool(instance._waiting)

    def slow_start(application, argv):
        statuses.append(_second_start(data, game))     # a second copy while this one starts
        qtbot.waitUntil(lambda: handed(application), timeout=10_000)
        assert opened == []                            # not before the window is ready
        return object()

    monkeypatch.setattr(app, "start", slow_start)
    assert app.main([]) == 0
    assert statuses == [0] and opened == [str(game)]


def test_the_lock_is_free_again_after_release(qapp, tmp_path) -> None:
    first = SingleInstance(tmp_path)
    assert first.acquire()
    other = SingleInstance(tmp_path)
    assert not other.acquire()
    first.release()
    assert other.acquire()
    other.release()


def test_main_with_a_window_running_hands_over_and_opens_none(running, qapp, qtbot, tmp_path,
                                                                monkeypatch) -> None:
    from PySide6.QtWidgets import QApplication

    from thousand_qt.model import persistence
    from thousand_qt.view import app

    first, received = running
    monkeypatch.setattr(persistence, "autosave_path", lambda: tmp_path / "data" / "autosave.thousand")
    monkeypatch.setattr(app, "create_application", lambda argv: qapp)
    before = len(QApplication.topLevelWidgets())
    assert app.main([str(tmp_path / "x.thousand")]) == 0
    qtbot.waitUntil(lambda: received == [str(tmp_path / "x.thousand")], timeout=10_000)
    assert len(QApplication.topLevelWidgets()) == before       # no second window


def test_a_handed_over_file_is_opened_by_the_window(window_for_hand_over, qtbot, tmp_path) -> None:
    from thousand_qt.view.app import handed_over

    win, opened = window_for_hand_over
    handed_over(win, str(tmp_path / "y.thousand"))
    handed_over(win, "")
    assert opened == [str(tmp_path / "y.thousand")]


@pytest.fixture
def window_for_hand_over(qapp, qtbot):
    from PySide6.QtWidgets import QMainWindow

    opened: list[str] = []

    class Window(QMainWindow):
        def open_asking(self, path: str) -> None:
            opened.append(path)

    win = Window()
    qtbot.addWidget(win)
    return win, opened
