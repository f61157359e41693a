"""The hint in the status line: what to do and why."""

from __future__ import annotations

from thousand_qt.ai import Reason, ReasonKind


def test_the_hint_says_what_and_why(window):
    window.show_hint("0 bid 105", Reason(ReasonKind.BID, made_in=19, samples=24, amount=105))
    text = window.status_label.text()
    assert "105" in text and "19" in text and "24" in text


def test_a_hint_without_a_reason_says_only_what(window):
    window.show_hint("0 pass", None)
    assert window.status_label.text() == window.tr("Hint: {0}").format(window.action_words(["pass"]))
