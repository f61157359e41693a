"""The checks of a client's messages: every malformed message is refused with a stable code."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thousand_qt.net.protocol import MAX_MESSAGE_BYTES, Refusal, encode, encode_value, parse_client_message


def refused(text: str | bytes) -> str:
    with pytest.raises(Refusal) as info:
        parse_client_message(text)
    return info.value.code


def test_good_messages_pass() -> None:
    msg = parse_client_message(encode("join", code="ABCDEF", name="Анна", seat=1))
    assert (msg.kind, msg.get("name"), msg.get("seat")) == ("join", "Анна", 1)
    assert parse_client_message('{"kind":"ready"}').kind == "ready"
    create = parse_client_message(encode("create", players=3, seats=[{"kind": "human"}] * 2
                                         + [{"kind": "computer", "level": "easy"}], preset="polish"))
    assert create.get("seats")[2]["level"] == "easy"


@pytest.mark.parametrize("text, code", [
    ("not json", "malformed"),
    ("[1, 2]", "malformed"),
    ('{"kind": "dance"}', "unknown_kind"),
    ('{"no": "kind"}', "unknown_kind"),
    ('{"kind": "join", "code": "ABCDEF"}', "bad_field"),
    ('{"kind": "join", "code": "abc", "name": "x"}', "bad_field"),
    ('{"kind": "join", "code": "ABCDEF", "name": "x", "extra": 1}', "bad_field"),
    ('{"kind": "join", "code": "ABCDEF", "name": "a\\u0007b"}', "bad_field"),
    ('{"kind": "join", "code": "ABCDEF", "name": "a\\u202eb"}', "bad_field"),
    ('{"kind": "join", "code": "ABCDEF", "name": "   "}', "bad_field"),
    ('{"kind": "join", "code": "ABCDEF", "name": "x", "seat": true}', "bad_field"),
    ('{"kind": "chat", "text": "' + "x" * 201 + '"}', "bad_field"),
    ('{"kind": "action", "action": 5}', "bad_field"),
    ('{"kind": "phrase", "phrase": "<b>hi</b>"}', "bad_field"),
    ('{"kind": "hello", "protocol": 1e400}', "malformed"),
    ('{"kind": "hello", "protocol": NaN}', "malformed"),
    ('{"kind": "hello", "protocol": 1' + "0" * 40 + "}", "malformed"),
    ('{"kind": "create", "players": 3, "seats": [' + ",".join(['{"kind":"human"}'] * 5) + "]}", "bad_field"),
    ('{"kind": "ready", "ready": [[[[[[[[[[1]]]]]]]]]]}', "too_deep"),
])
def test_bad_messages_are_refused(text: str, code: str) -> None:
    assert refused(text) == code


def test_size_binary_and_depth_bounds() -> None:
    big = encode("chat", text="x") + " " * MAX_MESSAGE_BYTES
    assert refused(big) == "too_large"
    assert refused(b'{"kind": "ready"}') == "malformed"
    assert refused("[" * 3_000 + "]" * 3_000) == "too_deep"


@settings(max_examples=300)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20))
def test_any_json_is_passed_or_refused_never_an_other_error(value: object) -> None:
    for data in (value, {"kind": "action", "action": value}, {"kind": "create", "players": 3, "seats": value}):
        with contextlib.suppress(Refusal):
            parse_client_message(json.dumps(data))


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                     | st.text(), lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(value=_JSON)
def test_a_value_and_a_message_are_written_as_the_standard_encoder_writes_them(value: object) -> None:
    standard = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
    assert encode_value(value) == standard.encode(value)
    assert encode("chat", text=value) == standard.encode({"kind": "chat", "text": value})
