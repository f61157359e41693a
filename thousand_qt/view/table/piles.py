"""A pile of the table laid out: its cards with their places, z, faces and size, as KDE's
KCardPile. :class:`~thousand_qt.view.table.scene.TableScene` builds one for each place that
holds cards (the hands, the trick, the talons, the won tricks, the dealer's pack, the stock)
from where its cards belong and the :class:`~thousand_qt.view.table.layout.TableLayout`; its
relayout moves every pile's cards in one loop.

The piles' z bands, lowest first: the won tricks, the hands, the talons and the stock, the
trick, the pack in the dealer's hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from .card_item import CardItem

#: The z of each pile's bottom card (each card above lies one higher).
Z_WON, Z_HAND, Z_TALON, Z_STOCK, Z_TRICK, Z_PACK = 2, 20, 100, 100, 200, 300


@dataclass(frozen=True)
class Pile:
    """Cards in one place of the table, bottom first: the place and turn of each (``slots``),
    the bottom card's z, which lie face up, their width, and whether they may be clicked
    (``interactive``; None: as the card is)."""

    items: tuple[CardItem, ...]
    slots: tuple[tuple[QPointF, float], ...]
    z: int
    face_up: tuple[bool, ...]
    width: float
    interactive: bool | None = None

    @classmethod
    def of(cls, items: Sequence[CardItem], slots: Sequence[tuple[QPointF, float]], z: int,
           face_up: Sequence[bool] | bool, width: float, interactive: bool | None = None) -> Pile:
        """A pile of ``items`` at ``slots`` (one each); ``face_up`` for each card or for all."""
        faces = tuple(face_up) if not isinstance(face_up, bool) else (face_up,) * len(items)
        return cls(tuple(items), tuple(slots), z, faces, width, interactive)

    def __post_init__(self) -> None:
        if not len(self.items) == len(self.slots) == len(self.face_up):
            raise ValueError("a pile needs one slot and one face for each card")


__all__ = ["Pile", "Z_HAND", "Z_PACK", "Z_STOCK", "Z_TALON", "Z_TRICK", "Z_WON"]
