"""Actions: small immutable values whose text form is the game record (``"1 play TH"``).

``parse_action("2 bid 105")`` ↔ ``str(Bid(2, 105))``. Instances are cached, so building the
list of legal actions allocates almost nothing. Every action checks its fields when it is
built: seats and amounts are ``int`` (not ``bool``, not ``float``), cards are :class:`Card`; a
wrong type raises :class:`TypeError`, a value out of range :class:`ValueError`, so nothing but a
well-formed action can reach the record.

What comes from outside (a record, a remote player) goes through :func:`as_action`: an action,
or its text, or :class:`ActionSyntaxError` (an :class:`IllegalActionError` with the reason
``SYNTAX``) for anything else - never ``AttributeError`` or ``TypeError``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Union

from .cards import Card, CardError, Suit
from .reasons import IllegalActionError, Reason, ReasonCode

#: Seats are 0-3 (at most four players); amounts (bids, contracts) 0 to MAX_AMOUNT.
MAX_SEAT = 3
MAX_AMOUNT = 1000


#: An action's refusal message is cut to this many characters (it may quote a long text).
_MAX_MESSAGE = 300


class ActionSyntaxError(IllegalActionError):
    """An action text that does not follow the record's grammar (docs/record-format.md), or a
    value that is not an action text at all.

    An :class:`IllegalActionError` (so a :class:`ValueError`) whose ``reason`` has the code
    ``SYNTAX``; ``str()`` of it is the whole sentence, on one line.
    """

    def __init__(self, message: str) -> None:
        if len(message) > _MAX_MESSAGE:
            message = message[:_MAX_MESSAGE - 1] + "…"
        super().__init__(Reason.of(ReasonCode.SYNTAX, detail=message))
        self.args = (message,)


def _check_int(value: object, what: str, low: int, high: int) -> None:
    if type(value) is not int:  # exactly int: a bool or a float would be written wrongly
        raise TypeError(f"{what} must be an int, not {type(value).__name__} {value!r}")
    if not low <= value <= high:
        shown = value if abs(value) < 10**9 else "a larger number"
        raise ValueError(f"{what} must be from {low} to {high}, not {shown}")


def _check_seat(seat: object) -> None:
    _check_int(seat, "the seat", 0, MAX_SEAT)


def _check_card(card: object, what: str = "the card") -> None:
    if not isinstance(card, Card):
        raise TypeError(f"{what} must be a Card, not {type(card).__name__} {card!r}")


def _check_two_cards(first: object, second: object) -> None:
    _check_card(first, "the first card")
    _check_card(second, "the second card")


@dataclass(frozen=True, slots=True)
class Bid:
    """Raise the auction to ``amount``."""

    seat: int
    amount: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_int(self.amount, "the bid", 0, MAX_AMOUNT)

    def __str__(self) -> str:
        return f"{self.seat} bid {self.amount}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Leave the auction (final for this deal)."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)

    def __str__(self) -> str:
        return f"{self.seat} pass"


@dataclass(frozen=True, slots=True)
class Blind:
    """Bid ``amount`` (120 or more) without looking at the cards (``blind_game``)."""

    seat: int
    amount: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_int(self.amount, "the bid", 0, MAX_AMOUNT)

    def __str__(self) -> str:
        return f"{self.seat} blind {self.amount}"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Ask for and take a redeal."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)

    def __str__(self) -> str:
        return f"{self.seat} redeal"


@dataclass(frozen=True, slots=True)
class TakeTalon:
    """Two players: the declarer takes talon ``index`` (0 or 1)."""

    seat: int
    index: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_int(self.index, "the talon", 0, 1)

    def __str__(self) -> str:
        return f"{self.seat} talon {self.index}"


@dataclass(frozen=True, slots=True)
class Give:
    """The declarer gives ``first`` to the next player and ``second`` to the one after."""

    seat: int
    first: Card
    second: Card

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_two_cards(self.first, self.second)

    def __str__(self) -> str:
        return f"{self.seat} give {self.first} {self.second}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Two players: the declarer lays two cards face down in place of the talon taken (three,
    ``third`` too, with ``two_player_talons`` three)."""

    seat: int
    first: Card
    second: Card
    third: Card | None = None

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_two_cards(self.first, self.second)
        if self.third is not None:
            _check_card(self.third, "the third card")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards laid away, in the order written (with ``second_talon_card`` the first
        goes into the talon not taken)."""
        return (self.first, self.second) if self.third is None else (self.first, self.second, self.third)

    def listed(self, first_counts: bool) -> Discard:
        """This discard as the legal actions list it, whatever order it was written in (see
        :meth:`of_cards`)."""
        return Discard.of_cards(self.seat, self.cards, first_counts)

    @staticmethod
    def of_cards(seat: int, cards: Sequence[Card], first_counts: bool) -> Discard:
        """The discard of ``cards`` by ``seat`` in its listed form, the one definition of it: the
        cards in the deck's order; with ``first_counts`` (``second_talon_card``: the first card
        goes into the talon not taken) the first card stays first, the others follow in the
        deck's order. Every order of the same cards (and the same first card, where it counts)
        is the same discard."""
        first, rest = (cards[:1], cards[1:]) if first_counts else ((), cards)
        return Discard(seat, *first, *sorted(rest, key=lambda c: c.index))

    def __str__(self) -> str:
        return f"{self.seat} discard " + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Contract:
    """The declarer fixes the contract."""

    seat: int
    amount: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_int(self.amount, "the contract", 0, MAX_AMOUNT)

    def __str__(self) -> str:
        return f"{self.seat} contract {self.amount}"


@dataclass(frozen=True, slots=True)
class Concede:
    """The declarer concedes the deal (роспись)."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat(self.seat)

    def __str__(self) -> str:
        return f"{self.seat} concede"


MARRIAGE = "marriage"
ACES = "aces"
KEEP = "keep"


def _check_keep(keep: object) -> None:
    if type(keep) is not bool:
        raise TypeError(f"keep must be a bool, not {type(keep).__name__} {keep!r}")


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``; ``declare`` is ``"marriage"`` (lead K/Q and declare) or ``"aces"``;
    ``keep``: the marriage declared keeps the trump (``marriage_trump`` ``choose``)."""

    seat: int
    card: Card
    declare: str | None = None
    keep: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        _check_card(self.card)
        if self.declare not in (None, MARRIAGE, ACES):
            kind = TypeError if not isinstance(self.declare, str) else ValueError
            raise kind(f"declare must be None, {MARRIAGE!r} or {ACES!r}, not {self.declare!r}")
        _check_keep(self.keep)
        if self.keep and self.declare != MARRIAGE:
            raise ValueError("only a marriage keeps the trump")

    def __str__(self) -> str:
        tail = f" {self.declare}" if self.declare else ""
        return f"{self.seat} play {self.card}{tail}{' ' + KEEP if self.keep else ''}"


@dataclass(frozen=True, slots=True)
class DeclareMarriage:
    """Declare the marriage of ``suit`` before playing a card, leading or following
    (``marriage_moment`` ``any_turn``); ``keep``: the trump stays (``marriage_trump`` ``choose``)."""

    seat: int
    suit: Suit
    keep: bool = False

    def __post_init__(self) -> None:
        _check_seat(self.seat)
        if not isinstance(self.suit, Suit):
            raise TypeError(f"the suit must be a Suit, not {type(self.suit).__name__} {self.suit!r}")
        _check_keep(self.keep)

    def __str__(self) -> str:
        return f"{self.seat} marriage {self.suit.value}{' ' + KEEP if self.keep else ''}"


Action = Union[Bid, Pass, Blind, Redeal, TakeTalon, Give, Discard, Contract, Concede, Play, DeclareMarriage]


def forced_play(legal: Sequence[Action]) -> Play | None:
    """The one card a player must play, when ``legal`` (their legal actions) is a single play
    with nothing to declare; None when there is any choice (another card, a marriage to
    declare or not, another kind of action)."""
    if len(legal) == 1 and isinstance(legal[0], Play) and legal[0].declare is None:
        return legal[0]
    return None


# -- cached constructors (legal_actions uses these) ----------------------------------------
@lru_cache(maxsize=None)
def bid(seat: int, amount: int) -> Bid:
    """The (cached) :class:`Bid`."""
    return Bid(seat, amount)


@lru_cache(maxsize=None)
def play(seat: int, card: Card, declare: str | None = None, keep: bool = False) -> Play:
    """The (cached) :class:`Play`."""
    return Play(seat, card, declare, keep)


@lru_cache(maxsize=None)
def declare_marriage(seat: int, suit: Suit, keep: bool = False) -> DeclareMarriage:
    """The (cached) :class:`DeclareMarriage`."""
    return DeclareMarriage(seat, suit, keep)


@lru_cache(maxsize=None)
def contract(seat: int, amount: int) -> Contract:
    """The (cached) :class:`Contract`."""
    return Contract(seat, amount)


_NUMBER = re.compile(r"-?[0-9]{1,9}")  # ASCII digits only: int() would also take "1_0" and "١٠"


def _int(text: str, what: str) -> int:
    if _NUMBER.fullmatch(text) is None:
        raise ActionSyntaxError(f"{what} must be a whole number, not {text!r}")
    return int(text)


def _card(text: str) -> Card:
    try:
        return Card.parse(text)
    except CardError as err:
        raise ActionSyntaxError(str(err)) from None


_SUIT_LETTERS = frozenset(s.value for s in Suit)

_SHAPE = {"bid": 1, "pass": 0, "blind": 1, "redeal": 0, "talon": 1, "give": 2,
          "discard": 2, "contract": 1, "concede": 0}


#: The types of action (a subclass of one is not an action of the engine's).
ACTION_TYPES: frozenset[type] = frozenset({Bid, Pass, Blind, Redeal, TakeTalon, Give, Discard, Contract,
                                           Concede, Play, DeclareMarriage})


def _kind(value: object) -> str:
    """What ``value`` is, for a message: its type's name, never its (possibly failing) repr."""
    return f"{type(value).__name__[:40]} value"


def as_action(value: object) -> Action:
    """``value`` itself if it is an action, parsed if it is an action's text; otherwise
    :class:`ActionSyntaxError` (numbers, lists, ``None``, other objects...)."""
    if type(value) in ACTION_TYPES:
        return value  # type: ignore[return-value]
    if issubclass(type(value), str):
        return parse_action(value)  # type: ignore[arg-type]
    raise ActionSyntaxError(f"not an action or the text of one, but a {_kind(value)}")


def parse_action(text: str) -> Action:
    """Parse one action of the record; raises :class:`ActionSyntaxError`."""
    if not issubclass(type(text), str):
        raise ActionSyntaxError(f"an action must be a text, not a {_kind(text)}")
    text = str.__str__(text)  # a subclass of str: its own methods are not trusted
    try:
        return _parse(text)
    except ActionSyntaxError:
        raise
    except ValueError as err:  # a field out of range (a seat 9, the same card twice...)
        raise ActionSyntaxError(f"{err} in {text!r}") from None


def _parse(text: str) -> Action:
    parts = text.split(" ")
    if len(parts) < 2 or "" in parts:
        raise ActionSyntaxError(f"cannot read action {text!r} (a seat, a verb and its arguments, "
                                "separated by single spaces)")
    seat = _int(parts[0], "the seat")
    verb, args = parts[1], parts[2:]
    if verb == "play":
        if len(args) == 1:
            return play(seat, _card(args[0]))
        if len(args) == 2 and args[1] in (MARRIAGE, ACES):
            return play(seat, _card(args[0]), args[1])
        if len(args) == 3 and args[1] == MARRIAGE and args[2] == KEEP:
            return play(seat, _card(args[0]), MARRIAGE, True)
        raise ActionSyntaxError(f"cannot read action {text!r}")
    if verb == MARRIAGE:
        if len(args) in (1, 2) and args[0] in _SUIT_LETTERS and args[1:] in ([], [KEEP]):
            return declare_marriage(seat, Suit(args[0]), len(args) == 2)
        raise ActionSyntaxError(f"cannot read action {text!r} (a marriage names its suit, S, C, D or H, "
                                "and may end in keep)")
    if verb not in _SHAPE:
        raise ActionSyntaxError(f"unknown verb {verb!r} in {text!r}")
    if verb == "discard" and len(args) == 3:
        return Discard(seat, _card(args[0]), _card(args[1]), _card(args[2]))
    if len(args) != _SHAPE[verb]:
        shape = "2 or 3" if verb == "discard" else _SHAPE[verb]
        raise ActionSyntaxError(f"{verb!r} takes {shape} argument(s): {text!r}")
    if verb == "bid":
        return bid(seat, _int(args[0], "the bid"))
    if verb == "pass":
        return Pass(seat)
    if verb == "blind":
        return Blind(seat, _int(args[0], "the bid"))
    if verb == "redeal":
        return Redeal(seat)
    if verb == "talon":
        return TakeTalon(seat, _int(args[0], "the talon"))
    if verb == "give":
        return Give(seat, _card(args[0]), _card(args[1]))
    if verb == "discard":
        return Discard(seat, _card(args[0]), _card(args[1]))
    if verb == "contract":
        return contract(seat, _int(args[0], "the contract"))
    return Concede(seat)
