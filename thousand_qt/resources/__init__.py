"""Files the running program reads (package data): the application icon, and the court
figures of the built-in deck (``court-figures.svg``, drawn for this program).

Everything here is read through :mod:`importlib.resources`, so a source checkout, an installed
wheel and the PyInstaller bundle behave the same. The drawings' sources live in the top-level
``resources/icons/`` and ``packaging/make_icons.py`` renders them into this package.

>>> from thousand_qt.resources import APP_ID, ICON_SIZES
>>> APP_ID, ICON_SIZES[0], ICON_SIZES[-1]
('io.github.thousand_qt.Thousand', 16, 512)
"""

from __future__ import annotations

from importlib.resources import files
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QGuiApplication, QIcon

APP_ID = "io.github.thousand_qt.Thousand"
"""The reverse-DNS id: the .desktop file's name, the icon name, QGuiApplication.desktopFileName."""
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def resource_bytes(name: str) -> bytes:
    """The content of the package data file ``name`` (e.g. ``"thousand-qt-256.png"``)."""
    return (files(__name__) / name).read_bytes()


def app_icon() -> QIcon:
    """The application icon as a :class:`QIcon` with every PNG size (crisp from 16 to 512 px).

    Call after the QGuiApplication exists. Built from PNGs, so it needs no SVG icon plugin.
    """
    from PySide6.QtGui import QIcon, QPixmap

    icon = QIcon()
    for size in ICON_SIZES:
        pix = QPixmap()
        if pix.loadFromData(resource_bytes(f"thousand-qt-{size}.png"), "PNG"):
            icon.addPixmap(pix)
    return icon


def install_app_identity(app: QGuiApplication) -> None:
    """Window icon and desktop-file name for ``app`` (a QGuiApplication): one call in main()."""
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)
