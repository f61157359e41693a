"""Typed accessors of the game: the running deal, the phase as a value of :class:`Phase`."""

from __future__ import annotations

import pytest

from thousand_qt.engine import Game, IllegalActionError, Phase


def test_running_deal_before_the_first_deal_says_so():
    game = Game()
    with pytest.raises(IllegalActionError, match="not dealt"):
        _ = game.running_deal
    game.start_deal(seed=3)
    assert game.running_deal is game.deal


def test_the_seat_view_phase_is_a_phase_that_reads_as_its_name():
    game = Game()
    assert game.view_for(0).phase is Phase.DEAL
    game.start_deal(seed=3)
    view = game.view_for(1)
    assert view.phase is Phase.AUCTION
    # computer players key their random choices on the phase's text: it must stay the name
    assert view.phase == "auction" and str(view.phase) == "auction" and f"{view.phase}" == "auction"
    assert all(a.seat in range(3) for a in view.legal_actions)
