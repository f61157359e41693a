"""Finished games for the statistics tests: a known record and random games."""

from __future__ import annotations

import random
from pathlib import Path

from thousand_qt.engine import Game, RuleSet
from thousand_qt.engine.record import (
    GameRecord,
    PlayerInfo,
    load_record,
    record_from_game,
)

RECORDS = Path(__file__).resolve().parent.parent / "records"
LEVELS = ("easy", "normal", "strong")


def barrel_win() -> GameRecord:
    """Seat 0 (the human) makes 300 four times, mounts the barrel and wins on it: 1180."""
    return load_record(RECORDS / "barrel_win.thousand")


def players(n: int, levels=("easy", "normal", "strong")) -> list[PlayerInfo]:
    return [PlayerInfo("Вы", "human")] + [PlayerInfo(f"P{i}", "computer", levels[(i - 1) % len(levels)])
                                         for i in range(1, n)]


def random_game(seed: int, n: int = 3, rules: RuleSet | None = None, extras: dict | None = None,
                max_deals: int = 300) -> GameRecord:
    """A whole game of random legal actions (every seat), as a record."""
    rng = random.Random(seed)
    game = Game(rules or RuleSet(), n, rng.randrange(n))
    for _ in range(max_deals):
        if game.finished:
            break
        game.start_deal(rng=rng)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
    assert game.finished
    base = {"created": f"2026-01-{seed % 28 + 1:02d}T10:00:00+00:00", "seed": seed}
    return record_from_game(game, players(n), {**base, **(extras or {})})
