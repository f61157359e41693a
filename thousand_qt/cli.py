"""The one entry point: no arguments → the game; ``replay``, ``arena``, ``bench`` subcommands."""

from __future__ import annotations

import argparse
import sys


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="thousand-qt", description="Тысяча (Thousand) — the card game.")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="check a game record and print each deal's result")
    r.add_argument("file", nargs="?", help="a .thousand record")
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.add_argument("--check", metavar="DIR", help="replay every .thousand file in DIR")
    b = sub.add_parser("bench", help="benchmarks")
    b.add_argument("what", choices=["engine", "gui"])
    b.add_argument("--seconds", type=float, default=5.0)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--preset", default="classic", choices=["classic", "online", "polish"])
    sub.add_parser("arena", help="computer players against each other (see `arena --help`)",
                   add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "arena":
        from .ai.arena import main as arena_main

        return arena_main(argv[1:])
    if not argv or argv[0] not in ("replay", "bench", "-h", "--help"):
        return gui_main(argv)
    args = _parser().parse_args(argv)
    if args.command == "replay":
        from .replay_cli import run

        return run(args)
    from .bench import run

    return run(args)


def gui_main(argv: list[str] | None = None) -> int:
    """Start the desktop game (optionally opening a ``.thousand`` file)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--self-test" in argv:  # play one deal in the window, save, re-open; exit 0/1 (make smoke)
        from .selftest import run_self_test

        return run_self_test(argv)
    from . import startup_timing

    if startup_timing.enabled():  # THOUSAND_QT_STARTUP_TIMING=1: print when the window is shown
        startup_timing.watch_new_application(argv)
    try:
        from .view.app import main as app_main
    except ImportError as err:  # the GUI is not built yet
        print(f"The game window is not available yet ({err}).", file=sys.stderr)
        return 1
    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())
