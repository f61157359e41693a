"""Duplicate deals in which a seat can hold all four aces (its hand, or its hand and the
talon), under a preset with the ace marriage: the only deals where the players' handling of
the ace marriage can change anything. Run at two commits with the same arguments and pair the
two score files with ``pair_scores.py``; every other deal plays the same at both.

    PYTHONPATH=. python lab/ace_marriage_deals.py A B PRESET SEED DEALS SCORES_FILE
"""

from __future__ import annotations

import sys

from thousand_qt.engine import PRESETS
from thousand_qt.engine.cards import deal_cards, shuffled_deck
from thousand_qt.measure.ai.arena import _deal_seed, run_duplicate_deal
from thousand_qt.measure.ai.arena_pairs import save_scores


def four_aces_within_reach(seed: int, k: int) -> bool:
    """Does a seat of duplicate deal ``k`` hold four aces, or four with the talon?"""
    hands, talons = deal_cards(shuffled_deck(_deal_seed(seed, k)), 3, k % 3)
    talon = [c for t in talons for c in t]
    return any(sum(c.rank == "A" for c in h + talon) == 4 for h in hands)


def main(argv: list[str]) -> int:
    a, b, preset, seed, deals, out = argv[1], argv[2], argv[3], int(argv[4]), int(argv[5]), argv[6]
    assert PRESETS[preset].ace_marriage, "a preset with the ace marriage"
    chosen = [k for k in range(100 * deals) if four_aces_within_reach(seed, k)][:deals]
    diffs = []
    for i, k in enumerate(chosen):
        tally = run_duplicate_deal((a, b, preset, seed, k))
        diffs.append(tally["A"]["score"] - tally["B"]["score"])
        save_scores(out, diffs)
        print(f"{i + 1}/{len(chosen)} deal {k}: A - B {diffs[-1]:+.1f}, mean {sum(diffs) / len(diffs):+.2f}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
