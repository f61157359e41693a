"""The status line at the human's turn names the keys as well as the mouse (a keyboard player
is told ← → and Enter, not only to drag or click), in every language of the program."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Phase, RuleSet

from .helpers import TWO

PHASES = [Phase.PLAY, Phase.GIVE, Phase.TALON]


@pytest.mark.parametrize("phase", PHASES, ids=lambda p: p.value)
def test_the_turns_status_names_the_keys(window, phase):
    text = window.turn.status(phase)
    assert "← →" in text and "Enter" in text, text
    assert "click" in text.lower(), text


def test_laying_two_away_names_the_keys(window, qtbot):
    window.model.new_game(RuleSet(), TWO, seed=3)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=15000)
    text = window.turn.status(Phase.GIVE)
    assert "← →" in text and "Enter" in text and "Lay down" in text, text
