"""``thousand-qt bench net``: one ``serve`` process, N tables of scripted people over the loopback.

Each table has three people: scripted clients that speak the protocol themselves (no computer
player in the client, so the client's own work stays small) and play a legal action chosen by a
seeded random number, after a thinking time (``think`` seconds on average, uniformly from half
to one and a half of it; 0 plays at once). For every action a person sends, the time until every
client of the table has received the update it caused is one sample; the figures are its
median, p99 and maximum. The server's CPU time (user and system, Linux only) is divided by the
deals dealt; its resident memory per table is its growth from before the tables to the peak,
divided by the tables. The time counts from when every table is seated, so connecting the
clients is not in the figures. A table whose game ends starts another, so N tables play the
whole time.

``computer_tables`` more tables each have two people and a computer player of
``computer_level``: their people's actions are timed apart, so that the figures of the tables
of people show what a thinking computer costs the other tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from thousand_qt.net.limits import raise_open_files_limit
from thousand_qt.net.protocol import PROTOCOL_VERSION, encode

__all__ = ["BenchResult", "bench_net", "run"]

_SERVING = re.compile(r"serving on ws://127\.0\.0\.1:(\d+)")


@dataclass
class _Timing:
    """Send times of the actions of one table, waiting for every client's update."""

    clients: int
    pending: dict[int, tuple[float, int]] = field(default_factory=dict)
    samples: list[float] = field(default_factory=list)
    deals: int = 0
    measuring: bool = False     # from the moment every table plays

    def sent(self, count: int) -> None:
        if self.measuring:
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
class Figures:
    """The latency of the timed actions of some tables (milliseconds)."""

    samples: int
    median_ms: float
    p99_ms: float
    max_ms: float

    @staticmethod
    def of(timings: Sequence[_Timing]) -> Figures | None:
        samples = sorted(s for t in timings for s in t.samples)
        if not samples:
            return None
        p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
        return Figures(len(samples), statistics.median(samples) * 1000, p99 * 1000, samples[-1] * 1000)

    def __str__(self) -> str:
        return (f"median {self.median_ms:.1f} ms, p99 {self.p99_ms:.1f} ms, max {self.max_ms:.1f} ms "
                f"({self.samples} actions)")


@dataclass(frozen=True)
class BenchResult:
    """One run: the tables of people, the tables with a computer (if any), the server's costs."""

    tables: int
    computer_tables: int
    seconds: float
    think: float
    people: Figures
    with_computer: Figures | None
    deals: int
    games: int
    cpu_per_deal_ms: float | None
    cpu_share: float | None
    rss_per_table_kib: float | None
    clients_share: float        # the CPU the bench's own clients used, in cores


def _rss_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def _cpu_seconds(pid: int) -> float | None:
    """User and system CPU time of process ``pid`` so far (Linux), or None."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    rest = stat[stat.rindex(")") + 2:].split()
    return (int(rest[11]) + int(rest[12])) / os.sysconf("SC_CLK_TCK")


class _Person:
    """A scripted person at a table: one connection, one seat, a seeded choice of action."""

    def __init__(self, ws: ClientConnection, seed: int) -> None:
        self.ws = ws
        self.rng = random.Random(seed)
        self.seat = -1

    @classmethod
    async def connect(cls, url: str, seed: int) -> _Person:
        ws = await connect(url, open_timeout=60, proxy=None, compression=None, max_size=2**25)
        person = cls(ws, seed)
        await person.send("hello", protocol=PROTOCOL_VERSION, app="bench")
        await person.expect("welcome")
        return person

    async def send(self, kind: str, **fields: Any) -> None:
        await self.ws.send(encode(kind, **fields))

    async def expect(self, kind: str) -> dict[str, Any]:
        while True:
            msg: dict[str, Any] = json.loads(await self.ws.recv())
            if msg["kind"] == kind:
                return msg
            if msg["kind"] in ("refused", "error"):
                raise RuntimeError(f"the server refused: {msg.get('message')}")

    async def play(self, timing: _Timing, until: Callable[[], float], think: float, counts_deals: bool) -> None:
        """Play until the table ends (stop acting after ``until()``)."""
        while True:
            msg = json.loads(await self.ws.recv())
            if msg["kind"] == "ended":
                return
            if msg["kind"] != "update":
                continue
            count = msg["count"]
            timing.received(count)
            if counts_deals and timing.measuring:
                timing.deals += sum(e["type"] == "DealStarted" for e in msg["events"])
            view = msg["view"]
            if view["to_act"] != self.seat or not view["legal_actions"] or time.perf_counter() >= until():
                continue
            choices = [a for a in view["legal_actions"] if not a.endswith(" redeal")] or view["legal_actions"]
            action = self.rng.choice(choices)
            if think:
                await asyncio.sleep(think * self.rng.uniform(0.5, 1.5))
            timing.sent(count + 1)
            await self.send("action", action=action, count=count)


async def _table(url: str, index: int, until: Callable[[], float], timing: _Timing, think: float,
                 computer: str | None, seated: Callable[[], None]) -> int:
    games = 0
    while time.perf_counter() < until():
        people = [await _Person.connect(url, 3 * index + i + 1000 * games) for i in range(3 - bool(computer))]
        seats: list[dict[str, Any]] = [{"kind": "human"} for _ in people]
        if computer:
            seats.append({"kind": "computer", "level": computer})
        await people[0].send("create", players=3, seats=seats)
        code = (await people[0].expect("created"))["code"]
        for i, p in enumerate(people):
            await p.send("join", code=code, name=f"Bench {index}{'abc'[i]}")
            p.seat = (await p.expect("joined"))["seat"]
        for p in people:
            await p.send("ready", ready=True)
        if not games:
            seated()
        game = asyncio.ensure_future(asyncio.gather(*(p.play(timing, until, think, i == 0)
                                                      for i, p in enumerate(people))))
        while not game.done() and (left := until() - time.perf_counter()) > 0:
            await asyncio.wait({game}, timeout=min(1.0, left))
        if game.done():
            game.result()
            games += 1
        else:   # the time is up in the middle of a game
            game.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await game
        await asyncio.gather(*(p.ws.close() for p in people))
    return games


async def _run(port: int, pid: int, tables: int, seconds: float, think: float, computer_tables: int,
               computer_level: str) -> BenchResult:
    url = f"ws://127.0.0.1:{port}"
    before = _rss_kib(pid)
    people = [_Timing(clients=3) for _ in range(tables)]
    mixed = [_Timing(clients=2) for _ in range(computer_tables)]
    waiting = [tables + computer_tables]
    everybody = asyncio.Event()
    peak = 0

    def seated() -> None:
        waiting[0] -= 1
        if not waiting[0]:
            everybody.set()

    await_all = asyncio.create_task(everybody.wait())
    # the time counts from when every table is seated (connecting 600 clients takes a while)
    until = time.perf_counter() + seconds + 600
    window: list[tuple[float | None, float, float]] = []

    async def watch() -> None:   # the memory's peak; the CPU times when every table plays and at the end
        nonlocal peak, until
        await await_all
        start = time.perf_counter()
        until = start + seconds
        for t in people + mixed:
            t.measuring = True
        window.append((_cpu_seconds(pid), start, time.process_time()))
        while (now := time.perf_counter()) < until:
            peak = max(peak, _rss_kib(pid) or 0)
            await asyncio.sleep(min(0.5, until - now))
        window.append((_cpu_seconds(pid), time.perf_counter(), time.process_time()))

    watcher = asyncio.create_task(watch())
    games = await asyncio.gather(*(_table(url, i, lambda: until, t, think, None, seated)
                                   for i, t in enumerate(people)),
                                 *(_table(url, tables + i, lambda: until, t, think, computer_level, seated)
                                   for i, t in enumerate(mixed)))
    await watcher
    (cpu_before, start, mine_before), (cpu_after, end, mine_after) = window
    elapsed = end - start
    figures = Figures.of(people)
    if figures is None:
        raise RuntimeError("no action was timed")
    deals = sum(t.deals for t in people + mixed)
    cpu = cpu_after - cpu_before if cpu_after is not None and cpu_before is not None else None
    per_table = (peak - before) / (tables + computer_tables) if before is not None and peak else None
    return BenchResult(tables, computer_tables, seconds, think, figures, Figures.of(mixed), deals, sum(games),
                       cpu / deals * 1000 if cpu is not None and deals else None,
                       cpu / elapsed if cpu is not None else None, per_table,
                       (mine_after - mine_before) / elapsed)


#: Every bot comes from 127.0.0.1: the limits per address would count them all as one stranger.
UNLIMITED_LOOPBACK = ("--connections-per-address", "100000", "--tables-per-address", "100000",
                      "--bytes-per-second", "1000000000")


def bench_net(tables: int = 8, seconds: float = 20.0, *, think: float = 0.5, computer_tables: int = 0,
              computer_level: str = "strong", serve_args: Sequence[str] = ()) -> BenchResult:
    """Start ``thousand-qt serve`` on the loopback (with ``serve_args`` more), play ``tables``
    tables for ``seconds``."""
    raise_open_files_limit()   # three connections a table need as many files here
    with tempfile.TemporaryDirectory(prefix="thousand-bench-") as data:
        proc = subprocess.Popen([sys.executable, "-m", "thousand_qt", "serve", "--host", "127.0.0.1", "--port", "0",
                                 "--data-dir", data, "--rate", "10000", "--max-tables", str(2 * tables + 100),
                                 *UNLIMITED_LOOPBACK, *serve_args], stderr=subprocess.PIPE, text=True)
        try:
            port = _port_of(proc)
            return asyncio.run(_run(port, proc.pid, tables, seconds, think, computer_tables, computer_level))
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(60)
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


def run(tables: Sequence[int], seconds: float, *, think: float = 0.5, computer_tables: int = 0,
        computer_level: str = "strong", serve_args: Sequence[str] = ()) -> int:
    """Print one line per number of tables; exit status 0."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    for n in tables:
        load = f"load average {os.getloadavg()[0]:.1f} before" if hasattr(os, "getloadavg") else "load n/a"
        r = bench_net(n, seconds, think=think, computer_tables=computer_tables, computer_level=computer_level,
                      serve_args=serve_args)
        memory = f"{r.rss_per_table_kib:.0f} KiB" if r.rss_per_table_kib is not None else "n/a"
        cpu = (f"{r.cpu_per_deal_ms:.2f} ms ({100 * (r.cpu_share or 0):.0f} % of a core)"
               if r.cpu_per_deal_ms is not None else "n/a")
        extra = (f"; the {r.computer_tables} table(s) with a {computer_level} computer: {r.with_computer}"
                 if r.with_computer is not None else "")
        options = f" (serve {' '.join(serve_args)})" if serve_args else ""
        print(f"net{options}: {r.tables} tables of three people for {r.seconds:.0f} s, thinking {r.think:g} s, "
              f"on {cores} cores ({load}): action to every seat's update {r.people}{extra}; "
              f"{r.deals} deals, {r.games} whole games; server CPU per deal {cpu}; server memory per table "
              f"{memory}; the clients used {100 * r.clients_share:.0f} % of a core", flush=True)
    return 0
