"""How a card reads as text on the table: rank indices and suit symbols.

The one place the view turns a card into words; the card faces, the panels, the plates and the
dialogs all use it. The indices follow the UI language unless the player chose a style:
Russian and Ukrainian В Д К Т (валет, дама, король, туз), Polish W D K A (walet, dama, król, as),
English and any other language J Q K A."""

from __future__ import annotations

from collections.abc import Iterable

from thousand_qt.engine import SUITS

from ...model.i18n import resolve
from ...model.settings import Settings

#: The rank letters of the record (9 J Q K T A) as each index style shows them.
RANK_LABELS: dict[str, dict[str, str]] = {
    "ru": {"9": "9", "J": "В", "Q": "Д", "K": "К", "T": "10", "A": "Т"},
    "uk": {"9": "9", "J": "В", "Q": "Д", "K": "К", "T": "10", "A": "Т"},
    "pl": {"9": "9", "J": "W", "Q": "D", "K": "K", "T": "10", "A": "A"},
    "latin": {"9": "9", "J": "J", "Q": "Q", "K": "K", "T": "10", "A": "A"},
}

#: The setting that lets the indices follow the UI language.
BY_LANGUAGE = "language"
#: The index style of each UI language; a language not listed reads J Q K A.
LANGUAGE_INDICES: dict[str, str] = {"ru": "ru", "uk": "uk", "pl": "pl", "en": "latin"}


def indices_for(choice: str, language: str) -> str:
    """The index style to show: the player's ``choice``, or for :data:`BY_LANGUAGE` (or an
    unknown choice) the style of the UI ``language`` (a code such as ``"pl"``)."""
    if choice != BY_LANGUAGE and choice in RANK_LABELS:
        return choice
    return LANGUAGE_INDICES.get(language, "latin")


def shown_indices(settings: Settings) -> str:
    """The index style the table shows with ``settings`` (the language resolved as installed)."""
    return indices_for(settings.card_indices, resolve(settings.language))

#: A suit letter of the record (S C D H) to its symbol (♠ ♣ ♦ ♥), from the engine's suits.
SUIT_SYMBOLS: dict[str, str] = {suit.value: suit.symbol for suit in SUITS}


def card_label(card: str, indices: str = "latin") -> str:
    """A card as the player reads it: ``Д♥`` (Russian indices) or ``Q♥``."""
    if len(card) != 2:
        return card
    return RANK_LABELS.get(indices, RANK_LABELS["latin"])[card[0]] + SUIT_SYMBOLS.get(card[1], "?")


def cards_label(cards: Iterable[str], indices: str = "latin") -> str:
    """Card texts as the player reads them, one space between: ``Д♥ 10♠``."""
    return " ".join(card_label(card, indices) for card in cards)
