"""The limits per address behind a reverse proxy (serve --trusted-proxy): only a connection
whose TCP peer is a trusted proxy is counted for the address its X-Forwarded-For names (the
right-most one that is not a trusted proxy); from any other peer the header changes nothing.
Every connection is on 127.0.0.1 (the header stands for the proxy's clients)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from thousand_qt.net.client import Refused, TableClient
from thousand_qt.net.forwarded import HEADER, client_host, forwarded_host, parse_proxies, trusted_peer

from .helpers import run, seats, serving, url

ALICE, BOB = "198.51.100.1", "198.51.100.2"      # the proxy's clients (documentation addresses)


def via(address: str) -> dict[str, str]:
    """The header a proxy adds for a client at ``address``."""
    return {HEADER: address}


async def guesses(server, headers: dict[str, str], tries: int) -> list[str]:
    """``tries`` table codes that open nothing, from one connection with ``headers``."""
    client = await TableClient.connect(url(server), headers=headers)
    got = []
    for _ in range(tries):
        try:
            await client.join("ZZZZZZ", "Guesser")
        except Refused as refusal:
            got.append(refusal.code)
    await client.close()
    return got


async def connections(server, headers: dict[str, str], count: int) -> tuple[list[TableClient], list[str]]:
    """Open ``count`` connections with ``headers``: those that opened and the refusals."""
    opened, refused = [], []
    for _ in range(count):
        try:
            opened.append(await TableClient.connect(url(server), headers=headers))
        except Refused as refusal:
            refused.append(refusal.code)
    return opened, refused


def test_a_spoofed_header_from_a_peer_not_trusted_changes_nothing(tmp_path: Path) -> None:
    async def main() -> tuple[list[str], list[str], list[str]]:
        async with serving(tmp_path, guess_failures=2, guess_seconds=600.0, connections_per_address=3) as server:
            alice = await guesses(server, via(ALICE), 2)
            bob = await guesses(server, via(BOB), 1)              # the same 127.0.0.1 budget, spent
            held, refused = await connections(server, via(BOB), 4)
            for c in held:
                await c.close()
            return alice, bob, refused

    assert run(main()) == (["no_table", "no_table"], ["too_many_guesses"], ["too_many_connections"])


def test_through_a_trusted_proxy_two_clients_have_budgets_of_their_own(tmp_path: Path) -> None:
    async def main() -> tuple[list[str], list[str], list[str], list[str], list[str]]:
        async with serving(tmp_path, guess_failures=2, guess_seconds=600.0, connections_per_address=2,
                           trusted_proxies=("127.0.0.1",)) as server:
            alice = await guesses(server, via(ALICE), 3)
            bob = await guesses(server, via(BOB), 2)              # Alice's failures are not Bob's
            spoofer = await guesses(server, via(f"{BOB}, {ALICE}"), 1)   # Alice wrote "Bob" herself: still Alice
            held_a, refused_a = await connections(server, via(ALICE), 3)
            held_b, refused_b = await connections(server, via(BOB), 2)   # Alice's connections are not Bob's
            for c in held_a + held_b:
                await c.close()
            return alice, bob, spoofer, refused_a, refused_b

    alice, bob, spoofer, refused_a, refused_b = run(main())
    assert alice == ["no_table", "no_table", "too_many_guesses"] and bob == ["no_table", "no_table"]
    assert spoofer == ["too_many_guesses"]
    assert refused_a == ["too_many_connections"] and refused_b == []


def test_through_a_trusted_proxy_tables_per_address_are_the_clients(tmp_path: Path) -> None:
    async def main() -> list[str]:
        async with serving(tmp_path, tables_per_address=1, trusted_proxies=("127.0.0.0/8",)) as server:
            codes = []
            for who in (ALICE, ALICE, BOB):
                client = await TableClient.connect(url(server), headers=via(who))
                try:
                    await client.create(players=2, seats=seats("hh"))
                    codes.append("created")
                except Refused as refusal:
                    codes.append(refusal.code)
            return codes

    assert run(main()) == ["created", "address_tables", "created"]


@pytest.mark.parametrize(("values", "expected"), [
    ([ALICE], ALICE),
    ([f"6.6.6.6, {ALICE}"], ALICE),                         # the client's own words on the left: ignored
    ([f"{ALICE}, 10.0.0.5"], ALICE),                        # a trusted proxy in the chain is skipped
    ([f"{ALICE}", "10.0.0.5"], ALICE),                      # the header on two lines
    (["[2001:db8::1]"], "2001:db8::1"),
    (["::ffff:198.51.100.1"], ALICE),
    (["10.0.0.5"], None),                                   # only proxies: nobody else named
    ([f"{ALICE}, not-an-address"], None),                   # the last word is unreadable: not believed
    ([], None),
])
def test_the_right_most_address_not_a_trusted_proxy_is_the_clients(values: list[str], expected: str | None) -> None:
    proxies = parse_proxies(["10.0.0.0/8", "127.0.0.1"])
    assert forwarded_host(values, proxies) == expected
    peer = ("127.0.0.1", 5000)
    assert client_host(peer, values, proxies) == (expected or peer)
    assert client_host(("192.0.2.9", 5000), values, proxies) == ("192.0.2.9", 5000)   # not a proxy: as it is


def test_proxies_are_addresses_or_networks() -> None:
    assert trusted_peer(("::ffff:10.1.2.3", 1), parse_proxies(["10.0.0.0/8"]))
    assert not trusted_peer(("10.1.2.3", 1), ())
    for bad in ("proxy.example.org", "10.0.0.0/33", ""):
        with pytest.raises(ValueError):
            parse_proxies([bad])


@given(st.lists(st.text(max_size=30), max_size=40))
def test_a_peer_not_trusted_is_never_told_apart_by_its_header(values: list[str]) -> None:
    proxies = parse_proxies(["127.0.0.1"])
    assert client_host(("192.0.2.9", 1), values, proxies) == ("192.0.2.9", 1)
    found = forwarded_host(values, proxies)
    assert found is None or found != "127.0.0.1"
