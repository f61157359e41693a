"""What values each house rule takes: the one definition that validation and editors read.

Each rule key of :class:`~thousand_qt.engine.rules.RuleSet` has one spec here. A spec checks a
value (``spec.check(key, value)`` returns the value as stored or raises :class:`RuleError` with
a message naming the key) and describes the values for an editor: a :class:`Flag` is on or off,
a :class:`Whole` a whole number in a range (a multiple of ``multiple``; an editor moves it by
``increment``), a :class:`Number` any number in a range, a :class:`Choice` one of a few values,
in the order an editor lists them (the default first), a :class:`CountOrAll` a number or
``"all"``. The rules that need more (the marriage
values, the minus threshold, the golden round, the bolt penalty) have their own spec classes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class RuleError(ValueError):
    """An unknown rule key or a value outside what docs/rules.md allows."""


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Flag:
    """True or false."""

    def check(self, key: str, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        raise RuleError(f"{key} must be true or false, not {value!r}")


@dataclass(frozen=True)
class Whole:
    """A whole number from ``low`` to ``high``, a multiple of ``multiple``; an editor steps it
    by ``increment`` (the multiple when not given)."""

    low: int
    high: int
    multiple: int = 1
    increment: int | None = None

    @property
    def step(self) -> int:
        """How far one step of an editor moves the value."""
        return self.increment if self.increment is not None else self.multiple

    def check(self, key: str, value: Any) -> int:
        if not _is_whole(value):
            raise RuleError(f"{key} must be a whole number, not {value!r}")
        if not self.low <= value <= self.high or value % self.multiple:
            extra = f" and a multiple of {self.multiple}" if self.multiple > 1 else ""
            raise RuleError(f"{key} must be from {self.low} to {self.high}{extra}, not {value}")
        return int(value)


@dataclass(frozen=True)
class Number:
    """Any number from ``low`` to ``high``; an editor shows ``decimals`` places."""

    low: float
    high: float
    decimals: int = 2

    def check(self, key: str, value: Any) -> float | int:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not self.low <= value <= self.high:
            raise RuleError(f"{key} must be a number from {self.low} to {self.high}, not {value!r}")
        return value


@dataclass(frozen=True)
class Choice:
    """One of ``values`` (of the same type: 1 is not true), listed in this order."""

    values: tuple[Any, ...]

    def check(self, key: str, value: Any) -> Any:
        for allowed in self.values:
            if value == allowed and type(value) is type(allowed):
                return value
        shown = ", ".join(repr(v) for v in self.values)
        raise RuleError(f"{key} must be one of {shown}, not {value!r}")


@dataclass(frozen=True)
class OffOrChoice:
    """Off (null; false is read as off) or one of ``values``: the minus threshold."""

    values: tuple[int, ...]

    def check(self, key: str, value: Any) -> int | None:
        if value is None or value is False:
            return None
        if _is_whole(value) and value in self.values:
            return int(value)
        shown = ", ".join(str(v) for v in self.values)
        raise RuleError(f"{key} must be off (null) or one of {shown}, not {value!r}")

    @property
    def choices(self) -> tuple[int | None, ...]:
        """Off, then the values: what an editor lists."""
        return (None, *self.values)


@dataclass(frozen=True)
class CountOrAll:
    """A whole number from ``low`` to ``high``, or ``"all"`` (every one): the free concessions."""

    low: int
    high: int

    def check(self, key: str, value: Any) -> int | str:
        if isinstance(value, str) and value == "all":
            return value
        if _is_whole(value) and self.low <= value <= self.high:
            return int(value)
        raise RuleError(f'{key} must be a whole number from {self.low} to {self.high} or "all", not {value!r}')

    @property
    def choices(self) -> tuple[int | str, ...]:
        """Each number, then all: what an editor lists."""
        return (*range(self.low, self.high + 1), "all")


@dataclass(frozen=True)
class GoldenDeals:
    """The golden round: off (false or 0), one deal per player (true), or the first n deals,
    n from 1 to ``most``."""

    most: int = 12

    def check(self, key: str, value: Any) -> int | bool:
        if isinstance(value, bool):
            return value
        if _is_whole(value) and 0 <= value <= self.most:
            return int(value)
        raise RuleError(f"{key} must be true, false or a number of deals from 0 to {self.most}, not {value!r}")

    @property
    def choices(self) -> tuple[int | bool, ...]:
        """Off, one per player, then each number of deals: what an editor lists."""
        return (False, True, *range(1, self.most + 1))


@dataclass(frozen=True)
class Penalty:
    """Points lost, written either way ("120" or "-120" both mean lose 120), up to ``most``;
    an editor steps it by ``increment``."""

    most: int = 1000
    increment: int = 5

    def check(self, key: str, value: Any) -> int:
        if not _is_whole(value) or not -self.most <= value <= self.most:
            raise RuleError(f"{key} must be a whole number of points (e.g. 120), not {value!r}")
        return abs(int(value))


@dataclass(frozen=True)
class MarriageSpec:
    """Each suit's marriage value, a whole number from 0 to ``most`` (checked by
    :meth:`~thousand_qt.engine.rules.MarriageValues.from_value`)."""

    most: int = 500
    increment: int = 10


Spec = Flag | Whole | Number | Choice | OffOrChoice | CountOrAll | GoldenDeals | Penalty | MarriageSpec

__all__ = ["Choice", "CountOrAll", "Flag", "GoldenDeals", "MarriageSpec", "Number", "OffOrChoice", "Penalty",
           "RuleError", "Spec", "Whole"]
