"""Shared test set-up: Qt runs headless and no test touches the user's files.

``QT_QPA_PLATFORM=offscreen`` is set before anything imports Qt. The autouse fixture points
HOME and the XDG folders at a temporary directory; when Qt is loaded it also turns on
``QStandardPaths`` test mode, gives the application a unique temporary organization name and
sends QSettings' INI files to the temporary directory. PySide6 is not imported here, so the
engine's tests still run without Qt.

Every hypothesis test runs under one profile: no deadline (no test depends on the wall clock),
the same examples on every run (a failure in CI is the failure on a developer's machine), and
no example database written into the tree. A test sets only how many examples it wants.
"""

from __future__ import annotations

import os
import sys
import uuid

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("thousand", deadline=None, derandomize=True, database=None)
settings.load_profile("thousand")


@pytest.fixture(autouse=True)
def isolated_user_files(tmp_path_factory, monkeypatch):
    """A private home for the test: settings, autosave and app data live in a temp folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_CACHE_HOME", ".cache")):
        monkeypatch.setenv(var, str(home / sub))
    if "PySide6.QtCore" not in sys.modules:
        yield home
        return
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

    old = (QCoreApplication.organizationName(), QCoreApplication.applicationName())
    QStandardPaths.setTestModeEnabled(True)
    QCoreApplication.setOrganizationName(f"ThousandQtTest-{uuid.uuid4().hex[:8]}")
    QCoreApplication.setApplicationName("thousand-qt")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(home / "settings"))
    yield home
    QCoreApplication.setOrganizationName(old[0])
    QCoreApplication.setApplicationName(old[1])
