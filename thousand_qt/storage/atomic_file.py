"""Writing a file atomically: the one writer of saves, the autosave and the sounds made at the
first start (pure Python, no Qt).

The text goes to a temporary file beside the target, is flushed to disk and renamed over the
target, so a reader (or a crash) sees the old file or the new one, never half of one. A writer
holds a lock (``flock``) on its temporary while it writes; before each write the temporaries of
the same target that nobody holds (left by a killed writer) are removed, so a folder never holds
more than one. A target the user made read-only is never replaced.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import string
from pathlib import Path

try:  # POSIX: a writer in progress holds its temporary locked
    import fcntl
except ImportError:  # Windows (the hosted workflow's Windows jobs run this)
    fcntl = None  # type: ignore[assignment]


class SaveError(OSError):
    """Text that cannot be written as UTF-8 (a lone surrogate in a name...)."""


class ReadOnlyFileError(PermissionError):
    """The target exists and is read-only: the user protected it, so it is not replaced."""


def save_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: the old file stays whole until the rename.

    A temporary file beside ``path`` is written, flushed to disk (fsync) and renamed over it;
    on any failure the temporary file is removed. A new file gets 0644 less the umask (not
    mkstemp's 0600); a file saved over keeps its permissions. Raises only :class:`OSError`
    (:class:`SaveError` when ``text`` cannot be encoded, :class:`ReadOnlyFileError` when the
    target is read-only). Stale temporaries of ``path`` are removed first.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as err:
        bad = text[err.start:err.end]
        raise SaveError(errno.EINVAL, f"the text holds characters that are not valid Unicode "
                                      f"({ascii(bad)[1:-1]})") from None
    save_bytes_atomic(path, data)


def save_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, as :func:`save_text_atomic` writes its text."""
    target = Path(path)
    _refuse_read_only(target)
    remove_stale_temporaries(target)
    fd, tmp = _create_beside(target)
    try:
        with os.fdopen(fd, "wb") as fh:
            _keep_mode(target, fh.fileno())
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
            if fcntl is not None:   # renamed while still locked: no other writer takes it as stale
                os.replace(tmp, target)
        if fcntl is None:
            os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(target.parent)


def _refuse_read_only(target: Path) -> None:
    """A read-only target (no write permission for anyone, or not for us) is refused: the
    rename would replace it regardless of its mode."""
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return
    if not stat.S_ISREG(mode):
        return
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(target, os.W_OK):
        raise ReadOnlyFileError(errno.EACCES, f"{target} is read-only", str(target))


def _keep_mode(target: Path, fd: int) -> None:
    """A file saved over an existing one keeps that one's permissions (as QSaveFile did)."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)


#: What follows a target's name in the name of its temporary file (``autosave.thousand.Ab12Cd``,
#: as QSaveFile names them too), so that one left by a crash can be recognised and removed.
_ALPHABET = string.ascii_letters + string.digits
TEMPORARY_SUFFIX = r"\.[A-Za-z0-9]{6}"


def temporary_pattern(name: str) -> re.Pattern[str]:
    """Matches (``fullmatch``) the temporary files of a target called ``name``."""
    return re.compile(re.escape(name) + TEMPORARY_SUFFIX)


def remove_stale_temporaries(target: str | os.PathLike[str]) -> int:
    """Remove the temporaries of ``target`` that no writer holds (left by a crash or a kill);
    returns how many. Where files cannot be locked (not POSIX), every one is stale."""
    target = Path(target)
    pattern = temporary_pattern(target.name)
    removed = 0
    try:
        entries = [e for e in os.scandir(target.parent) if pattern.fullmatch(e.name)]
    except OSError:
        return 0
    for entry in entries:
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError:
            continue
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)   # held: a write in progress
            os.unlink(entry.path)
            removed += 1
        except OSError:
            continue
        finally:
            os.close(fd)
    return removed


def _create_beside(target: Path) -> tuple[int, Path]:
    """A new, empty, uniquely named file in ``target``'s folder, locked for this writer; mode
    0644 less the umask."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tag = "".join(_ALPHABET[b % len(_ALPHABET)] for b in os.urandom(6))
        tmp = target.with_name(f"{target.name}.{tag}")
        try:
            fd = os.open(tmp, flags, 0o644)
        except FileExistsError:
            continue
        if fcntl is None:
            return fd, tmp
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            if os.fstat(fd).st_nlink:   # not removed as stale between its creation and the lock
                return fd, tmp
        except OSError:
            pass
        os.close(fd)
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(target.parent))


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows opening a folder."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
