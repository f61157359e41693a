"""The messages of network play (docs/network-protocol.md): their kinds, fields and bounds.

Every message is one JSON object in one WebSocket text frame with a ``kind``. A message from a
client is read by :func:`parse_client_message`, which refuses with a :class:`Refusal` (a stable
code and an English sentence) anything that is not exactly one of :data:`CLIENT_KINDS`: larger
than :data:`MAX_MESSAGE_BYTES`, nested deeper than :data:`MAX_DEPTH`, not JSON, an unknown kind,
a missing, unknown or mistyped field, a text out of bounds or with control characters. A
refused message changes nothing. :func:`encode` writes a message; :func:`parse_server_message`
is the client's reader of the host's messages (the same bounds, the server's kinds).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from thousand_qt.ai.levels import LEVELS
from thousand_qt.storage.bounded_json import StorageError, loads_bounded

__all__ = ["PROTOCOL_VERSION", "DEFAULT_PORT", "MAX_MESSAGE_BYTES", "MAX_DEPTH", "MAX_CHAT", "MAX_NAME",
           "MAX_TURN_SECONDS", "PHRASES", "CLIENT_KINDS", "SERVER_KINDS", "Refusal", "Message", "parse_client_message",
           "parse_server_message", "encode", "encode_value", "text_problem", "CODE_ALPHABET", "CODE_LENGTH"]

#: The protocol's version: a client and a host speak only the same one (2: the lead waits for
#: the answer to the redeal offered after the contract, ``play_on`` and ``waiting``).
PROTOCOL_VERSION = 2
#: The port a host listens on unless told otherwise (``thousand-qt serve``, the window's Host a table).
DEFAULT_PORT = 8765
#: A client's message larger than this (in UTF-8 bytes) is refused unread. The largest a client
#: needs is a ``create`` of four computer seats with names of 40 characters outside the Basic
#: Multilingual Plane and every rule set, written with every such character escaped: 3,445
#: bytes (2,165 unescaped); the longest chat line so written is 2,428.
MAX_MESSAGE_BYTES = 8 * 1024
#: The deepest nesting of objects and lists a client's message may have.
MAX_DEPTH = 8
#: The longest chat message and player name, in characters.
MAX_CHAT = 200
MAX_NAME = 40
#: The longest turn clock a table may have, in seconds (0: no clock).
MAX_TURN_SECONDS = 3600
#: Table codes: CODE_LENGTH characters of an alphabet without look-alikes (no 0/O, 1/I).
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
#: The table phrases a player can say with one click (the receiver shows them in its language).
PHRASES = ("hello", "good_luck", "well_played", "thanks", "sorry", "oops", "hurry_up", "bye")
#: Bidirectional-text controls: they would let a name or a chat line reorder what others see.
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


class Refusal(Exception):
    """A message refused: ``code`` is stable (clients translate by it), ``str()`` is English."""

    def __init__(self, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.extra = extra


@dataclass(frozen=True)
class Message:
    """A message that passed its checks: its kind and its fields (without ``kind``)."""

    kind: str
    fields: Mapping[str, Any]

    def get(self, name: str, default: Any = None) -> Any:
        """A field's value, or ``default`` when the message left it out."""
        return self.fields.get(name, default)


def text_problem(text: str, limit: int, *, empty_ok: bool = False) -> str | None:
    """Why ``text`` cannot be a name or a chat line (None when it can): plain text, one line."""
    if len(text) > limit:
        return f"is longer than {limit} characters"
    if not empty_ok and not text.strip():
        return "is empty"
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn") or ch in _BIDI:
            return f"contains the character U+{ord(ch):04X}, which is not plain text"
    return None


# -- field checks: each returns the value or raises Refusal ---------------------------------
Check = Callable[[str, Any], Any]


def _bad(name: str, what: str, value: Any) -> Refusal:
    shown = json.dumps(value, ensure_ascii=True)[:40] if _jsonable(value) else type(value).__name__
    return Refusal("bad_field", f"the field {name!r} must be {what}, not {shown}", field=name)


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def integer(low: int, high: int) -> Check:
    def check(name: str, value: Any) -> Any:
        if type(value) is not int or not low <= value <= high:
            raise _bad(name, f"a whole number from {low} to {high}", value)
        return value
    return check


def boolean(name: str, value: Any) -> Any:
    if type(value) is not bool:
        raise _bad(name, "true or false", value)
    return value


def text(limit: int, *, empty_ok: bool = False) -> Check:
    def check(name: str, value: Any) -> Any:
        if not isinstance(value, str):
            raise _bad(name, f"a text of at most {limit} characters", value)
        problem = text_problem(value, limit, empty_ok=empty_ok)
        if problem:
            raise Refusal("bad_field", f"the field {name!r} {problem}", field=name)
        return value
    return check


def pattern(regex: re.Pattern[str], what: str) -> Check:
    def check(name: str, value: Any) -> Any:
        if not isinstance(value, str) or regex.fullmatch(value) is None:
            raise _bad(name, what, value)
        return value
    return check


def choice(*allowed: str) -> Check:
    def check(name: str, value: Any) -> Any:
        if not isinstance(value, str) or value not in allowed:
            raise _bad(name, "one of " + ", ".join(allowed), value)
        return value
    return check


def obj(schema: Mapping[str, tuple[Check, bool]], limit: int = 64) -> Check:
    def check(name: str, value: Any) -> Any:
        if not isinstance(value, dict) or len(value) > limit:
            raise _bad(name, "an object", value)
        return _fields(schema, value, f"{name}.")
    return check


def listing(item: Check, low: int, high: int) -> Check:
    def check(name: str, value: Any) -> Any:
        if not isinstance(value, list) or not low <= len(value) <= high:
            raise _bad(name, f"a list of {low} to {high} items", value)
        return [item(f"{name}[{i}]", v) for i, v in enumerate(value)]
    return check


def any_object(limit: int) -> Check:
    """An object of at most ``limit`` keys whose values are checked later (the rules)."""
    def check(name: str, value: Any) -> Any:
        if not isinstance(value, dict) or len(value) > limit:
            raise _bad(name, f"an object of at most {limit} keys", value)
        return value
    return check


def anything(name: str, value: Any) -> Any:
    return value


def _fields(schema: Mapping[str, tuple[Check, bool]], data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    unknown = sorted(set(data) - set(schema))
    if unknown:
        raise Refusal("bad_field", f"unknown field {(prefix + unknown[0])[:60]!r}", field=prefix + unknown[0][:40])
    out = {}
    for key, (check, required) in schema.items():
        if key in data:
            out[key] = check(prefix + key, data[key])
        elif required:
            raise Refusal("bad_field", f"the field {prefix + key!r} is missing", field=prefix + key)
    return out


REQ, OPT = True, False
_LEVEL = choice(*LEVELS)
_SEAT_SPEC = obj({"kind": (choice("human", "computer"), REQ), "name": (text(MAX_NAME), OPT),
                  "level": (_LEVEL, OPT)})
_ACTION_TEXT = text(40)
_CODE_CHECK = pattern(_CODE, f"a table code of {CODE_LENGTH} letters and digits")

#: What a client may send: kind -> field -> (check, required).
CLIENT_KINDS: dict[str, dict[str, tuple[Check, bool]]] = {
    "hello": {"protocol": (integer(0, 10**6), REQ), "app": (text(60), OPT)},
    "create": {"players": (integer(2, 4), REQ), "seats": (listing(_SEAT_SPEC, 2, 4), REQ),
               "rules": (any_object(64), OPT), "preset": (choice("classic", "online", "polish"), OPT),
               "reconnect_seconds": (integer(1, 3600), OPT), "takeover_level": (_LEVEL, OPT),
               "allow_hints": (boolean, OPT), "turn_seconds": (integer(0, MAX_TURN_SECONDS), OPT),
               "public": (boolean, OPT)},
    "list": {},
    "join": {"code": (_CODE_CHECK, REQ), "name": (text(MAX_NAME), REQ), "seat": (integer(0, 3), OPT)},
    "rejoin": {"code": (_CODE_CHECK, REQ), "token": (pattern(_TOKEN, "a seat token"), REQ)},
    "ready": {"ready": (boolean, OPT)},
    "action": {"action": (_ACTION_TEXT, REQ), "count": (integer(0, 10**6), OPT)},
    "play_on": {"count": (integer(0, 10**6), OPT)},
    "chat": {"text": (text(MAX_CHAT), REQ)},
    "phrase": {"phrase": (choice(*PHRASES), REQ)},
    "leave": {},
}

#: What a host sends (a client checks the kind and that the fields are JSON of the right shape;
#: the view and the events are checked by :mod:`thousand_qt.net.wire_read`).
SERVER_KINDS: dict[str, dict[str, tuple[Check, bool]]] = {
    "welcome": {"protocol": (integer(0, 10**6), REQ), "server": (text(60), OPT)},
    "error": {"code": (text(40), REQ), "message": (text(400), REQ), "protocol": (integer(0, 10**6), OPT)},
    "refused": {"code": (text(40), REQ), "message": (text(400), REQ), "about": (anything, OPT),
                "reason": (anything, OPT), "values": (anything, OPT), "field": (anything, OPT)},
    "created": {"code": (_CODE_CHECK, REQ)},
    "joined": {"code": (_CODE_CHECK, REQ), "seat": (integer(0, 3), REQ), "token": (pattern(_TOKEN, "a token"), REQ)},
    "table": {"code": (_CODE_CHECK, REQ), "players": (integer(2, 4), REQ), "seats": (anything, REQ),
              "rules": (any_object(64), REQ), "started": (boolean, REQ), "allow_hints": (boolean, REQ),
              "reconnect_seconds": (integer(0, 10**6), REQ), "turn_seconds": (integer(0, MAX_TURN_SECONDS), OPT)},
    "tables": {"tables": (anything, REQ)},
    "update": {"count": (integer(0, 10**9), REQ), "events": (anything, REQ), "view": (anything, REQ),
               "results": (anything, OPT), "waiting": (listing(integer(0, 3), 1, 3), OPT)},
    "chat": {"seat": (integer(0, 3), REQ), "name": (text(MAX_NAME), REQ), "text": (text(MAX_CHAT), REQ)},
    "phrase": {"seat": (integer(0, 3), REQ), "name": (text(MAX_NAME), REQ), "phrase": (text(40), REQ)},
    "seat": {"seat": (integer(0, 3), REQ), "status": (choice("reconnecting", "computer", "returned", "left"), REQ),
             "seconds": (integer(0, 10**6), OPT), "level": (text(20), OPT)},
    "ended": {"reason": (choice("game_over", "server_stopped", "abandoned", "expired"), REQ),
              "message": (text(400), REQ), "record": (anything, OPT)},
}


def _parse(data: str | bytes, kinds: Mapping[str, Mapping[str, tuple[Check, bool]]], limit: int | None) -> Message:
    if isinstance(data, bytes):
        raise Refusal("malformed", "messages are JSON text frames, not binary frames")
    if limit is not None and len(data) > limit // 4 and len(data.encode("utf-8", "surrogatepass")) > limit:
        raise Refusal("too_large", f"a message is at most {limit // 1024} KiB")
    try:
        value = loads_bounded(data, "a message", max_depth=MAX_DEPTH if limit is not None else 16)
    except StorageError as err:
        reason = str(err).replace("not a game record: ", "").replace("not a message: ", "")
        code = "too_deep" if "nested" in reason else "malformed"
        raise Refusal(code, f"not a valid message: {reason}") from None
    if not isinstance(value, dict):
        raise Refusal("malformed", "a message must be a JSON object")
    kind = value.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        shown = kind[:20] if isinstance(kind, str) else kind
        raise Refusal("unknown_kind", f"unknown message kind {shown!r}")
    body = {k: v for k, v in value.items() if k != "kind"}
    return Message(kind, _fields(kinds[kind], body))


def parse_client_message(data: str | bytes) -> Message:
    """A client's message checked against :data:`CLIENT_KINDS`; raises :class:`Refusal`."""
    return _parse(data, CLIENT_KINDS, MAX_MESSAGE_BYTES)


def parse_server_message(data: str | bytes) -> Message:
    """A host's message checked against :data:`SERVER_KINDS`; raises :class:`Refusal`."""
    return _parse(data, SERVER_KINDS, None)


#: Compact JSON, UTF-8 characters as they are (one encoder for every message).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def _made_once() -> Callable[[Any], str]:
    """``_ENCODER.encode`` with the C encoder made once instead of at each call (which cost
    more than encoding a short value): the same text. The values a host encodes are the
    program's own, never circular, so the made encoder keeps no record of the containers it is
    in (which would be shared by threads); a string is written by the string encoder directly,
    as ``JSONEncoder.encode`` does."""
    made = getattr(json.encoder, "c_make_encoder", None)
    if made is None:        # (an interpreter without the C encoder)
        return _ENCODER.encode
    chunks = made(None, _ENCODER.default, json.encoder.encode_basestring, None, _ENCODER.key_separator,
                  _ENCODER.item_separator, _ENCODER.sort_keys, _ENCODER.skipkeys, _ENCODER.allow_nan)
    text = json.encoder.encode_basestring

    def encode_one(value: Any) -> str:
        if isinstance(value, str):
            return text(value)
        return "".join(chunks(value, 0))

    return encode_one


_encode = _made_once()


def encode(kind: str, **fields: Any) -> str:
    """The text of a message (compact JSON, UTF-8 characters as they are)."""
    return _encode({"kind": kind, **fields})


def encode_value(value: Any) -> str:
    """The text of a value as :func:`encode` writes it inside a message."""
    return _encode(value)
