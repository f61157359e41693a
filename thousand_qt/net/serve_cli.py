"""``thousand-qt serve``: the headless host of network play (docs/server.md).

Logs to stderr; SIGTERM or SIGINT stops it cleanly: every table ends, the games in progress
are saved as records in the data folder, then the connections close. Exit status 0 after a
clean stop, 1 when it cannot start (the port taken, a certificate unreadable).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import ssl
import sys
from pathlib import Path

from .protocol import DEFAULT_PORT
from .routing import MAX_PREFIX, code_prefix
from .server import ServerConfig, TableServer

__all__ = ["add_arguments", "default_data_dir", "run"]

log = logging.getLogger("thousand_qt.net")


def default_data_dir() -> Path:
    """Where the server saves records unless told: the user's data folder, ``thousand-qt/server``."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "thousand-qt" / "server"


def _default_workers() -> int:
    """One worker process for the computer players per core the server may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _prefix(text: str) -> str:
    try:
        return code_prefix(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``serve``."""
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1; "
                   "0.0.0.0 or :: for every interface)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"the port (default {DEFAULT_PORT}; 0 picks a free one)")
    p.add_argument("--data-dir", type=Path, metavar="DIR",
                   help=f"where records are saved (default {default_data_dir()})")
    p.add_argument("--certfile", metavar="PEM", help="TLS certificate chain: serve wss:// (with --keyfile)")
    p.add_argument("--keyfile", metavar="PEM", help="the TLS private key")
    p.add_argument("--max-tables", type=int, default=1000, metavar="N", help="tables at once (default 1000)")
    p.add_argument("--rate", type=float, default=20.0, metavar="R",
                   help="messages a second per connection (default 20)")
    p.add_argument("--computer-workers", type=int, default=_default_workers(), metavar="N",
                   help="processes for the computer players' decisions, so that their thinking does not hold up "
                        f"the other tables (default {_default_workers()}, one a core; 0: threads of the server's "
                        "process)")
    p.add_argument("--code-prefix", type=_prefix, default="", metavar="P",
                   help=f"begin every table code with P (at most {MAX_PREFIX} characters): with several serve "
                        "processes behind a reverse proxy, the proxy sends /t/CODE to the process of its prefix "
                        "(docs/server.md)")
    p.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])


def _ssl_context(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    if not certfile and not keyfile:
        return None
    if not certfile:
        raise ValueError("--keyfile needs --certfile")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certfile, keyfile)
    return context


async def _serve(args: argparse.Namespace) -> int:
    try:
        context = _ssl_context(args.certfile, args.keyfile)
    except (OSError, ValueError, ssl.SSLError) as err:
        log.error("cannot use the certificate: %s", err)
        return 1
    config = ServerConfig(data_dir=(args.data_dir or default_data_dir()).resolve(), max_tables=args.max_tables,
                          rate=args.rate, burst=max(1, int(args.rate * 2)),
                          computer_workers=max(0, args.computer_workers), code_prefix=args.code_prefix)
    server = TableServer(config)
    try:
        await server.start(args.host, args.port, context)
    except OSError as err:
        log.error("cannot listen on %s:%s: %s", args.host, args.port, err)
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C still raises KeyboardInterrupt
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        log.info("stopping")
        await server.stop()
    return 0


def run(args: argparse.Namespace) -> int:
    """Run the server until SIGTERM/SIGINT; the exit status."""
    logging.basicConfig(level=args.log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    try:
        return asyncio.run(_serve(args))
    except KeyboardInterrupt:
        return 0
