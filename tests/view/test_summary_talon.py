"""The end-of-deal summary names the deal's talon as the human saw it, however the deal was
reached: played through, opened from a file mid-deal, or resumed from the autosave."""

from __future__ import annotations

import pytest

from thousand_qt.model import persistence

from .helpers import at_instant_speed, make_window, play_out_the_deal, to_play


@pytest.fixture
def saved_mid_deal(window, qtbot, tmp_path):
    """A game saved in the play, the talon taken and shown; and the talon as it was shown."""
    to_play(window, qtbot)
    talon = [c.text for c in window.model.view().talon]
    assert len(talon) == 3
    path = tmp_path / "mid.thousand"
    window.model.save(path)
    return path, talon


@pytest.mark.parametrize("how", ["open", "resume"])
def test_the_talon_line_after_opening_or_resuming_mid_deal(saved_mid_deal, qtbot, how):
    path, talon = saved_mid_deal
    win = make_window(qtbot, "normal")
    try:
        if how == "open":
            assert win.open_file(str(path))
        else:
            win.model.resume_autosave(persistence.read_game(path))
        with at_instant_speed(win):                 # opened at the default speed, so is the last trick
            play_out_the_deal(win, qtbot, left=1)
        play_out_the_deal(win, qtbot)
        assert win.summary.talon == talon
    finally:
        win.model.shutdown(2000)


def test_the_talon_line_is_this_deals_after_another_game_was_opened(window, saved_mid_deal, qtbot):
    path, talon = saved_mid_deal
    window.model.new_game(window.model.rules, list(window.model.players), seed=987)
    qtbot.waitUntil(lambda: not window.queue.busy, timeout=15000)
    assert window.open_file(str(path))
    play_out_the_deal(window, qtbot)
    assert window.summary.talon == talon
