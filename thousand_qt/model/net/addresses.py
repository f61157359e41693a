"""The addresses of this computer that friends may connect to (for the host's invitation).

Read from the system, never by sending anything: on Linux each interface's IPv4 address
(``SIOCGIFADDR``) and the IPv6 ones of ``/proc/net/if_inet6``, elsewhere what the computer's own
name resolves to. Loopback addresses are left out (127.0.0.1 and ::1 reach only this computer),
and so are link-local IPv6 ones (fe80::, which need the interface's name as well). Qt's network
module is not used: the bundle does not carry it.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys

__all__ = ["invitation", "local_addresses", "parse_address", "reachable_ipv6", "with_port"]

SIOCGIFADDR = 0x8915
IF_INET6 = "/proc/net/if_inet6"
# an address flag of if_inet6 that rules it out: not confirmed unique yet (tentative, or that
# check failed), or no longer to be used for new connections (deprecated)
_UNUSABLE_V6 = 0x08 | 0x20 | 0x40


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


def reachable_ipv6(table: str) -> list[str]:
    """The IPv6 addresses of an ``if_inet6`` table (a line an address: its 32 hex digits, the
    interface's index, the prefix length, the scope, the flags, the interface's name) that a
    friend can connect to: in use, neither loopback nor link-local."""
    out = []
    for line in table.splitlines():
        fields = line.split()
        try:
            address = ipaddress.IPv6Address(bytes.fromhex(fields[0]))
            flags = int(fields[4], 16)
        except (IndexError, ValueError):
            continue
        if not flags & _UNUSABLE_V6 and not address.is_loopback and not address.is_link_local:
            out.append(str(address))
    return out


def _linux_ipv6() -> list[str]:
    try:
        with open(IF_INET6, encoding="ascii") as table:
            return reachable_ipv6(table.read())
    except (OSError, ValueError):   # no IPv6 on this system
        return []


def _by_name() -> list[str]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None)
    except OSError:
        return []
    return [str(info[4][0]).partition("%")[0] for info in infos if info[0] in (socket.AF_INET, socket.AF_INET6)]


def local_addresses() -> list[str]:
    """This computer's addresses but the loopback and link-local ones: IPv4 before IPv6, and
    of each the private (home network) ones first."""
    found: list[str] = []
    try:
        found = _linux_interfaces() + _linux_ipv6() if sys.platform.startswith("linux") else []
    except (OSError, ImportError):
        found = []
    found = found or _by_name()
    out: list[str] = []
    for text in found:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if not (address.is_loopback or address.is_unspecified or address.is_link_local) and text not in out:
            out.append(text)

    def order(text: str) -> tuple[int, bool]:
        address = ipaddress.ip_address(text)
        return address.version, not address.is_private

    return sorted(out, key=order)


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
