"""The limits a public server needs, apart from the server that applies them (docs/server.md).

* :func:`address_key`: who a limit per address counts (an IPv4 address; an IPv6 /64 network,
  which one machine easily holds whole).
* :class:`PerAddress`: how many of something (connections, tables) each address holds now.
* :class:`Bucket`: a token bucket (messages a second, bytes a second, failed table codes).
* :class:`AddressBudget`: requests per address (listings of the lobby), a few at once, then one
  more now and then; :class:`GuessGuard`, the same for table codes and seat tokens that opened
  nothing: after a few, the address is refused until the bucket fills again.
* :class:`Throttled`: a log line when a limit bites, at most once a second per limit (an
  attack never floods the log); :func:`quiet_resource_errors` does the same for the event
  loop's own "out of system resource" errors of ``accept()``.
* :func:`raise_open_files_limit` and :func:`connection_ceiling`: the open-files limit raised to
  its hard limit, and the connections that leave room under it.

Every clock is a parameter (``time.monotonic`` by default), so tests drive time themselves.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import logging
import time
from collections.abc import Callable
from typing import Any

__all__ = ["Clock", "address_key", "PerAddress", "Bucket", "AddressBudget", "GuessGuard", "Throttled",
           "quiet_resource_errors", "raise_open_files_limit", "connection_ceiling", "RESERVED_FILES"]

Clock = Callable[[], float]

#: Open files kept apart from the connections: the event loop accepts up to its backlog (100)
#: connections at once before any is seen, and the server has its own files (its listening
#: sockets, records, logs, threads).
RESERVED_FILES = 256
#: The errors of ``accept()`` that mean the system (or the process) is out of something.
RESOURCE_ERRNOS = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})


def address_key(peer: Any) -> str:
    """The address a limit per address counts for ``peer`` (a socket's peer name): the IPv4
    address (also when it comes as ``::ffff:a.b.c.d``), or the IPv6 address's /64 network."""
    host = peer[0] if isinstance(peer, tuple) and peer else str(peer)
    try:
        ip = ipaddress.ip_address(str(host).split("%", 1)[0])
    except ValueError:
        return str(host)
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


class PerAddress:
    """How many of something each address holds now (entries at zero are dropped)."""

    def __init__(self) -> None:
        self._counts: dict[str, int] = {}

    def __getitem__(self, key: str) -> int:
        return self._counts.get(key, 0)

    def add(self, key: str) -> int:
        """One more for ``key``; returns how many it holds now."""
        self._counts[key] = self._counts.get(key, 0) + 1
        return self._counts[key]

    def remove(self, key: str) -> None:
        """One fewer for ``key``."""
        left = self._counts.get(key, 0) - 1
        if left > 0:
            self._counts[key] = left
        else:
            self._counts.pop(key, None)

    def total(self) -> int:
        """The sum over every address."""
        return sum(self._counts.values())


class Bucket:
    """A token bucket: ``rate`` tokens a second up to ``size``; :meth:`take` spends them."""

    def __init__(self, rate: float, size: float, clock: Clock = time.monotonic) -> None:
        self.rate, self.size, self._clock = rate, size, clock
        self._tokens = float(size)
        self._last = clock()

    def level(self) -> float:
        """The tokens in the bucket now."""
        now = self._clock()
        self._tokens = min(self.size, self._tokens + (now - self._last) * self.rate)
        self._last = now
        return self._tokens

    def take(self, cost: float = 1.0) -> bool:
        """Spend ``cost`` tokens; False (and nothing spent) when there are not enough."""
        if self.level() < cost:
            return False
        self._tokens -= cost
        return True

    def full(self) -> bool:
        """True when the bucket holds all it can (nothing to remember of it)."""
        return self.level() >= self.size


class AddressBudget:
    """Requests per address: ``at_once`` at once, then one more each ``seconds``;
    :meth:`allowed` is False while an address has none left, :meth:`spend` uses one."""

    #: Addresses remembered at most; beyond it, the ones whose bucket is full again are forgotten.
    REMEMBERED = 10_000

    def __init__(self, at_once: int, seconds: float, clock: Clock = time.monotonic) -> None:
        self.at_once, self.seconds, self._clock = at_once, seconds, clock
        self._buckets: dict[str, Bucket] = {}

    def allowed(self, key: str) -> bool:
        """True while ``key`` may still ask."""
        bucket = self._buckets.get(key)
        return bucket is None or bucket.level() >= 1

    def spend(self, key: str) -> None:
        """``key`` used one of its requests."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.REMEMBERED:
                self._buckets = {k: b for k, b in self._buckets.items() if not b.full()}
            bucket = self._buckets[key] = Bucket(1 / self.seconds, self.at_once, self._clock)
        bucket.take()

    def wait_seconds(self, key: str) -> int:
        """Whole seconds until ``key`` may ask again (0 when it may now)."""
        bucket = self._buckets.get(key)
        if bucket is None:
            return 0
        missing = 1 - bucket.level()
        return max(0, int(missing * self.seconds + 0.999))


class GuessGuard(AddressBudget):
    """Failed table codes and seat tokens per address: ``failures`` at once, then one more
    each ``seconds``; :meth:`allowed` is False while an address has none left."""

    def __init__(self, failures: int, seconds: float, clock: Clock = time.monotonic) -> None:
        super().__init__(failures, seconds, clock)

    def failed(self, key: str) -> None:
        """``key`` tried a code or a token that opened nothing."""
        self.spend(key)


class Throttled:
    """Log lines of one logger, at most one a second per kind; the lines held back are counted
    and said with the next one."""

    def __init__(self, logger: logging.Logger, interval: float = 1.0, clock: Clock = time.monotonic) -> None:
        self.logger, self.interval, self._clock = logger, interval, clock
        self._last: dict[str, float] = {}
        self._held: dict[str, int] = {}

    def warning(self, kind: str, text: str, *args: Any) -> bool:
        """Log ``text % args`` as a warning unless a line of ``kind`` was logged less than
        ``interval`` ago; True when it was logged."""
        now = self._clock()
        last = self._last.get(kind)
        if last is not None and now - last < self.interval:
            self._held[kind] = self._held.get(kind, 0) + 1
            return False
        self._last[kind] = now
        held = self._held.pop(kind, 0)
        if held:
            self.logger.warning(text + " (and %d more like it since the last line)", *args, held)
        else:
            self.logger.warning(text, *args)
        return True


def quiet_resource_errors(loop: asyncio.AbstractEventLoop, throttled: Throttled) -> None:
    """The event loop's errors of ``accept()`` for want of files, buffers or memory become one
    line a second at most, without a traceback; any other error goes where it went before."""
    previous = loop.get_exception_handler()

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in RESOURCE_ERRNOS:
            throttled.warning("resources", "cannot accept a connection: %s; the server holds %s",
                              exc.strerror or exc, "too many open files" if exc.errno in
                              (errno.EMFILE, errno.ENFILE) else "too little memory")
            return
        if previous is not None:
            previous(loop, context)
        else:
            loop.default_exception_handler(context)

    loop.set_exception_handler(handler)


def raise_open_files_limit() -> int | None:
    """Raise this process's open-files limit to its hard limit where the system allows it;
    the (soft) limit now, or None where the system has no such limit (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    target = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
    if soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return int(soft)


def connection_ceiling(wanted: int, open_files: int | None) -> int:
    """The connections to allow: ``wanted``, but never so many that the open files run out
    (one file a connection, :data:`RESERVED_FILES` kept for the server itself)."""
    if open_files is None:
        return wanted
    return max(1, min(wanted, open_files - RESERVED_FILES))
