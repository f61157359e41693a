"""How a player's name is shown: the default name of the human ("Вы") reads "You" in English.

Saved games and the settings keep the name as typed; only the display follows the language.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ..engine import PlayerInfo
from ..model.settings import DEFAULT_HUMAN_NAME


def shown_name(name: str) -> str:
    """``name`` as the table shows it (the default human name is translated)."""
    if name == DEFAULT_HUMAN_NAME:
        return QCoreApplication.translate("Names", "You")
    return name


def typed_name(text: str) -> str:
    """The name to keep for ``text`` typed in a name box: the shown default human name ("You")
    is kept as the default itself, so that it follows the language."""
    text = text.strip()
    return DEFAULT_HUMAN_NAME if text == shown_name(DEFAULT_HUMAN_NAME) else text


def shown_names(players: Iterable[PlayerInfo]) -> list[str]:
    """The shown names of a list of ``PlayerInfo``."""
    return [shown_name(p.name) for p in players]


def network_name(text: str) -> str | None:
    """The name to sit at a network table with, or None when ``text`` will not do there: empty,
    not plain text, or the default "Вы"/"You" (every other player would read it as themselves)."""
    from ..net.protocol import MAX_NAME, text_problem

    name = text.strip()
    if not name or name in (DEFAULT_HUMAN_NAME, shown_name(DEFAULT_HUMAN_NAME)) or text_problem(name, MAX_NAME):
        return None
    return name
