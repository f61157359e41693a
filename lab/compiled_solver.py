"""Build the open-hands solver (thousand_qt/ai/solver.py) as a C extension with mypyc, for long
arena runs only, and check that it decides exactly as the Python module does.

    PYTHONPATH=. python lab/compiled_solver.py TREE [CHECK_DEALS]

``TREE`` is a checkout of the repository (a worktree kept for measuring, never the one the
program is installed from): the extension is built from a copy of its ``thousand_qt`` and put
beside ``TREE/thousand_qt/ai/solver.py``, where Python imports it first. The search is the same
code with the same node budgets, so every decision is the same, only faster (about twice on this
project's arena runs). With ``CHECK_DEALS`` (default 4), strong against normal plays that many
duplicate deals of the classic game once with the Python module and once with the extension,
and the per-deal scores must be equal to the digit; otherwise the extension is removed again.

Remove the extension (``TREE/thousand_qt/ai/solver*.so``) before that tree is used for anything
but measuring. Nothing here is part of the program or its bundle.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


def _arena_scores(tree: Path, deals: int, out: Path) -> list[float]:
    """The per-deal A − B of strong against normal on ``deals`` duplicate deals, run in ``tree``."""
    subprocess.run([sys.executable, "-m", "thousand_qt", "arena", "--a", "strong", "--b", "normal",
                    "--deals", str(deals), "--seed", "2026", "--jobs", "1", "--scores", str(out)],
                   cwd=tree, check=True, stdout=subprocess.DEVNULL)
    scores: list[float] = json.loads(out.read_text(encoding="utf-8"))
    return scores


def _built(source: Path) -> list[Path]:
    """Build the solver's extension in a copy of ``source``'s package; the built files."""
    subprocess.run([sys.executable, "-m", "mypyc", "thousand_qt/ai/solver.py"], cwd=source,
                   check=True, stdout=subprocess.DEVNULL)
    return sorted((source / "thousand_qt" / "ai").glob("solver*.so"))


def main(tree: Path, check_deals: int) -> int:
    """Build, place and check the extension in ``tree``; 0 when its scores equal the module's."""
    target = tree / "thousand_qt" / "ai"
    for old in target.glob("solver*.so"):
        old.unlink()
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        # a copy without the repository's pyproject.toml, which mypyc's setuptools would read
        shutil.copytree(tree / "thousand_qt", work / "thousand_qt",
                        ignore=shutil.ignore_patterns("__pycache__"))
        python_scores = _arena_scores(work, check_deals, work / "python.scores")
        built = _built(work)
        if not built:
            print("mypyc built nothing", file=sys.stderr)
            return 1
        for lib in built:
            shutil.copy2(lib, target / lib.name)
        compiled_scores = _arena_scores(tree, check_deals, work / "compiled.scores")
    if compiled_scores != python_scores:
        for lib in target.glob("solver*.so"):
            lib.unlink()
        print(f"different scores: Python {python_scores}, compiled {compiled_scores}; removed",
              file=sys.stderr)
        return 1
    print(f"built {', '.join(p.name for p in built)} in {target}; "
          f"the same scores on {check_deals} deals: {python_scores}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(Path(sys.argv[1]).resolve(), int(sys.argv[2]) if len(sys.argv) == 3 else 4))
