"""A work-around for a reference-count bug of ``SignalInstance.emit`` in some PySide6 builds.

PySide6 6.12.0 (seen with CPython 3.11) returns ``True`` from ``emit()`` without taking a
reference to it, so every discarded result drops one reference of ``True``; after a few
hundred emits CPython aborts with "Fatal Python error: bool_dealloc". (From CPython 3.12 on,
``True`` is immortal and nothing happens.) :func:`emit` measures once whether this PySide6
has the bug and, if so, gives back the reference it takes away. Use ``emit(obj.sig, args…)``
instead of ``obj.sig.emit(args…)`` wherever signals are emitted often.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None


class _Probe(QObject):
    ping = Signal()


def _measure() -> bool:
    """True if ``emit()``'s result loses a reference in this PySide6."""
    probe = _Probe()
    rounds = 8
    before = sys.getrefcount(True)
    for _ in range(rounds):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    if lost >= rounds:           # give back what the probe itself took
        for _ in range(lost):
            _incref(True)
        return True
    return False


EMIT_LOSES_REFERENCE = _measure()


def emit(signal, *args):
    """``signal.emit(*args)``, keeping ``True``/``False`` alive on buggy PySide6 builds."""
    result = signal.emit(*args)
    if EMIT_LOSES_REFERENCE and (result is True or result is False):
        _incref(result)
    return result
