"""The limits and settings of a :class:`~.server.TableServer` (``serve --help`` gives each)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .lobby import MAX_LISTED

__all__ = ["ServerConfig"]


@dataclass(frozen=True)
class ServerConfig:
    """The host's limits (the defaults suit a server on the internet)."""

    data_dir: Path
    max_tables: int = 1000
    tables_per_connection: int = 8
    max_connections: int = 4000         # at once, in all (``serve`` keeps it under the open-files limit)
    connections_per_address: int = 16   # at once, from one IPv4 address or IPv6 /64
    tables_per_address: int = 8         # tables not yet ended created from one address
    unjoined_seconds: float = 300.0     # a table nobody sits at ends after this
    byte_rate: float = 8192.0           # bytes a second per connection (every message, chat included) ...
    byte_burst: int = 65536             # ... and at once
    guess_failures: int = 5             # table codes or seat tokens that opened nothing, per address ...
    guess_seconds: float = 60.0         # ... then one more try each this many seconds
    origins: tuple[str, ...] = ()       # browser pages (their Origin) allowed to connect; none by default
    trusted_proxies: tuple[str, ...] = ()   # proxies whose X-Forwarded-For names the client (forwarded.py)
    clock: Callable[[], float] = field(default=time.monotonic, compare=False)   # tests drive time
    handshake_seconds: float = 10.0     # WebSocket opening handshake, then ``hello``
    idle_seconds: float = 300.0         # a connection without a seat that sends nothing is closed
    rate: float = 20.0                  # messages per second per connection ...
    burst: int = 40                     # ... and at once
    flood_close: int = 100              # refused for the rate this many times in a row: closed
    lobby_seconds: float = 3600.0       # a table not started by then ends
    queue_limit: int = 512              # messages waiting for a slow reader before it is closed
    send_timeout: float = 30.0
    ping_interval: float = 20.0         # keepalive: half-open connections are found by this ...
    ping_timeout: float = 20.0          # ... and closed after this
    seed: int | None = None             # tests: the tables' seeds follow from it
    computer_workers: int = 0           # processes for the computer players (0: threads; serve sets it)
    strong_at_once: int | None = None   # strong decisions at once (default: one fewer than the workers)
    code_prefix: str = ""               # every table code begins with it (routing.py: several processes)
    keep_tables: bool = True            # write each table's state (in-play/) and resume it at start
    state_seconds: float = 0.0          # the least time between two writes of a table's state
    list_burst: int = 10                # listings of the public tables per address at once ...
    list_seconds: float = 2.0           # ... then one more each this many seconds
    list_limit: int = MAX_LISTED        # public tables in one listing at most
