"""Several serve processes behind one address: a table's URL names it, its code names its process."""

from __future__ import annotations

from pathlib import Path

import pytest

from thousand_qt.net.client import TableClient
from thousand_qt.net.protocol import CODE_ALPHABET, CODE_LENGTH
from thousand_qt.net.routing import code_prefix, new_code, table_url

from .helpers import run, seats, serving, url


@pytest.mark.parametrize(("base", "expected"), [
    ("ws://127.0.0.1:8765", "ws://127.0.0.1:8765/t/ABC234"),
    ("ws://127.0.0.1:8765/", "ws://127.0.0.1:8765/t/ABC234"),
    ("wss://example.org:443/thousand", "wss://example.org:443/thousand/t/ABC234"),
    ("ws://[::1]:8765/t/ZZZZZZ", "ws://[::1]:8765/t/ABC234"),
    ("wss://example.org:443/thousand/t/ZZZZZZ/", "wss://example.org:443/thousand/t/ABC234"),
])
def test_a_tables_url_is_the_servers_with_its_code_in_the_path(base: str, expected: str) -> None:
    assert table_url(base, "ABC234") == expected


@pytest.mark.parametrize("text", ["a", "B7", " k ", ""])
def test_a_prefix_of_the_codes_alphabet_is_taken_in_capitals(text: str) -> None:
    prefix = code_prefix(text)
    assert prefix == text.strip().upper()
    code = new_code(prefix)
    assert code.startswith(prefix) and len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)


@pytest.mark.parametrize("text", ["ABC", "I", "0", "A-", "é"])
def test_a_prefix_outside_the_alphabet_or_too_long_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="prefix"):
        code_prefix(text)


def test_a_server_makes_codes_with_its_prefix_and_takes_a_tables_url(tmp_path: Path) -> None:
    async def main() -> tuple[list[str], int]:
        async with serving(tmp_path, code_prefix="Q") as server:
            owner = await TableClient.connect(url(server))
            codes = [await owner.create(players=3, seats=seats("hhc")) for _ in range(3)]
            guest = await TableClient.connect(table_url(url(server), codes[1]))
            seat = await guest.join(codes[1], "Guest")
            await owner.close()
            await guest.close()
        return codes, seat

    codes, seat = run(main())
    assert all(c.startswith("Q") for c in codes) and len(set(codes)) == 3
    assert seat == 0
