"""Typed accessors of the game: the running deal, the phase as a value of :class:`Phase`.

The game's enums are plain enums, not ``str`` subclasses: a member never equals
its text, so a comparison with a string (``phase is not Phase.PLAY``) cannot pass by accident; text is
written with ``.value`` and read back with ``Phase(text)``.
"""

from __future__ import annotations

from enum import Enum

import pytest

from thousand_qt.ai.reason import ReasonKind
from thousand_qt.engine import Game, IllegalActionError, Phase
from thousand_qt.engine.cards import Suit
from thousand_qt.engine.reasons import ReasonCode

ENUMS: tuple[type[Enum], ...] = (Phase, Suit, ReasonCode, ReasonKind)


def test_running_deal_before_the_first_deal_says_so():
    game = Game()
    with pytest.raises(IllegalActionError, match="not dealt"):
        _ = game.running_deal
    game.start_deal(seed=3)
    assert game.running_deal is game.deal


def test_the_seat_view_phase_is_a_phase_written_by_its_value():
    game = Game()
    assert game.view_for(0).phase is Phase.DEAL
    game.start_deal(seed=3)
    view = game.view_for(1)
    assert view.phase is Phase.AUCTION
    assert view.phase.value == "auction" and Phase("auction") is view.phase
    assert all(a.seat in range(3) for a in view.legal_actions)


@pytest.mark.parametrize("enum", ENUMS, ids=lambda e: e.__name__)
def test_the_enums_are_plain_and_never_equal_their_text(enum: type[Enum]):
    assert not issubclass(enum, str) and enum.__mro__[1:] == (Enum, object)
    for member in enum:
        assert member != member.value and member.value not in {m: 0 for m in enum}
        assert enum(member.value) is member
