"""One window per data folder: a second start hands its file to the running one and ends.

Two windows with the same data folder would write the same autosave in turn (and each take the
other's half-written one for damaged). The first start holds ``instance.lock`` in the data folder
(:class:`QLockFile`: a lock whose process is gone is taken over) and listens on a local socket
(:class:`QLocalServer`; a Unix socket or a named pipe, nothing leaves the machine) named after
the folder. A later start that finds the lock held sends its command line's files to that socket
and exits; the running window opens them and comes to the front.

The first start listens as soon as it holds the lock, before its window is built or asks
anything: files handed over while it is still starting are kept and opened once it is ready
(:meth:`SingleInstance.ready`).

The message is one line of JSON, ``{"open": ["/abs/path.thousand", ...]}``, read within the
bounds of the program's JSON reader.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from thousand_qt.storage.bounded_json import StorageError, loads_bounded

log = logging.getLogger(__name__)

LOCK_NAME = "instance.lock"
#: A hand-over message longer than this is refused (a few file paths).
MAX_MESSAGE_BYTES = 64 * 1024
#: How long the second start waits for the first to take its message, in milliseconds.
HAND_OVER_TIMEOUT_MS = 3000


def server_name(folder: str | os.PathLike[str]) -> str:
    """The local socket's name for ``folder`` (the same folder: the same name)."""
    digest = hashlib.sha256(os.fsencode(os.path.abspath(folder))).hexdigest()[:16]
    return f"thousand-qt-{digest}"


def encode_files(files: Sequence[str]) -> bytes:
    """The message that asks the running window to open ``files`` (made absolute)."""
    return json.dumps({"open": [os.path.abspath(f) for f in files]}).encode("utf-8") + b"\n"


def decode_files(raw: bytes) -> list[str]:
    """The files a message asks to open; :class:`StorageError` for one that is not such."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError("not a hand-over message: not UTF-8 text") from None
    data = loads_bounded(text, "a hand-over message", MAX_MESSAGE_BYTES)
    files = data.get("open") if isinstance(data, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        raise StorageError("not a hand-over message: \"open\" must be a list of file names")
    return files


class SingleInstance(QObject):
    """The lock and the socket of one data folder.

    :meth:`acquire` first: True makes this the running instance (then :meth:`listen` at once,
    and :meth:`ready` when the window can open files); False means another holds it, and
    :meth:`hand_over` sends it the files.
    """

    def __init__(self, folder: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.name = server_name(folder)
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)   # stale only when its process is gone, never by age
        self._server: QLocalServer | None = None
        self._open: Callable[[str], object] | None = None
        self._waiting: list[str] = []      # handed over before :meth:`ready`
        self._pending: dict[QLocalSocket, bytearray] = {}

    def acquire(self) -> bool:
        """Take the lock; False if a running program holds it. A folder where no lock can be
        made (not writable) gives True: there is no autosave to share there either."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    def release(self) -> None:
        """Stop listening and let the lock go."""
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def listen(self) -> bool:
        """Take the files later starts hand over, from now on; they are opened by :meth:`ready`'s
        ``open_file`` (kept until then). False if the socket cannot be made (the game goes on; a
        later start then opens its own window)."""
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)    # left by a program that was killed (we hold the lock)
        if not server.listen(self.name):
            log.warning("cannot listen for later starts on %s: %s", self.name, server.errorString())
            return False
        server.newConnection.connect(self._connected)
        self._server = server
        return True

    def ready(self, open_file: Callable[[str], object]) -> None:
        """The window is ready: ``open_file(path)`` for each file handed over so far (an empty
        path: a start without a file, which only brings the window to the front) and later."""
        self._open = open_file
        waiting, self._waiting = self._waiting, []
        for path in waiting:
            open_file(path)

    def hand_over(self, files: Sequence[str], timeout_ms: int = HAND_OVER_TIMEOUT_MS) -> bool:
        """Send ``files`` to the running instance (none: it just comes to the front); True when
        it took the message."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            log.warning("the running window does not answer on %s: %s", self.name, socket.errorString())
            return False
        socket.write(QByteArray(encode_files(files)))
        ok = socket.waitForBytesWritten(timeout_ms)
        socket.disconnectFromServer()
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            socket.waitForDisconnected(timeout_ms)
        return ok

    # -- the running instance's side ----------------------------------------------------------
    def _connected(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            self._pending[socket] = bytearray()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._done(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        buffer = self._pending.get(socket)
        if buffer is None:
            return
        buffer += bytes(socket.readAll().data())
        if len(buffer) > MAX_MESSAGE_BYTES:
            log.warning("a hand-over message longer than %d bytes was dropped", MAX_MESSAGE_BYTES)
            self._pending.pop(socket, None)
            socket.abort()
            socket.deleteLater()
        elif buffer.endswith(b"\n"):
            self._done(socket)

    def _done(self, socket: QLocalSocket) -> None:
        buffer = self._pending.pop(socket, None)
        socket.deleteLater()
        if buffer is None:
            return
        try:
            files = decode_files(bytes(buffer))
        except StorageError as err:
            log.warning("a hand-over message was dropped: %s", err)
            return
        for path in files or [""]:
            if self._open is None:
                self._waiting.append(path)
            else:
                self._open(path)
