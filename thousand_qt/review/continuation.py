"""The record of a game cut at a review position: a copy to start a new game from."""

from __future__ import annotations

from dataclasses import replace

from thousand_qt.engine.record import GameRecord

from .cursor import Position


def record_upto(record: GameRecord, position: Position) -> GameRecord:
    """A new record holding ``record``'s deals up to ``position`` (the deal there cut after
    ``position.step`` actions; each deal's cards, its stock and its cut as dealt), the same rules
    and players and the aids; ``record`` is unchanged."""
    kept = record.deals[:position.deal + 1]
    deals = [*kept[:-1], replace(kept[-1], actions=kept[-1].actions[:position.step])]
    extras = {key: record.extras[key] for key in ("aids",) if key in record.extras}
    return GameRecord(record.rules, list(record.players), deals, extras, dict(record.rules_given))


__all__ = ["record_upto"]
