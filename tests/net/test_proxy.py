"""Two servers behind nginx, configured as docs/server.md says: a whole table plays through it.

Skipped where nginx is not installed (like the desktop validators of tests/packaging). Every
address is 127.0.0.1; nginx runs in the foreground from a folder of the test's own.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from thousand_qt.net.client import TableClient
from thousand_qt.net.routing import table_url

from .helpers import play_bots, run, seats, serving

DOC = Path(__file__).resolve().parents[2] / "docs" / "server.md"
MARK = "<!-- several processes: nginx"


def documented_config() -> str:
    """The nginx lines of docs/server.md's "Several processes behind one address"."""
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"```nginx\n(.*?)```", text[text.index(MARK):], re.S)
    assert found is not None
    return found.group(1)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def nginx(folder: Path, ports: dict[str, int]) -> Iterator[int]:
    """nginx with the documented routing to ``ports`` (8801, 8802 there); yields its port."""
    listen = free_port()
    routes = documented_config().replace("8801", str(ports["A"])).replace("8802", str(ports["B"]))
    routes = routes.replace("listen 8765;", f"listen 127.0.0.1:{listen};")
    temp = " ".join(f"{kind}_temp_path {folder / kind};" for kind in ("client_body", "proxy", "fastcgi",
                                                                        "uwsgi", "scgi"))
    conf = folder / "nginx.conf"
    conf.write_text(f"worker_processes 1;\npid {folder / 'nginx.pid'};\nerror_log {folder / 'error.log'};\n"
                    f"events {{ worker_connections 64; }}\n"
                    f"http {{\naccess_log off;\n{temp}\n{routes}\n}}\n", encoding="utf-8")
    proc = subprocess.Popen(["nginx", "-p", str(folder), "-c", str(conf), "-e", str(folder / "error.log"),
                             "-g", "daemon off;"], stderr=subprocess.PIPE)
    try:
        for _ in range(100):           # until it listens (at most 10 s)
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", listen), 0.5):
                break
            if proc.poll() is not None:
                raise RuntimeError(f"nginx did not start: {proc.stderr.read().decode() if proc.stderr else ''}")
            time.sleep(0.1)
        yield listen
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.skipif(shutil.which("nginx") is None, reason="nginx is not installed")
def test_two_servers_behind_nginx_each_table_on_the_process_of_its_code(tmp_path: Path) -> None:
    async def main(folder: Path) -> tuple[list[str], list[list[str]], list[str | None], list[int]]:
        async with serving(tmp_path / "a", code_prefix="A") as a, serving(tmp_path / "b", code_prefix="B") as b:
            ports = {"A": a.port, "B": b.port}
            with nginx(folder, ports) as listen:
                proxy = f"ws://127.0.0.1:{listen}"
                owners = [await TableClient.connect(proxy) for _ in range(2)]
                codes = [await o.create(players=3, seats=seats("hhc")) for o in owners]
                held = [sorted(a.tables), sorted(b.tables)]
                code = codes[0]
                await owners[0].join(code, "Owner")
                guest = await TableClient.connect(table_url(proxy, code))
                await guest.join(code, "Guest")
                records = await play_bots([owners[0], guest])
                for c in (*owners, guest):
                    await c.close()
        return codes, held, records, [len(a.saved), len(b.saved)]

    folder = tmp_path / "nginx"
    folder.mkdir()
    codes, held, records, saved = run(main(folder), 240)
    assert sorted(c[0] for c in codes) == ["A", "B"]           # new tables went to both processes in turn
    assert held == [[c for c in codes if c[0] == "A"], [c for c in codes if c[0] == "B"]]
    assert records[0] is not None and records[0] == records[1]
    assert saved == ([1, 0] if codes[0][0] == "A" else [0, 1])  # the game was played on its own process


def test_the_documented_config_routes_each_prefix_to_its_process_and_new_tables_to_any() -> None:
    config = documented_config()
    routes = dict(re.findall(r"^\s+(\S+)\s+(thousand_\w+);$", config, re.M))
    assert routes == {"~^/t/A": "thousand_A", "~^/t/B": "thousand_B", "default": "thousand_any"}
    assert "server 127.0.0.1:8801; server 127.0.0.1:8802;" in config
