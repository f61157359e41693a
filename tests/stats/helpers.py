"""Finished games for the statistics tests: a known record and random games."""

from __future__ import annotations

import functools
import os
import random
import shutil
import tempfile
import traceback
from pathlib import Path

from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.record import (
    GameRecord,
    PlayerInfo,
    load_record,
    record_from_game,
)

RECORDS = Path(__file__).resolve().parent.parent / "records"
LEVELS = ("easy", "normal", "strong")


def barrel_win() -> GameRecord:
    """Seat 0 (the human) makes 300 four times, mounts the barrel and wins on it: 1180."""
    return load_record(RECORDS / "barrel_win.thousand")


def players(n: int, levels=("easy", "normal", "strong")) -> list[PlayerInfo]:
    return [PlayerInfo("Вы", "human")] + [PlayerInfo(f"P{i}", "computer", levels[(i - 1) % len(levels)])
                                         for i in range(1, n)]


def random_game(seed: int, n: int = 3, rules: RuleSet | None = None, extras: dict | None = None,
                max_deals: int = 300) -> GameRecord:
    """A whole game of random legal actions (every seat), as a record."""
    rng = random.Random(seed)
    game = Game(rules or RuleSet(), n, rng.randrange(n))
    for _ in range(max_deals):
        if game.finished:
            break
        game.start_deal(rng=rng)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
    assert game.finished
    base = {"created": f"2026-01-{seed % 28 + 1:02d}T10:00:00+00:00", "seed": seed}
    return record_from_game(game, players(n), {**base, **(extras or {})})


def unprivileged(test):
    """``test`` (which takes ``tmp_path``) run as a user whom file permissions stop. As root
    (whom they stop not, as in CI), it runs in a forked child that has become the user
    ``nobody``, in a fresh folder that user owns; its failure, with the child's traceback, is
    the test's."""

    @functools.wraps(test)
    def run(tmp_path, *args, **kwargs):
        if os.name != "posix" or os.geteuid() != 0:
            return test(tmp_path, *args, **kwargs)
        import pwd  # POSIX only

        try:
            nobody = pwd.getpwnam("nobody")
            uid, gid = nobody.pw_uid, nobody.pw_gid
        except KeyError:
            uid = gid = 65534
        folder = Path(tempfile.mkdtemp(prefix="unprivileged-"))
        os.chown(folder, uid, gid)
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:                                   # the child: drop root, run, say how it went
            os.close(read)
            code = 1
            try:
                os.setgroups([])
                os.setgid(gid)
                os.setuid(uid)
                test(folder, *args, **kwargs)
                code = 0
            except BaseException:
                os.write(write, traceback.format_exc().encode())
            finally:
                os._exit(code)
        os.close(write)
        with os.fdopen(read, "rb") as pipe:
            said = pipe.read().decode(errors="replace")
        _, status = os.waitpid(pid, 0)
        shutil.rmtree(folder)
        assert os.waitstatus_to_exitcode(status) == 0, f"as the user nobody (uid {uid}):\n{said}"
        return None

    return run
