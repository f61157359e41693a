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

from .forwarded import parse_proxies
from .limits import RESERVED_FILES, connection_ceiling, raise_open_files_limit
from .protocol import DEFAULT_PORT
from .routing import MAX_PREFIX, code_prefix
from .server import TableServer
from .server_config import ServerConfig

__all__ = ["add_arguments", "default_data_dir", "run"]

log = logging.getLogger("thousand_qt.net")

#: The limits' defaults (one definition: :class:`ServerConfig`'s).
_DEFAULT = ServerConfig(data_dir=Path())


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


def _proxy(text: str) -> str:
    try:
        parse_proxies([text])
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text.strip()


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
    d = _DEFAULT
    p.add_argument("--max-tables", type=int, default=d.max_tables, metavar="N",
                   help=f"tables at once (default {d.max_tables})")
    p.add_argument("--rate", type=float, default=d.rate, metavar="R",
                   help=f"messages a second per connection (default {d.rate:g})")
    p.add_argument("--bytes-per-second", type=int, default=int(d.byte_rate), metavar="B",
                   help=f"bytes a second per connection, chat included, {d.byte_burst} at once "
                        f"(default {d.byte_rate:g})")
    p.add_argument("--max-connections", type=int, default=d.max_connections, metavar="N",
                   help=f"connections at once, in all (default {d.max_connections}, and never more than the "
                        f"open-files limit leaves room for, {RESERVED_FILES} files kept apart; serve raises "
                        f"that limit to its hard limit)")
    p.add_argument("--connections-per-address", type=int, default=d.connections_per_address, metavar="N",
                   help=f"connections at once from one IPv4 address or IPv6 /64 (default "
                        f"{d.connections_per_address})")
    p.add_argument("--tables-per-address", type=int, default=d.tables_per_address, metavar="N",
                   help=f"tables at once created from one address (default {d.tables_per_address})")
    p.add_argument("--unjoined-seconds", type=float, default=d.unjoined_seconds, metavar="S",
                   help=f"a table nobody sits at ends after this (default {d.unjoined_seconds:g})")
    p.add_argument("--code-tries", type=int, default=d.guess_failures, metavar="N",
                   help=f"table codes or seat tokens that open nothing, per address, before it must wait "
                        f"(default {d.guess_failures}; then one more each --code-wait seconds)")
    p.add_argument("--code-wait", type=float, default=d.guess_seconds, metavar="S",
                   help=f"seconds per further try after --code-tries (default {d.guess_seconds:g})")
    p.add_argument("--lobby-lists", type=int, default=d.list_burst, metavar="N",
                   help=f"listings of the public tables (Join's list) one address may ask for at once (default "
                        f"{d.list_burst}; then one more each --lobby-wait seconds)")
    p.add_argument("--lobby-wait", type=float, default=d.list_seconds, metavar="S",
                   help=f"seconds per further listing after --lobby-lists (default {d.list_seconds:g})")
    p.add_argument("--lobby-size", type=int, default=d.list_limit, metavar="N",
                   help=f"public tables in one listing at most, those waiting longest first (default "
                        f"{d.list_limit}, the most)")
    p.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   help="a web page (its Origin, e.g. https://example.org) allowed to connect from a browser; "
                        "repeat for more (default: none; programs that send no Origin always may)")
    p.add_argument("--trusted-proxy", type=_proxy, action="append", default=[], metavar="ADDR",
                   help="a reverse proxy (its address, or a network such as 10.0.0.0/8) whose X-Forwarded-For "
                        "header names the client: for its connections the limits per address count the right-most "
                        "address of that header that is not a trusted proxy; repeat for more (default: none, the "
                        "header is ignored)")
    p.add_argument("--computer-workers", type=int, default=_default_workers(), metavar="N",
                   help="processes for the computer players' decisions, so that their thinking does not hold up "
                        f"the other tables (default {_default_workers()}, one a core; 0: threads of the server's "
                        "process)")
    p.add_argument("--code-prefix", type=_prefix, default="", metavar="P",
                   help=f"begin every table code with P (at most {MAX_PREFIX} characters): with several serve "
                        "processes behind a reverse proxy, the proxy sends /t/CODE to the process of its prefix "
                        "(docs/server.md)")
    p.add_argument("--state-seconds", type=float, default=0.0, metavar="S",
                   help="the least time between two writes of a table's state in DIR/in-play, which a "
                   "restarted server resumes (default 0: after every action; more: less CPU, the state "
                   "that much behind)")
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
    open_files = raise_open_files_limit()
    connections = connection_ceiling(args.max_connections, open_files)
    if connections < args.max_connections:
        log.warning("at most %d connections: the open-files limit is %s", connections, open_files)
    config = ServerConfig(data_dir=(args.data_dir or default_data_dir()).resolve(), max_tables=args.max_tables,
                          rate=args.rate, burst=max(1, int(args.rate * 2)), byte_rate=float(args.bytes_per_second),
                          max_connections=connections, connections_per_address=args.connections_per_address,
                          tables_per_address=args.tables_per_address, unjoined_seconds=args.unjoined_seconds,
                          guess_failures=args.code_tries, guess_seconds=args.code_wait,
                          origins=tuple(args.allow_origin), trusted_proxies=tuple(args.trusted_proxy),
                          computer_workers=max(0, args.computer_workers),
                          code_prefix=args.code_prefix, state_seconds=max(0.0, args.state_seconds),
                          list_burst=max(1, args.lobby_lists), list_seconds=max(0.01, args.lobby_wait),
                          list_limit=max(0, args.lobby_size))
    server = TableServer(config)
    try:
        await server.start(args.host, args.port, context)
    except OSError as err:
        log.error("cannot listen on %s:%s: %s", args.host, args.port, err)
        return 1
    log.info("limits: %d connections (%d an address), %d tables (%d an address, ended unjoined after %g s), "
             "%g messages and %g bytes a second a connection, %d failed codes and %d listings an address; "
             "browser origins: %s; trusted proxies: %s",
             config.max_connections, config.connections_per_address, config.max_tables, config.tables_per_address,
             config.unjoined_seconds, config.rate, config.byte_rate, config.guess_failures, config.list_burst,
             ", ".join(config.origins) or "none", ", ".join(config.trusted_proxies) or "none")
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
