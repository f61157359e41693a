"""The self-test's network step, without the window."""

from __future__ import annotations

from pathlib import Path

from thousand_qt.net.selfcheck import host_and_join


def test_the_self_test_hosts_a_table_and_joins_it_over_the_loopback(tmp_path: Path) -> None:
    line = host_and_join(tmp_path / "data", timeout=60)
    assert "127.0.0.1" in line and "same record" in line
    assert len(list((tmp_path / "data").iterdir())) == 1
