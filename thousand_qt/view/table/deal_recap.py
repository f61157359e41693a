"""What a player at a real table remembers of the deal: the talon turned over and the cards
given (or, two players, laid away), as far as the human saw them. Shown as the tooltip of the
declarer's plate and of the contract plate during the deal; texts in the "TableController"
context. Nothing here is worked out: it is read from the human's :class:`SeatView`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Card, SeatView
from .card_text import card_label, cards_label
from .scene import TableScene

translate = QCoreApplication.translate


def recap_lines(v: SeatView, names: Sequence[str], indices: str) -> list[str]:
    """The talon and the gifts the human knows of in view ``v`` (``names``: shown names)."""
    if v.declarer is None:
        return []

    def cards(items: Iterable[Card]) -> str:
        return cards_label([c.text for c in items], indices)

    lines = []
    if v.talon:
        lines.append(translate("TableController", "Talon (прикуп): {0}").format(cards(v.talon)))
    if v.seat == v.declarer:
        if v.given:
            gifts = ", ".join(translate("TableController", "{0} to {1}", "a card given to a player").format(
                card_label(card.text, indices), names[to]) for to, card in v.given)
            lines.append(translate("TableController", "You gave: {0}").format(gifts))
        if v.discarded:
            lines.append(translate("TableController", "You laid away: {0}").format(cards(v.discarded)))
    elif v.given:
        lines.append(translate("TableController", "{0} gave you: {1}").format(
            names[v.declarer], cards(card for _, card in v.given)))
    return lines


def show_recap(scene: TableScene, v: SeatView, names: Sequence[str], indices: str) -> None:
    """Put the recap of ``v`` on the declarer's plate and the contract plate of ``scene`` (and
    take it off every other plate)."""
    text = "\n".join(recap_lines(v, names, indices))
    for seat, badge in scene.badges.items():
        badge.recap = text if seat == v.declarer else ""
    scene.info.recap = text


__all__ = ["recap_lines", "show_recap"]
