"""Duplicate deals in which a seat can hold all four aces (its hand, or its hand and the
talon), under a preset with the ace marriage: the only deals where the players' handling of
the ace marriage can change anything. A player is ``LEVEL`` or ``LEVEL@PACKAGE``, a copy of
an earlier commit's ``thousand_qt/ai`` put beside it as ``thousand_qt/PACKAGE`` (its modules
import each other relatively), so one run pairs a level with its own earlier self on the same
deals in every seating; prints A - B per deal with its 95 % interval.

    cp -r EARLIER/thousand_qt/ai thousand_qt/ai_before
    PYTHONPATH=. python lab/ace_marriage_deals.py strong strong@ai_before online SEED DEALS [SCORES]
"""

from __future__ import annotations

import importlib
import random
import sys

from thousand_qt.ai.driver import play_deal
from thousand_qt.ai.player import Player
from thousand_qt.engine import PRESETS, Game
from thousand_qt.engine.cards import deal_cards, shuffled_deck
from thousand_qt.measure.ai.arena import SEATINGS, deal_seed
from thousand_qt.measure.ai.arena_pairs import save_scores
from thousand_qt.measure.ai.intervals import bootstrap_ci


def four_aces_within_reach(seed: int, k: int) -> bool:
    """Does a seat of duplicate deal ``k`` hold four aces, or four with the talon?"""
    hands, talons = deal_cards(shuffled_deck(deal_seed(seed, k)), 3, k % 3)
    talon = [c for t in talons for c in t]
    return any(sum(c.rank == "A" for c in h + talon) == 4 for h in hands)


def make(spec: str, seed: int) -> Player:
    """The player ``LEVEL`` or ``LEVEL@PACKAGE`` with ``seed``."""
    level, _, package = spec.partition("@")
    module = importlib.import_module(f"thousand_qt.{package or 'ai'}.levels")
    player: Player = module.make_player(level, seed)
    return player


def duplicate(a: str, b: str, preset: str, seed: int, k: int) -> float:
    """Deal ``k`` in the six seatings: A's mean score less B's."""
    rules = PRESETS[preset]
    hands, talons = deal_cards(shuffled_deck(deal_seed(seed, k)), 3, k % 3)
    score = {"A": 0.0, "B": 0.0}
    for si, seating in enumerate(SEATINGS):
        game = Game(rules, 3, k % 3)
        players = [make(a if ch == "A" else b, seed * 1000 + k * 10 + si) for ch in seating]
        play_deal(game, players, hands=hands, talons=talons)
        for seat, ch in enumerate(seating):
            score[ch] += game.results[-1].change[seat]
    return (score["A"] - score["B"]) / 9     # each level sits 9 times in the six seatings


def main(argv: list[str]) -> int:
    a, b, preset, seed, deals = argv[1], argv[2], argv[3], int(argv[4]), int(argv[5])
    out = argv[6] if len(argv) > 6 else None
    assert PRESETS[preset].ace_marriage, "a preset with the ace marriage"
    chosen = [k for k in range(100 * deals) if four_aces_within_reach(seed, k)][:deals]
    diffs: list[float] = []
    for i, k in enumerate(chosen):
        diffs.append(duplicate(a, b, preset, seed, k))
        if out:
            save_scores(out, diffs)
        print(f"{i + 1}/{len(chosen)} deal {k}: A - B {diffs[-1]:+.1f}, mean {sum(diffs) / len(diffs):+.2f}",
              flush=True)
    lo, hi = bootstrap_ci(diffs, random.Random(seed))
    print(f"{a} - {b}: {sum(diffs) / len(diffs):+.2f} per deal, 95% CI [{lo:+.2f}, {hi:+.2f}] ({len(diffs)} deals)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
