"""``thousand-qt bench net``: one ``serve`` process, N tables of bot clients over the loopback.

Each table has two people (bots of the easy level playing through the client library) and a
computer seat (easy). For every action a bot sends on its turn, the time until every client of
the table has received the update it caused is one sample; the figures are its median, p99 and
maximum, and the server process's resident memory per table (its growth from before the
tables to the end of the run, divided by N; Linux only). A table whose game ends starts
another, so N tables play the whole time.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from thousand_qt.ai import make_player

from .client import TableClient

__all__ = ["BenchResult", "bench_net", "run"]

_SERVING = re.compile(r"serving on ws://127\.0\.0\.1:(\d+)")


@dataclass
class _Timing:
    """Send times of the actions of one table, waiting for every client's update."""

    clients: int
    pending: dict[int, tuple[float, int]] = field(default_factory=dict)
    samples: list[float] = field(default_factory=list)

    def sent(self, count: int) -> None:
        self.pending[count] = (time.perf_counter(), 0)

    def received(self, count: int) -> None:
        entry = self.pending.get(count)
        if entry is None:
            return
        start, seen = entry
        if seen + 1 == self.clients:
            del self.pending[count]
            self.samples.append(time.perf_counter() - start)
        else:
            self.pending[count] = (start, seen + 1)


@dataclass(frozen=True)
class BenchResult:
    tables: int
    seconds: float
    samples: int
    games: int
    median_ms: float
    p99_ms: float
    max_ms: float
    rss_per_table_kib: float | None


def _rss_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


async def _bot(client: TableClient, seed: int, timing: _Timing, until: float) -> None:
    player = make_player("easy", seed)
    while True:
        msg = await client.recv()
        if msg.kind == "ended":
            return
        if msg.kind != "update":
            continue
        timing.received(client.count)
        view = client.view
        if view is not None and client.my_turn() and time.perf_counter() < until:
            action = await asyncio.to_thread(player.choose, view)
            if action is not None:
                if view.to_act == view.seat:
                    timing.sent(client.count + 1)
                await client.act(action)


async def _table(url: str, index: int, until: float, timing: _Timing) -> int:
    games = 0
    while time.perf_counter() < until:
        a = await TableClient.connect(url)
        b = await TableClient.connect(url)
        code = await a.create(players=3, seats=[{"kind": "human"}, {"kind": "human"},
                                                {"kind": "computer", "level": "easy"}])
        await a.join(code, f"Bench {index}a")
        await b.join(code, f"Bench {index}b")
        await a.ready()
        await b.ready()
        try:
            await asyncio.wait_for(asyncio.gather(_bot(a, 2 * index + games, timing, until),
                                                  _bot(b, 2 * index + 1 + games, timing, until)),
                                   max(1.0, until - time.perf_counter()) + 5)
            games += 1
        except asyncio.TimeoutError:
            pass
        await a.close()
        await b.close()
    return games


async def _run(port: int, pid: int, tables: int, seconds: float) -> BenchResult:
    url = f"ws://127.0.0.1:{port}"
    before = _rss_kib(pid)
    until = time.perf_counter() + seconds
    timings = [_Timing(clients=2) for _ in range(tables)]
    peak = 0

    async def watch() -> None:
        nonlocal peak
        while time.perf_counter() < until:
            peak = max(peak, _rss_kib(pid) or 0)
            await asyncio.sleep(0.5)

    watcher = asyncio.create_task(watch())
    games = await asyncio.gather(*(_table(url, i, until, t) for i, t in enumerate(timings)))
    watcher.cancel()
    samples = sorted(s for t in timings for s in t.samples)
    if not samples:
        raise RuntimeError("no action was timed")
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    per_table = (peak - before) / tables if before is not None and peak else None
    return BenchResult(tables, seconds, len(samples), sum(games), statistics.median(samples) * 1000, p99 * 1000,
                       samples[-1] * 1000, per_table)


#: Every bot comes from 127.0.0.1: the limits per address would count them all as one stranger.
UNLIMITED_LOOPBACK = ("--connections-per-address", "100000", "--tables-per-address", "100000",
                      "--bytes-per-second", "1000000000")


def bench_net(tables: int = 8, seconds: float = 20.0) -> BenchResult:
    """Start ``thousand-qt serve`` on the loopback, play ``tables`` tables for ``seconds``."""
    with tempfile.TemporaryDirectory(prefix="thousand-bench-") as data:
        proc = subprocess.Popen([sys.executable, "-m", "thousand_qt", "serve", "--host", "127.0.0.1", "--port", "0",
                                 "--data-dir", data, "--rate", "10000", *UNLIMITED_LOOPBACK],
                                stderr=subprocess.PIPE, text=True)
        try:
            port = _port_of(proc)
            return asyncio.run(_run(port, proc.pid, tables, seconds))
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()


def _port_of(proc: subprocess.Popen[str]) -> int:
    assert proc.stderr is not None
    stderr = proc.stderr
    for _ in range(100):
        line = stderr.readline()
        found = _SERVING.search(line)
        if found:   # read the rest of its log on a thread, so that the pipe never fills up
            threading.Thread(target=lambda: [None for _ in stderr], daemon=True).start()
            return int(found.group(1))
        if not line and proc.poll() is not None:
            break
    raise RuntimeError("the server did not start")


def run(tables: Sequence[int], seconds: float) -> int:
    """Print one line per number of tables; exit status 0."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    for n in tables:
        r = bench_net(n, seconds)
        memory = f"{r.rss_per_table_kib:.0f} KiB" if r.rss_per_table_kib is not None else "n/a"
        print(f"net: {r.tables} tables ({2 * r.tables} bot clients, {r.tables} computer seats) for {r.seconds:.0f} s "
              f"on {cores} cores: action to every client's update median {r.median_ms:.1f} ms, "
              f"p99 {r.p99_ms:.1f} ms, max {r.max_ms:.1f} ms ({r.samples} actions, {r.games} whole games); "
              f"server memory per table {memory}", flush=True)
    return 0
