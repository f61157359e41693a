"""The statistics file: one JSON file per user (the format: docs/statistics-format.md).

Every write is atomic (a temporary file beside it, then a rename), and every read-change-write
holds the file's lock (``statistics.json.lock``), so two windows finishing games lose no count.
A file that cannot be read as statistics (damaged, or written by a newer version) is never
overwritten: it is renamed with a suffix and reported, and a new file is started. A folder that
cannot be written gives a :class:`Problem` and changes nothing.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from thousand_qt.engine.record import GameRecord, RecordError
from thousand_qt.storage.atomic_file import save_text_atomic
from thousand_qt.storage.bounded_json import StorageError, UnreadableFileError, loads_bounded, read_bounded
from thousand_qt.storage.file_lock import locked

from .figures import (
    EXCLUDED_AIDS,
    EXCLUDED_CONTINUED,
    EXCLUDED_OPENED,
    EXCLUDED_UNDO,
    EntryError,
    GameFigures,
    GroupKey,
    NotCountableError,
    exclusion,
    figures_from_record,
    game_id,
    group_of,
    human_seat,
)

FORMAT = "thousand-statistics"
#: 2: games begun in this program are remembered ("started"), and "opened" games are not counted;
#: 3: games begun here and left unfinished for another are counted as "abandoned"
VERSION = 3
FILE_NAME = "statistics.json"
#: Games in progress remembered as "undo used" (the oldest are forgotten first).
MAX_UNDO_MARKS = 200
#: Games in progress remembered as begun in this program (the oldest are forgotten first).
MAX_START_MARKS = 200
#: A larger file is not read (set aside as damaged); a game's entry is about 400 bytes.
MAX_STATS_BYTES = 16 * 1024 * 1024
#: What the file is called in the bounded reader's messages.
KIND = "a statistics file"

# Problem kinds
DAMAGED = "damaged"          # not a statistics file this program can read
NEWER = "newer"              # written by a newer version of the program
UNREADABLE = "unreadable"    # the file exists but cannot be read
UNWRITABLE = "unwritable"    # the new statistics could not be written


class StatsFileError(ValueError):
    """The file's content is not statistics this program reads (``newer`` says why)."""

    def __init__(self, message: str, newer: bool = False) -> None:
        super().__init__(message)
        self.newer = newer


@dataclass(frozen=True, slots=True)
class Excluded:
    """A finished game that is not counted, and why (``aids`` or ``undo``)."""

    game_id: str
    date: str
    reason: str


@dataclass(frozen=True, slots=True)
class Abandoned:
    """A game begun in this program and left unfinished for another (a new game, a file
    opened, the autosave not resumed): when it began and its group."""

    game_id: str
    date: str
    group: GroupKey

    def to_json(self) -> dict[str, Any]:
        return {"game_id": self.game_id, "date": self.date, "group": self.group.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> Abandoned:
        """Read one entry; raises :class:`EntryError` saying what is wrong."""
        if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in ("game_id", "date")):
            raise EntryError("an abandoned entry needs game_id and date (strings)")
        return cls(data["game_id"], data["date"], GroupKey.from_json(data.get("group")))


@dataclass(frozen=True)
class StatsData:
    """The whole content of the statistics file."""

    games: tuple[GameFigures, ...] = ()
    excluded: tuple[Excluded, ...] = ()
    undo_marks: tuple[str, ...] = ()
    start_marks: tuple[str, ...] = ()
    abandoned: tuple[Abandoned, ...] = ()

    def knows(self, gid: str) -> bool:
        """True if the finished game ``gid`` is already in the file (counted or not)."""
        return any(g.game_id == gid for g in self.games) or any(e.game_id == gid for e in self.excluded)

    def finished(self, gid: str) -> StatsData:
        """The data with ``gid`` no longer abandoned (it came back and was finished)."""
        return replace(self, abandoned=tuple(a for a in self.abandoned if a.game_id != gid))

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "games": [g.to_json() for g in self.games],
                "excluded": [{"game_id": e.game_id, "date": e.date, "reason": e.reason}
                             for e in self.excluded],
                "undo_used": list(self.undo_marks), "started": list(self.start_marks),
                "abandoned": [a.to_json() for a in self.abandoned]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"

    @classmethod
    def loads(cls, text: str) -> StatsData:
        """Parse the file's text; raises :class:`StatsFileError` with one line on any problem."""
        try:  # the bounded reader of records: size, nesting and number length checked
            data = loads_bounded(text, KIND, MAX_STATS_BYTES)
        except StorageError as err:
            raise StatsFileError(str(err)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StatsFileError(f"not a statistics file (format must be {FORMAT!r})")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise StatsFileError(f"bad version {version!r}")
        if version > VERSION:
            raise StatsFileError(f"version {version} is newer than this program reads ({VERSION})", newer=True)
        try:
            games = tuple(GameFigures.from_json(g) for g in _list(data, "games"))
            excluded = tuple(_excluded(e) for e in _list(data, "excluded"))
            marks = _list(data, "undo_used")
            started = _list(data, "started")
            if not all(isinstance(m, str) for m in marks + started):
                raise StatsFileError("undo_used and started must be lists of strings")
            abandoned = tuple(Abandoned.from_json(a) for a in _list(data, "abandoned"))
        except EntryError as err:
            raise StatsFileError(str(err)) from None
        return cls(games, excluded, tuple(marks), tuple(started), abandoned)


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise StatsFileError(f"{key} must be a list")
    return value


def _excluded(data: Any) -> Excluded:
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in ("game_id", "date", "reason")):
        raise StatsFileError("an excluded entry needs game_id, date and reason (strings)")
    if data["reason"] not in (EXCLUDED_AIDS, EXCLUDED_CONTINUED, EXCLUDED_OPENED, EXCLUDED_UNDO):
        raise StatsFileError(f"unknown reason {data['reason']!r}")
    return Excluded(data["game_id"], data["date"], data["reason"])


@dataclass(frozen=True, slots=True)
class Problem:
    """Something the user must be told about the file: ``kind`` (:data:`DAMAGED`,
    :data:`NEWER`, :data:`UNREADABLE`, :data:`UNWRITABLE`), the file, what went wrong, and
    where a file that could not be read was kept (None if it could not be moved)."""

    kind: str
    path: str
    detail: str
    kept_as: str | None = None


@dataclass(frozen=True)
class Outcome:
    """What :meth:`StatsStore.record_game` did: ``counted``, ``excluded`` (see ``reason``),
    ``known`` (already in the file), ``not_countable`` or ``failed`` (nothing written)."""

    status: str
    reason: str | None = None
    problems: tuple[Problem, ...] = field(default=())


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class StatsStore:
    """The statistics file in ``folder`` (the application data folder)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.path = self.folder / FILE_NAME

    # -- reading ---------------------------------------------------------------------------
    def load(self) -> tuple[StatsData, Problem | None]:
        """The statistics (empty if there is no file yet) and a problem to report, if any.

        A damaged or newer file is renamed aside (``statistics.json.damaged-<time>`` or
        ``.newer-<time>``) so that the next write cannot overwrite it.
        """
        data, problem, _ok = self._read()
        return data, problem

    def _read(self) -> tuple[StatsData, Problem | None, bool]:
        """Also says whether it is safe to write the file now."""
        error: StatsFileError
        try:
            raw = read_bounded(self.path, KIND, MAX_STATS_BYTES)
        except UnreadableFileError as err:
            if err.missing:
                return StatsData(), None, True
            return StatsData(), Problem(UNREADABLE, str(self.path), err.why), False
        except StorageError as err:  # too large
            error = StatsFileError(str(err))
        else:
            try:
                return StatsData.loads(raw.decode("utf-8")), None, True
            except UnicodeDecodeError:
                error = StatsFileError("the file is not UTF-8 text")
            except StatsFileError as err:
                error = err
        kind = NEWER if error.newer else DAMAGED
        kept = self._keep_aside(kind)
        return StatsData(), Problem(kind, str(self.path), str(error), kept), kept is not None

    def _keep_aside(self, kind: str) -> str | None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        target = self.path.with_name(f"{FILE_NAME}.{kind}-{stamp}")
        k = 1
        while target.exists():
            k += 1
            target = self.path.with_name(f"{FILE_NAME}.{kind}-{stamp}-{k}")
        try:
            os.rename(self.path, target)
        except OSError:
            return None
        return str(target)

    # -- writing ---------------------------------------------------------------------------
    def _write(self, data: StatsData) -> Problem | None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            save_text_atomic(self.path, data.dumps())
        except OSError as err:
            return Problem(UNWRITABLE, str(self.path), err.strerror or str(err))
        return None

    def _update(self, change: Callable[[StatsData], StatsData | None]
                ) -> tuple[StatsData | None, tuple[Problem, ...]]:
        """Read, apply ``change`` (data → new data, or None for no write), write atomically; all
        under the file's lock, so that another program doing the same loses nothing."""
        with contextlib.suppress(OSError):  # reading or writing says what is wrong
            self.folder.mkdir(parents=True, exist_ok=True)
        with locked(self.path):
            data, problem, ok = self._read()
            problems = (problem,) if problem else ()
            if not ok:
                return None, problems
            new = change(data)
            if new is None:
                return data, problems
            failed = self._write(new)
            return (None, problems + (failed,)) if failed else (new, problems)

    def record_game(self, record: GameRecord, undo_used: bool = False, from_start: bool = False) -> Outcome:
        """Count the finished game in ``record`` once (a game already in the file is left).

        ``undo_used``: the caller saw an undo in this game (an undo noted earlier with
        :meth:`note_undo` counts too). ``from_start``: count it only if :meth:`note_started`
        noted its beginning (else it was opened mid-game). Games with training aids, undo or
        opened are kept only as "not counted".
        """
        if human_seat(record) is None or not record.deals:
            return Outcome("not_countable")
        gid = game_id(record)
        result: dict[str, Any] = {}

        def change(data: StatsData) -> StatsData | None:
            if data.knows(gid):
                result["status"] = "known"
                return None
            opened = from_start and gid not in data.start_marks
            reason = exclusion(record, undo_used or gid in data.undo_marks, opened)
            marks = tuple(m for m in data.undo_marks if m != gid)
            if reason is not None:
                created = record.extras.get("created")
                entry = Excluded(gid, created if isinstance(created, str) else now_iso(), reason)
                result["status"], result["reason"] = "excluded", reason
                return replace(data.finished(gid), excluded=data.excluded + (entry,), undo_marks=marks)
            try:
                figures = figures_from_record(record, now_iso())
            except (NotCountableError, RecordError):
                result["status"] = "not_countable"
                return None
            result["status"] = "counted"
            return replace(data.finished(gid), games=data.games + (figures,), undo_marks=marks)

        written, problems = self._update(change)
        status = result.get("status", "failed") if written is not None else "failed"
        return Outcome(status, result.get("reason"), problems)

    def note_started(self, record: GameRecord) -> tuple[Problem, ...]:
        """Remember that this game was begun in this program (its first deal just dealt)."""
        if not record.deals:
            return ()
        gid = game_id(record)

        def change(data: StatsData) -> StatsData | None:
            if gid in data.start_marks or data.knows(gid):
                return None
            return replace(data, start_marks=(data.start_marks + (gid,))[-MAX_START_MARKS:])

        return self._update(change)[1]

    def note_abandoned(self, record: GameRecord) -> tuple[Problem, ...]:
        """Count the unfinished game in ``record`` as abandoned (left for another game), once:
        only a game begun in this program (:meth:`note_started`) that would have been counted
        had it finished (no training aids, no undo, not continued from a review). A finished
        game is already in the file (:meth:`record_game`) and is left; an abandoned game that
        comes back (its file opened) and is finished is counted as finished instead."""
        seat = human_seat(record)
        if seat is None or not record.deals:
            return ()
        gid = game_id(record)

        def change(data: StatsData) -> StatsData | None:
            if (gid not in data.start_marks or data.knows(gid) or any(a.game_id == gid for a in data.abandoned)
                    or exclusion(record, gid in data.undo_marks)):
                return None
            created = record.extras.get("created")
            entry = Abandoned(gid, created if isinstance(created, str) else now_iso(), group_of(record, seat))
            return replace(data, abandoned=data.abandoned + (entry,))

        return self._update(change)[1]

    def note_undo(self, record: GameRecord) -> tuple[Problem, ...]:
        """Remember that an undo was used in this game, so that it is never counted."""
        if not record.deals:
            return ()
        gid = game_id(record)

        def change(data: StatsData) -> StatsData | None:
            if gid in data.undo_marks or data.knows(gid):
                return None
            return replace(data, undo_marks=(data.undo_marks + (gid,))[-MAX_UNDO_MARKS:])

        return self._update(change)[1]

    def reset(self) -> tuple[Problem, ...]:
        """Forget every counted and not counted game (the file is rewritten empty; the games in
        progress keep their marks)."""
        return self._update(lambda data: StatsData(undo_marks=data.undo_marks, start_marks=data.start_marks))[1]
