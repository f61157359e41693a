"""Why the human may not do an action now: the engine's reason as a sentence, said once for
the local game (:class:`~thousand_qt.model.game_model.GameModel`) and read from a text at the
edges that have one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from thousand_qt.engine.actions import ACTION_TYPES, Action, ActionSyntaxError, as_action, parse_action
from thousand_qt.engine.state import Game

from .messages import user_reason

translate = QCoreApplication.translate


def seat_action(seat: int, value: Action | str) -> Action:
    """``value`` as an action of ``seat``: an Action as it is, a text parsed ("play TH" is
    ``seat``'s "0 play TH"); raises :class:`ActionSyntaxError` for anything else."""
    if not isinstance(value, str):
        return as_action(value)  # an Action, or ActionSyntaxError for a value that is none
    parts = value.split()
    if parts and not parts[0].lstrip("-").isdigit():
        value = f"{seat} {value}"
    return parse_action(value)


def refusal(game: Game, seat: int, value: Action | str, plays: bool = True) -> str | None:
    """None if ``seat`` may do ``value`` (an Action or its text) in ``game`` now, else the
    translated reason (``plays`` False: the seat is a computer's, its person may do nothing)."""
    try:
        action = seat_action(seat, value)
    except ActionSyntaxError as err:
        return user_reason(str(err))
    if not plays or action.seat != seat:
        return translate("GameModel", "That is not your move.")
    reason = game.why_illegal(action)
    return None if reason is None else user_reason(reason)


def not_an_action(value: object) -> str | None:
    """Why ``value``, handed in as an action, is refused when it is none (a text included: a
    text is parsed where it is read, with :func:`parse_action`); None for an Action."""
    if type(value) in ACTION_TYPES:
        return None
    return user_reason(f"not an action but a {type(value).__name__}")


def submit_refusal(game: Game, seat: int, action: Action, plays: bool = True) -> str | None:
    """Why ``seat`` may not do ``action`` (which must be an Action value) now, or None."""
    return not_an_action(action) or refusal(game, seat, action, plays)
