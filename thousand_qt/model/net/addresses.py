"""The addresses of this computer that friends may connect to (for the host's invitation).

Read from the system by Qt's :class:`QNetworkInterface` (on every system alike), never by
sending anything: the addresses of each interface that is up. Loopback addresses are left out
(127.0.0.1 and ::1 reach only this computer), and so are link-local ones (169.254.x.x, and
fe80:: IPv6 ones, which need the interface's name as well) and IPv6 ones the system no longer
offers for new connections (deprecated: their preferred lifetime is over).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from PySide6.QtNetwork import QNetworkAddressEntry, QNetworkInterface

__all__ = ["invitation", "local_addresses", "parse_address", "reachable", "with_port"]


def _deprecated(entry: QNetworkAddressEntry) -> bool:
    return entry.isLifetimeKnown() and entry.preferredLifetime().hasExpired()


def reachable(entries: Iterable[QNetworkAddressEntry]) -> list[str]:
    """The addresses of ``entries`` a friend can connect to (see the module's docstring), each
    once: IPv4 before IPv6, and of each the private (home network) ones first."""
    out: list[str] = []
    for entry in entries:
        text = entry.ip().toString().partition("%")[0]      # fe80::1%eth0: the scope is no address
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        usable = not (address.is_loopback or address.is_unspecified or address.is_link_local or _deprecated(entry))
        if usable and text not in out:
            out.append(text)

    def order(text: str) -> tuple[int, bool]:
        address = ipaddress.ip_address(text)
        return address.version, not address.is_private

    return sorted(out, key=order)


def local_addresses() -> list[str]:
    """This computer's addresses that a friend can connect to (:func:`reachable`), read from its
    interfaces that are up (one that is down reaches nobody)."""
    up = QNetworkInterface.InterfaceFlag.IsUp
    return reachable(entry for interface in QNetworkInterface.allInterfaces() if interface.flags() & up
                     for entry in interface.addressEntries())


def with_port(address: str, port: int) -> str:
    """``address:port``, an IPv6 address in brackets (``[2001:db8::5]:8765``)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def invitation(address: str, port: int, code: str) -> str:
    """The line to pass on: ``192.168.1.5:8765 ABC234`` (Join a table reads it whole)."""
    return f"{with_port(address, port)} {code}"


def parse_address(text: str, default_port: int) -> tuple[str, str | None]:
    """The WebSocket URL of what was typed (``host``, ``host:port``, ``[v6]:port``, ``ws://…``,
    ``wss://…``), and the table code if the invitation's whole line was pasted; raises
    :class:`ValueError` for something that is not an address."""
    parts = text.split()
    if not parts or len(parts) > 2:
        raise ValueError("not an address")
    where, code = parts[0], (parts[1].upper() if len(parts) == 2 else None)
    scheme = "ws"
    for prefix in ("ws://", "wss://"):
        if where.lower().startswith(prefix):
            scheme, where = prefix[:-3], where[len(prefix):]
    where = where.rstrip("/")
    if where.startswith("["):
        host, closed, rest = where[1:].partition("]")
        if not closed:
            raise ValueError("not an address")
        port_text = rest[1:] if rest.startswith(":") else ""
        if rest and not rest.startswith(":"):
            raise ValueError("not an address")
        shown = f"[{host}]"
    elif where.count(":") == 1:
        host, port_text = where.split(":")
        shown = host
    else:
        host, port_text, shown = where, "", (f"[{where}]" if ":" in where else where)
    if not host or any(c.isspace() or c in "/?#@" for c in host):
        raise ValueError("not an address")
    port = int(port_text) if port_text else default_port     # ValueError for letters
    if not 0 < port < 65536:
        raise ValueError("not a port")
    return f"{scheme}://{shown}:{port}", code
