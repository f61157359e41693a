"""``thousand-qt bench net`` measures something real: a short run on the loopback."""

from __future__ import annotations

import pytest

from thousand_qt.cli import build_parser
from thousand_qt.measure.net.bench import bench_net


def test_a_short_run_times_actions_counts_deals_and_the_servers_cpu() -> None:
    result = bench_net(2, 4.0, think=0.0, serve_args=["--computer-workers", "0"])
    assert result.tables == 2 and result.people.samples > 10
    assert 0 < result.people.median_ms <= result.people.p99_ms <= result.people.max_ms
    assert result.deals >= 1
    assert result.cpu_per_deal_ms is None or result.cpu_per_deal_ms > 0


def test_the_tables_are_a_list_of_counts() -> None:
    args = build_parser().parse_args(["bench", "net", "--tables", "48,100,200", "--serve-args", "--computer-workers 0"])
    assert args.tables == [48, 100, 200]
    with pytest.raises(SystemExit):
        build_parser().parse_args(["bench", "net", "--tables", "48,x"])
