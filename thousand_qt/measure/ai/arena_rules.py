"""The rules an arena run plays under: a preset and ``--rule KEY=VALUE`` changes over it.

``thousand-qt arena --rule barrel_scoring=collect --rule win_at=1001`` plays under the preset
(``--preset``, Classic by default) with those keys changed. A value is read as JSON where it is
JSON (``true``, ``1001``, ``null``, ``{"H": 120}``), else as the text itself (``collect``); the
rules schema then checks it, and a bad key or value is refused with the schema's message.

``--barrel`` starts every duplicate deal with one seat on the barrel (the seat after the
deal's dealer, at ``barrel_at`` with every attempt to come), so that rules of the barrel
(``barrel_scoring``, ``barrel_bidding``, ``barrel_failure``) are played: the seatings put each
level on the barrel equally often.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from thousand_qt.engine import PRESETS, Game, RuleError, RuleSet

__all__ = ["ArenaRules", "parse_rules"]


@dataclass(frozen=True)
class ArenaRules:
    """A preset's name and the keys changed over it, in the order given."""

    preset: str = "classic"
    changes: tuple[tuple[str, Any], ...] = ()
    #: every deal starts with the seat after the dealer on the barrel
    barrel: bool = False

    def rules(self, two_player_game: str | None = None) -> RuleSet:
        """The rule set (with ``two_player_game`` set when given)."""
        rules = PRESETS[self.preset].with_changes(**dict(self.changes))
        return rules if two_player_game is None else rules.with_changes(two_player_game=two_player_game)

    def start(self, game: Game, dealer: int) -> None:
        """Set a fresh ``game``'s score sheet as these runs start a deal: with ``barrel``, the
        seat after ``dealer`` sits on the barrel at ``barrel_at``."""
        if self.barrel:
            seat = (dealer + 1) % game.n_players
            game.board.totals[seat] = game.rules.barrel_at
            game.board.barrel = seat

    def __str__(self) -> str:
        """``preset classic`` or ``preset classic, rules barrel_scoring=collect win_at=1001``,
        and ``, barrel`` when the deals start on the barrel."""
        shown = f"preset {self.preset}"
        if self.changes:
            shown += ", rules " + " ".join(f"{key}={json.dumps(value, ensure_ascii=False)}"
                                            if not isinstance(value, str) else f"{key}={value}"
                                            for key, value in self.changes)
        return shown + (", the seat after the dealer on the barrel" if self.barrel else "")


def _value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_rules(preset: str, items: Iterable[str], barrel: bool = False) -> ArenaRules:
    """``--rule`` items (``KEY=VALUE``) over ``preset``, checked by the rules schema, and
    ``barrel`` (``--barrel``); :class:`RuleError` names the item that is wrong."""
    changes: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise RuleError(f"--rule {item!r}: write it as KEY=VALUE, e.g. barrel_scoring=collect")
        changes[key] = _value(text.strip())
    try:
        PRESETS[preset].with_changes(**changes)
    except (RuleError, TypeError) as err:
        raise RuleError(f"--rule: {err}") from None
    return ArenaRules(preset, tuple(changes.items()), barrel)
