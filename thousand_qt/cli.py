"""The one entry point and its one argument parser.

``thousand-qt [play] [FILE]`` starts the game (``play`` is the command when none is given),
``--self-test`` checks an installed copy, ``replay``, ``analyse``, ``arena`` and ``bench`` are the tools,
``serve`` hosts tables for network play without a window.
An unknown argument or a mistyped command prints the usage and exits 2; the window never opens
for a command line it does not understand.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

from . import __version__

EXIT_USAGE = 2
COMMANDS = ("play", "replay", "analyse", "arena", "bench", "serve")


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``thousand-qt`` and all its commands."""
    usage = ("thousand-qt [play] [FILE]\n"
             "       thousand-qt --self-test [--timeout S] [--seed N]\n"
             "       thousand-qt {replay,analyse,arena,bench,serve} ...   (COMMAND --help for its options)\n"
             "       thousand-qt --version")
    p = argparse.ArgumentParser(
        prog="thousand-qt", usage=usage,
        description="Тысяча (Thousand): the card game. Without a command, the game starts.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", prog="thousand-qt")   # not the usage above

    play = sub.add_parser("play", help="the game (the default command)")
    play.add_argument("file", nargs="?", metavar="FILE", help="a saved game (.thousand) to open")
    play.add_argument("--self-test", action="store_true",
                      help="open the window, play one deal, save and re-open it; exit 0 or 1")
    play.add_argument("--timeout", type=float, metavar="S", help="with --self-test: give up after S seconds")
    play.add_argument("--seed", type=int, metavar="N", help="with --self-test: the deal's seed")

    r = sub.add_parser("replay", help="check a game record and print each deal's result")
    r.add_argument("file", nargs="?", metavar="FILE", help="a .thousand record")
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.add_argument("--check", metavar="DIR", help="replay every .thousand file in DIR")

    an = sub.add_parser("analyse", help="judge one seat's decisions in a game record against the strong player")
    an.add_argument("file", metavar="FILE", help="a .thousand record")
    an.add_argument("--seat", type=int, default=0, metavar="N", help="the seat to analyse (0 = the first player)")
    an.add_argument("--seed", type=int, default=0, metavar="N", help="the seed of the sampled deals")
    an.add_argument("--samples", type=int, metavar="K",
                    help="sampled deals per decision that differs from the best (default: the analysis's own)")

    b = sub.add_parser("bench",
                       help="benchmarks: the engine's speed, the window's memory and CPU, the analysis, the solver")
    b.add_argument("what", choices=["engine", "gui", "memory", "analysis", "solver", "net"])
    b.add_argument("--seconds", type=float, default=5.0)
    b.add_argument("--tables", type=_counts, default=[8], metavar="N[,N...]",
                   help="bench net: tables of three people at once (several: one run each, e.g. 48,100,200)")
    b.add_argument("--think", type=float, default=0.5, metavar="S",
                   help="bench net: a person's thinking time before an action, on average (0: at once)")
    b.add_argument("--computer-tables", type=int, default=0, metavar="K",
                   help="bench net: K more tables of two people and a computer player, timed apart")
    b.add_argument("--computer-level", default="strong", choices=["easy", "normal", "strong"],
                   help="bench net: the level of the computer player at those tables")
    b.add_argument("--serve-args", default="", metavar="'ARGS'",
                   help="bench net: more options of the serve process, e.g. '--computer-workers 0'")
    b.add_argument("--rounds", type=int, default=200, metavar="N",
                   help="memory: rounds of a deal, the review and every dialog")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--preset", default="classic", choices=["classic", "online", "polish"])

    from .net.serve_cli import add_arguments as serve_arguments

    serve_arguments(sub.add_parser("serve", help="host tables for network play (no window; stop with SIGTERM)"))

    # the arena's own options are read by thousand_qt.measure.ai.arena (``arena --help`` lists them)
    sub.add_parser("arena", help="computer players against each other (see `arena --help`)",
                   add_help=False)
    return p


def parse(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    """The parsed command line and the arena's own arguments; exits 2 with the usage if wrong."""
    parser = build_parser()
    if not argv or argv[0] not in (*COMMANDS, "-h", "--help", "--version"):
        argv = ["play", *argv]
    args, rest = parser.parse_known_args(argv)
    if args.command != "arena" and rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "play":
        _check_play(parser, args)
    return args, rest


def _check_play(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if not args.self_test and (args.timeout is not None or args.seed is not None):
        parser.error("--timeout and --seed go with --self-test")
    if args.self_test and args.file:
        parser.error("--self-test takes no FILE")
    if args.file and not Path(args.file).exists():
        close = difflib.get_close_matches(args.file, COMMANDS, n=1)
        hint = f" (did you mean the command '{close[0]}'?)" if close else ""
        parser.error(f"no such file: {args.file}{hint}")


def main(argv: list[str] | None = None) -> int:
    """``thousand-qt``: parse the command line and run the command; returns the exit status."""
    try:
        args, rest = parse(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as done:  # --help, --version or a usage error (already printed)
        return done.code if isinstance(done.code, int) else EXIT_USAGE
    if args.command in ("arena", "bench") and not _measure_installed(args.command):
        return 1
    if args.command == "arena":
        from .measure.ai.arena import main as arena_main

        return arena_main(rest)
    if args.command == "replay":
        from .replay_cli import run

        return run(args)
    if args.command == "analyse":
        from .analysis_cli import run as run_analyse

        return run_analyse(args)
    if args.command == "serve":
        from .net.serve_cli import run as run_serve

        return run_serve(args)
    if args.command == "bench":
        from .measure.bench import run as run_bench

        return run_bench(args)
    return _play(args)


def _measure_installed(command: str) -> bool:
    """Whether the measuring tools (:mod:`thousand_qt.measure`) are here; when not (the bundle
    leaves them out), says so on stderr."""
    try:
        import thousand_qt.measure  # noqa: F401  (only whether it is there)
    except ModuleNotFoundError as err:
        if err.name != "thousand_qt.measure":
            raise
        print(f"thousand-qt {command}: the measuring tools are not part of this installation of the game; "
              "they come with an installation from the source (pip install thousand-qt, or a checkout's "
              "make setup)", file=sys.stderr)
        return False
    return True


def _play(args: argparse.Namespace) -> int:
    if args.self_test:  # play one deal in the window, save, re-open; exit 0/1 (make smoke)
        from .selftest import run_self_test

        options = ["--self-test"]
        if args.timeout is not None:
            options += ["--timeout", str(args.timeout)]
        if args.seed is not None:
            options += ["--seed", str(args.seed)]
        return run_self_test(options)
    from . import startup_timing

    files = [args.file] if args.file else []
    if startup_timing.enabled():  # THOUSAND_QT_STARTUP_TIMING=1: print when the window is shown
        startup_timing.watch_new_application(files)
    from .view.app import main as app_main

    return app_main(files)


def gui_main(argv: list[str] | None = None) -> int:
    """``thousand-qt-gui``: the game (optionally opening a ``.thousand`` file), same arguments."""
    argv = list(sys.argv[1:] if argv is None else argv)
    return main(argv if argv and argv[0] == "play" else ["play", *argv])


if __name__ == "__main__":
    sys.exit(main())


def _counts(text: str) -> list[int]:
    """``48,100,200`` as [48, 100, 200] (each at least 1)."""
    try:
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not whole numbers separated by commas: {text!r}") from None
    if not counts or min(counts) < 1:
        raise argparse.ArgumentTypeError(f"each count must be at least 1: {text!r}")
    return counts
