"""The record of a game cut at a review position: a copy to start a new game from."""

from __future__ import annotations

from thousand_qt.engine.record import GameRecord

from .cursor import Position


def record_upto(record: GameRecord, position: Position) -> GameRecord:
    """A new record holding ``record``'s deals up to ``position`` (the deal there cut after
    ``position.step`` actions), the same rules and players and the aids; ``record`` is unchanged."""
    deals = []
    for k, deal in enumerate(record.deals[:position.deal + 1]):
        actions = list(deal["actions"])
        if k == position.deal:
            actions = actions[:position.step]
        entry = {"dealer": deal["dealer"], "hands": [list(h) for h in deal["hands"]],
                 "talon": [list(t) if isinstance(t, list) else t for t in deal["talon"]],
                 "actions": actions}
        if "stock" in deal:
            entry["stock"] = list(deal["stock"])
        deals.append(entry)
    extras = {key: record.extras[key] for key in ("aids",) if key in record.extras}
    return GameRecord(record.rules, list(record.players), deals, extras, dict(record.rules_given))


__all__ = ["record_upto"]
