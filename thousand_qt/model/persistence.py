"""Saving and opening games: records on disk, the autosave and resuming it.

The record is written atomically (the old file stays intact until the new one is complete).
The autosave lives in ``<AppDataLocation>/autosave.thousand`` and is rewritten after every
change; a failure is reported once, not after every move.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from thousand_qt import __version__
from thousand_qt.engine.record import (
    GameRecord,
    RecordError,
    count_actions,
    load_record,
    replay,
)
from thousand_qt.engine.state import Game
from thousand_qt.storage.atomic_file import remove_stale_temporaries as remove_stale_temporaries_of
from thousand_qt.storage.atomic_file import save_text_atomic

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.thousand"


def now_stamp() -> str:
    """The current UTC time as the record's ``created`` extra."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def new_seed() -> int:
    """A fresh game seed."""
    return random.SystemRandom().randrange(1, 2**31)


def new_extras(seed: int) -> dict[str, Any]:
    """The extras of a new game's record."""
    return {"created": now_stamp(), "app_version": __version__, "seed": seed}


def adopted_extras(record: GameRecord) -> tuple[int, dict[str, Any]]:
    """The seed and extras a loaded record goes on with (a missing seed is drawn afresh)."""
    extras = dict(record.extras)
    seed = extras.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        seed = new_seed()
        extras["seed"] = seed
    extras.setdefault("created", now_stamp())
    extras["app_version"] = __version__
    return seed, extras


def read_game(path: str | Path) -> tuple[GameRecord, Game]:
    """Read a ``.thousand`` record and replay it; raises :class:`RecordError` with one line.

    Whatever is wrong with the file (not a regular file, nesting or numbers beyond what the
    reader takes, values of the wrong type), the caller gets a :class:`RecordError`.
    """
    if Path(path).exists() and not Path(path).is_file():
        raise RecordError("not a regular file")
    try:
        record = load_record(path)
        return record, replay(record)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("the file is nested too deeply to be a game record") from None
    except Exception as err:  # a malformed file must never reach the user as a traceback
        log.warning("reading %s failed", path, exc_info=True)
        raise RecordError(f"not a valid game record ({type(err).__name__}: {err})") from None


def write_record(path: str | Path, record: GameRecord) -> None:
    """Save ``record`` atomically (readable JSON); raises :class:`OSError` whatever went wrong."""
    try:
        text = record.dumps() + "\n"
        save_text_atomic(path, text)
    except (UnicodeError, ValueError) as err:   # e.g. a name UTF-8 cannot encode
        raise OSError(f"{type(err).__name__}: {err}") from None


def autosave_path() -> Path:
    """``<AppDataLocation>/autosave.thousand`` (the folder may not exist yet)."""
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    return folder / AUTOSAVE_NAME


@dataclass(frozen=True)
class AutosaveAtStart:
    """What the autosave held when the program started, read and replayed once.

    ``resumable``: the record and its replayed game, when it is unfinished and has at least one
    action; ``set_aside``: where an unreadable autosave was moved and why."""

    resumable: tuple[GameRecord, Game] | None = None
    set_aside: tuple[Path, str] | None = None


def inspect_autosave() -> AutosaveAtStart:
    """Read the autosave once: a game to offer for resume, or an unreadable file set aside as
    ``autosave-unreadable-<time>.thousand`` (damaged, or written by a newer version), so that
    the next game's autosave never overwrites it. Call at start, before a game begins."""
    found = _read_autosave()
    if isinstance(found, RecordError):
        return AutosaveAtStart(set_aside=_set_aside(autosave_path(), str(found)))
    return AutosaveAtStart(resumable=found if found is not None and _resumable(*found) else None)


def has_resumable_autosave() -> bool:
    """An autosave exists, replays cleanly, is unfinished and has at least one action (nothing
    is set aside)."""
    found = _read_autosave()
    return isinstance(found, tuple) and _resumable(*found)


def _read_autosave() -> tuple[GameRecord, Game] | RecordError | None:
    """The autosave read and replayed; its :class:`RecordError` if it does not replay; None if
    there is none or it cannot be opened."""
    path = autosave_path()
    try:
        if not path.is_file():
            return None
        return read_game(path)
    except RecordError as err:
        log.warning("autosave is not resumable: %s", err)
        return err
    except OSError as err:
        log.warning("autosave is not resumable: %s", err)
        return None


def _resumable(record: GameRecord, game: Game) -> bool:
    return not game.finished and count_actions(record) > 0


def _set_aside(path: Path, reason: str) -> tuple[Path, str] | None:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    aside = path.with_name(f"autosave-unreadable-{stamp}.thousand")
    for k in range(2, 100):     # never replace an earlier one
        if not aside.exists():
            break
        aside = path.with_name(f"autosave-unreadable-{stamp}-{k}.thousand")
    try:
        path.replace(aside)
    except OSError as err:
        log.warning("cannot set the unreadable autosave aside: %s", err)
        return None
    log.warning("the autosave could not be read (%s); kept as %s", reason, aside)
    return aside, reason


def remove_stale_temporaries() -> int:
    """Delete the temporaries an interrupted autosave left (call at start; every write does it
    too); returns how many."""
    return remove_stale_temporaries_of(autosave_path())


# An autosave longer than this (in characters) is not rewritten after every action, but after
# every LARGE_AUTOSAVE_EVERY-th, when a deal begins and when the program quits.
LARGE_AUTOSAVE_CHARS = 256 * 1024
LARGE_AUTOSAVE_EVERY = 8


class Autosave:
    """Writes the autosave after each change; ``report`` hears once when it stops working.

    A large autosave (a long game) is written less often: see :data:`LARGE_AUTOSAVE_CHARS`.
    """

    def __init__(self, report: Callable[[str], None], enabled: bool = True) -> None:
        self.enabled = enabled
        self.failed = False
        self._report = report
        self._large = False
        self._skipped = 0
        self._deals: int | None = None

    def write(self, record_now: Callable[[], GameRecord], deals: int | None = None) -> None:
        """Write ``record_now()`` to the autosave (compact JSON: fast enough after every action).

        ``deals``: how many deals the game has now; when the last autosave was large, the
        record is built and written only when that changes or at every LARGE_AUTOSAVE_EVERY-th
        call (:meth:`flush` writes what is left)."""
        if not self.enabled:
            return
        if self._large and deals == self._deals and self._skipped + 1 < LARGE_AUTOSAVE_EVERY:
            self._skipped += 1
            return
        self._deals, self._skipped = deals, 0
        record = record_now()
        if not record.deals:
            return
        path = autosave_path()
        try:
            text = json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))
            self._large = len(text) > LARGE_AUTOSAVE_CHARS
            path.parent.mkdir(parents=True, exist_ok=True)
            save_text_atomic(path, text + "\n")
        except Exception as err:  # of any kind: the game goes on, the player hears of it once
            if not self.failed:     # logged once: a folder that cannot be written is expected, one line
                log.warning("autosave failed: %s", err, exc_info=not isinstance(err, OSError))
                reason = str(err) if isinstance(err, OSError) else f"{type(err).__name__}: {err}"
                self._report(QCoreApplication.translate(
                    "GameModel", "Autosave is off: {reason}\nThe game goes on; use Save as… to keep it.")
                    .format(reason=reason))
            self.failed = True
        else:
            self.failed = False

    def flush(self, record_now: Callable[[], GameRecord]) -> None:
        """Write the changes a large autosave has not taken yet (call before quitting)."""
        if self._skipped:
            self._skipped = LARGE_AUTOSAVE_EVERY
            self.write(record_now, self._deals)
