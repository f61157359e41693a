"""Exact open-handed labels for a learned hand evaluator (issue 38, item 2).

Each label is one random deal of three players seen from the bidder: its seven cards, the
talon, the other two hands. The bidder takes the talon, keeps eight of the ten cards and gives
one card to each opponent; for each of the ``KEEPS`` best keeps by the hand evaluation
(``bidding.best_keep``'s scoring), with the more valuable given card to the next opponent, the
open-hands solver finds the declarer's exact points (cards and marriages, the declarer leading
the first trick). A line of JSON per deal:

    {"deal": K, "hand": "...", "talon": "...", "next": "...", "other": "...",
     "keeps": [{"kept": "...", "give": ["C1", "C2"], "points": P, "nodes": N}, ...],
     "best": P_max}

``points`` is null where the node limit cut the solve off (then "nodes" is the limit). Classic
rules (marriages 40/60/80/100, a marriage after a trick, must overtake). Deterministic for a
seed; appends to the file and starts after the deals it already holds, so a stopped run goes on
where it stopped.

    PYTHONPATH=. python lab/hand_labels.py OUT.jsonl [DEALS] [SEED] [NODE_LIMIT]
"""

from __future__ import annotations

import json
import random
import sys
import time
from itertools import combinations
from pathlib import Path

from thousand_qt.ai import bidding
from thousand_qt.ai.solver import Budget, Solver
from thousand_qt.engine import PRESETS
from thousand_qt.engine.cards import DECK, SUITS, Card

KEEPS = 3


def _text(cards: list[Card]) -> str:
    return " ".join(c.text for c in cards)


def _keeps(cards: list[Card], n: int) -> list[tuple[list[Card], list[Card]]]:
    """The ``n`` best (kept, given) splits of ten cards by the hand evaluation."""
    rules = PRESETS["classic"]
    scored = []
    for out in combinations(cards, 2):
        kept = [c for c in cards if c not in out]
        score = bidding.evaluate(kept, rules, 3) - sum(0.5 * c.points for c in out)
        scored.append((score, kept, list(out)))
    scored.sort(key=lambda s: -s[0])
    return [(kept, out) for _score, kept, out in scored[:n]]


def label(seed: int, k: int, node_limit: int) -> dict[str, object]:
    """The label line of deal ``k`` of ``seed``."""
    rules = PRESETS["classic"]
    deck = list(DECK)
    random.Random(f"labels/{seed}/{k}").shuffle(deck)
    hand, talon, first, second = deck[:7], deck[7:10], deck[10:17], deck[17:24]
    mvals = [rules.marriage_values.of(s) for s in SUITS]
    keeps = []
    for kept, give in _keeps(hand + talon, KEEPS):
        low, high = sorted(give, key=lambda c: (c.points, c.strength))
        hands = [sum(c.bit for c in kept), sum(c.bit for c in first) | high.bit,
                 sum(c.bit for c in second) | low.bit]
        solver = Solver(3, 0, mvals, rules.marriage_needs_trick, rules.must_overtake, node_limit)
        try:
            points: int | None = solver.value(hands, 0, -1, 0)
        except Budget:
            points = None
        keeps.append({"kept": _text(kept), "give": [high.text, low.text], "points": points,
                      "nodes": solver.nodes})
    known = [p for p in (kp["points"] for kp in keeps) if isinstance(p, int)]
    return {"deal": k, "hand": _text(hand), "talon": _text(talon), "next": _text(first),
            "other": _text(second), "keeps": keeps, "best": max(known) if known else None}


def main(argv: list[str]) -> int:
    out = Path(argv[1])
    deals = int(argv[2]) if len(argv) > 2 else 1000
    seed = int(argv[3]) if len(argv) > 3 else 1
    node_limit = int(argv[4]) if len(argv) > 4 else 2_000_000
    done = sum(1 for _ in out.open()) if out.exists() else 0
    start = time.process_time()
    with out.open("a") as f:
        for k in range(done, deals):
            f.write(json.dumps(label(seed, k, node_limit)) + "\n")
            f.flush()
            if (k + 1) % 100 == 0:
                cpu = time.process_time() - start
                print(f"{k + 1}/{deals} labels, {cpu / (k + 1 - done):.3f} s CPU each", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
