"""``thousand-qt replay``: check a record and print each deal's result (RECORD.md)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .engine.record import RecordError, load_record, replay

EXIT_BAD = 2


def replay_file(path: str) -> dict:
    """Replay one file; the ``--json`` object. Raises :class:`RecordError`."""
    game = replay(load_record(path))
    return {
        "deals": [r.to_json() for r in game.results],
        "totals": list(game.totals),
        "finished": game.finished,
        "winner": game.winner,
    }


def _text(summary: dict, names: list[str] | None = None) -> str:
    lines = []
    for k, deal in enumerate(summary["deals"], 1):
        if deal.get("redeal"):
            lines.append(f"deal {k}: redeal; totals {' '.join(map(str, deal['totals']))}")
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


def run(args) -> int:
    if args.check:
        folder = Path(args.check)
        if not folder.is_dir():
            print(f"error: {folder} is not a folder", file=sys.stderr)
            return EXIT_BAD
        files = sorted(folder.glob("*.thousand"))
        bad = 0
        for f in files:
            try:
                s = replay_file(str(f))
                state = f"winner seat {s['winner']}" if s["finished"] else "in progress"
                print(f"ok    {f.name}: {len(s['deals'])} deals, totals {s['totals']}, {state}")
            except RecordError as err:
                bad += 1
                print(f"FAIL  {f.name}: {err}")
        print(f"{len(files) - bad} passed, {bad} failed")
        return EXIT_BAD if bad else 0
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
