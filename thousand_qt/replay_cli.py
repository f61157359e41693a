"""``thousand-qt replay``: check a record and print each deal's result (docs/record-format.md)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from .engine.record import RecordError, load_record, replay

EXIT_BAD = 2


def replay_file(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Replay one file; the ``--json`` object. Raises :class:`RecordError`."""
    game = replay(load_record(path))
    return {
        "deals": [r.to_json() for r in game.results],
        "totals": list(game.totals),
        "finished": game.finished,
        "winner": game.winner,
    }


def _text(summary: dict[str, Any]) -> str:
    lines = []
    for k, deal in enumerate(summary["deals"], 1):
        if deal.get("redeal"):
            change = (f"; change {' '.join(f'{c:+d}' for c in deal['change'])}"
                      if any(deal["change"]) else "")   # a cut's third nine
            lines.append(f"deal {k}: redeal{change}; totals {' '.join(map(str, deal['totals']))}")
            continue
        if deal["declarer"] is None:   # the game with a stock: no auction, no contract
            lines.append(f"deal {k}: with a stock; points {' '.join(map(str, deal['points']))}; "
                         f"change {' '.join(f'{c:+d}' for c in deal['change'])}; "
                         f"totals {' '.join(map(str, deal['totals']))}")
            continue
        how = "conceded" if deal.get("conceded") else "contract"
        barrel = f"; barrel: seat {deal['barrel']}" if deal["barrel"] is not None else ""
        lines.append(
            f"deal {k}: declarer {deal['declarer']}, {how} {deal['contract']}; "
            f"points {' '.join(map(str, deal['points']))}; "
            f"change {' '.join(f'{c:+d}' for c in deal['change'])}; "
            f"totals {' '.join(map(str, deal['totals']))}{barrel}")
    end = f"winner: seat {summary['winner']}" if summary["finished"] else "game in progress"
    lines.append(f"totals {' '.join(map(str, summary['totals']))}; {end}")
    return "\n".join(lines)


def _display(name: str) -> str:
    """A file name for the terminal: bytes that are not UTF-8 shown as \\xNN, never an error."""
    return os.fsencode(name).decode("utf-8", "backslashreplace")


def check_folder(folder: Path) -> int:
    """Replay every ``*.thousand`` in ``folder``: a line per file and a count; 0, or 2 if any was bad."""
    files = sorted(folder.glob("*.thousand"))
    bad = 0
    for f in files:
        try:
            s = replay_file(f)
        except RecordError as err:
            bad += 1
            print(f"FAIL  {_display(f.name)}: {err}")
            continue
        state = f"winner seat {s['winner']}" if s["finished"] else "in progress"
        print(f"ok    {_display(f.name)}: {len(s['deals'])} deals, totals {s['totals']}, {state}")
    print(f"{len(files) - bad} passed, {bad} failed")
    return EXIT_BAD if bad else 0


def run(args: argparse.Namespace) -> int:
    """``replay FILE [--json]`` or ``replay --check DIR``; exit 0, or 2 with one line per bad record."""
    if args.check:
        folder = Path(args.check)
        if not folder.is_dir():
            print(f"error: {_display(str(folder))} is not a folder", file=sys.stderr)
            return EXIT_BAD
        return check_folder(folder)
    if not args.file:
        print("error: replay needs a FILE (or --check DIR)", file=sys.stderr)
        return EXIT_BAD
    try:
        summary = replay_file(args.file)
    except RecordError as err:
        print(str(err), file=sys.stderr)
        return EXIT_BAD
    print(json.dumps(summary) if args.json else _text(summary))
    return 0
