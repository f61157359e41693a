"""Engine tests need no Qt: a Qt-free stand-in for the shared ``isolated_user_files`` fixture.

The shared fixture in ``tests/conftest.py`` configures QStandardPaths/QSettings whenever
PySide6.QtCore is loaded (pytest-qt loads it). Under PySide6 6.12 each of those static calls
drops one reference to ``None`` (a refcount bug in the bindings), so a few hundred engine tests
were enough to crash the interpreter at exit ("none_dealloc: deallocating None", status 134).
The engine never touches user files or Qt, so here the fixture only redirects HOME/XDG.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def isolated_user_files(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_CACHE_HOME", ".cache")):
        monkeypatch.setenv(var, str(home / sub))
    yield home
