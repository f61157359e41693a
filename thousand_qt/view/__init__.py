"""The game window: the table scene, card items and renderer, panels, dialogs and menus.

Importing it applies :func:`~thousand_qt.view.pyside_compat.make_none_immortal` (PySide6 6.12
on Python 3.11 otherwise aborts after a few thousand painter calls).
"""

from .pyside_compat import make_none_immortal

make_none_immortal()
