"""``thousand-qt``'s one parser: commands, --version, and usage + exit 2 for what it does not know."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from thousand_qt import __version__, cli

ROOT = Path(__file__).parent.parent
RECORD = ROOT / "tests" / "records" / "classic.thousand"


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """Record what would run instead of running it (no window, no arena, no benchmark)."""
    seen: list[tuple[str, Any]] = []
    import thousand_qt.measure.ai.arena as arena
    import thousand_qt.measure.bench as bench
    import thousand_qt.replay_cli as replay_cli
    import thousand_qt.selftest as selftest
    import thousand_qt.view.app as app

    monkeypatch.setattr(app, "main", lambda argv: seen.append(("game", argv)) or 0)
    monkeypatch.setattr(selftest, "run_self_test", lambda argv: seen.append(("self-test", argv)) or 0)
    monkeypatch.setattr(arena, "main", lambda argv: seen.append(("arena", argv)) or 0)
    monkeypatch.setattr(bench, "run", lambda args: seen.append(("bench", args.what)) or 0)
    monkeypatch.setattr(replay_cli, "run", lambda args: seen.append(("replay", args.file)) or 0)
    return seen


def test_version_is_defined_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"thousand-qt {__version__}"
    assert importlib.metadata.version("thousand-qt") == __version__
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "thousand_qt.__version__"}


@pytest.mark.parametrize("argv, expected", [
    ([], ("game", [])),
    ([str(RECORD)], ("game", [str(RECORD)])),
    (["play", str(RECORD)], ("game", [str(RECORD)])),
    (["--self-test"], ("self-test", ["--self-test"])),
    (["--self-test", "--timeout", "100", "--seed", "3"],
     ("self-test", ["--self-test", "--timeout", "100.0", "--seed", "3"])),
    (["replay", str(RECORD)], ("replay", str(RECORD))),
    (["arena", "--a", "easy", "--deals", "2"], ("arena", ["--a", "easy", "--deals", "2"])),
    (["arena", "--help"], ("arena", ["--help"])),
    (["bench", "engine"], ("bench", "engine")),
    (["bench", "solver"], ("bench", "solver")),
])
def test_each_command_reaches_its_code(argv: list[str], expected: tuple[str, Any],
                                       calls: list[tuple[str, Any]]) -> None:
    assert cli.main(argv) == 0
    assert calls == [expected]


@pytest.mark.parametrize("argv, says", [
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["-x", str(RECORD)], "unrecognized arguments: -x"),
    (["replya"], "did you mean the command 'replay'"),
    (["replya", str(RECORD)], "unrecognized arguments"),
    (["benc", "engine"], "unrecognized arguments"),
    (["nothing-here.thousand"], "no such file: nothing-here.thousand"),
    ([str(RECORD), str(RECORD)], "unrecognized arguments"),
    (["--timeout", "5"], "--timeout and --seed go with --self-test"),
    (["--self-test", str(RECORD)], "--self-test takes no FILE"),
    (["bench"], "the following arguments are required: what"),
    (["bench", "engin"], "invalid choice: 'engin'"),
    (["replay", "--jsn", str(RECORD)], "unrecognized arguments: --jsn"),
])
def test_an_unknown_argument_gives_usage_and_exit_2(argv: list[str], says: str, calls: list[tuple[str, Any]],
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: thousand-qt") and says in err
    assert calls == []  # the game window never opened


@pytest.mark.parametrize("argv", [["arena", "--a", "easy", "--deals", "2"], ["bench", "engine"]])
def test_without_the_measuring_tools_arena_and_bench_say_so(argv: list[str], calls: list[tuple[str, Any]],
                                                             monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The bundle leaves thousand_qt.measure out: the two commands say why they cannot run."""
    monkeypatch.setitem(sys.modules, "thousand_qt.measure", None)   # as a bundle's import finds it
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"thousand-qt {argv[0]}: the measuring tools are not part of this installation")
    assert calls == []


def test_gui_script_takes_the_same_arguments(calls: list[tuple[str, Any]]) -> None:
    assert cli.gui_main([str(RECORD)]) == 0 and calls == [("game", [str(RECORD)])]
    assert cli.gui_main(["--bogus"]) == 2 and len(calls) == 1


def test_the_installed_command_runs_the_parser() -> None:
    proc = subprocess.run([sys.executable, "-m", "thousand_qt", "--nope"], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and "usage: thousand-qt" in proc.stderr and proc.stdout == ""
    proc = subprocess.run([sys.executable, "-m", "thousand_qt", "--version"], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stdout.strip() == f"thousand-qt {__version__}"


def test_a_commands_help_names_the_command_on_one_usage_line(capsys: pytest.CaptureFixture[str]) -> None:
    """``thousand-qt replay --help`` began with the program's four-line usage and then the
    command ("… --version replay"): each command's usage is its own."""
    for command in ("play", "replay", "analyse", "bench"):
        with pytest.raises(SystemExit):
            cli.build_parser().parse_args([command, "--help"])
        first = capsys.readouterr().out.splitlines()[0]
        assert first.startswith(f"usage: thousand-qt {command}"), first
