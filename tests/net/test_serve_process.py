"""``thousand-qt serve`` as its own process: it logs, serves, and on SIGTERM saves the games in
progress in its data folder (and nowhere else) and tells every client; TLS with a certificate."""

from __future__ import annotations

import asyncio
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import pytest

from thousand_qt.ai import make_player
from thousand_qt.net.bot import play_as_bot
from thousand_qt.net.client import TableClient

from .helpers import run, seats, start_serve


def test_sigterm_saves_the_game_in_progress_and_tells_the_clients(tmp_path: Path) -> None:
    proc, port = start_serve(tmp_path)

    async def main() -> tuple[str | None, str | None]:
        a = await TableClient.connect(f"ws://127.0.0.1:{port}")
        code = await a.create(players=3, seats=seats("hcc"))
        await a.join(code, "Anna")
        await a.ready()
        await play_as_bot(a, make_player("easy", 1), on_message=lambda msg: a.count >= 15)
        proc.send_signal(signal.SIGTERM)
        while (await a.recv()).kind != "ended":
            pass
        return a.record, a.ended

    try:
        record, reason = run(main(), 60)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.stderr is not None
    log = proc.stderr.read()
    saved = list((tmp_path / "data").iterdir())
    assert reason == "server_stopped" and len(saved) == 1
    assert not (tmp_path / "data" / "in-play").exists()     # an ended table leaves no state
    assert saved[0].name.startswith("table-") and saved[0].suffix == ".thousand"
    assert saved[0].read_text(encoding="utf-8") == record
    assert "record saved" in log and "stopped" in log
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"]


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_tls_with_a_certificate(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    proc, port = start_serve(tmp_path, "--certfile", str(cert), "--keyfile", str(key))

    async def main() -> str:
        context = ssl.create_default_context(cafile=str(cert))
        client = await TableClient.connect(f"wss://127.0.0.1:{port}", ssl_context=context)
        code = await client.create(players=2, seats=seats("hc"))
        await client.close()
        return code

    try:
        assert len(run(main(), 60)) == 6
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def test_a_port_in_use_is_a_clear_error(tmp_path: Path) -> None:
    async def main() -> int:
        server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "thousand_qt", "serve", "--port", str(port), "--data-dir", str(tmp_path / "d"),
            stderr=asyncio.subprocess.PIPE)
        _, err = await proc.communicate()
        server.close()
        assert b"cannot listen" in err
        return proc.returncode or 0

    assert run(main(), 60) == 1
