"""The addresses of this computer that friends may connect to (for the host's invitation).

Read from the system, never by sending anything: on Linux each interface's IPv4 address
(``SIOCGIFADDR``), elsewhere what the computer's own name resolves to. Loopback addresses are
left out (127.0.0.1 reaches only this computer). Qt's network module is not used: the bundle
does not carry it.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys

__all__ = ["local_addresses", "invitation", "parse_address"]

SIOCGIFADDR = 0x8915


def _linux_interfaces() -> list[str]:
    import fcntl

    out = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for _index, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(s.fileno(), SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
            except OSError:         # no IPv4 address on it
                continue
            out.append(socket.inet_ntoa(packed[20:24]))
    return out


def _by_name() -> list[str]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return [str(info[4][0]) for info in infos]


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses but the loopback, private (home network) ones first."""
    found: list[str] = []
    try:
        found = _linux_interfaces() if sys.platform.startswith("linux") else []
    except (OSError, ImportError):
        found = []
    found = found or _by_name()
    out: list[str] = []
    for text in found:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if not address.is_loopback and not address.is_unspecified and text not in out:
            out.append(text)
    return sorted(out, key=lambda a: (not ipaddress.ip_address(a).is_private, a))


def invitation(address: str, port: int, code: str) -> str:
    """The line to pass on: ``192.168.1.5:8765 ABC234`` (Join a table reads it whole)."""
    return f"{address}:{port} {code}"


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
