"""The hint: the action a computer player suggests for a seat, and why.

    from thousand_qt.ai import suggest
    hint = suggest(game.view_for(seat), seed=1)   # Hint(action, reason)

``hint.action`` is one of ``view.legal_actions``; ``hint.reason`` (:class:`~.reason.Reason`)
holds a kind code and numbers, e.g. ``Reason(PLAY_MAKES, made_in=19, samples=24, amount=120)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from thousand_qt.engine import SeatView
from thousand_qt.engine.actions import Action

from .levels import make_player
from .reason import Reason


@dataclass(frozen=True)
class Hint:
    """A suggested action and the reason behind it."""

    action: Action | None
    reason: Reason


def suggest(view: SeatView, seed: int = 0, level: str = "strong") -> Hint:
    """The action ``level`` would take with ``view`` (deterministic for ``seed``), and why."""
    player = make_player(level, seed)
    action = player.choose(view)
    return Hint(action, player.reason)


__all__ = ["Hint", "suggest"]
