"""The folder of the tables in play: each table's state (:mod:`.table_state`) in a file of its own.

A server that keeps its tables writes ``in-play/<table code>.json`` in its data folder
atomically (the project's atomic writer) when a deal starts or a seat changes, and between two
such states appends each action to ``in-play/<table code>.moves`` (a line each, handed to the
system at once, without waiting for the disk: see :func:`~.table_state.move_lines`; the file stays
open between moves, :data:`OPEN_MOVES` files at most); it removes
both when the table ends (its record is saved then; the folder goes with the last file). A whole
state costs a serialisation of the game so far, a move a line: this keeps the server's CPU per
deal low. :class:`StateWriter` writes the whole states on a thread of its own, off the event
loop (a write waits for the disk, ``fsync``: 1-4 ms, up to 28 ms), one write at a time per
table: changes made while a write is under way are written together by the next one, which takes
the newest state, so the files lag the table by one write at most and a busy server is never
slowed by its disk; it appends the moves itself. ``interval`` (``serve --state-seconds``) sets
the least time between two writes of a table: a server that wants less CPU for its states lets
the files lag that much. The folder is the server's own (mode 0700 where the system has
modes): the files hold the shuffle seeds and the seats' token digests. Started again on the same
data folder, the server reads every file back (:meth:`TableStore.load`); one that cannot be read
as a table's state is logged, renamed ``<name>.bad`` (kept aside, never deleted) and skipped. A
write that fails (a full disk) is logged once per table until a write of it works again; the
table plays on.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import os
import threading
from pathlib import Path

from thousand_qt.engine.record import MAX_RECORD_BYTES
from thousand_qt.storage.atomic_file import remove_stale_temporaries, save_text_atomic

from .table import Table
from .table_state import StatePoint, TableStateError, move_lines, restore_table, state_point, state_text

__all__ = ["IN_PLAY", "StateWriter", "TableStore"]

log = logging.getLogger(__name__)

#: The folder of the tables' states inside the server's data folder.
IN_PLAY = "in-play"
_SUFFIX = ".json"
_MOVES = ".moves"
#: The moves files kept open between two moves, at most (the least recently written is closed
#: first): the open and close of each move cost twice its write, and the server's own files
#: (:data:`~.limits.RESERVED_FILES`, kept apart from its connections) have room for these.
OPEN_MOVES = 128


class TableStore:
    """The state files of one server's tables (``data_dir``: the server's data folder)."""

    def __init__(self, data_dir: Path) -> None:
        self.folder = data_dir / IN_PLAY
        self._folder_name = os.fspath(self.folder)
        self._failing: set[str] = set()
        self._open: dict[str, int] = {}     # table code -> its moves file, open (the least recent first)
        self._lock = threading.Lock()

    def path(self, code: str) -> Path:
        """The state file of table ``code`` (codes are the server's own, of its alphabet)."""
        return self.folder / f"{code}{_SUFFIX}"

    def save(self, table: Table) -> bool:
        """Write ``table``'s state now; False (logged once) when it cannot be written."""
        return self.write(table.code, state_text(table))

    def moves_path(self, code: str) -> Path:
        """The moves of table ``code`` since its state was written."""
        return self.folder / f"{code}{_MOVES}"

    def write(self, code: str, text: str) -> bool:
        """Write the state ``text`` of table ``code`` (its moves, now in it, go); False (logged
        once) when it cannot be written."""
        path = self.path(code)
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            save_text_atomic(path, text)
            self._close_moves(code)
            self.moves_path(code).unlink(missing_ok=True)
        except OSError as err:
            return self._failed(code, path, err)
        return self._written(code)

    def append_moves(self, code: str, lines: str) -> bool:
        """Add ``lines`` (:func:`~.table_state.move_lines`) to the moves of table ``code``,
        handed to the system before this returns (a server killed keeps them; only the machine's
        own crash may lose the last moves, not the deal's state); False (logged once) when they
        cannot be written."""
        data = lines.encode("utf-8")
        with self._lock:
            fd = self._open.pop(code, None)     # (the server's hot path: no Path, no text file, no open)
        try:
            if fd is None:
                fd = os.open(os.path.join(self._folder_name, code + _MOVES), os.O_WRONLY | os.O_APPEND | os.O_CREAT,
                             0o666)
            while data:
                data = data[os.write(fd, data):]
        except OSError as err:
            if fd is not None:
                with contextlib.suppress(OSError):
                    os.close(fd)
            return self._failed(code, self.moves_path(code), err)
        with self._lock:
            oldest = self._open.pop(next(iter(self._open))) if len(self._open) >= OPEN_MOVES else None
            self._open[code] = fd               # (last in the order: the most recent)
        if oldest is not None:                  # the one written longest ago is closed
            os.close(oldest)
        return self._written(code)

    def _close_moves(self, code: str) -> None:
        """The moves file of ``code`` is about to go (or be replaced): close it if it is open."""
        with self._lock:    # (the writing thread closes one too, before it replaces the moves by a state)
            fd = self._open.pop(code, None)
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)

    def close(self) -> None:
        """Close the moves files held open (the server stops)."""
        with self._lock:
            codes = list(self._open)
        for code in codes:
            self._close_moves(code)

    def _failed(self, code: str, path: Path, err: OSError) -> bool:
        if code not in self._failing:
            log.error("table %s: cannot write its state to %s: %s (a crash now would lose it)", code, path, err)
            self._failing.add(code)
        return False

    def _written(self, code: str) -> bool:
        if code in self._failing:
            self._failing.discard(code)
            log.info("table %s: its state is written again", code)
        return True

    def remove(self, code: str) -> None:
        """Table ``code`` ended: its state goes (its record is saved apart)."""
        self._failing.discard(code)
        self._close_moves(code)
        for path in (self.path(code), self.moves_path(code)):
            try:
                path.unlink(missing_ok=True)
            except OSError as err:
                log.error("table %s: cannot remove its state %s: %s", code, path, err)
        with contextlib.suppress(OSError):      # the folder is there while tables are in play
            self.folder.rmdir()

    def load(self) -> list[Table]:
        """Every table whose state the folder holds; a file that cannot be read is logged and
        set aside as ``<name>.bad``."""
        if not self.folder.is_dir():
            return []
        tables = []
        for path in sorted(self.folder.glob(f"*{_SUFFIX}")):
            remove_stale_temporaries(path)
            try:
                if path.stat().st_size > MAX_RECORD_BYTES:
                    raise TableStateError("too large")
                table = restore_table(path.read_text(encoding="utf-8"), self._moves_of(path))
                if path.name != f"{table.code}{_SUFFIX}":
                    raise TableStateError("the file's name is not its table's code")
            except (OSError, UnicodeDecodeError, TableStateError) as err:
                self._set_aside(path, str(err))
                continue
            tables.append(table)
        return tables

    def _moves_of(self, path: Path) -> str:
        """The moves beside the state ``path`` ("" when there are none or they cannot be read:
        the table then goes on from its state)."""
        moves = path.with_suffix(_MOVES)
        try:
            if not moves.exists():
                return ""
            if moves.stat().st_size > MAX_RECORD_BYTES:
                raise OSError("too large")
            return moves.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            log.warning("the moves %s cannot be read (%s); its table goes on from its state", moves, err)
            return ""

    def _set_aside(self, path: Path, why: str) -> None:
        aside = path.with_name(path.name + ".bad")
        try:
            os.replace(path, aside)
        except OSError as err:
            log.error("table state %s cannot be read (%s) nor set aside: %s; skipped", path, why, err)
            return
        log.error("table state %s cannot be read (%s); kept as %s and skipped", path, why, aside)


class StateWriter:
    """Keeps the tables' state files up to date from the event loop without waiting for the disk
    (see the module's docstring): :meth:`changed` after each change, :meth:`ended` at the end."""

    def __init__(self, store: TableStore, interval: float = 0.0) -> None:
        self.store = store
        self.interval = interval        # the least time between two writes of one table (s)
        self._disk = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="table-states")
        self._closing = asyncio.Event()     # the interval's wait ends at once when the server stops
        self._writing: dict[str, asyncio.Task[None]] = {}
        self._again: dict[str, Table] = {}
        self._ended: set[str] = set()
        self._on_disk: dict[str, StatePoint] = {}     # where each table's files stand

    def changed(self, table: Table) -> None:
        """``table`` changed: its state is written now, or by the next write if one is under way."""
        code = table.code
        self._ended.discard(code)
        if code in self._writing:
            self._again[code] = table
            return
        if self.interval <= 0 and self._append(table):
            return
        self._writing[code] = asyncio.get_running_loop().create_task(self._write(table))

    def _append(self, table: Table) -> bool:
        """Append the moves of ``table`` since its files' state here and now (no task for each
        action); False when a whole state must be written."""
        code = table.code
        point = state_point(table)
        moves = point.moves_since(self._on_disk.get(code))
        if moves is None:
            return False
        first = len(point.actions) - len(moves)
        if not moves or self.store.append_moves(code, move_lines(point, first)):
            self._on_disk[code] = point
        else:                   # (a write that failed: the next is a whole state)
            del self._on_disk[code]
        return True

    async def _write(self, table: Table) -> None:
        code = table.code
        loop = asyncio.get_running_loop()
        try:
            while True:
                point = state_point(table)
                moves = point.moves_since(self._on_disk.pop(code, None))
                if moves is None:
                    done = await loop.run_in_executor(self._disk, self.store.write, code, state_text(table))
                else:
                    # (a line in the system's cache costs less than a hand-over to the writing thread)
                    first = len(point.actions) - len(moves)
                    done = not moves or self.store.append_moves(code, move_lines(point, first))
                if done:                # (a write that failed: the next is a whole state)
                    self._on_disk[code] = point
                if self.interval > 0 and code not in self._ended:
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self._closing.wait(), self.interval)
                later = self._again.pop(code, None)
                if later is None or code in self._ended:
                    break
                table = later
        finally:
            del self._writing[code]
        if code in self._ended:
            self._ended.discard(code)
            self._on_disk.pop(code, None)
            self.store.remove(code)

    def ended(self, code: str) -> None:
        """Table ``code`` ended: its state goes (after the write under way, if any)."""
        self._again.pop(code, None)
        self._on_disk.pop(code, None)
        if code in self._writing:
            self._ended.add(code)
        else:
            self.store.remove(code)

    async def flush(self) -> None:
        """Wait for the writes under way."""
        while self._writing:
            await asyncio.gather(*self._writing.values(), return_exceptions=True)

    async def close(self) -> None:
        """Write what waits at once, then let the writing thread go (the server stops)."""
        self._closing.set()
        await self.flush()
        self._disk.shutdown(wait=True)
        self.store.close()
