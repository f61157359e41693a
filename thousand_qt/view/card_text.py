"""How a card reads as text on the table: rank indices (В Д К Т or J Q K A) and suit symbols.

The one place the view turns a card into words; the card faces, the panels, the plates and the
dialogs all use it."""

from __future__ import annotations

from thousand_qt.engine.cards import SUITS

#: The rank letters of the record (9 J Q K T A) as each index style shows them.
RANK_LABELS: dict[str, dict[str, str]] = {
    "ru": {"9": "9", "J": "В", "Q": "Д", "K": "К", "T": "10", "A": "Т"},
    "latin": {"9": "9", "J": "J", "Q": "Q", "K": "K", "T": "10", "A": "A"},
}

#: A suit letter of the record (S C D H) to its symbol (♠ ♣ ♦ ♥), from the engine's suits.
SUIT_SYMBOLS: dict[str, str] = {suit.value: suit.symbol for suit in SUITS}


def card_label(card: str, indices: str = "latin") -> str:
    """A card as the player reads it: ``Д♥`` (Russian indices) or ``Q♥``."""
    if len(card) != 2:
        return card
    return RANK_LABELS.get(indices, RANK_LABELS["latin"])[card[0]] + SUIT_SYMBOLS.get(card[1], "?")
