"""A lock file beside a file that is read, changed and written back (pure Python, no Qt).

Two programs that read a file, add to it and write it back each lose the other's change when
they interleave. :func:`locked` holds an exclusive lock (``flock`` on POSIX, ``msvcrt.locking``
on Windows) on ``<name>.lock`` for the whole read-modify-write. The lock file is removed when
the lock is let go; a holder that finds it was removed (or replaced) while it waited tries
again, so two holders never hold two different files. The lock goes with its process: one
killed never leaves the file locked.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows (the hosted workflow's Windows jobs run this)
    fcntl = None  # type: ignore[assignment]
    import msvcrt

__all__ = ["LOCK_SUFFIX", "LockBusy", "locked"]

#: The lock of ``statistics.json`` is ``statistics.json.lock``.
LOCK_SUFFIX = ".lock"


class LockBusy(OSError):
    """Someone else holds the lock (only with ``wait=False``)."""


def _lock(fd: int, wait: bool) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    else:  # Windows: LK_LOCK retries for about ten seconds
        msvcrt.locking(fd, msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)


def _same_file(fd: int, path: Path) -> bool:
    try:
        on_disk = os.stat(path)
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (held.st_dev, held.st_ino) == (on_disk.st_dev, on_disk.st_ino)


@contextmanager
def locked(target: str | os.PathLike[str], wait: bool = True) -> Iterator[bool]:
    """Hold the lock of ``target`` (its ``.lock`` file) for the ``with`` block.

    Yields True when locked; False when the lock file cannot be made (a folder that cannot be
    written: nothing will be written there either, so the caller goes on and meets that).
    ``wait=False`` raises :class:`LockBusy` instead of waiting for another holder.
    """
    path = Path(target).with_name(Path(target).name + LOCK_SUFFIX)
    for _ in range(100):
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError:
            yield False
            return
        try:
            _lock(fd, wait)
        except OSError as err:
            os.close(fd)
            if not wait:
                raise LockBusy(err.errno, f"{path} is held by another program", str(path)) from None
            raise
        if fcntl is None or _same_file(fd, path):
            break
        os.close(fd)    # the holder before us removed it while we waited: lock the new one
    else:  # pragma: no cover - a hundred holders in a row removed it under us
        raise LockBusy(0, f"cannot hold {path}", str(path))
    try:
        yield True
    finally:
        if fcntl is not None:
            with suppress(OSError):
                os.unlink(path)     # still locked: nobody can hold this one after us
        os.close(fd)
