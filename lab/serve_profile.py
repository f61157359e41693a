"""Where the ``serve`` process's CPU goes during ``thousand-qt bench net``: a profile of it.

Usage (from the repository's top, ``PYTHONPATH=.``)::

    python lab/serve_profile.py TABLES SECONDS THINK OUT.prof [--counts]

Starts ``thousand-qt serve`` as the bench does, but inside :mod:`cProfile` with a CPU-time
clock (``time.process_time``), switched on by SIGUSR1 once every table is seated and off by
SIGUSR2 at the end of the bench's window, so that connecting the clients is left out. The
bench's clients are the bench's own (:mod:`thousand_qt.measure.net.bench`). Prints the bench's
line and the profile's top functions by their own time and by cumulative time; the profile is
kept in OUT.prof for ``pstats``.

With ``--counts`` and the environment's ``SERVE_PROFILE_LOOP=asyncio`` the server runs as it is,
neither profiled nor counted, and with ``SERVE_PROFILE_LOOP=uvloop`` on uvloop's event loop (when
it can be imported); only the bench's line is printed.

``--counts`` runs the server without the profiler and counts instead, per deal: the event
loop's passes (``select`` calls), the callbacks it ran, the socket writes and reads (the
transports' ``write`` and ``data_received``), the tasks created.
"""

from __future__ import annotations

import asyncio
import cProfile
import gc
import os
import pstats
import signal
import subprocess
import sys
import tempfile
import time

CHILD = "child"


def _child(out: str, counts: bool, argv: list[str]) -> None:
    """The server, profiled (or counted) between SIGUSR1 and SIGUSR2."""
    from thousand_qt.cli import main

    loop = os.environ.get("SERVE_PROFILE_LOOP")
    if loop:                # the server alone, on asyncio's loop or uvloop's (the CPU only)
        if loop == "uvloop":
            import uvloop

            asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
        signal.signal(signal.SIGUSR1, lambda *_: None)
        signal.signal(signal.SIGUSR2, lambda *_: open(out, "w").close())
    elif counts:
        _install_counters(out)
    else:
        profile = cProfile.Profile(time.process_time)

        def on(_sig: int, _frame: object) -> None:
            profile.enable()

        def off(_sig: int, _frame: object) -> None:
            profile.disable()
            profile.dump_stats(out)

        signal.signal(signal.SIGUSR1, on)
        signal.signal(signal.SIGUSR2, off)
    sys.exit(main(argv))


def _install_counters(out: str) -> None:
    """Wrap the event loop's and transports' hot calls with counters, reported on SIGUSR2."""
    import selectors
    from asyncio import base_events, selector_events, tasks

    counts: dict[str, int] = {}
    active = [False]

    def counted(name: str, fn):  # type: ignore[no-untyped-def]
        def wrapper(*a, **k):  # type: ignore[no-untyped-def]
            if active[0]:
                counts[name] = counts.get(name, 0) + 1
            return fn(*a, **k)
        return wrapper

    sel = selectors.DefaultSelector
    sel.select = counted("select", sel.select)  # type: ignore[method-assign]
    handle_run = asyncio.events.Handle._run
    asyncio.events.Handle._run = counted("callback", handle_run)  # type: ignore[method-assign]
    t = selector_events._SelectorSocketTransport
    t.write = counted("transport.write", t.write)  # type: ignore[method-assign]
    t._read_ready__data_received = counted("socket read", t._read_ready__data_received)  # type: ignore[attr-defined]
    base_events.BaseEventLoop.create_task = counted("create_task", base_events.BaseEventLoop.create_task)
    base_events.BaseEventLoop.call_later = counted("call_later", base_events.BaseEventLoop.call_later)
    base_events.BaseEventLoop.call_soon = counted("call_soon", base_events.BaseEventLoop.call_soon)
    del tasks

    _time_parts(counts, active)
    gc_start = [0.0]
    gc_time = [0.0]

    def gc_clock(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            gc_start[0] = time.thread_time()
        elif active[0]:
            gc_time[0] += time.thread_time() - gc_start[0]
            counts[f"gc gen{info['generation']}"] = counts.get(f"gc gen{info['generation']}", 0) + 1

    gc.callbacks.append(gc_clock)
    passes = base_events.BaseEventLoop._run_once
    in_passes = [0.0]

    def timed_pass(self):  # type: ignore[no-untyped-def]
        t = time.thread_time()
        try:
            return passes(self)
        finally:
            if active[0]:
                in_passes[0] += time.thread_time() - t
    base_events.BaseEventLoop._run_once = timed_pass
    marks: list[tuple[float, float, float, float]] = []

    def on(_sig: int, _frame: object) -> None:
        active[0] = True
        t = os.times()
        marks.append((t.user, t.system, time.thread_time(), 0.0))

    def off(_sig: int, _frame: object) -> None:
        active[0] = False
        t = os.times()
        user, system, main, _ = marks[0]
        counts["us process user"] = int(1e6 * (t.user - user))
        counts["us process system"] = int(1e6 * (t.system - system))
        counts["us main thread"] = int(1e6 * (time.thread_time() - main))
        counts["us in loop passes"] = int(1e6 * in_passes[0])
        counts["us in gc"] = int(1e6 * gc_time[0])
        with open(out, "w", encoding="utf-8") as f:
            for name, n in sorted(counts.items()):
                f.write(f"{name}\t{n}\n")

    signal.signal(signal.SIGUSR1, on)
    signal.signal(signal.SIGUSR2, off)


#: The parts timed apart (CPU of the main thread, inclusive): module, class or None, function.
PARTS = (
    ("websockets.asyncio.connection", "Connection", "data_received"),      # reading frames
    ("websockets.asyncio.connection", "Connection", "send"),               # writing one message
    ("thousand_qt.net.protocol", None, "parse_client_message"),
    ("thousand_qt.net.gate", "Gate", "over_budget"),
    ("thousand_qt.net.table", "Table", "act"),                             # the game and the updates' text
    ("thousand_qt.net.table", "Table", "take_back"),
    ("thousand_qt.net.host", "TableHost", "deliver"),                      # state, queues
    ("thousand_qt.net.table_store", "StateWriter", "changed"),
    ("thousand_qt.net.server", "TableServer", "_table_ended"),
    ("thousand_qt.net.table_store", None, "state_text"),                   # a whole state, once a deal
    ("asyncio.events", "Handle", "_run"),                                  # every callback and task step
    ("selectors", "EpollSelector", "select"),                              # waiting, and the kernel's answer
)


def _time_parts(counts: dict[str, int], active: list[bool]) -> None:
    import importlib

    for module, cls, name in PARTS:
        owner = importlib.import_module(module)
        if cls is not None:
            owner = getattr(owner, cls)
        fn = getattr(owner, name)
        key = f"us {name}"
        if asyncio.iscoroutinefunction(fn):
            def make(fn=fn, key=key):  # type: ignore[no-untyped-def]
                def wrapper(*a, **k):  # type: ignore[no-untyped-def]
                    # (the time of a coroutine's own steps: only the part before its first wait)
                    t = time.thread_time()
                    coro = fn(*a, **k)
                    try:
                        fut = coro.send(None)
                    except StopIteration as stop:
                        if active[0]:
                            counts[key] = counts.get(key, 0) + int(1e6 * (time.thread_time() - t))
                        return stop.value
                    if active[0]:
                        counts[key] = counts.get(key, 0) + int(1e6 * (time.thread_time() - t))
                    # the rest runs untimed
                    while True:
                        try:
                            sent = yield fut   # noqa
                        except BaseException as exc:  # noqa: BLE001
                            fut = coro.throw(exc)
                        else:
                            try:
                                fut = coro.send(sent)
                            except StopIteration as stop:
                                return stop.value
                import types
                return types.coroutine(wrapper)
            setattr(owner, name, make())
        else:
            def make_sync(fn=fn, key=key):  # type: ignore[no-untyped-def]
                def wrapper(*a, **k):  # type: ignore[no-untyped-def]
                    t = time.thread_time()
                    try:
                        return fn(*a, **k)
                    finally:
                        if active[0]:
                            counts[key] = counts.get(key, 0) + int(1e6 * (time.thread_time() - t))
                return wrapper
            if module == "thousand_qt.net.protocol":   # imported by name into the server
                import thousand_qt.net.server as server
                setattr(server, name, make_sync())
            setattr(owner, name, make_sync())


def _parent(tables: int, seconds: float, think: float, out: str, counts: bool) -> None:
    from thousand_qt.measure.net import bench

    flag = ["--counts"] if counts else []
    with tempfile.TemporaryDirectory(prefix="thousand-prof-") as data:
        proc = subprocess.Popen([sys.executable, __file__, CHILD, out, *flag, "serve", "--host", "127.0.0.1",
                                 "--port", "0", "--data-dir", data, "--rate", "10000",
                                 "--max-tables", str(2 * tables + 100), *bench.UNLIMITED_LOOPBACK],
                                stderr=subprocess.PIPE, text=True)
        try:
            port = bench._port_of(proc)
            real_cpu = bench._cpu_seconds

            def cpu_and_signal(pid: int) -> float | None:   # the bench reads the CPU at the window's ends
                value = real_cpu(pid)
                os.kill(pid, signal.SIGUSR2 if marks else signal.SIGUSR1)
                marks.append(time.perf_counter())
                return value

            marks: list[float] = []
            bench._cpu_seconds = cpu_and_signal   # type: ignore[assignment]
            r = asyncio.run(bench._run(port, proc.pid, tables, seconds, think, 0, "strong"))
            bench._cpu_seconds = real_cpu  # type: ignore[assignment]
        finally:
            time.sleep(1.0)
            proc.send_signal(signal.SIGTERM)
            proc.wait(60)
    cpu = (r.cpu_per_deal_ms or 0) * r.deals / 1000
    print(f"{tables} tables, {seconds:g} s, think {think:g}: {r.deals} deals, server CPU per deal "
          f"{r.cpu_per_deal_ms:.2f} ms, per 21.5 actions (a deal's average) {cpu / r.people.samples * 21.5e3:.2f} ms, "
          f"{100 * (r.cpu_share or 0):.0f} % of a core; {r.people}", flush=True)
    if counts:
        with open(out, encoding="utf-8") as f:
            for line in f:
                name, n = line.split("\t")
                print(f"  {name:20s} {int(n):9d}  {int(n) / r.deals:8.1f} a deal")
        return
    stats = pstats.Stats(out)
    total = stats.total_tt  # type: ignore[attr-defined]
    print(f"profiled CPU {total:.2f} s, {total / r.deals * 1000:.2f} ms a deal")
    stats.sort_stats("tottime").print_stats(45)
    stats.sort_stats("cumulative").print_stats(60)


if __name__ == "__main__":
    if sys.argv[1] == CHILD:
        counting = sys.argv[3] == "--counts"
        _child(sys.argv[2], counting, sys.argv[3 + counting:])
    else:
        _parent(int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4], "--counts" in sys.argv[5:])
