"""Compile every ``.ts`` of this folder into a ``.qm`` with ``pyside6-lrelease``.

Run as ``python -m thousand_qt.i18n.build`` (the Makefile's set-up does). With no ``.ts``
file it does nothing; without ``pyside6-lrelease`` it says so and exits 1.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def find_lrelease() -> str | None:
    """``pyside6-lrelease`` next to this Python (a venv), else on the PATH."""
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    if beside.is_file():
        return str(beside)
    return shutil.which("pyside6-lrelease")


def build(folder: Path = HERE, quiet: bool = False) -> int:
    """Compile every ``*.ts`` in ``folder``; returns a process exit status."""
    sources = sorted(folder.glob("*.ts"))
    if not sources:
        return 0
    tool = find_lrelease()
    if tool is None:
        print("pyside6-lrelease not found: translations not built", file=sys.stderr)
        return 1
    status = 0
    for ts in sources:
        qm = ts.with_suffix(".qm")
        cmd = [tool, str(ts), "-qm", str(qm)]
        if quiet:
            cmd.insert(1, "-silent")
        result = subprocess.run(cmd, check=False)
        if result.returncode != 0:
            print(f"pyside6-lrelease failed on {ts.name}", file=sys.stderr)
            status = result.returncode
    return status


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    return build(quiet="-q" in args or "--quiet" in args)


if __name__ == "__main__":
    sys.exit(main())
