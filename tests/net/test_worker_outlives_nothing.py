"""A computer players' worker process ends with its server: ``serve`` killed without a goodbye
(SIGKILL, a crash) must not leave its workers running, one more on every restart."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

# The parent: a pool as the server's Computers starts it (its initializer included), one task
# so that the worker is up, the worker's pid printed, then it waits to be killed.
PARENT = """
import multiprocessing, os, sys, time
from concurrent.futures import ProcessPoolExecutor
from thousand_qt.net.computers import _quiet_worker

if __name__ == "__main__":
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=_quiet_worker)
    print(pool.submit(os.getpid).result(), flush=True)
    time.sleep(120)
"""

#: How long the worker may take to notice (a liveness bound, far above the milliseconds it takes).
GRACE_SECONDS = 30


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:   # a zombie (not yet reaped by init) has ended too
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc and sends SIGKILL")
def test_a_worker_ends_when_its_server_is_killed(tmp_path):
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True, cwd=tmp_path,
                              env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert _alive(worker)
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=GRACE_SECONDS)
        deadline = time.monotonic() + GRACE_SECONDS
        while _alive(worker) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(worker), "the worker outlived its server"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
