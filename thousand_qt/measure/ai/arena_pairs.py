"""Paired arena runs: each duplicate deal's A − B kept in a file, and two runs compared deal by deal.

``thousand-qt arena … --scores FILE`` writes the per-deal A − B of a duplicate run (a JSON list,
in deal order); ``--paired-with FILE`` compares this run with an earlier one on the same deals
(same ``--seed`` and ``--deals``): the mean of the per-deal differences and its bootstrap 95 %
interval. Pairing removes most of the deals' luck, so a change is measured with far fewer deals.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence

from thousand_qt.storage.atomic_file import save_text_atomic
from thousand_qt.storage.bounded_json import StorageError, read_json_file

Interval = Callable[[list[float], random.Random], tuple[float, float]]
#: the decimals a scores file keeps of each deal's A − B (a score is a mean over the seatings)
KEPT_DECIMALS = 6


def _kept(diff: float) -> float:
    """A deal's A − B as a scores file keeps it."""
    return round(diff, KEPT_DECIMALS)


def save_scores(path: str, diffs: Sequence[float]) -> None:
    """Write the per-deal A − B of a run to ``path`` (atomically)."""
    save_text_atomic(path, json.dumps([_kept(d) for d in diffs]) + "\n")


def load_scores(path: str) -> list[float]:
    """The per-deal A − B saved by :func:`save_scores`; ValueError with a reason if not."""
    try:
        data = read_json_file(path, "a scores file")
    except StorageError as err:
        raise ValueError(str(err)) from None
    if not isinstance(data, list) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in data):
        raise ValueError(f"{path}: not a scores file (a JSON list of numbers)")
    return [float(v) for v in data]


def paired_report(diffs: Sequence[float], earlier: Sequence[float], interval: Interval,
                  rng: random.Random) -> str:
    """This run's A − B less the earlier run's, deal by deal: mean and 95 % interval. This
    run's scores are taken as a scores file keeps them, so that a deal played the same way in
    both runs counts as unchanged."""
    if len(diffs) != len(earlier):
        raise ValueError(f"the runs have {len(diffs)} and {len(earlier)} deals: not the same deals")
    gains = [_kept(a) - b for a, b in zip(diffs, earlier, strict=True)]
    lo, hi = interval(gains, rng)
    return (f"  paired with the earlier run: {sum(gains) / len(gains):+.2f} per deal, 95% CI [{lo:+.2f}, {hi:+.2f}] "
            f"({len(gains)} deals, {sum(1 for g in gains if g)} changed)")


__all__ = ["load_scores", "paired_report", "save_scores"]
