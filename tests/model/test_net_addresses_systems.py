"""The addresses the host's invitation offers: this computer's, as Qt's QNetworkInterface reads
them on every system (the hosted workflow runs this file on Linux, Windows and macOS), less those
a friend cannot connect to."""

from __future__ import annotations

import ipaddress
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QDeadlineTimer
from PySide6.QtNetwork import QHostAddress, QNetworkAddressEntry, QNetworkInterface

from thousand_qt.model.net.addresses import local_addresses, reachable

IF_INET6 = Path("/proc/net/if_inet6")


def entry(text: str, deprecated: bool = False) -> QNetworkAddressEntry:
    """An address of an interface as Qt gives it (a deprecated one's preferred lifetime is over)."""
    made = QNetworkAddressEntry()
    made.setIp(QHostAddress(text))
    if deprecated:
        made.setAddressLifetime(QDeadlineTimer(0), QDeadlineTimer(QDeadlineTimer.ForeverConstant.Forever))
    return made


def test_this_computers_addresses_are_ones_a_friend_can_use() -> None:
    found = local_addresses()
    on_the_system = {a.toString().partition("%")[0] for a in QNetworkInterface.allAddresses()}
    for text in found:
        address = ipaddress.ip_address(text)
        assert not (address.is_loopback or address.is_link_local or address.is_unspecified), text
        assert text in on_the_system
    assert len(set(found)) == len(found)


def test_loopback_link_local_and_repeated_addresses_are_left_out() -> None:
    # (documentation and private ranges, and public-looking strings: nothing is sent anywhere)
    texts = ["127.0.0.1", "::1", "fe80::fc:ff:fe00:1%eth0", "169.254.7.7", "0.0.0.0", "93.184.216.34",
             "192.168.1.5", "192.168.1.5", "fd00::2"]
    assert reachable(entry(t) for t in texts) == ["192.168.1.5", "93.184.216.34", "fd00::2"]


def test_ipv4_addresses_come_before_ipv6_ones_and_private_ones_first() -> None:
    texts = ["2a01:4f8::5", "93.184.216.34", "fd00::2", "127.0.0.1", "192.168.1.5"]
    assert reachable(entry(t) for t in texts) == ["192.168.1.5", "93.184.216.34", "fd00::2", "2a01:4f8::5"]


def test_an_address_the_system_no_longer_offers_is_left_out() -> None:
    """A deprecated IPv6 address (its preferred lifetime over) takes no new connections."""
    found = reachable([entry("2a01:4f8::5"), entry("2a01:4f8::6", deprecated=True), entry("fd00::2")])
    assert found == ["fd00::2", "2a01:4f8::5"]
    assert reachable([]) == []


@pytest.mark.skipif(not (sys.platform.startswith("linux") and IF_INET6.exists()),
                    reason="the kernel's IPv6 address table is Linux's")
def test_the_ipv6_addresses_are_those_of_the_kernels_table() -> None:
    """The IPv6 addresses listed are the kernel's own (/proc/net/if_inet6, which the program read
    itself before Qt did): its global ones in use, of interfaces that are up."""
    up = {i.name() for i in QNetworkInterface.allInterfaces() if i.flags() & QNetworkInterface.InterfaceFlag.IsUp}
    kernel = set()
    for line in IF_INET6.read_text(encoding="ascii").splitlines():
        digits, _index, _prefix, _scope, flags, name = line.split()
        address = ipaddress.IPv6Address(bytes.fromhex(digits))
        unusable = int(flags, 16) & (0x08 | 0x20 | 0x40)      # dad failed, deprecated, tentative
        if name in up and not (unusable or address.is_loopback or address.is_link_local):
            kernel.add(str(address))
    assert {a for a in local_addresses() if ":" in a} == kernel
