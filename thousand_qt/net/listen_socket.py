"""The listening socket of "every network": IPv6 and IPv4 on one socket where the system allows it."""

from __future__ import annotations

import errno
import socket
import sys

__all__ = ["EVERY_V4", "EVERY_V6", "dual_stack_socket"]

#: "Every network": IPv6 and IPv4 on one dual-stack socket, or IPv4 alone without IPv6.
EVERY_V6, EVERY_V4 = "::", "0.0.0.0"


def dual_stack_socket(address: str, port: int) -> socket.socket | None:
    """A listening IPv6 socket on ``address`` that takes IPv4 connections too (on ``::``);
    None where the system has no IPv6 or keeps IPv6 sockets apart from IPv4. A port already
    taken raises :class:`OSError` as any other listening would."""
    if not socket.has_ipv6 or not socket.has_dualstack_ipv6():
        return None
    try:
        sock = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
    except OSError:
        return None
    try:
        if hasattr(socket, "SO_REUSEADDR") and sys.platform != "win32":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        if sock.getsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY) != 0:
            sock.close()
            return None
        sock.bind((address, port))
        sock.listen(100)
    except OSError as err:
        sock.close()
        if err.errno == errno.EADDRINUSE:
            raise
        return None
    return sock
