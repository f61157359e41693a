"""The window tests' fixtures: a game window around a real GameModel with simple, deterministic
computer players (helpers.make_window: think pause 0, no autosave) at the instant and the
default animation speed, our Russian catalogue installed, and no blocking question."""

from __future__ import annotations

import pytest

try:        # Qt is no optional tool: a broken install fails the view tests, it does not skip them
    from PySide6 import QtWidgets  # noqa: F401
except ImportError as err:
    raise ImportError(f"PySide6's Qt widgets do not load ({err}): "
                      "bash packaging/qt-system-deps.sh --check names the system libraries missing") from err

from PySide6.QtCore import QCoreApplication, QTranslator

from thousand_qt.i18n import build

from .helpers import RU_TS, make_window


@pytest.fixture(autouse=True)
def no_blocking_question(monkeypatch):
    """A modal QMessageBox.question would wait for a click forever: a test that reaches one
    without answering it (by patching the asker) fails at once instead of hanging the suite."""
    from PySide6.QtWidgets import QMessageBox

    def refuse(*args, **kwargs):
        raise AssertionError(f"a blocking question in a test: {args[2] if len(args) > 2 else kwargs}")

    monkeypatch.setattr(QMessageBox, "question", staticmethod(refuse))


@pytest.fixture(autouse=True)
def english_as_the_game_starts(qapp):
    """Every window test starts in English with our English catalogue (its plural forms: "1
    point", "9 points") installed, as the game installs its language when it starts. Without it a
    test saw "9 point(s)" when it ran first in its process, and passed only after another test had
    installed a language and put English back."""
    from thousand_qt.model import i18n

    if i18n.current_language() != "en" or not i18n.installed_translators():
        i18n.install_language(qapp, "en")


@pytest.fixture
def window(qtbot):
    win = make_window(qtbot, "instant")
    yield win
    win.model.shutdown(2000)


@pytest.fixture
def normal_window(qtbot):
    """The game window at the default ("normal") animation speed."""
    win = make_window(qtbot, "normal")
    yield win
    win.model.shutdown(2000)


@pytest.fixture(params=["instant", "normal"])
def any_speed_window(request, qtbot):
    """The game window at the instant and at the default ("normal") animation speed."""
    win = make_window(qtbot, request.param)
    yield win
    win.model.shutdown(2000)


@pytest.fixture
def russian(qapp, tmp_path):
    """Our Russian catalogue compiled from the .ts into tmp_path and installed."""
    if build.find_lrelease() is None:
        pytest.skip("pyside6-lrelease not installed")
    (tmp_path / RU_TS.name).write_bytes(RU_TS.read_bytes())
    assert build.build(tmp_path, quiet=True) == 0
    translator = QTranslator()
    assert translator.load(str(tmp_path / "thousand_qt_ru.qm"))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def english(qapp):
    """Our English catalogue (its plural forms: "1 point", "15 points") installed."""
    from thousand_qt.model import i18n

    assert i18n.install_language(qapp, "en") == "en"
    yield
    i18n.install_language(qapp, "en")
