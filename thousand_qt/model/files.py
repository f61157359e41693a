"""Atomic file writes for the Qt layer (saves and the autosave): the engine's one writer.

:func:`write_text_atomic` is :func:`thousand_qt.engine.atomic_file.save_text_atomic`: a temporary
file beside the target, fsync, rename; it raises only :class:`OSError`.
"""

from __future__ import annotations

from thousand_qt.engine.atomic_file import save_text_atomic as write_text_atomic

__all__ = ["write_text_atomic"]
