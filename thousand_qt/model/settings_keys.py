"""How each setting is declared, once: a field of :class:`~thousand_qt.model.settings.Settings`
made by :func:`choice`, :func:`integer`, :func:`boolean`, :func:`text` or :func:`seat_texts` /
:func:`seat_choices` carries its QSettings key, its kind, the allowed values or bounds and its
default; loading, saving and the Preferences editors all read that declaration.

Every value is stored as text (QSettings' INI backend hands back strings): integers in
decimal, booleans as ``true`` / ``false``. :func:`parse` turns a stored text back into a value,
or ``None`` for one that does not parse or is out of bounds (the caller falls back to the
default with a warning).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, cast

#: The key of a field's declaration in its dataclass metadata.
SETTING = "setting"

Kind = Literal["choice", "integer", "boolean", "text", "rules"]
_T = TypeVar("_T")


@dataclass(frozen=True)
class Stored:
    """How one setting is kept: its QSettings ``key`` (for a list over the opponent seats, with
    ``{}`` for the seat's number from 1), its ``kind`` and what a stored text may be.

    ``choices``: the values a ``choice`` may take; ``bounds``: an ``integer``'s lowest and
    highest value; for a ``text``: ``max_length``, ``check`` (a further condition on it),
    ``strip`` (stored spaces around it are dropped) and ``empty_is_default`` (an empty text
    reads as the default); ``seats``: how many keys a list has.
    """

    key: str
    kind: Kind
    choices: tuple[str, ...] = ()
    bounds: tuple[int, int] = (0, 0)
    max_length: int | None = None
    check: Callable[[str], bool] | None = None
    strip: bool = False
    empty_is_default: bool = False
    seats: int = 0

    def all_keys(self) -> list[str]:
        """The QSettings keys of this setting: one, or one per seat of a list."""
        if not self.seats:
            return [self.key]
        return [self.key.format(i + 1) for i in range(self.seats)]


def _declare(default: _T, stored: Stored) -> _T:
    # a dataclass field whose metadata is the declaration (typed as its value, for the class body)
    return dataclasses.field(default=default, metadata={SETTING: stored})


def _declare_list(default: Callable[[], list[str]], stored: Stored) -> list[str]:
    return dataclasses.field(default_factory=default, metadata={SETTING: stored})


def choice(key: str, default: str, choices: Collection[str]) -> str:
    """A setting that is one of ``choices``."""
    return _declare(default, Stored(key, "choice", choices=tuple(choices)))


def integer(key: str, default: int, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``."""
    return _declare(default, Stored(key, "integer", bounds=(low, high)))


def boolean(key: str, default: bool) -> bool:
    """On or off."""
    return _declare(default, Stored(key, "boolean"))


def text(key: str, default: str = "", *, max_length: int | None = None, check: Callable[[str], bool] | None = None,
         strip: bool = False, empty_is_default: bool = False) -> str:
    """A line of text (see :class:`Stored` for the options)."""
    return _declare(default, Stored(key, "text", max_length=max_length, check=check, strip=strip,
                                    empty_is_default=empty_is_default))


def seat_texts(key: str, default: Callable[[], list[str]], seats: int) -> list[str]:
    """A text for each opponent seat (``key`` with ``{}`` for the seat); an empty one reads as
    that seat's default."""
    return _declare_list(default, Stored(key, "text", empty_is_default=True, seats=seats))


def seat_choices(key: str, default: Callable[[], list[str]], choices: Collection[str], seats: int) -> list[str]:
    """One of ``choices`` for each opponent seat."""
    return _declare_list(default, Stored(key, "choice", choices=tuple(choices), seats=seats))


def declaration(cls: type, name: str) -> Stored:
    """The declaration of the setting ``name`` of the dataclass ``cls``."""
    for f in dataclasses.fields(cls):
        if f.name == name and SETTING in f.metadata:
            return cast(Stored, f.metadata[SETTING])
    raise KeyError(name)


def declared(cls: type) -> list[tuple[str, Stored]]:
    """Every stored setting of ``cls``: its field's name and declaration, in the class's order."""
    return [(f.name, cast(Stored, f.metadata[SETTING])) for f in dataclasses.fields(cls) if SETTING in f.metadata]


def parse_bool(raw: str) -> bool | None:
    """``true``, ``1``, ``yes``, ``on`` and their opposites (any case); None otherwise."""
    low = raw.strip().lower()
    if low in ("true", "1", "yes", "on"):
        return True
    if low in ("false", "0", "no", "off"):
        return False
    return None


def parse(stored: Stored, raw: str) -> Any:
    """The value of the stored text ``raw`` (not for ``rules``); None when it is not one."""
    if stored.kind == "choice":
        return raw if raw in stored.choices else None
    if stored.kind == "integer":
        try:
            value = int(raw.strip())
        except ValueError:
            return None
        low, high = stored.bounds
        return value if low <= value <= high else None
    if stored.kind == "boolean":
        return parse_bool(raw)
    line = raw.strip() if stored.strip else raw
    if stored.max_length is not None and len(line) > stored.max_length:
        return None
    if stored.check is not None and not stored.check(line):
        return None
    return line


def stored_text(stored: Stored, value: object) -> str:
    """The text ``value`` is stored as (not for ``rules``)."""
    if stored.kind == "boolean":
        return "true" if value else "false"
    if stored.kind == "integer":
        return str(int(cast(int, value)))
    return str(value)


__all__ = ["SETTING", "Kind", "Stored", "boolean", "choice", "declaration", "declared", "integer", "parse",
           "parse_bool", "seat_choices", "seat_texts", "stored_text", "text"]
