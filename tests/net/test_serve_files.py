"""``thousand-qt serve`` under a small open-files limit: idle connections by the hundred never
run it out of files (it keeps its connections under the limit, dropping the ones past it at
once), its log stays a few lines without a traceback, and a seated player plays on."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from thousand_qt.ai import make_player
from thousand_qt.net.bot import play_as_bot
from thousand_qt.net.client import TableClient
from thousand_qt.net.limits import RESERVED_FILES

from .helpers import run, seats

resource = pytest.importorskip("resource")
SERVING = re.compile(r"serving on ws://127\.0\.0\.1:(\d+)")
FILES = 320


def _small_limit() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (FILES, FILES))


def test_idle_connections_past_the_open_files_limit_stop_nobody(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-m", "thousand_qt", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--data-dir", str(tmp_path / "data"), "--rate", "10000",
                             "--connections-per-address", "1000"],
                            stderr=subprocess.PIPE, text=True, preexec_fn=_small_limit,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.stderr is not None
    log: list[str] = []
    port = 0
    for _ in range(50):
        line = proc.stderr.readline()
        log.append(line)
        found = SERVING.search(line)
        if found:
            port = int(found.group(1))
            break
    reader = threading.Thread(target=lambda: log.extend(proc.stderr or ()), daemon=True)
    reader.start()
    idle: list[socket.socket] = []

    async def main() -> str | None:
        player = await TableClient.connect(f"ws://127.0.0.1:{port}")
        code = await player.create(players=2, seats=seats("hc"))
        await player.join(code, "Anna")
        await player.ready()
        for _ in range(FILES + 80):                      # idle: they never say a word
            sock = socket.create_connection(("127.0.0.1", port))
            idle.append(sock)
        await asyncio.sleep(0)
        await play_as_bot(player, make_player("easy", 1))
        return player.ended

    try:
        assert port, "the server did not say where it serves"
        assert run(main(), 90) == "game_over"
    finally:
        for sock in idle:
            sock.close()
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(30)
        finally:
            if proc.poll() is None:
                proc.kill()
    reader.join(10)
    text = "".join(log)
    assert f"at most {FILES - RESERVED_FILES} connections: the open-files limit is {FILES}" in text
    assert "connections at once is the limit" in text
    assert "Traceback" not in text and "Too many open files" not in text
    assert len(log) < 200
