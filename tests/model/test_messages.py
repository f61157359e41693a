"""The status line's refusals: translated by the engine's reason code, never by its English."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from thousand_qt.engine import Reason, ReasonCode
from thousand_qt.engine.reasons import ENGLISH
from thousand_qt.model import messages
from thousand_qt.model.messages import translated_codes, user_reason

TS = Path(messages.__file__).resolve().parents[1] / "i18n" / "thousand_qt_ru.ts"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _sample(code: ReasonCode) -> Reason:
    """A reason of ``code`` carrying every value its English sentence names."""
    names = re.findall(r"\{(\w+)\}", ENGLISH[code])
    return Reason.of(code, **{name: f"<{name}>" for name in names})


def _sources() -> list[str]:
    """The literal source texts of the sentences in messages.py."""
    tree = ast.parse(Path(messages.__file__).read_text(encoding="utf-8"))
    return [node.args[1].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "translate"
            and len(node.args) == 2 and isinstance(node.args[1], ast.Constant)]


def test_every_reason_code_has_a_sentence(qapp):
    assert translated_codes() == frozenset(ReasonCode)
    for code in ReasonCode:
        text = user_reason(_sample(code))
        assert text.endswith(".") and "{" not in text, code


def test_every_sentence_has_a_russian_translation():
    russian = {}
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") != messages.CONTEXT:
            continue
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is not None and tr.get("type") is None:
                russian[message.findtext("source")] = tr.text or ""
    sources = _sources()
    assert len(sources) >= len(ReasonCode) - 1          # two codes may share one sentence
    missing = [s for s in sources if not CYRILLIC.search(russian.get(s, ""))]
    assert missing == []


def test_values_fill_the_sentence(qapp):
    reason = Reason.of(ReasonCode.BID_OVER_CEILING, amount=300, ceiling=220, base=120, max_bid=300)
    assert user_reason(reason) == "300 is over your ceiling of 220 (120 + your marriages, at most 300)."
    assert user_reason(Reason.of(ReasonCode.MUST_FOLLOW, suit="♠")) == "You must follow suit (♠)."


def test_unreadable_input_is_not_echoed(qapp):
    assert user_reason("the bid must be a whole number, not '" + "1" * 100_000 + "'") == \
        "That is not a valid move."


def test_a_huge_bid_is_cut_in_the_status_line(human_model):
    for text in ("0 bid " + "1" * 100_000, "0 bid 1" + "0" * 5000, "bid " + "5" * 100_000):
        reason = human_model.why_illegal(text)
        assert reason is not None and len(reason) < 200
