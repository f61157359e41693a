"""The hint's reason in words, in English and Russian."""

from __future__ import annotations

import pytest

from thousand_qt.ai import Reason, ReasonKind
from thousand_qt.model.hint_reasons import hint_reason_text


def test_every_kind_has_a_sentence_with_its_numbers():
    full = {"made_in": 19, "samples": 24, "amount": 120, "expected": 35.4}
    for kind in ReasonKind:
        text = hint_reason_text(Reason(kind, **full))
        assert text, kind
    assert "19" in hint_reason_text(Reason(ReasonKind.PLAY_MAKES, made_in=19, samples=24))
    assert "24" in hint_reason_text(Reason(ReasonKind.PASS, made_in=3, samples=24, amount=125))
    assert "+35" in hint_reason_text(Reason(ReasonKind.GIVE, expected=35.4))


def test_no_reason_or_missing_numbers_say_nothing():
    assert hint_reason_text(None) == ""
    assert hint_reason_text(Reason(ReasonKind.PLAY_MAKES)) == ""


@pytest.mark.parametrize("language", ["ru"])
def test_the_reason_is_translated(qapp, language):
    from thousand_qt.model import i18n

    i18n.install_language(qapp, language)
    try:
        text = hint_reason_text(Reason(ReasonKind.PLAY_MAKES, made_in=19, samples=24))
        assert "19" in text and "24" in text and "sampled" not in text
    finally:
        i18n.install_language(qapp, "en")
