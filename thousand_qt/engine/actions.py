"""Actions: small immutable values whose text form is the game record (``"1 play TH"``).

``parse_action("2 bid 105")`` ↔ ``str(Bid(2, 105))``. Instances are cached, so building the
list of legal actions allocates almost nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Union

from .cards import Card, CardError


class ActionSyntaxError(ValueError):
    """An action text that does not follow RECORD.md's grammar."""


@dataclass(frozen=True, slots=True)
class Bid:
    """Raise the auction to ``amount``."""

    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{self.seat} bid {self.amount}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Leave the auction (final for this deal)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} pass"


@dataclass(frozen=True, slots=True)
class Blind:
    """Bid ``amount`` (120 or more) without looking at the cards (``blind_game``)."""

    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{self.seat} blind {self.amount}"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Ask for and take a redeal."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} redeal"


@dataclass(frozen=True, slots=True)
class TakeTalon:
    """Two players: the declarer takes talon ``index`` (0 or 1)."""

    seat: int
    index: int

    def __str__(self) -> str:
        return f"{self.seat} talon {self.index}"


@dataclass(frozen=True, slots=True)
class Give:
    """The declarer gives ``first`` to the next player and ``second`` to the one after."""

    seat: int
    first: Card
    second: Card

    def __str__(self) -> str:
        return f"{self.seat} give {self.first} {self.second}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Two players: the declarer lays two cards face down in place of the talon taken."""

    seat: int
    first: Card
    second: Card

    def __str__(self) -> str:
        return f"{self.seat} discard {self.first} {self.second}"


@dataclass(frozen=True, slots=True)
class Contract:
    """The declarer fixes the contract."""

    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{self.seat} contract {self.amount}"


@dataclass(frozen=True, slots=True)
class Concede:
    """The declarer concedes the deal (роспись)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} concede"


MARRIAGE = "marriage"
ACES = "aces"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``; ``declare`` is ``"marriage"`` (lead K/Q and declare) or ``"aces"``."""

    seat: int
    card: Card
    declare: str | None = None

    def __str__(self) -> str:
        tail = f" {self.declare}" if self.declare else ""
        return f"{self.seat} play {self.card}{tail}"


Action = Union[Bid, Pass, Blind, Redeal, TakeTalon, Give, Discard, Contract, Concede, Play]


# -- cached constructors (legal_actions uses these) ----------------------------------------
@lru_cache(maxsize=None)
def bid(seat: int, amount: int) -> Bid:
    return Bid(seat, amount)


@lru_cache(maxsize=None)
def play(seat: int, card: Card, declare: str | None = None) -> Play:
    return Play(seat, card, declare)


@lru_cache(maxsize=None)
def contract(seat: int, amount: int) -> Contract:
    return Contract(seat, amount)


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ActionSyntaxError(f"{what} must be a whole number, not {text!r}") from None


def _card(text: str) -> Card:
    try:
        return Card.parse(text)
    except CardError as err:
        raise ActionSyntaxError(str(err)) from None


def parse_action(text: str) -> Action:
    """Parse one action of the record; raises :class:`ActionSyntaxError`."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action must be a string, not {text!r}")
    parts = text.split()
    if len(parts) < 2:
        raise ActionSyntaxError(f"cannot read action {text!r}")
    seat = _int(parts[0], "the seat")
    verb, args = parts[1], parts[2:]
    shape = {"bid": 1, "pass": 0, "blind": 1, "redeal": 0, "talon": 1, "give": 2,
             "discard": 2, "contract": 1, "concede": 0}
    if verb == "play":
        if len(args) == 1:
            return play(seat, _card(args[0]))
        if len(args) == 2 and args[1] in (MARRIAGE, ACES):
            return play(seat, _card(args[0]), args[1])
        raise ActionSyntaxError(f"cannot read action {text!r}")
    if verb not in shape:
        raise ActionSyntaxError(f"unknown verb {verb!r} in {text!r}")
    if len(args) != shape[verb]:
        raise ActionSyntaxError(f"{verb!r} takes {shape[verb]} argument(s): {text!r}")
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
