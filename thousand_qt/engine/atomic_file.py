"""Writing a file atomically: the one writer of saves and the autosave (pure Python, no Qt).

The text goes to a temporary file beside the target, is flushed to disk and renamed over the
target, so a reader (or a crash) sees the old file or the new one, never half of one.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import string
from pathlib import Path


class SaveError(OSError):
    """Text that cannot be written as UTF-8 (a lone surrogate in a name...)."""


def save_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: the old file stays whole until the rename.

    A temporary file beside ``path`` is written, flushed to disk (fsync) and renamed over it;
    on any failure the temporary file is removed. A new file gets 0644 less the umask (not
    mkstemp's 0600); a file saved over keeps its permissions. Raises only :class:`OSError`
    (:class:`SaveError` when ``text`` cannot be encoded).
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as err:
        bad = text[err.start:err.end]
        raise SaveError(errno.EINVAL, f"the text holds characters that are not valid Unicode "
                                      f"({ascii(bad)[1:-1]})") from None
    target = Path(path)
    fd, tmp = _create_beside(target)
    try:
        with os.fdopen(fd, "wb") as fh:
            _keep_mode(target, fh.fileno())
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(target.parent)


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


def _create_beside(target: Path) -> tuple[int, Path]:
    """A new, empty, uniquely named file in ``target``'s folder; mode 0644 less the umask."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tag = "".join(_ALPHABET[b % len(_ALPHABET)] for b in os.urandom(6))
        tmp = target.with_name(f"{target.name}.{tag}")
        try:
            return os.open(tmp, flags, 0o644), tmp
        except FileExistsError:
            continue
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
