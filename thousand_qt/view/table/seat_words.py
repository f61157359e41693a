"""The last word of each seat on its plate ("105", "пас", "марьяж ♥ 100"), kept as what was
said (a kind and its values), so that it is shown again in the language chosen later."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import Suit
from .card_text import SUIT_SYMBOLS
from .scene import TableScene

BID, BLIND, PASS, MARRIAGE, REDEAL = "bid", "blind", "pass", "marriage", "redeal"
KEPT = "kept"       # a marriage declared keeping the trump (marriage_trump choose)


class SeatWords(QObject):
    """Each seat's word: :meth:`say` shows it on the plate, :meth:`refresh` retranslates."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.said: dict[int, tuple[str, tuple[object, ...]]] = {}

    def text(self, kind: str, *values: object) -> str:
        """The word in the current language."""
        if kind == BID:
            return str(values[0])
        if kind == BLIND:
            return self.tr("{0} blind").format(values[0])
        if kind == PASS:
            return self.tr("pass")
        if kind == MARRIAGE:
            suit, value = values        # a Suit, or None for the four aces
            if not isinstance(suit, Suit):      # the four aces: "тузовый марьяж", not "марьяж тузы"
                return self.tr("aces marriage {0}").format(value)
            return self.tr("marriage {0} {1}").format(SUIT_SYMBOLS[suit.value], value)
        if kind == KEPT:
            suit, value = values
            assert isinstance(suit, Suit)
            return self.tr("marriage {0} {1}, trump kept").format(SUIT_SYMBOLS[suit.value], value)
        if kind == REDEAL:
            return self.tr("redeal")
        return ""

    def say(self, seat: int, kind: str, *values: object) -> str:
        """Show ``kind`` (with ``values``) on ``seat``'s plate; returns the text shown."""
        self.said[seat] = (kind, values)
        text = self.text(kind, *values)
        badge = self.scene.badges.get(seat)
        if badge is not None:
            badge.set_fields(word=text)
        return text

    def clear(self) -> None:
        """No word on any plate."""
        self.said.clear()
        for badge in self.scene.badges.values():
            badge.set_fields(word="")

    def refresh(self) -> None:
        """Show every word again (after a language switch or a new table)."""
        for seat, badge in self.scene.badges.items():
            kind, values = self.said.get(seat, ("", ()))
            badge.set_fields(word=self.text(kind, *values))
