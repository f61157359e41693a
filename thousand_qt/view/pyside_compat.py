"""Work around PySide6 6.12 on Python 3.11: every call of a C++ function returning ``void``
takes one reference from ``None`` without giving it (shiboken 6.12 assumes the immortal
``None`` of Python ≥ 3.12). After a few thousand painter calls ``None``'s count reaches zero
and the interpreter aborts ("none_dealloc"). Making ``None`` effectively immortal, as 3.12
does, fixes it; on 3.12+ nothing is done.
"""

from __future__ import annotations

import ctypes
import sys

_DONE = False


def make_none_immortal() -> bool:
    """Raise ``None``'s reference count far out of reach (Python < 3.12 only). True if done."""
    global _DONE
    if _DONE or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 50
    _DONE = True
    return True
