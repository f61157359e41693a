"""The table of docs/ai.md, "House rules": per house-rule value, the paired duplicate runs
normal − easy and strong − normal, read from the arena's printouts.

    PYTHONPATH=. python lab/value_table.py RUNS_DIR VALUES_FILE

``VALUES_FILE`` holds a line ``NAME|ARENA ARGUMENTS`` per value; ``RUNS_DIR`` the printouts
``NAME__normal_easy.log`` and ``NAME__strong_normal.log`` of
``thousand-qt arena --a A --b B --deals 200 --seed S ARENA ARGUMENTS``. A run not finished shows
"—"; a value with neither run finished is left out of the table and named under it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

DIFF = re.compile(r"A - B per deal\s+(-?[\d.]+)\s+95% CI \[(-?[\d.]+), (-?[\d.]+)\]")
HEAD = re.compile(r"(\d+) deals x (\d+) seatings")


def one_run(path: Path) -> tuple[str, str, str]:
    """(A − B with its interval, deals × seatings, A's contracts made) of one printout."""
    if not path.exists():
        return "—", "", ""
    text = path.read_text(encoding="utf-8")
    diff, head = DIFF.search(text), HEAD.search(text)
    if diff is None or head is None:
        return "—", "", ""
    made = ""
    for line in text.splitlines():
        found = re.search(r"made (\d+)/(\d+) played", line)
        if found and line.strip().startswith("declarer"):
            made = f"{found[1]}/{found[2]}"
            break
    return f"{float(diff[1]):+.2f} [{diff[2]}, {diff[3]}]", f"{head[1]} × {head[2]}", made


def main(runs: Path, values: Path) -> None:
    print("| value | arena arguments | normal − easy | strong − normal | deals × seatings "
          "| strong's contracts made / played |")
    print("| --- | --- | --- | --- | --- | --- |")
    missing = []
    for line in values.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        name, _, args = line.partition("|")
        ne, size, _ = one_run(runs / f"{name}__normal_easy.log")
        sn, size2, made = one_run(runs / f"{name}__strong_normal.log")
        if not size and not size2:
            missing.append(name)
            continue
        print(f"| {name} | `{args or '(none)'}` | {ne} | {sn} | {size2 or size} | {made} |")
    if missing:
        print("\nNot yet measured: " + ", ".join(missing) + ".")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
