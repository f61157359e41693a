"""Playing the table's sounds with what the system has, never blocking the window.

Windows plays a WAV file with the standard library's ``winsound`` (asynchronously); macOS with
``afplay``; Linux and the others with the first of ``pw-play``, ``paplay`` or ``aplay`` found on
the PATH, started through :class:`QProcess` (asynchronous: the window never waits for it). No
player, a player that fails (no audio device, no sound server) or a cache folder that cannot be
written: silence, said once in the log at info level. The WAV files are made once, in a
background thread, into the cache folder (:mod:`.synth`).
"""

from __future__ import annotations

import logging
import shutil
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QStandardPaths

from ...storage.atomic_file import save_bytes_atomic
from .synth import CUES, VERSION, wav_bytes

log = logging.getLogger(__name__)

#: The players tried on systems without ``winsound``, in order, with their quiet options.
PLAYERS: tuple[tuple[str, ...], ...] = (("pw-play",), ("paplay",), ("aplay", "-q"))
#: At most this many sounds at once (a fast deal at the instant speed drops the rest).
MAX_PLAYING = 2
#: How many of the last cues :attr:`SoundPlayer.played` keeps.
PLAYED_KEPT = 100


def player_command(platform: str = sys.platform,
                   which: Callable[[str], str | None] = shutil.which) -> list[str] | None:
    """The command that plays a WAV file named after it (None: none here, or ``winsound``)."""
    if platform == "win32":
        return None
    for command in (("afplay",),) if platform == "darwin" else PLAYERS:
        found = which(command[0])
        if found:
            return [found, *command[1:]]
    return None


def sound_folder() -> Path:
    """Where the WAV files are made: ``<cache>/sounds``."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)) / "sounds"


class SoundPlayer(QObject):
    """Plays cues (:data:`~.synth.CUES`) when :attr:`enabled`; see the module docstring.

    ``command``: the player (by default :func:`player_command`'s); ``folder``: where the files
    are made (by default :func:`sound_folder`)."""

    def __init__(self, parent: QObject | None = None, *, command: list[str] | None = None,
                 folder: Path | None = None, use_winsound: bool = sys.platform == "win32") -> None:
        super().__init__(parent)
        self.enabled = True
        self.folder = folder if folder is not None else sound_folder()
        self.command = command if command is not None or use_winsound else player_command()
        self._winsound = use_winsound
        self._ready: set[str] = set()        # cues whose file is made (filled by the maker thread)
        self._maker: threading.Thread | None = None
        self._playing: list[QProcess] = []
        self.played: list[str] = []          # the last cues started, in order (at most PLAYED_KEPT)

    @property
    def available(self) -> bool:
        """True while there is a way to play a sound here."""
        return self._winsound or self.command is not None

    def path(self, cue: str) -> Path:
        """The WAV file of ``cue``."""
        return self.folder / f"{cue}-{VERSION}.wav"

    def prepare(self) -> None:
        """Make the missing WAV files in a background thread (once; nothing if silent)."""
        if self._maker is not None or not self.available:
            return
        self._maker = threading.Thread(target=self._make_files, name="sounds", daemon=True)
        self._maker.start()

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Wait for the files to be made (tests, and a clean quit); True if they are."""
        if self._maker is not None:
            self._maker.join(timeout)
        return self._ready == set(CUES)

    def _make_files(self) -> None:
        for cue in CUES:
            path = self.path(cue)
            try:
                if not path.is_file():
                    path.parent.mkdir(parents=True, exist_ok=True)
                    save_bytes_atomic(path, wav_bytes(cue))
            except OSError as err:
                log.info("no sounds: %s cannot be written (%s)", path, err)
                return
            self._ready.add(cue)

    def play(self, cue: str) -> None:
        """Start ``cue`` and return at once; silently nothing when off, not ready or not possible."""
        if not self.enabled or cue not in self._ready or not self.available:
            return
        if self._winsound:
            self._play_winsound(self.path(cue))
        elif self.command is not None and len(self._playing) < MAX_PLAYING:
            self._start(self.command, self.path(cue))
        else:
            return
        self.played.append(cue)
        del self.played[:-PLAYED_KEPT]

    def _play_winsound(self, path: Path) -> None:
        if sys.platform == "win32":         # the standard library's player: Windows only
            import winsound

            try:
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
            except RuntimeError as err:      # no audio device
                log.info("no sounds: %s", err)
                self._winsound = False

    def _start(self, command: list[str], path: Path) -> None:
        process = QProcess(self)
        process.setProgram(command[0])
        process.setArguments([*command[1:], str(path)])
        process.setStandardOutputFile(QProcess.nullDevice())
        process.setStandardErrorFile(QProcess.nullDevice())
        process.finished.connect(lambda code, _status: self._ended(process, code == 0))
        process.errorOccurred.connect(lambda _error: self._ended(process, False))
        self._playing.append(process)
        process.start()

    def _ended(self, process: QProcess, ok: bool) -> None:
        if process in self._playing:
            self._playing.remove(process)
            process.deleteLater()
        if not ok and self.command is not None:       # no device or no sound server: stay silent
            log.info("no sounds: %s did not play (exit %s)", self.command[0], process.exitCode())
            self.command = None
