"""Pair two finished arena runs' score files deal by deal (both ``arena ... --scores FILE``, the
same ``--seed`` and ``--deals``), as ``--paired-with`` does when the earlier run has finished:

    PYTHONPATH=. python lab/pair_scores.py THIS.scores EARLIER.scores [SEED]
"""

from __future__ import annotations

import random
import sys

from thousand_qt.measure.ai.arena_pairs import load_scores, paired_report
from thousand_qt.measure.ai.intervals import bootstrap_ci


def main() -> None:
    this, earlier = load_scores(sys.argv[1]), load_scores(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    print(paired_report(this, earlier, bootstrap_ci, random.Random(seed)))


if __name__ == "__main__":
    main()
