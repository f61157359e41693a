"""Cards of the 24-card Thousand deck and their text form (``TH`` = ten of hearts).

There are exactly 24 :class:`Card` instances; :meth:`Card.parse` and :data:`DECK` return
them, so cards can be compared by identity and used as dictionary keys cheaply.
Each card also has a bit (``card.bit``) for bitmask hands used by the fast solvers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .seats import hand_size, sitting_out, talon_sizes


class Suit(Enum):
    """The four suits, by their letter in the record notation."""

    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]



_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥"}
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)

#: Ranks from low to high, by their letter in the record notation.
RANKS: tuple[str, ...] = ("9", "J", "Q", "K", "T", "A")
RANK_POINTS: dict[str, int] = {"9": 0, "J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}


class CardError(ValueError):
    """A card text that is not one of the 24 cards."""


@dataclass(frozen=True, slots=True)
class Card:
    """One of the 24 cards. ``strength`` orders ranks (9=0 … A=5); ``points`` are card points."""

    rank: str
    suit: Suit
    strength: int = field(compare=False, repr=False, default=0)
    points: int = field(compare=False, repr=False, default=0)
    index: int = field(compare=False, repr=False, default=0)

    @property
    def bit(self) -> int:
        return 1 << self.index

    @staticmethod
    def parse(text: str) -> Card:
        """The card written as ``text`` (``"TH"``, ``"9s"``, ``"10H"``); raises :class:`CardError`."""
        card = _BY_TEXT.get(text.strip().upper().replace("10", "T", 1) if isinstance(text, str) else None)
        if card is None:
            raise CardError(f"unknown card {text!r}")
        return card

    @property
    def text(self) -> str:
        return self.rank + self.suit.value

    def __str__(self) -> str:
        return self.rank + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self.rank + self.suit.value})"

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:  # keep identity through copy
        return (Card.parse, (self.text,))


def _make_deck() -> tuple[Card, ...]:
    cards = []
    for s_i, suit in enumerate(SUITS):
        for r_i, rank in enumerate(RANKS):
            cards.append(Card(rank, suit, r_i, RANK_POINTS[rank], s_i * 6 + r_i))
    return tuple(cards)


#: The 24 cards, suit by suit (♠ ♣ ♦ ♥), each from 9 up to the ace.
DECK: tuple[Card, ...] = _make_deck()
_BY_TEXT: dict[str, Card] = {c.text: c for c in DECK}


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse several cards; raises :class:`CardError` on the first unknown one."""
    return [Card.parse(t) for t in texts]


def card_points(cards: Iterable[Card]) -> int:
    """Sum of card points."""
    return sum(c.points for c in cards)


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(c.text for c in cards)


def sort_hand(cards: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Cards grouped by suit (trump first if given), high to low inside a suit."""
    order = {s: i for i, s in enumerate(SUITS)}
    if trump is not None:
        order[trump] = -1
    return sorted(cards, key=lambda c: (order[c.suit], -c.strength))


def shuffled_deck(seed: int | str | None = None, rng: random.Random | None = None) -> list[Card]:
    """The deck shuffled by ``random.Random(seed)`` (or by ``rng``): same seed, same order."""
    generator = rng if rng is not None else random.Random(seed)
    deck = list(DECK)
    generator.shuffle(deck)
    return deck


def deal_cards(deck: Sequence[Card], n_players: int, dealer: int,
               talons_of_three: bool = False) -> tuple[list[list[Card]], list[list[Card]]]:
    """Split a shuffled deck into hands and talon(s) the way the rules deal them.

    Three players: 7 each and a talon of 3. Four players: the dealer gets nothing, the other
    three 7 each, talon 3. Two players: 10 each and two talons of 2 (``talons_of_three``: 9
    each and two talons of 3). Returns ``(hands, talons)``
    where ``talons`` has one list (three/four players) or two (two players).
    """
    deck = list(deck)
    if len(deck) != 24:
        raise ValueError("a deal needs all 24 cards")
    if n_players not in (2, 3, 4):
        raise ValueError("Thousand is played by 2, 3 or 4 players")
    size, out, at = hand_size(n_players, talons_of_three), sitting_out(n_players, dealer), 0
    hands: list[list[Card]] = [[] for _ in range(n_players)]
    for seat in range(n_players):
        if seat != out:
            hands[seat], at = deck[at:at + size], at + size
    talons: list[list[Card]] = []
    for length in talon_sizes(n_players, talons_of_three):
        talons.append(deck[at:at + length])
        at += length
    return hands, talons
