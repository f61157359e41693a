"""Listening on every network (``::``): one dual-stack socket for IPv6 and IPv4, or IPv4 alone
where the machine has no IPv6. The tests bind only the loopback: "every network" is pointed at
``::1`` and ``127.0.0.1`` for them."""

from __future__ import annotations

import socket

import pytest

import thousand_qt.net.server as server_module
from thousand_qt.net.client import TableClient
from thousand_qt.net.listen_socket import dual_stack_socket
from thousand_qt.net.server import TableServer
from thousand_qt.net.server_config import ServerConfig

from .helpers import run


def ipv6_loopback() -> bool:
    if not socket.has_ipv6:
        return False
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
    except OSError:
        return False
    return True


async def greeted(server: TableServer, host: str) -> bool:
    client = await TableClient.connect(f"ws://{host}:{server.port}", timeout=10)
    await client.close()
    return True


@pytest.fixture
def loopback_only(monkeypatch):
    monkeypatch.setattr(server_module, "EVERY_V6", "::1")
    monkeypatch.setattr(server_module, "EVERY_V4", "127.0.0.1")


@pytest.mark.skipif(not ipv6_loopback() or not socket.has_dualstack_ipv6(), reason="no IPv6 on this machine")
@pytest.mark.usefixtures("loopback_only")
def test_every_network_listens_on_one_dual_stack_ipv6_socket(tmp_path) -> None:
    async def go() -> None:
        server = TableServer(ServerConfig(data_dir=tmp_path))
        await server.start("::", 0)
        try:
            sock = next(iter(server._server.sockets))      # type: ignore[union-attr]
            assert sock.family == socket.AF_INET6
            assert await greeted(server, "[::1]")
        finally:
            await server.stop()

    run(go(), 30)


@pytest.mark.usefixtures("loopback_only")
def test_without_ipv6_every_network_is_ipv4(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(socket, "has_dualstack_ipv6", lambda: False)

    async def go() -> None:
        server = TableServer(ServerConfig(data_dir=tmp_path))
        await server.start("::", 0)
        try:
            assert next(iter(server._server.sockets)).family == socket.AF_INET   # type: ignore[union-attr]
            assert await greeted(server, "127.0.0.1")
        finally:
            await server.stop()

    run(go(), 30)


@pytest.mark.skipif(not ipv6_loopback() or not socket.has_dualstack_ipv6(), reason="no IPv6 on this machine")
def test_a_taken_port_is_said_not_hidden_by_the_fallback() -> None:
    first = dual_stack_socket("::1", 0)
    assert first is not None
    try:
        with pytest.raises(OSError):
            dual_stack_socket("::1", first.getsockname()[1])
    finally:
        first.close()
