"""Who a connection comes from when a reverse proxy stands in front of the server.

Behind a proxy every connection's TCP peer is the proxy, and every limit per address would count
all the players as one. ``serve --trusted-proxy ADDR`` names the proxies (an address or a
network, repeatable; none by default): only for a connection whose TCP peer is one of them is the
client's address read from the ``X-Forwarded-For`` header, as the right-most address in it that is
not itself a trusted proxy (each proxy appends the address it got the connection from, so the
addresses to the left of the last one a trusted proxy wrote are the client's own words and are
never believed). From any other peer the header is ignored: a client cannot choose the address
its limits count. A header a trusted proxy wrote that cannot be read counts as the proxy itself.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["HEADER", "Proxies", "parse_proxies", "trusted_peer", "client_host", "forwarded_host"]

#: The header a proxy names the client in (nginx: ``proxy_set_header X-Forwarded-For
#: $proxy_add_x_forwarded_for``).
HEADER = "X-Forwarded-For"
#: The most addresses of a header that are read (a longer one is cut from the left).
MOST_HOPS = 16

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
Proxies = tuple[Network, ...]
Address = ipaddress.IPv4Address | ipaddress.IPv6Address


def parse_proxies(texts: Iterable[str]) -> Proxies:
    """The trusted proxies ``texts`` name (``192.0.2.7``, ``10.0.0.0/8``, ``::1``); raises
    :class:`ValueError` for one that is neither an address nor a network."""
    out = []
    for text in texts:
        try:
            out.append(ipaddress.ip_network(text.strip(), strict=False))
        except ValueError:
            raise ValueError(f"not an address or a network: {text!r}") from None
    return tuple(out)


def _address(text: str) -> Address | None:
    """``text`` as an address (``[v6]`` brackets and a zone dropped; IPv4 in IPv6 as IPv4)."""
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def _trusted(ip: Address, proxies: Proxies) -> bool:
    return any(ip.version == net.version and ip in net for net in proxies)


def forwarded_host(values: Sequence[str], proxies: Proxies) -> str | None:
    """The client's address in the ``X-Forwarded-For`` header ``values`` (every line of it, in
    order) that trusted ``proxies`` wrote: the right-most address not a trusted proxy; None when
    the header names none that can be read."""
    hops = [hop for value in values for hop in value.split(",")][-MOST_HOPS:]
    for hop in reversed(hops):
        ip = _address(hop)
        if ip is None:
            return None
        if not _trusted(ip, proxies):
            return str(ip)
    return None


def trusted_peer(peer: Any, proxies: Proxies) -> bool:
    """True when the TCP ``peer`` (a socket's peer name) is one of the trusted ``proxies``."""
    if not proxies:
        return False
    host = peer[0] if isinstance(peer, tuple) and peer else peer
    ip = _address(str(host))
    return ip is not None and _trusted(ip, proxies)


def client_host(peer: Any, values: Sequence[str], proxies: Proxies) -> Any:
    """The client's address for the limits: from the header ``values`` when the TCP ``peer``
    (a socket's peer name) is a trusted proxy and the header names one, else ``peer`` itself."""
    if not trusted_peer(peer, proxies):
        return peer
    return forwarded_host(values, proxies) or peer
