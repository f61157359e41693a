"""A guest's seat tickets: what lets the program come back to a network table after a crash.

While a person sits at a table they joined (or created on a server), the seat's token, the
host's address, the table code, the seat and the name are kept in ``seats/<table code>.json``
in the program's data folder (written atomically by the project's writer; the folder is the
user's own, mode 0700, since a token opens the seat). The file goes when the table ends or the
person leaves it on purpose; it stays when the program crashes or the connection is lost for
good (the table goes on at the host, a computer keeps the seat), so the program started again
offers to rejoin (:func:`latest_ticket`), within the host's reconnect wait or after it, when
the person takes the seat back from the computer. The window's own hosted table has no ticket:
its server stops with the program.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject

from thousand_qt.net.protocol import CODE_ALPHABET, CODE_LENGTH
from thousand_qt.storage.atomic_file import save_text_atomic
from thousand_qt.storage.bounded_json import StorageError, loads_bounded

from .seat import NetSeatModel

__all__ = ["SeatTicket", "TicketKeeper", "latest_ticket", "remove_ticket", "tickets_folder"]

log = logging.getLogger(__name__)

_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
#: A ticket is a few hundred bytes; anything larger is no ticket.
_MAX_BYTES = 4096
#: Why a table ended with the ticket kept: the connection lost, the seat still the person's.
KEEP_REASONS = ("lost",)


@dataclass(frozen=True)
class SeatTicket:
    """What opens a seat again: the host's URL, the table code, the seat, its token, the name
    the person sat as, whether the host is a ``serve`` process, and when the person was last at
    the table (the file's time, renewed as the game moves)."""

    url: str
    code: str
    seat: int
    token: str
    name: str
    on_server: bool = False
    saved: datetime | None = None

    def to_text(self) -> str:
        data = asdict(self)
        data.pop("saved")
        return json.dumps(data, ensure_ascii=False) + "\n"


def tickets_folder() -> Path:
    """``seats/`` in the program's data folder (beside the autosave)."""
    from ..persistence import autosave_path

    return autosave_path().parent / "seats"


def _read(path: Path) -> SeatTicket | None:
    try:
        if path.stat().st_size > _MAX_BYTES:
            return None
        data = loads_bounded(path.read_text(encoding="utf-8"), "a seat ticket", max_bytes=_MAX_BYTES)
        saved = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, UnicodeDecodeError, ValueError, StorageError):
        return None
    if not isinstance(data, dict):
        return None
    url, code, seat, token, name = (data.get(k) for k in ("url", "code", "seat", "token", "name"))
    on_server = data.get("on_server", False)
    if not (isinstance(url, str) and url.startswith(("ws://", "wss://")) and isinstance(code, str)
            and _CODE.fullmatch(code) and path.stem == code and isinstance(seat, int) and 0 <= seat <= 3
            and isinstance(token, str) and 0 < len(token) <= 200 and isinstance(name, str)
            and isinstance(on_server, bool)):
        return None
    return SeatTicket(url, code, seat, token, name, on_server, saved)


def latest_ticket(folder: Path | None = None) -> SeatTicket | None:
    """The ticket written last (the table the person was at when the program stopped), if any;
    files that are no ticket are left alone and skipped."""
    folder = folder if folder is not None else tickets_folder()
    try:
        paths = list(folder.glob("*.json"))
    except OSError:
        return None
    tickets = [t for t in map(_read, paths) if t is not None]
    return max(tickets, key=lambda t: t.saved or datetime.min, default=None)


def save_ticket(ticket: SeatTicket, folder: Path | None = None) -> bool:
    """Write ``ticket``; False (logged) when it cannot be written."""
    folder = folder if folder is not None else tickets_folder()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        save_text_atomic(folder / f"{ticket.code}.json", ticket.to_text())
    except OSError as err:
        log.warning("the seat at table %s cannot be kept for a restart: %s", ticket.code, err)
        return False
    return True


def remove_ticket(code: str, folder: Path | None = None) -> None:
    """The table ``code`` is over for this person: its ticket goes."""
    folder = folder if folder is not None else tickets_folder()
    try:
        (folder / f"{code}.json").unlink(missing_ok=True)
    except OSError as err:
        log.warning("the seat ticket of table %s cannot be removed: %s", code, err)


class TicketKeeper(QObject):
    """Keeps ``model``'s seat ticket while it sits at the table (see the module's docstring)."""

    def __init__(self, model: NetSeatModel, folder: Path | None = None, code: str | None = None) -> None:
        super().__init__(model)
        self.model = model
        self.code = code            # the table the model is to sit at (before it has)
        self.folder = folder if folder is not None else tickets_folder()
        model.joinedTable.connect(self._joined)
        model.tableEnded.connect(self._ended)
        model.joinFailed.connect(self._refused)
        model.stateChanged.connect(self._touch)

    def _joined(self, code: str, seat: int) -> None:
        link = self.model.link
        token = link.token if link is not None else None
        if token:
            save_ticket(SeatTicket(self.model.url, code, seat, token, self.model.name, self.model.on_server),
                        self.folder)

    def _touch(self) -> None:
        """The game moved: the ticket's time says when the person was last at the table."""
        code = self.model.code
        if code is not None and self.model.ended is None:
            with contextlib.suppress(OSError):
                os.utime(self.folder / f"{code}.json")

    def _refused(self, _text: str) -> None:
        """Coming back failed: the seat is gone (the table ended, the token opens nothing), unless
        the host could not be reached (then the ticket is kept for the next try)."""
        code = self.model.code or self.code
        if code is not None and self.model.failure != "unreachable":
            remove_ticket(code, self.folder)

    def _ended(self, reason: str, _text: str) -> None:
        code = self.model.code
        if code is not None and reason not in KEEP_REASONS:
            remove_ticket(code, self.folder)
