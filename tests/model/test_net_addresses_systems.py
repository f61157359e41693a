"""The address listing of network play on every system: Linux reads its interfaces, Windows and
macOS ask for the computer's own name; the hosted workflow runs this file on all three."""

from __future__ import annotations

import ipaddress
import socket

from thousand_qt.model.net import addresses as net_addresses
from thousand_qt.model.net.addresses import local_addresses


def test_this_computers_addresses_are_ones_a_friend_can_use() -> None:
    for text in local_addresses():
        address = ipaddress.ip_address(text)
        assert not (address.is_loopback or address.is_link_local or address.is_unspecified), text


def test_other_systems_list_the_addresses_of_the_computers_name(monkeypatch) -> None:
    """Not Linux: getaddrinfo(hostname); loopback, link-local (with its %scope) and repeats go."""
    monkeypatch.setattr(net_addresses.sys, "platform", "win32")
    asked = []

    def getaddrinfo(host, port):
        asked.append(host)
        return [(family, socket.SOCK_STREAM, 6, "", (address, 0))
                for family, address in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "fe80::1%12"),
                                        (socket.AF_INET, "93.184.216.34"), (socket.AF_INET, "192.168.1.5"),
                                        (socket.AF_INET, "192.168.1.5"), (socket.AF_INET6, "fd00::2"))]

    monkeypatch.setattr(net_addresses.socket, "getaddrinfo", getaddrinfo)
    assert local_addresses() == ["192.168.1.5", "93.184.216.34", "fd00::2"]
    assert asked == [socket.gethostname()]


def test_a_computer_whose_name_does_not_resolve_lists_nothing(monkeypatch) -> None:
    monkeypatch.setattr(net_addresses.sys, "platform", "darwin")

    def unresolved(host, port):
        raise socket.gaierror(8, "nodename nor servname provided, or not known")

    monkeypatch.setattr(net_addresses.socket, "getaddrinfo", unresolved)
    assert local_addresses() == []
